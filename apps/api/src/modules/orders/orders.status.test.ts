import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../integrations/payments';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { products } from '../../db/schema/products';
import { canMove, transitions } from './orders.machine';
import { cardNumbered, checkout, createBuyer, createCategory, createStore, pay, setStatus } from './order-fixtures';
import { orderItems, orderStatusEvents, paymentSandboxState, payments, sellerOrderStatuses } from '../../db/schema/orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  buyer = await createBuyer(t.app);
}, 60_000);
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;

async function paidTwoStoreOrder(card?: string) {
  const bolt = await hardware.list({ name: 'Cıvata M12', price: '20', stock: 10, shippingCost: '30' });
  const mask = await safety.list({ name: 'Toz Maskesi', price: '15', stock: 10 });
  const placed = await checkout(t.app, buyer.token, { lines: [{ productId: bolt._id, quantity: 2 }, { productId: mask._id, quantity: 3 }], addressId: buyer.addressId });
  const paid = await pay(t.app, buyer.token, placed.body.order._id, card ? { card: cardNumbered(card) } : {});
  expect(paid.status).toBe(200);
  const order = paid.body.order;
  const partOf = (storeName: string) => order.orders.find((part: { seller: { storeName: string } }) => part.seller.storeName === storeName);
  return { order, bolt, mask, hardwarePart: partOf('Anadolu Hırdavat'), safetyPart: partOf('Marmara İş Güvenliği') };
}

describe('the state machine (orders.machine.ts)', () => {
  it('never lets anyone but payments mark a part paid, and ends nothing twice', () => {
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      for (const from of sellerOrderStatuses) expect(canMove(role, from, 'paid')).toBe(false);
    }
    for (const role of Object.keys(transitions) as (keyof typeof transitions)[]) {
      expect(transitions[role].cancelled).toBeUndefined();
      expect(transitions[role].refunded).toBeUndefined();
    }
  });
});

