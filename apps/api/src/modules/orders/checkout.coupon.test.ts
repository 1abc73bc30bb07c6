import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../integrations/payments';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { createCoupon } from '../coupons';
import { coupons } from '../../db/schema/coupons';
import { cardNumbered, checkout, createBuyer, createCategory, createStore, pay, setStatus } from './order-fixtures';
import { orderItems, orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';

/**
 * THE COUPON PATH of checkout: the only test here that needs modules/coupons. Orders pass the
 * lines to `applyCouponAtCheckout`, store each line's discount, count the use with
 * `recordCouponUse` and give it back with `releaseCouponUse` when the payment fails or the order
 * is cancelled. Coupon rules themselves are tested in modules/coupons.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkout with a coupon', () => {
  it('discounts only the coupon store’s lines, charges the discounted total, and gives the use back on failure and cancellation', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const categoryId = await createCategory(t.app);
    const hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
    const safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
    const buyer = await createBuyer(t.app);
    const bolt = await hardware.list({ name: 'Cıvata M16', price: '50', stock: 20, shippingCost: '20' });
    const helmet = await safety.list({ name: 'Baret Beyaz', price: '200', stock: 20, shippingCost: '30' });
    const coupon = await createCoupon(t.app, hardware.token, 'create', { discountType: 'percent', discountValue: 10 });
    const usedCount = async () => (await t.app.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon._id)))[0].used;
    const lines = [
      { productId: bolt._id, quantity: 4 },
      { productId: helmet._id, quantity: 1 },
    ];

    const placed = await checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, couponCode: coupon.code });
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    // 10 % of the store's 200 TL; the other store's helmet keeps its price.
    expect(order).toMatchObject({ itemsTotal: 400, shippingTotal: 50, discountTotal: 20, total: 430, couponCode: coupon.code });
    const byStore = Object.fromEntries(order.orders.map((part: { seller: { storeName: string } }) => [part.seller.storeName, part]));
    expect(byStore['Anadolu Hırdavat']).toMatchObject({ discount: 20, total: 200 });
    expect(byStore['Marmara İş Güvenliği']).toMatchObject({ discount: 0, total: 230 });
    expect(await usedCount()).toBe(1);
    const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(rows.reduce((sum, row) => sum + row.sellerShare + row.commission, 0)).toBe(43_000);

    const refused = await pay(t.app, buyer.token, order._id, { card: cardNumbered(testCards.insufficientFunds) });
    expect(refused.status).toBe(422);
    expect(await usedCount()).toBe(0);

    const again = await checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, couponCode: coupon.code });
    expect(again.status).toBe(201);
    const paid = await pay(t.app, buyer.token, again.body.order._id);
    expect(paid.body.order).toMatchObject({ status: 'paid', total: 430 });
    expect(await usedCount()).toBe(1);
    await setStatus(t.app, buyer.token, again.body.order._id, { status: 'cancelled' });
    expect(await usedCount()).toBe(0);
  });

  it('counts nothing and writes no order when a line is short: the stock, taken last, rolls the coupon’s use back with it', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const hardware = await createStore(t.app, admin.token, await createCategory(t.app), 'Ege Bağlantı');
    const buyer = await createBuyer(t.app);
    const nut = await hardware.list({ name: 'Somun M16', price: '5', stock: 50 });
    const washer = await hardware.list({ name: 'Pul M16', price: '2', stock: 1 });
    const coupon = await createCoupon(t.app, hardware.token, 'create', { discountType: 'percent', discountValue: 10 });
    const short = await checkout(t.app, buyer.token, {
      lines: [{ productId: nut._id, quantity: 10 }, { productId: washer._id, quantity: 2 }],
      addressId: buyer.addressId,
      couponCode: coupon.code,
    });
    expect([short.status, short.body.message]).toEqual([409, '"Pul M16" için istenen miktar stokta yetersiz.']);
    expect((await t.app.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon._id)))[0].used).toBe(0);
    expect(await t.app.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toHaveLength(0);
    const stock = await t.app.db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.sellerId, hardware.seller._id));
    expect(Object.fromEntries(stock.map((row) => [row.id, row.stock]))).toEqual({ [nut._id]: 50, [washer._id]: 1 });
  });

  /**
   * Checkout locks the coupon before the products (the stock last); giving an unpaid order back
   * must take them in the same order, or a checkout and a cancellation of the same coupon and
   * products wait for each other and PostgreSQL aborts one (a 500).
   */
  it('checkouts and cancellations of the same coupon and products at once all answer, and the books balance', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const hardware = await createStore(t.app, admin.token, await createCategory(t.app), 'Trakya Hırdavat');
    const bolt = await hardware.list({ name: 'Cıvata M20', price: '30', stock: 100 });
    const nut = await hardware.list({ name: 'Somun M20', price: '10', stock: 100 });
    const coupon = await createCoupon(t.app, hardware.token, 'create', { discountType: 'percent', discountValue: 10 });
    const buyers = await Promise.all(Array.from({ length: 24 }, (_, index) => createBuyer(t.app, `Kupon Alıcısı ${index + 1}`)));
    const lines = [
      { productId: nut._id, quantity: 2 },
      { productId: bolt._id, quantity: 1 },
    ];
    const first = await Promise.all(buyers.slice(0, 12).map((buyer) => checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, couponCode: coupon.code })));
    expect(first.map((reply) => reply.status)).toEqual(Array(12).fill(201));

    const [cancelled, placed] = await Promise.all([
      Promise.all(first.map((reply, index) => setStatus(t.app, buyers[index].token, reply.body.order._id, { status: 'cancelled' }))),
      Promise.all(buyers.slice(12).map((buyer) => checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, couponCode: coupon.code }))),
    ]);
    expect(cancelled.map((reply) => reply.status)).toEqual(Array(12).fill(200));
    expect(placed.map((reply) => reply.status)).toEqual(Array(12).fill(201));
    const stockOf = async (id: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
    expect([await stockOf(nut._id), await stockOf(bolt._id)]).toEqual([100 - 12 * 2, 100 - 12]);
    expect((await t.app.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon._id)))[0].used).toBe(12);
    const waiting = await t.app.db.select().from(orders).where(and(eq(orders.couponId, coupon._id), eq(orders.status, 'pending_payment')));
    expect(waiting).toHaveLength(12);
  }, 60_000);
});
