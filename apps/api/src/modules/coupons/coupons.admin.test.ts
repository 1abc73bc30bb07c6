import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createCoupon, createOrderRow, uniqueCode } from './coupon-fixtures';
import { applyCouponAtCheckout, recordCouponUse, releaseCouponUse } from './coupons.checkout';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createApprovedSeller>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  store = await createApprovedSeller(t.app, { storeName: 'Kuzey 3D Tasarım' });
  buyer = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });
const activate = (token: string, body: Record<string, unknown>) =>
  injectJson(t.app, { method: 'PUT', url: '/api/coupon/activate-coupon', headers: auth(token), body });

/** A use on a fresh order, as checkout records it. */
async function useCoupon(code: string, userId: string, lineTotal: number) {
  const orderId = await createOrderRow(t.app, userId);
  await t.app.db.transaction(async (tx) => {
    const applied = await applyCouponAtCheckout(tx, { code, userId, lines: [{ sellerId: store.seller._id, productId: orderId, lineTotal }] });
    await recordCouponUse(tx, { couponId: applied.couponId, userId, orderId, discount: applied.total });
  });
  return orderId;
}

describe('activate-coupon (admin)', () => {
  it('activating one coupon switches off the other holding its code, and answers with the coupon', async () => {
    const code = uniqueCode('YAZ');
    const first = await createCoupon(t.app, admin.token, 'create-admin', { code });
    const off = await activate(admin.token, { code, isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: couponMessages.deactivated, coupon: { _id: first._id, isActive: false, status: 'inactive' } });
    const second = await createCoupon(t.app, store.token, 'create', { code });

    const on = await activate(admin.token, { code: code.toLowerCase(), id: first._id });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: couponMessages.activated, coupon: { _id: first._id, code, isActive: true, status: 'active', kind: 'admin' } });
    const list = await get(`/api/coupon/all?search=${code}`, admin.token);
    expect(list.body.coupons.map((coupon: { _id: string; isActive: boolean }) => [coupon._id, coupon.isActive])).toEqual([
      [second._id, false],
      [first._id, true],
    ]);

    const again = await activate(admin.token, { code });
    expect(again.body.coupon).toMatchObject({ _id: first._id, isActive: true });
    expect((await activate(admin.token, { code, id: second._id })).body.coupon).toMatchObject({ _id: second._id, isActive: true });
    expect((await get(`/api/coupon/${first._id}`)).body.isActive).toBe(false);
  });

  it('an unknown code or an id of another code is 404; only admins (403), with a token (401)', async () => {
    expect((await activate(admin.token, { code: 'HIC-OLMAYAN' })).body.message).toBe(couponMessages.notFound);
    const a = await createCoupon(t.app, admin.token, 'create-admin');
    const b = await createCoupon(t.app, admin.token, 'create-admin');
    expect((await activate(admin.token, { code: a.code, id: b._id })).status).toBe(404);
    for (const caller of [buyer, store]) expect((await activate(caller.token, { code: a.code })).status).toBe(403);
    expect((await injectJson(t.app, { method: 'PUT', url: '/api/coupon/activate-coupon', body: {} })).status).toBe(401);
  });
});

describe('lists', () => {
  it('all (admin): newest first, paged, filtered by kind, state, store and a part of the code', async () => {
    const tag = uniqueCode('LISTE');
    const platform = await createCoupon(t.app, admin.token, 'create-admin', { code: `${tag}-A` });
    const fromStore = await createCoupon(t.app, store.token, 'create-for-followers', { code: `${tag}-B` });
    const page = await get(`/api/coupon/all?search=${tag.toLowerCase()}&limit=1`, admin.token);
    expect(page.body).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page.body.coupons[0]).toMatchObject({ _id: fromStore._id, usedCount: 0, usageLimit: null });
    const ids = async (query: string) => (await get(`/api/coupon/all?search=${tag}&${query}`, admin.token)).body.coupons.map((c: { _id: string }) => c._id);
    expect(await ids('kind=admin')).toEqual([platform._id]);
    expect(await ids(`sellerId=${store.seller._id}`)).toEqual([fromStore._id]);
    expect(await ids('isActive=false')).toEqual([]);
    expect(await ids('kind=&isActive=')).toHaveLength(2);
    expect((await get('/api/coupon/all?kind=hepsi', admin.token)).status).toBe(400);
    for (const caller of [buyer, store]) expect((await get('/api/coupon/all', caller.token)).status).toBe(403);
    expect((await get('/api/coupon/all')).status).toBe(401);
  });

  it("seller-history: the store's own coupons with their uses and the discount they gave", async () => {
    const coupon = await createCoupon(t.app, store.token, 'create', { discountValue: 10 });
    const other = await createApprovedSeller(t.app);
    await createCoupon(t.app, other.token, 'create');
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    await useCoupon(coupon.code, first.user.id, 20_000);
    const cancelled = await useCoupon(coupon.code, second.user.id, 50_000);
    await t.app.db.transaction((tx) => releaseCouponUse(tx, cancelled));

    const { status, body } = await get('/api/coupon/seller-history', store.token);
    expect(status).toBe(200);
    expect(body.coupons.every((entry: { seller: { _id: string } }) => entry.seller._id === store.seller._id)).toBe(true);
    expect(body.coupons.find((entry: { _id: string }) => entry._id === coupon._id)).toMatchObject({ usedCount: 1, totalDiscount: 20 });
    expect((await get('/api/coupon/seller-history', buyer.token)).status).toBe(403);
  });
});