describe('PUT /api/orders/:id/status', () => {
  it('walks a store’s part through preparing, shipped (carrier and tracking required) and delivered; the buyer completes it', async () => {
    const { order, hardwarePart } = await paidTwoStoreOrder();
    const preparing = await setStatus(t.app, hardware.token, order._id, { status: 'preparing' });
    expect(preparing.status).toBe(200);
    expect(preparing.body.order.orders).toHaveLength(1);
    expect(preparing.body.order.orders[0]).toMatchObject({ _id: hardwarePart._id, status: 'preparing' });

    const noTracking = await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'shipped', carrier: 'Yurtiçi Kargo' });
    expect([noTracking.status, noTracking.body.message]).toEqual([422, 'Kargoya verildi durumu için kargo firması ve takip numarası gerekli.']);
    const shipped = await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123456789' });
    expect(shipped.body.order.orders[0]).toMatchObject({ status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123456789', shippedAt: expect.any(String) });
    await expect.poll(async () => (await readOutbox(t.dataDir)).some((mail) => mail.subject === `Siparişiniz kargoya verildi: ${order.orderNumber}` && mail.text.includes('YK123456789'))).toBe(true);

    const early = await setStatus(t.app, buyer.token, hardwarePart._id, { status: 'completed' });
    expect([early.status, early.body.message]).toEqual([422, '"Kargoya verildi" durumundaki sipariş "Tamamlandı" durumuna alınamaz.']);
    expect((await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'delivered' })).status).toBe(200);
    const completed = await setStatus(t.app, buyer.token, hardwarePart._id, { status: 'completed' });
    expect(completed.status).toBe(200);
    const part = completed.body.order.orders.find((row: { _id: string }) => row._id === hardwarePart._id);
    expect(part.timeline.map((event: { toStatus: string; actorRole: string }) => `${event.actorRole}:${event.toStatus}`)).toEqual([
      'buyer:pending_payment',
      'system:paid',
      'seller:preparing',
      'seller:shipped',
      'seller:delivered',
      'buyer:completed',
    ]);
  });

  it('refuses moves a role may not make with 422, and another store’s part with 404', async () => {
    const { order, hardwarePart, safetyPart } = await paidTwoStoreOrder();
    const refusals: [string, string, Record<string, unknown>][] = [
      [hardware.token, hardwarePart._id, { status: 'delivered' }],
      [hardware.token, hardwarePart._id, { status: 'completed' }],
      [hardware.token, hardwarePart._id, { status: 'refunded' }],
      [hardware.token, hardwarePart._id, { status: 'paid' }],
      [buyer.token, hardwarePart._id, { status: 'preparing' }],
      [buyer.token, hardwarePart._id, { status: 'shipped', carrier: 'MNG', trackingNumber: '1' }],
      [buyer.token, hardwarePart._id, { status: 'refunded' }],
      [admin.token, hardwarePart._id, { status: 'completed' }],
      [admin.token, hardwarePart._id, { status: 'pending_payment' }],
    ];
    for (const [token, id, body] of refusals) {
      const { status, body: reply } = await setStatus(t.app, token, id, body);
      expect([body.status, status]).toEqual([body.status, 422]);
      expect(reply.message).toMatch(/durumundaki sipariş ".+" durumuna alınamaz\.$/);
    }
    expect((await setStatus(t.app, hardware.token, safetyPart._id, { status: 'preparing' })).status).toBe(404);
    const stranger = await createBuyer(t.app, 'Yabancı Alıcı');
    expect((await setStatus(t.app, stranger.token, order._id, { status: 'cancelled' })).status).toBe(404);
    const events = await t.app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.sellerOrderId, hardwarePart._id));
    expect(events.map((event) => event.toStatus)).toEqual(['pending_payment', 'paid']);
  });

  it('the buyer cancels a paid order before the stores start: refunded at the provider, stock back, stores told', async () => {
    const { order, bolt, mask } = await paidTwoStoreOrder();
    expect([await stockOf(bolt._id), await stockOf(mask._id)]).toEqual([8, 7]);
    const { status, body } = await setStatus(t.app, buyer.token, order._id, { status: 'cancelled', note: 'Yanlış ürün seçtim.' });
    expect(status).toBe(200);
    expect(body.order.status).toBe('cancelled');
    expect(body.order.orders.map((part: { status: string }) => part.status)).toEqual(['cancelled', 'cancelled']);
    expect([await stockOf(bolt._id), await stockOf(mask._id)]).toEqual([10, 10]);
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.map((line) => line.escrowStatus)).toEqual(['refunded', 'refunded']);
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    const [state] = await t.app.db.select().from(paymentSandboxState).where(eq(paymentSandboxState.key, `payment:${attempt.providerPaymentId}`));
    const record = state.value as { items: { paidPrice: number; refunded: number }[] };
    expect(record.items.map((item) => item.refunded)).toEqual(record.items.map((item) => item.paidPrice));
    await expect.poll(async () => (await readOutbox(t.dataDir)).filter((mail) => mail.subject === `Sipariş iptal edildi: ${order.orderNumber}`).length).toBe(3);
  });

  it('a store cancels its own part it cannot deliver; the other store’s part goes on', async () => {
    const { order, hardwarePart, bolt } = await paidTwoStoreOrder();
    const { status, body } = await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'cancelled', note: 'Stokta kalmadı.' });
    expect(status).toBe(200);
    expect(body.order.orders[0].status).toBe('cancelled');
    expect(await stockOf(bolt._id)).toBe(10);
    const buyerView = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}`, headers: auth(buyer.token) });
    expect(buyerView.body.status).toBe('paid');
    expect(buyerView.body.orders.map((part: { status: string }) => part.status).sort()).toEqual(['cancelled', 'paid']);
  });

  it('the admin refunds a delivered part (a return) without restocking, and cannot refund what the card refuses to refund', async () => {
    const { order, hardwarePart, bolt } = await paidTwoStoreOrder();
    await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'AR1' });
    await setStatus(t.app, hardware.token, hardwarePart._id, { status: 'delivered' });
    const refunded = await injectJson(t.app, { method: 'PUT', url: `/api/admin/orders/${order._id}/status`, headers: auth(admin.token), body: { status: 'refunded', sellerOrderId: hardwarePart._id } });
    expect(refunded.status).toBe(200);
    expect(refunded.body.order.orders.find((part: { _id: string }) => part._id === hardwarePart._id).status).toBe('refunded');
    expect(await stockOf(bolt._id)).toBe(8);

    const stubborn = await paidTwoStoreOrder(testCards.notRefundable);
    const refused = await injectJson(t.app, { method: 'PUT', url: `/api/admin/orders/${stubborn.order._id}/status`, headers: auth(admin.token), body: { status: 'cancelled' } });
    expect([refused.status, refused.body.message]).toEqual([422, 'Bu kartla yapılan ödeme iade ya da iptal edilemiyor.']);
    const still = await injectJson(t.app, { method: 'GET', url: `/api/orders/${stubborn.order._id}`, headers: auth(buyer.token) });
    expect(still.body.orders.map((part: { status: string }) => part.status)).toEqual(['paid', 'paid']);
    expect((await injectJson(t.app, { method: 'PUT', url: `/api/admin/orders/${order._id}/status`, headers: auth(buyer.token), body: { status: 'cancelled' } })).status).toBe(403);
  });

  it('never refunds a part its store ships at the same moment: one of the two moves wins, and the money follows it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { order, hardwarePart } = await paidTwoStoreOrder();
      const [cancel, ship] = await Promise.all([
        setStatus(t.app, buyer.token, hardwarePart._id, { status: 'cancelled' }),
        setStatus(t.app, hardware.token, hardwarePart._id, { status: 'shipped', carrier: 'Sürat Kargo', trackingNumber: `SK${round}` }),
      ]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 422]);
      const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.sellerOrderId, hardwarePart._id));
      const detail = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}`, headers: auth(buyer.token) });
      const status = detail.body.orders.find((part: { _id: string }) => part._id === hardwarePart._id).status;
      expect(lines.map((line) => line.escrowStatus)).toEqual([status === 'cancelled' ? 'refunded' : 'pending']);
      expect(status).toBe(cancel.status === 200 ? 'cancelled' : 'shipped');
    }
  });

  it('cancels an unpaid order whole: stock back, the payment can no longer be made', async () => {
    const valve = await hardware.list({ name: 'Küresel Vana', price: '75', stock: 3 });
    const placed = await checkout(t.app, buyer.token, { lines: [{ productId: valve._id, quantity: 2 }], addressId: buyer.addressId });
    expect(await stockOf(valve._id)).toBe(1);
    const cancelled = await setStatus(t.app, buyer.token, placed.body.order._id, { status: 'cancelled' });
    expect([cancelled.status, cancelled.body.order.status]).toEqual([200, 'cancelled']);
    expect(await stockOf(valve._id)).toBe(3);
    const payment = await pay(t.app, buyer.token, placed.body.order._id);
    expect([payment.status, payment.body.message]).toEqual([422, 'Bu siparişin ödemesi alınamaz (İptal edildi). Sepetinizden yeni bir sipariş oluşturun.']);
  });
});
