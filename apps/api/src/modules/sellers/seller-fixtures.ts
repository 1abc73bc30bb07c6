import type { FastifyInstance } from 'fastify';
import { auth, createUser, injectJson } from '../../test/requests';

let counter = 0;

/** A complete, valid application (a limited şirket with a real-checksum VKN and IBAN). */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    storeName: `Demir Çelik Sanayi ${counter}`,
    alias: `demir-celik-${Date.now().toString(36)}-${counter}`,
    companyType: 'limited',
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    contactPhone: '0532 123 45 67',
    contactEmail: 'satis@demircelik.com.tr',
    storeLocation: 'İkitelli OSB, İstanbul',
    storeAddress: { street: 'Atatürk Cad. No: 1', city: 'İstanbul', district: 'Başakşehir', zip: '34490' },
    iban: 'TR33 0006 1005 1978 6457 8413 26',
    ...overrides,
  };
}

/** A buyer who has applied; the store is still pending. */
export async function createApplicant(app: FastifyInstance, overrides: Record<string, unknown> = {}, name?: string) {
  const account = await createUser(app, { name: name ?? 'Başvuran Satıcı' });
  const { status, body } = await injectJson(app, {
    method: 'POST',
    url: '/api/seller/register',
    headers: auth(account.token),
    body: applicationBody(overrides),
  });
  if (status !== 201) throw new Error(`application failed: ${status} ${JSON.stringify(body)}`);
  return { ...account, seller: body.seller as { _id: string; alias: string; storeName: string } };
}

/** A seller whose store an admin has approved; the token now passes requireSeller. */
export async function createApprovedSeller(app: FastifyInstance, overrides: Record<string, unknown> = {}, name?: string) {
  const applicant = await createApplicant(app, overrides, name);
  const admin = await createUser(app, { role: 'admin' });
  const { status } = await injectJson(app, {
    method: 'POST',
    url: `/api/admin/seller-approvals/${applicant.seller._id}`,
    headers: auth(admin.token),
  });
  if (status !== 200) throw new Error(`approval failed: ${status}`);
  return applicant;
}