describe('public detail', () => {
  it('shows the terms by id or code without a token, never the usage', async () => {
    const coupon = await createCoupon(t.app, store.token, 'create', { code: uniqueCode('DETAY'), usageLimit: 50, minCartTotal: 300 });
    for (const ref of [coupon._id, coupon.code.toLowerCase()]) {
      const { status, body } = await get(`/api/coupon/${ref}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ _id: coupon._id, code: coupon.code, minCartTotal: 300, status: 'active', seller: { storeName: 'Kuzey 3D Tasarım' } });
      for (const hidden of ['usedCount', 'usageLimit', 'perUserLimit', 'owner']) expect(body).not.toHaveProperty(hidden);
    }
    const missing = await get('/api/coupon/00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.body.message]).toEqual([404, couponMessages.notFound]);
  });

  it('a personal coupon shows only to its owner, its maker and admins', async () => {
    const owner = await createUser(t.app);
    const coupon = await createCoupon(t.app, store.token, 'user-create', { userId: owner.user.id });
    expect((await get(`/api/coupon/${coupon._id}`)).status).toBe(404);
    expect((await get(`/api/coupon/${coupon._id}`, buyer.token)).status).toBe(404);
    for (const viewer of [owner, store, admin]) expect((await get(`/api/coupon/${coupon._id}`, viewer.token)).status).toBe(200);
  });
});

describe('/userCouponUsage/all', () => {
  it("lists the caller's uses (a cancelled order's as released); admins see anyone's", async () => {
    const coupon = await createCoupon(t.app, store.token, 'create', { perUserLimit: 5 });
    const user = await createUser(t.app);
    const kept = await useCoupon(coupon.code, user.user.id, 10_000);
    const released = await useCoupon(coupon.code, user.user.id, 30_000);
    await t.app.db.transaction((tx) => releaseCouponUse(tx, released));

    const mine = await get('/api/userCouponUsage/all', user.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(mine.body.usages).toMatchObject([
      { orderId: released, discount: 30, status: 'released', releasedAt: expect.any(String), coupon: { code: coupon.code, kind: 'seller', discountValue: 10 } },
      { orderId: kept, discount: 10, status: 'used', releasedAt: null, userId: user.user.id },
    ]);
    expect((await get('/api/userCouponUsage/all', buyer.token)).body.total).toBe(0);
    expect((await get(`/api/userCouponUsage/all?userId=${user.user.id}`, buyer.token)).status).toBe(403);
    expect((await get(`/api/userCouponUsage/all?userId=${user.user.id}`, admin.token)).body.total).toBe(2);
    expect((await get('/api/userCouponUsage/all', admin.token)).body.total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/userCouponUsage/all')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every coupon route', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    const paths = ['create', 'create-for-followers', 'create-admin', 'user-create', 'earn-coupon', 'apply-coupon'];
    paths.push('my-coupons', 'seller-history', 'activate-coupon', 'all', '{id}');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining([...paths.map((path) => `/api/coupon/${path}`), '/api/userCouponUsage/all']));
    expect(Object.keys(body.paths['/api/coupon/create'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['code', 'discountType', 'discountValue', 'startsAt', 'endsAt']),
    );
  });
});
