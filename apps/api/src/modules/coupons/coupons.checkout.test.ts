import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createBuyers, createCoupon, createOrderRow } from './coupon-fixtures';
import { applyCouponAtCheckout, type CheckoutLine, recordCouponUse, releaseCouponUse } from './coupons.checkout';
import { splitDiscount } from './coupons.rules';
import { coupons, couponUsages } from '../../db/schema/coupons';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let storeA: Awaited<ReturnType<typeof createApprovedSeller>>;
let storeB: Awaited<ReturnType<typeof createApprovedSeller>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  storeA = await createApprovedSeller(t.app, { storeName: 'Ege Otomasyon' });
  storeB = await createApprovedSeller(t.app);
});
afterAll(() => t.close());

const line = (sellerId: string, lineTotal: number): CheckoutLine => ({ sellerId, productId: '00000000-0000-4000-8000-000000000001', lineTotal });

/** What the orders module does: apply and record in one transaction. */
const checkout = (code: string, userId: string, orderId: string, lines: CheckoutLine[]) =>
  t.app.db.transaction(async (tx) => {
    const applied = await applyCouponAtCheckout(tx, { code, userId, lines });
    await recordCouponUse(tx, { couponId: applied.couponId, userId, orderId, discount: applied.total });
    return applied;
  });

const usedCount = async (couponId: string) => (await t.app.db.select().from(coupons).where(eq(coupons.id, couponId)))[0].usedCount;
const activeUses = async (couponId: string) =>
  (await t.app.db.select({ value: count() }).from(couponUsages).where(and(eq(couponUsages.couponId, couponId), isNull(couponUsages.releasedAt))))[0].value;

const refusal = (error: unknown) => (error instanceof AppError ? [error.statusCode, error.message] : error);

describe('applyCouponAtCheckout', () => {
  it("splits a store coupon's discount over that store's lines only, in whole kuruş that add up", async () => {
    const coupon = await createCoupon(t.app, storeA.token, 'create', { discountValue: 15 });
    const buyer = await createUser(t.app);
    const applied = await t.app.db.transaction((tx) =>
      applyCouponAtCheckout(tx, {
        code: coupon.code.toLowerCase(),
        userId: buyer.user.id,
        lines: [line(storeA.seller._id, 30_000), line(storeB.seller._id, 50_000), line(storeA.seller._id, 20_000)],
      }),
    );
    expect(applied).toEqual({ couponId: coupon._id, code: coupon.code, discountByLine: [4500, 0, 3000], total: 7500 });
  });

  it('a platform coupon covers every line; a fixed amount stops at their total', async () => {
    const coupon = await createCoupon(t.app, admin.token, 'create-admin', { discountType: 'fixed', discountValue: 100 });
    const buyer = await createUser(t.app);
    const lines = [line(storeA.seller._id, 3333), line(storeB.seller._id, 3333), line(storeA.seller._id, 3334)];
    const applied = await t.app.db.transaction((tx) => applyCouponAtCheckout(tx, { code: coupon.code, userId: buyer.user.id, lines }));
    expect(applied).toMatchObject({ discountByLine: [3333, 3333, 3334], total: 10_000 });
    const small = await t.app.db.transaction((tx) =>
      applyCouponAtCheckout(tx, { code: coupon.code, userId: buyer.user.id, lines: [line(storeA.seller._id, 4000)] }),
    );
    expect(small).toMatchObject({ discountByLine: [4000], total: 4000 });
  });

  it('refuses as apply-coupon does: unknown 404, not for these lines 422', async () => {
    const buyer = await createUser(t.app);
    const unknown = await t.app.db.transaction((tx) => applyCouponAtCheckout(tx, { code: 'YOK-KOD', userId: buyer.user.id, lines: [] })).catch(refusal);
    expect(unknown).toEqual([404, couponMessages.notFound]);
    const store = await createCoupon(t.app, storeA.token, 'create');
    const elsewhere = await t.app.db
      .transaction((tx) => applyCouponAtCheckout(tx, { code: store.code, userId: buyer.user.id, lines: [line(storeB.seller._id, 10_000)] }))
      .catch(refusal);
    expect(elsewhere).toEqual([422, 'Bu kupon yalnızca Ege Otomasyon ürünlerinde geçerli.']);
  });
});

