import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStores, seedDemoUsers } from '../../demo';
import { seedDemoCoupons } from '../../demo/coupons';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';
import { coupons } from '../../db/schema/coupons';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;

describe('demo coupons', () => {
  it('HOSGELDIN10 (in the demo buyer’s coupons) and the demo store’s DEMIR50, once however often seeded', async () => {
    await seedDemoCoupons(t.app.db);
    await seedDemoCoupons(t.app.db);
    const rows = await t.app.db.select({ code: coupons.code }).from(coupons);
    // Anadolu Hırdavat comes with the catalogue, which this test does not seed: no follower coupon without its store.
    expect(rows.map((row) => row.code).sort()).toEqual(['DEMIR50', 'HOSGELDIN10']);

    const buyer = await login('alici@pazaryeri.test', 'Alici12345');
    const mine = await injectJson(t.app, { method: 'GET', url: '/api/coupon/my-coupons', headers: auth(buyer) });
    expect(mine.body.coupons).toMatchObject([{ code: 'HOSGELDIN10', kind: 'admin', discountValue: 10, minCartTotal: 250, maxDiscount: 500, usable: true }]);
    const apply = (couponCode: string, totalAmount: number) =>
      injectJson(t.app, { method: 'POST', url: '/api/coupon/apply-coupon', headers: auth(buyer), body: { couponCode, totalAmount } });
    expect((await apply('hosgeldin10', 300)).body).toMatchObject({ discount: 30, newTotal: 270 });
    expect((await apply('hosgeldin10', 200)).status).toBe(422);

    const [demir] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'DEMIR50'));
    expect(demir).toMatchObject({ kind: 'seller', discountType: 'fixed', discountValue: 5000, minCartTotal: 50_000, usageLimit: 200 });
    const seller = await login('satici@pazaryeri.test', 'Satici12345');
    const history = await injectJson(t.app, { method: 'GET', url: '/api/coupon/seller-history', headers: auth(seller) });
    expect(history.body.coupons.map((coupon: { code: string }) => coupon.code)).toEqual(['DEMIR50']);
  });
});
