import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../integrations/payments';
import { cardErrors } from '../../integrations/payments/errors';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { cardNumbered, checkout, createBuyer, createCategory, createStore, listDigitalProduct, pay } from '../orders';
import { orderItems, orders, paymentSandboxState, payments, sellerOrders, subMerchants } from '../../db/schema/orders';
import { products } from '../../db/schema/products';

let t: TestApp;
let adminToken: string;
let categoryId: string;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t.app, { role: 'admin' })).token;
  categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, adminToken, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, adminToken, categoryId, 'Marmara İş Güvenliği', { companyType: 'person', taxNumber: '10000000146' });
  buyer = await createBuyer(t.app);
}, 60_000);
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;

/** An order of two stores' products, waiting for payment. */
async function twoStoreOrder(stock = 10) {
  const bolt = await hardware.list({ name: 'Cıvata M10', price: '10', stock, shippingCost: '25' });
  const gloves = await safety.list({ name: 'Nitril Eldiven', price: '40', stock, shippingCost: '15' });
  const placed = await checkout(t.app, buyer.token, { lines: [{ productId: bolt._id, quantity: 2 }, { productId: gloves._id, quantity: 1 }], addressId: buyer.addressId });
  expect(placed.status).toBe(201);
  return { order: placed.body.order, bolt, gloves };
}