describe('splitDiscount', () => {
  it('gives leftover kuruş to the largest remainders and never more than a line', () => {
    expect(splitDiscount(100, [333, 333, 334])).toEqual([33, 33, 34]);
    expect(splitDiscount(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitDiscount(7, [0, 5, 2])).toEqual([0, 5, 2]);
    expect(splitDiscount(0, [10, 20])).toEqual([0, 0]);
  });
});

describe('recording and releasing uses', () => {
  it('30 concurrent checkouts on a coupon with 5 uses: exactly 5 succeed and used_count is 5', async () => {
    const coupon = await createCoupon(t.app, admin.token, 'create-admin', { usageLimit: 5 });
    const buyers = await createBuyers(t.app, 30);
    const orderIds = await Promise.all(buyers.map((buyer) => createOrderRow(t.app, buyer.user.id)));
    const results = await Promise.allSettled(
      buyers.map((buyer, index) => checkout(coupon.code, buyer.user.id, orderIds[index], [line(storeA.seller._id, 50_000)])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [refusal(result.reason)] : []));
    expect(refusals).toEqual(Array(25).fill([422, couponMessages.exhausted]));
    expect(await usedCount(coupon._id)).toBe(5);
    expect(await activeUses(coupon._id)).toBe(5);
  });

  it("one buyer's concurrent checkouts stop at the per-user limit", async () => {
    const coupon = await createCoupon(t.app, admin.token, 'create-admin', { perUserLimit: 2 });
    const [buyer] = await createBuyers(t.app, 1);
    const orderIds = await Promise.all(Array.from({ length: 10 }, () => createOrderRow(t.app, buyer.user.id)));
    const results = await Promise.allSettled(orderIds.map((orderId) => checkout(coupon.code, buyer.user.id, orderId, [line(storeA.seller._id, 10_000)])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results) if (result.status === 'rejected') expect(refusal(result.reason)).toEqual([422, couponMessages.perUserExhausted]);
    expect(await usedCount(coupon._id)).toBe(2);
  });

  it('a cancelled order gives its use back once, however often it is released', async () => {
    const coupon = await createCoupon(t.app, admin.token, 'create-admin', { usageLimit: 1 });
    const [first, second] = await createBuyers(t.app, 2);
    const orderId = await createOrderRow(t.app, first.user.id);
    await checkout(coupon.code, first.user.id, orderId, [line(storeA.seller._id, 10_000)]);
    expect(await usedCount(coupon._id)).toBe(1);

    await Promise.all([1, 2, 3].map(() => t.app.db.transaction((tx) => releaseCouponUse(tx, orderId))));
    await t.app.db.transaction((tx) => releaseCouponUse(tx, orderId));
    expect(await usedCount(coupon._id)).toBe(0);
    const [usage] = await t.app.db.select().from(couponUsages).where(eq(couponUsages.orderId, orderId));
    expect(usage.releasedAt).toBeInstanceOf(Date);

    // The freed use can be taken again, by anyone, and then the coupon is full again.
    const next = await createOrderRow(t.app, second.user.id);
    await checkout(coupon.code, second.user.id, next, [line(storeA.seller._id, 10_000)]);
    expect(await usedCount(coupon._id)).toBe(1);
    await t.app.db.transaction((tx) => releaseCouponUse(tx, '00000000-0000-4000-8000-000000000000'));
    expect(await usedCount(coupon._id)).toBe(1);
  });

  it('one coupon per order (409), and the limits hold even without applyCouponAtCheckout', async () => {
    const [buyer] = await createBuyers(t.app, 1);
    const first = await createCoupon(t.app, admin.token, 'create-admin');
    const second = await createCoupon(t.app, admin.token, 'create-admin');
    const orderId = await createOrderRow(t.app, buyer.user.id);
    await checkout(first.code, buyer.user.id, orderId, [line(storeA.seller._id, 10_000)]);
    const twice = await checkout(second.code, buyer.user.id, orderId, [line(storeA.seller._id, 10_000)]).catch(refusal);
    expect(twice).toEqual([409, couponMessages.onePerOrder]);
    expect(await usedCount(second._id)).toBe(0);

    const other = await createOrderRow(t.app, buyer.user.id);
    const direct = await t.app.db
      .transaction((tx) => recordCouponUse(tx, { couponId: first._id, userId: buyer.user.id, orderId: other, discount: 100 }))
      .catch(refusal);
    expect(direct).toEqual([422, couponMessages.perUserExhausted]);
  });
});
