import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../../integrations/payments';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { subMerchants } from '../../db/schema/orders';
import { createApplicant, createApprovedSeller } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { createDbSandboxStore } from './sandbox-store';
import { subMerchantDetailsOf } from './sub-merchants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string) => injectJson(t.app, { method: 'POST', url: '/api/submerchant/create-submerchant', headers: auth(token) });

describe('POST /api/submerchant/create-submerchant', () => {
  it.each([
    ['individual', '10000000146', 'PERSONAL'],
    ['person', '10000000146', 'PRIVATE_COMPANY'],
    ['limited', '1234567890', 'LIMITED_OR_JOINT_STOCK_COMPANY'],
    ['anonymous', '1234567890', 'LIMITED_OR_JOINT_STOCK_COMPANY'],
  ])('makes a %s store (tax number %s) a %s sub-merchant', async (companyType, taxNumber, type) => {
    const seller = await createApprovedSeller(t.app, { companyType, taxNumber });
    const first = await create(seller.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Ödeme hesabınız oluşturuldu.', subMerchant: { sellerId: seller.seller._id, subMerchantType: type, provider: 'sandbox' } });
    const second = await create(seller.token);
    expect([second.status, second.body.message]).toEqual([200, 'Ödeme hesabınız zaten oluşturulmuş.']);
    expect(await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, seller.seller._id))).toHaveLength(1);
  });

  it('checks the IBAN, the TCKN/VKN and the mobile number first, with messages the seller can act on', async () => {
    const seller = await createApprovedSeller(t.app);
    const cases: [Partial<typeof sellers.$inferInsert>, string][] = [
      [{ iban: null }, 'Mağaza bilgilerinizde IBAN yok. Ödeme hesabı için önce IBAN ekleyin.'],
      [{ iban: 'TR330006100519786457841327' }, 'Mağaza bilgilerinizdeki IBAN geçersiz.'],
      [{ taxNumber: '1234567891' }, 'Mağaza bilgilerinizdeki vergi kimlik numarası (VKN) geçersiz.'],
      [{ companyType: 'individual', taxNumber: '10000000147' }, 'Mağaza bilgilerinizdeki T.C. kimlik numarası geçersiz.'],
      [{ contactPhone: '+902161234567' }, 'Mağaza iletişim telefonu bir cep telefonu (05XX XXX XX XX) olmalı.'],
    ];
    const [original] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.seller._id));
    for (const [change, message] of cases) {
      await t.app.db.update(sellers).set({ ...original, ...change }).where(eq(sellers.id, seller.seller._id));
      const { status, body } = await create(seller.token);
      expect([status, body.message]).toEqual([422, message]);
    }
    expect(await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, seller.seller._id))).toHaveLength(0);
  });

  it('needs an approved store and the seller role', async () => {
    const applicant = await createApplicant(t.app);
    expect((await create(applicant.token)).status).toBe(403);
    const buyer = await createUser(t.app);
    expect((await create(buyer.token)).status).toBe(403);
    expect((await injectJson(t.app, { method: 'POST', url: '/api/submerchant/create-submerchant' })).status).toBe(401);
  });

  it('keeps the sandbox’s state in the database: a restarted provider knows the sub-merchant', async () => {
    const seller = await createApprovedSeller(t.app, { companyType: 'person', taxNumber: '10000000146' });
    await create(seller.token);
    const [row] = await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, seller.seller._id));
    const restarted = createPaymentProvider(t.config.payments, { sandboxStore: createDbSandboxStore(t.app.db) });
    const [store] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.seller._id));
    const details = subMerchantDetailsOf(store, 'Başvuran Satıcı');
    if ('problem' in details) throw new Error(details.problem);
    const again = await restarted.createSubMerchant(details);
    expect(again).toEqual({ ok: true, subMerchantKey: row.subMerchantKey });
  });
});

describe('GET /api/submerchant/my-submerchant', () => {
  const status = (token: string) => injectJson(t.app, { method: 'GET', url: '/api/submerchant/my-submerchant', headers: auth(token) });

  it('tells the store whether it can be paid: blocked with what to fix, ready, then active', async () => {
    const seller = await createApprovedSeller(t.app);
    await t.app.db.update(sellers).set({ iban: null }).where(eq(sellers.id, seller.seller._id));
    expect((await status(seller.token)).body).toEqual({ status: 'blocked', subMerchant: null, problem: 'Mağaza bilgilerinizde IBAN yok. Ödeme hesabı için önce IBAN ekleyin.' });

    await t.app.db.update(sellers).set({ iban: 'TR330006100519786457841326' }).where(eq(sellers.id, seller.seller._id));
    expect((await status(seller.token)).body).toEqual({ status: 'ready', subMerchant: null, problem: null });
    expect(await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, seller.seller._id))).toHaveLength(0);

    expect((await create(seller.token)).status).toBe(201);
    expect((await status(seller.token)).body).toMatchObject({ status: 'active', subMerchant: { sellerId: seller.seller._id }, problem: null });
  });

  it('is the signed-in seller’s own: an applicant is blocked until approved, a buyer and a visitor are refused', async () => {
    const applicant = await createApplicant(t.app);
    expect((await status(applicant.token)).status).toBe(403);
    const buyer = await createUser(t.app);
    expect((await status(buyer.token)).status).toBe(403);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/submerchant/my-submerchant' })).status).toBe(401);
  });
});