describe('POST /api/payment/marketplace-payment', () => {
  it('charges the order once with a success card: paid, each store’s part paid, lines in escrow, mails sent', async () => {
    const { order } = await twoStoreOrder();
    const { status, body } = await pay(t.app, buyer.token, order._id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'paid', message: 'Ödemeniz alındı, siparişiniz satıcıya iletildi.', threeDS: null, digitalDelivered: false });
    expect(body.order).toMatchObject({ status: 'paid', total: 100, payment: { status: 'succeeded', maskedCard: '552879******0008', errorMessage: null } });
    expect(body.order.orders.map((part: { status: string }) => part.status)).toEqual(['paid', 'paid']);
    expect(body.order.orders[0].timeline.map((event: { toStatus: string }) => event.toStatus)).toEqual(['pending_payment', 'paid']);
    // The answer is the buyer's own view (made from the one the mails read): nothing of the admin's or the stores'.
    const own = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}`, headers: auth(buyer.token) });
    expect(body.order).toEqual(own.body);
    expect(body.order).not.toHaveProperty('buyer');
    for (const part of body.order.orders) {
      expect(part).not.toHaveProperty('customer');
      expect(part).not.toHaveProperty('earnings');
    }

    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.every((line) => line.escrowStatus === 'pending' && /^\d+$/.test(line.paymentTransactionId ?? ''))).toBe(true);
    // The provider got one basket line per order line, each with its store's sub-merchant key and share.
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    const found = await t.app.payments.retrievePayment({ paymentId: attempt.providerPaymentId! });
    if (!found.ok) throw new Error(found.errorMessage);
    expect(found.price).toBe(10_000);
    const keys = await t.app.db.select().from(subMerchants);
    for (const line of lines) {
      const sent = found.items.find((item) => item.itemId === line.id)!;
      expect(sent).toMatchObject({ price: line.sellerShare + line.commission, subMerchantPrice: line.sellerShare, paymentTransactionId: line.paymentTransactionId });
      const part = (await t.app.db.select().from(sellerOrders).where(eq(sellerOrders.id, line.sellerOrderId)))[0];
      expect(sent.subMerchantKey).toBe(keys.find((key) => key.sellerId === part.sellerId)!.subMerchantKey);
    }
    expect(keys.map((key) => key.subMerchantType).sort()).toEqual(['LIMITED_OR_JOINT_STOCK_COMPANY', 'PRIVATE_COMPANY']);

    await expect
      .poll(async () => (await readOutbox(t.dataDir)).filter((mail) => mail.subject.includes(order.orderNumber)).map((mail) => mail.subject).sort())
      .toEqual([`Siparişiniz alındı: ${order.orderNumber}`, `Yeni sipariş: ${order.orderNumber}`, `Yeni sipariş: ${order.orderNumber}`, `Ödemeniz alındı: ${order.orderNumber}`]);
  });

  it('is idempotent: a double click, a retry and a later repeat charge once and answer the same paid order', async () => {
    const { order } = await twoStoreOrder();
    const [first, second] = await Promise.all([pay(t.app, buyer.token, order._id), pay(t.app, buyer.token, order._id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.order._id).toBe(first.body.order._id);
    const again = await pay(t.app, buyer.token, order._id, { card: cardNumbered(testCards.success[1]) });
    expect([again.status, again.body.order.status]).toEqual([200, 'paid']);
    const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    const charged = await t.app.db.select().from(paymentSandboxState).where(sql`${paymentSandboxState.key} like 'payment:%' and ${paymentSandboxState.value}->>'basketId' = ${order.orderNumber}`);
    expect(charged).toHaveLength(1);
  });

  it('answers 503 when the provider’s answer is lost, and the next request finds the charge instead of charging again', async () => {
    const { order } = await twoStoreOrder();
    const provider = t.app.payments;
    const realPay = provider.pay;
    // The bank charges, but the answer never reaches us (a timeout after the charge).
    provider.pay = async (request) => {
      await realPay(request);
      return { ok: false, errorCode: 'TIMEOUT', errorGroup: 'PROVIDER_UNAVAILABLE', errorMessage: 'Ödeme sağlayıcısı zamanında yanıt vermedi. Lütfen siparişinizin durumunu kontrol edin.' };
    };
    try {
      const lost = await pay(t.app, buyer.token, order._id);
      expect([lost.status, lost.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect((await t.app.db.select().from(orders).where(eq(orders.id, order._id)))[0].status).toBe('pending_payment');
      expect((await t.app.db.select().from(payments).where(eq(payments.orderId, order._id)))[0].status).toBe('needs_review');
    } finally {
      provider.pay = realPay;
    }
    const retried = await pay(t.app, buyer.token, order._id);
    expect([retried.status, retried.body.order.status]).toEqual([200, 'paid']);
    const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    const charged = await t.app.db.select().from(paymentSandboxState).where(sql`${paymentSandboxState.key} like 'payment:%' and ${paymentSandboxState.value}->>'basketId' = ${order.orderNumber}`);
    expect(charged).toHaveLength(1);
  });

  const refusals: [string, string, string][] = [
    ['insufficient funds', testCards.insufficientFunds, cardErrors.insufficientFunds.errorMessage],
    ['do not honour', testCards.doNotHonour, cardErrors.doNotHonour.errorMessage],
    ['lost card', testCards.lostCard, cardErrors.lostCard.errorMessage],
    ['stolen card', testCards.stolenCard, cardErrors.stolenCard.errorMessage],
    ['expired card', testCards.expiredCard, cardErrors.expiredCard.errorMessage],
    ['invalid CVC', testCards.invalidCvc, cardErrors.invalidCvc.errorMessage],
    ['fraud suspect', testCards.fraudSuspect, cardErrors.fraudSuspect.errorMessage],
    ['general error', testCards.generalError, cardErrors.generalError.errorMessage],
    ['a number failing the Luhn check', '4111111111111112', cardErrors.invalidCardNumber.errorMessage],
  ];
  it.each(refusals)('refuses %s with its Turkish message, ends the order and releases its stock', async (_name, number, reason) => {
    const { order, bolt, gloves } = await twoStoreOrder(5);
    expect([await stockOf(bolt._id), await stockOf(gloves._id)]).toEqual([3, 4]);
    const { status, body } = await pay(t.app, buyer.token, order._id, { card: cardNumbered(number) });
    expect(status).toBe(422);
    expect(body.message).toBe(`Ödeme başlatılamadı. ${reason}`);
    expect(body.code).toBe('UNPROCESSABLE');
    expect([await stockOf(bolt._id), await stockOf(gloves._id)]).toEqual([5, 5]);
    const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.map((line) => [line.escrowStatus, line.paymentTransactionId])).toEqual([['none', null], ['none', null]]);
    const detail = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}`, headers: auth(buyer.token) });
    expect(detail.body).toMatchObject({ status: 'payment_failed', payment: { status: 'failed', errorMessage: reason } });
    expect(detail.body.orders.map((part: { status: string }) => part.status)).toEqual(['cancelled', 'cancelled']);
    // The same order is not paid again: a retry answers the same refusal; the cart makes a new order.
    const retry = await pay(t.app, buyer.token, order._id);
    expect([retry.status, retry.body.message]).toEqual([422, `Ödeme başlatılamadı. ${reason}`]);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order._id))).toHaveLength(1);
  });

  it('accepts the card that cannot be refunded and the one that fails only 3DS, as successes without 3DS', async () => {
    for (const number of [testCards.notRefundable, testCards.threeDSInitializeFails, testCards.success[2]]) {
      const { order } = await twoStoreOrder();
      const { status, body } = await pay(t.app, buyer.token, order._id, { card: cardNumbered(number) });
      expect([number, status, body.order.status]).toEqual([number, 200, 'paid']);
    }
  });

  it('never stores or echoes the card: only the masked number is kept', async () => {
    const { order } = await twoStoreOrder();
    await pay(t.app, buyer.token, order._id, { card: cardNumbered(testCards.success[1]) });
    const failedOrder = (await twoStoreOrder()).order;
    const refused = await pay(t.app, buyer.token, failedOrder._id, { card: cardNumbered(testCards.insufficientFunds) });
    expect(JSON.stringify(refused.body)).not.toContain(testCards.insufficientFunds);
    const everything = JSON.stringify([await t.app.db.select().from(payments), await t.app.db.select().from(paymentSandboxState), await t.app.db.select().from(orders)]);
    for (const number of [testCards.success[1], testCards.insufficientFunds]) expect(everything).not.toContain(number);
    expect(everything).toContain('589004******0016');
    expect(everything).not.toMatch(/"cvc"/);
  });

  it('refuses other buyers’ orders (404), unknown ones and invalid cards before the provider is asked', async () => {
    const { order } = await twoStoreOrder();
    const stranger = await createBuyer(t.app, 'Başka Alıcı');
    expect((await pay(t.app, stranger.token, order._id)).status).toBe(404);
    expect((await pay(t.app, buyer.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const invalid = await pay(t.app, buyer.token, order._id, { card: { ...cardNumbered('12ab'), cvc: '1' } });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).not.toContain('12ab');
    expect((await injectJson(t.app, { method: 'POST', url: '/api/payment/marketplace-payment', body: { orderId: order._id } })).status).toBe(401);
  });

  it('creates a store’s sub-merchant on the first payment; a store that cannot be one is named in a 422 before any charge', async () => {
    const noIban = await createStore(t.app, adminToken, categoryId, 'IBAN’sız Mağaza', { iban: undefined });
    const item = await noIban.list({ name: 'Kablo Bağı', price: '5', stock: 10 });
    const placed = await checkout(t.app, buyer.token, { lines: [{ productId: item._id, quantity: 1 }], addressId: buyer.addressId });
    const { status, body } = await pay(t.app, buyer.token, placed.body.order._id);
    expect(status).toBe(422);
    // The buyer learns which store and what to do, not the store's own details (its panel says those).
    expect(body.message).toBe(
      '"IBAN’sız Mağaza" mağazası şu anda ödeme alamıyor. Bu mağazanın ürünlerini sepetinizden çıkararak devam edebilir ya da daha sonra tekrar deneyebilirsiniz.',
    );
    expect(body.message).not.toContain('IBAN yok');
    expect((await t.app.db.select().from(orders).where(eq(orders.id, placed.body.order._id)))[0].status).toBe('pending_payment');
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, placed.body.order._id))).toHaveLength(0);
  });

  it('delivers digital goods with the payment: the buyer may download only after paying', async () => {
    const manual = await listDigitalProduct(t.app, safety.token, adminToken, categoryId, 'Makine Bakım Kılavuzu', '120');
    const placed = await checkout(t.app, buyer.token, { lines: [{ productId: manual._id, quantity: 1 }], addressId: buyer.addressId });
    const order = placed.body.order;
    const itemId = order.orders[0].items[0]._id;
    const linkBefore = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}/items/${itemId}/download-link`, headers: auth(buyer.token) });
    expect(linkBefore.status).toBe(403);
    const productLinkBefore = await injectJson(t.app, { method: 'GET', url: `/api/products/${manual._id}/download-link`, headers: auth(buyer.token) });
    expect(productLinkBefore.status).toBe(403);

    const paid = await pay(t.app, buyer.token, order._id);
    expect(paid.body).toMatchObject({ digitalDelivered: true, message: 'Ödemeniz alındı, siparişiniz satıcıya iletildi. Dijital ürün başarıyla teslim edildi.' });
    const part = paid.body.order.orders[0];
    expect(part.status).toBe('delivered');
    expect(part.timeline.at(-1)).toMatchObject({ toStatus: 'delivered', note: 'Dijital ürün başarıyla teslim edildi.' });
    expect(part.items[0]).toMatchObject({ downloadAvailable: true, deliveredAt: expect.any(String) });

    const link = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}/items/${itemId}/download-link`, headers: auth(buyer.token) });
    expect(link.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const stranger = await createBuyer(t.app, 'Meraklı Alıcı');
    expect((await injectJson(t.app, { method: 'GET', url: `/api/products/${manual._id}/download-link`, headers: auth(stranger.token) })).status).toBe(403);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}/items/${itemId}/download-link`, headers: auth(stranger.token) })).status).toBe(404);
  });
});
