import { randomUUID } from 'node:crypto';
import { orderLimits } from '@pazaryeri/contract/orders/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCardNumber } from '../../integrations/payments';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { checkout, createBuyer, createCategory, createStore, pay, successCard } from './order-fixtures';
import { expireStaleCheckouts } from './orders.expiry';
import { orderItems, orders, paymentSandboxState, payments, subMerchants } from '../../db/schema/orders';
import { products } from '../../db/schema/products';

/**
 * A purchase is three short transactions with the provider called between them: the checkout
 * (order written, stock reserved), the payment's claim (an attempt), its outcome. A process that
 * dies between two of them leaves a state the next request or the expiry job finishes: never
 * stock held for nothing, never a second charge.
 */
let t: TestApp;
let store: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  store = await createStore(t.app, admin.token, await createCategory(t.app), 'Anadolu Hırdavat');
  buyer = await createBuyer(t.app);
  // The store becomes a sub-merchant at its first paid order.
  const { order } = await placedOrder();
  expect((await pay(t.app, buyer.token, order._id)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
const statusOf = async (orderId: string) => (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
const chargesOf = async (orderNumber: string) =>
  t.app.db.select().from(paymentSandboxState).where(sql`${paymentSandboxState.key} like 'payment:%' and ${paymentSandboxState.value}->>'basketId' = ${orderNumber}`);

async function placedOrder(stock = 5) {
  const valve = await store.list({ name: `Küresel Vana ${randomUUID().slice(0, 6)}`, price: '75', stock });
  const placed = await checkout(t.app, buyer.token, { lines: [{ productId: valve._id, quantity: 2 }], addressId: buyer.addressId });
  expect(placed.status).toBe(201);
  return { order: placed.body.order, valve };
}

/** What a request that died right after its claim leaves: a pending attempt, its order untouched since `secondsAgo`. */
async function abandonedClaim(orderId: string, total: number, secondsAgo: number) {
  const [attempt] = await t.app.db
    .insert(payments)
    .values({ orderId, conversationId: randomUUID(), provider: t.app.payments.kind, amount: total, maskedCard: maskCardNumber(successCard.number), status: 'pending' })
    .returning();
  await t.app.db.update(orders).set({ updatedAt: new Date(Date.now() - secondsAgo * 1000) }).where(eq(orders.id, orderId));
  return attempt;
}

describe('a purchase interrupted between its steps', () => {
  it('after the checkout, never paid: the expiry gives the stock back and ends the order; an order paid meanwhile is left alone', async () => {
    const { order, valve } = await placedOrder();
    const { order: paidOrder, valve: paidValve } = await placedOrder();
    expect((await pay(t.app, buyer.token, paidOrder._id)).status).toBe(200);
    expect(await stockOf(valve._id)).toBe(3);

    const later = new Date(Date.now() + (orderLimits.reservationMinutes + 1) * 60_000);
    expect(await expireStaleCheckouts({ db: t.app.db }, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(valve._id)).toBe(5);
    expect(await statusOf(paidOrder._id)).toBe('paid');
    expect(await stockOf(paidValve._id)).toBe(3);
    // Ended, it cannot be paid any more: nothing is charged for stock no longer held.
    const late = await pay(t.app, buyer.token, order._id);
    expect(late.status).toBe(422);
    expect(await chargesOf(order.orderNumber)).toHaveLength(0);
  });

  it('after the claim, before the provider was asked: the attempt holds the order until it is stale, then closes and one charge follows', async () => {
    const { order, valve } = await placedOrder();
    const attempt = await abandonedClaim(order._id, Math.round(order.total * 100), 5);
    // Still fresh: the expiry leaves an order with an attempt in flight alone.
    const later = new Date(Date.now() + (orderLimits.reservationMinutes + 1) * 60_000);
    await expireStaleCheckouts({ db: t.app.db }, later);
    expect(await statusOf(order._id)).toBe('pending_payment');

    await t.app.db.update(orders).set({ updatedAt: new Date(Date.now() - 61_000) }).where(eq(orders.id, order._id));
    const paid = await pay(t.app, buyer.token, order._id);
    expect([paid.status, paid.body.order.status]).toEqual([200, 'paid']);
    const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempts.find((row) => row.id === attempt.id)).toMatchObject({ status: 'failed', errorCode: 'NOT_CHARGED' });
    expect(attempts.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect(await chargesOf(order.orderNumber)).toHaveLength(1);
    expect(await stockOf(valve._id)).toBe(3);
  });

  it('after the provider charged, before the outcome was written: the next request finds the charge and records it, charging nothing more', async () => {
    const { order, valve } = await placedOrder();
    const total = Math.round(order.total * 100);
    const attempt = await abandonedClaim(order._id, total, 61);
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const [{ subMerchantKey }] = await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, store.seller._id));
    const charged = await t.app.payments.pay({
      conversationId: attempt.conversationId,
      basketId: order.orderNumber,
      price: total,
      card: successCard,
      buyer: { id: buyer.user.id, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', identityNumber: '11111111111', registrationAddress: 'Kadıköy', city: 'İstanbul', country: 'Turkey', ip: '127.0.0.1' },
      billingAddress: { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'Kadıköy' },
      shippingAddress: { contactName: 'Ayşe Yılmaz', city: 'İstanbul', country: 'Turkey', address: 'Kadıköy' },
      items: lines.map((line) => ({
        id: line.id,
        name: line.productName,
        category1: 'Fiziksel',
        itemType: 'PHYSICAL' as const,
        price: line.sellerShare + line.commission,
        subMerchantKey,
        subMerchantPrice: line.sellerShare,
      })),
    });
    expect(charged.ok).toBe(true);

    const [first, second] = await Promise.all([pay(t.app, buyer.token, order._id), pay(t.app, buyer.token, order._id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await statusOf(order._id)).toBe('paid');
    const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempts.map((row) => [row.id, row.status])).toEqual([[attempt.id, 'succeeded']]);
    expect(await chargesOf(order.orderNumber)).toHaveLength(1);
    const escrow = await t.app.db.select({ status: orderItems.escrowStatus }).from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(escrow.map((row) => row.status)).toEqual(['pending']);
    expect(await stockOf(valve._id)).toBe(3);
  });
});
