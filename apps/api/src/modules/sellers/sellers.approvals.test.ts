import { messages } from '@pazaryeri/contract';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { applicationBody, createApplicant, createApprovedSeller } from './seller-fixtures';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {} });
const approve = (id: string, token = adminToken) => call('POST', `/api/admin/seller-approvals/${id}`, token);
const reject = (id: string, token = adminToken) => call('DELETE', `/api/admin/seller-approvals/${id}`, token);
const roleOf = async (userId: string) => (await call('GET', `/api/users/${userId}`, adminToken)).body.role;

/** Routes that need the seller role, each answering 200 for a seller with a store. */
const sellerOnly = ['/api/seller/profile/me', '/api/sellerReportRoute/sales-report', '/api/follow/report'];

describe('seller approvals', () => {
  it('lists pending applications oldest first, with the applicant’s name and e-mail', async () => {
    const first = await createApplicant(t.app, {}, 'İlk Başvuran');
    const second = await createApplicant(t.app, {}, 'İkinci Başvuran');
    const approved = await createApprovedSeller(t.app);
    const { status, body } = await call('GET', '/api/admin/seller-approvals?limit=100', adminToken);
    expect(status).toBe(200);
    const ids = body.sellers.map((seller: { _id: string }) => seller._id);
    expect(ids.indexOf(first.seller._id)).toBeLessThan(ids.indexOf(second.seller._id));
    expect(ids).not.toContain(approved.seller._id);
    const entry = body.sellers.find((seller: { _id: string }) => seller._id === first.seller._id);
    expect(entry).toMatchObject({
      status: 'pending',
      name: 'İlk Başvuran',
      email: first.user.email,
      userId: { _id: first.user.id, name: 'İlk Başvuran', email: first.user.email },
      taxNumber: '1234567890',
    });
    expect(body).toMatchObject({ page: 1, limit: 100, totalSellers: expect.any(Number), totalPages: 1 });
  });

  it('grants the seller role only on approval, to the same token, and mails the owner', async () => {
    const applicant = await createApplicant(t.app);
    for (const url of sellerOnly) expect([url, (await call('GET', url, applicant.token)).status]).toEqual([url, 403]);

    const { status, body } = await approve(applicant.seller._id);
    expect(status).toBe(200);
    expect(body.message).toBe(sellerMessages.approved);
    expect(body.seller).toMatchObject({ status: 'approved', verifiedSeller: true, approvedAt: expect.any(String) });
    expect(await roleOf(applicant.user.id)).toBe('seller');
    for (const url of sellerOnly) expect([url, (await call('GET', url, applicant.token)).status]).toEqual([url, 200]);

    const approvedList = await call('GET', '/api/admin/approved-sellers?limit=100', adminToken);
    expect(approvedList.body.sellers.map((seller: { _id: string }) => seller._id)).toContain(applicant.seller._id);
    await expect
      .poll(async () => (await readOutbox(t.dataDir)).find((mail) => mail.to === applicant.user.email)?.subject)
      .toBe('Mağazanız onaylandı');
  });

  it('answers a second approval with 409 and unknown ids with 404', async () => {
    const applicant = await createApplicant(t.app);
    expect((await approve(applicant.seller._id)).status).toBe(200);
    const again = await approve(applicant.seller._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(sellerMessages.alreadyApproved);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bilinmeyen']) {
      expect((await approve(id)).status).toBe(404);
      expect((await reject(id)).status).toBe(404);
    }
  });

  it('approves once when several admins click at the same moment', async () => {
    const applicant = await createApplicant(t.app);
    const results = await Promise.all([1, 2, 3, 4].map(() => approve(applicant.seller._id)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('is atomic: when the role cannot be granted, the store stays pending', async () => {
    const applicant = await createApplicant(t.app);
    await t.app.db.execute(sql`create function refuse_seller_role() returns trigger language plpgsql as $$
      begin raise exception 'role change refused for the test'; end $$`);
    await t.app.db.execute(sql`create trigger refuse_seller_role before update of role on users
      for each row when (new.role = 'seller') execute function refuse_seller_role()`);
    try {
      const { status, body } = await approve(applicant.seller._id);
      expect(status).toBe(500);
      expect(body).toEqual({ message: messages.serverError, code: 'INTERNAL' });
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_seller_role on users`);
      await t.app.db.execute(sql`drop function refuse_seller_role()`);
    }
    const store = await call('GET', `/api/seller/${applicant.seller._id}`, applicant.token);
    expect(store.body).toMatchObject({ status: 'pending', verifiedSeller: false, approvedAt: null });
    expect(await roleOf(applicant.user.id)).toBe('user');
    expect((await approve(applicant.seller._id)).status).toBe(200);
  });

  it('rejecting deletes the application; the applicant stays a buyer and may apply again', async () => {
    const applicant = await createApplicant(t.app);
    const { status, body } = await reject(applicant.seller._id);
    expect(status).toBe(200);
    expect(body).toEqual({ message: sellerMessages.rejected, _id: applicant.seller._id });
    expect(await roleOf(applicant.user.id)).toBe('user');
    expect((await call('GET', `/api/seller/${applicant.seller._id}`, applicant.token)).status).toBe(404);
    const pending = await call('GET', '/api/admin/seller-approvals?limit=100', adminToken);
    expect(pending.body.sellers.map((seller: { _id: string }) => seller._id)).not.toContain(applicant.seller._id);
    for (const url of sellerOnly) expect((await call('GET', url, applicant.token)).status).toBe(403);
    await expect
      .poll(async () => (await readOutbox(t.dataDir)).find((mail) => mail.to === applicant.user.email)?.subject)
      .toBe('Satıcı başvurunuz hakkında');
    const again = await injectJson(t.app, {
      method: 'POST',
      url: '/api/seller/register',
      headers: auth(applicant.token),
      body: applicationBody(),
    });
    expect(again.status).toBe(201);
  });

  it('does not reject a store that is already approved', async () => {
    const seller = await createApprovedSeller(t.app);
    const { status, body } = await reject(seller.seller._id);
    expect(status).toBe(409);
    expect(body.message).toBe(sellerMessages.alreadyApproved);
    expect(await roleOf(seller.user.id)).toBe('seller');
  });
});

describe('GET /api/admin/sellers/requests (spec §7)', () => {
  it('pages the stores that asked for approval, oldest first, and finds them by store name', async () => {
    const first = await createApplicant(t.app, { storeName: 'Talep Vida Atölyesi' });
    const second = await createApplicant(t.app, { storeName: 'Talep Somun Deposu' });
    const approved = await createApprovedSeller(t.app, { storeName: 'Talep Onaylı Mağaza' });

    const all = await call('GET', '/api/admin/sellers/requests?limit=100', adminToken);
    expect(all.status).toBe(200);
    const ids = all.body.sellers.map((seller: { _id: string }) => seller._id);
    expect(ids.indexOf(first.seller._id)).toBeLessThan(ids.indexOf(second.seller._id));
    expect(ids).not.toContain(approved.seller._id);
    expect(all.body.sellers.every((seller: { status: string }) => seller.status === 'pending')).toBe(true);

    const found = await call('GET', `/api/admin/sellers/requests?search=${encodeURIComponent('somun')}`, adminToken);
    expect(found.body.sellers.map((seller: { _id: string }) => seller._id)).toEqual([second.seller._id]);
    expect(found.body).toMatchObject({ page: 1, limit: 20, totalSellers: 1, totalPages: 1 });

    const pageOfOne = await call('GET', '/api/admin/sellers/requests?limit=1&page=2', adminToken);
    expect(pageOfOne.body.sellers).toHaveLength(1);
    expect(pageOfOne.body).toMatchObject({ page: 2, limit: 1, totalSellers: all.body.totalSellers });

    const badPage = await call('GET', '/api/admin/sellers/requests?page=-1', adminToken);
    expect(badPage.status).toBe(400);
    expect(badPage.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('admin routes are for admins only', () => {
  const routes: ['GET' | 'POST' | 'DELETE', string][] = [
    ['GET', '/api/admin/seller-approvals'],
    ['POST', '/api/admin/seller-approvals/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/seller-approvals/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/approved-sellers'],
    ['GET', '/api/admin/sellers/requests'],
  ];

  it('answers a visitor with 401 and a buyer or seller with 403', async () => {
    const buyer = await createUser(t.app);
    const seller = await createApprovedSeller(t.app);
    const marketing = await createUser(t.app, { role: 'marketing' });
    for (const [method, url] of routes) {
      expect([method, url, (await call(method, url, null)).status]).toEqual([method, url, 401]);
      for (const token of [buyer.token, seller.token, marketing.token]) {
        const { status, body } = await call(method, url, token);
        expect([method, url, status, body.code]).toEqual([method, url, 403, 'FORBIDDEN']);
      }
    }
  });
});
