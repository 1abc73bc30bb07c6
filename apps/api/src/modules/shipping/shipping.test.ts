import { eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createSiblingApp, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { canMove, createBuyer, createCategory, createStore, placePaidOrder, setStatus } from '../orders';
import { sellerOrders } from '../../db/schema/orders';
import { processShippingEvents } from './shipping.tracking';
import { cargoSandboxState, providerAccounts, shipments, shippingWebhookEvents } from '../../db/schema/shipping';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createStore>>;
let rival: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let stranger: Awaited<ReturnType<typeof createBuyer>>;
let productId: string;

const step = 120_000; // CARGO_SANDBOX_STEP_SECONDS default
const parcel = { length: 30, width: 20, height: 10, weight: 1.5 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  store = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  rival = await createStore(t.app, admin.token, categoryId, 'Ege Vida');
  buyer = await createBuyer(t.app);
  stranger = await createBuyer(t.app, 'Mehmet Kaya');
  productId = (await store.list({ name: 'Cıvata M12', price: '200', stock: 100, shippingCost: '45' }))._id;
}, 120_000);
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: unknown) =>
  injectJson(t.app, { method, url: `/api/shipping${url}`, headers: auth(token), ...(body !== undefined && { body: body as object }) });

async function paidPart() {
  const order = await placePaidOrder(t.app, buyer, [{ productId, quantity: 2 }]);
  return { orderId: order._id, partId: order.orders[0]._id };
}

async function buyLabel(partId: string, pick: 'cheapest' | 'fastest' = 'cheapest') {
  const created = await call(store.token, 'PUT', `/shipments/${partId}/status`, parcel);
  expect(created.status).toBe(201);
  const offerId = created.body.shipment.offers[pick].offerId;
  const accepted = await call(store.token, 'POST', '/transactions', { offerId });
  expect(accepted.status).toBe(201);
  return accepted.body;
}

const partStatus = async (partId: string) => (await t.app.db.select({ status: sellerOrders.status }).from(sellerOrders).where(eq(sellerOrders.id, partId)))[0].status;

/** Moves the sandbox's clock, lets it post to our webhook, and processes the inbox as the poller would. */
async function advance(ms: number) {
  t.app.cargoSandbox!.advance(ms);
  await t.app.cargoSandbox!.tick();
  await processShippingEvents({ db: t.app.db });
}

describe('the state machine', () => {
  it('lets the system deliver a shipped part and give a part back when its label is cancelled', () => {
    expect(canMove('system', 'shipped', 'delivered')).toBe(true);
    expect(canMove('system', 'shipped', 'preparing')).toBe(true);
    expect(canMove('system', 'delivered', 'shipped')).toBe(false);
  });
});

describe('shipping an order part', () => {
  it('offers, buys the label (a real PDF with the tracking number), tracks to delivered and delivers the order part', async () => {
    const { orderId, partId } = await paidPart();

    const price = await call(store.token, 'POST', '/shipments', { sellerOrderId: partId, ...parcel });
    expect(price.status).toBe(200);
    expect(price.body.desi).toBe(2);
    expect(price.body.offers.list).toHaveLength(8);

    const created = await call(store.token, 'PUT', `/shipments/${partId}/status`, parcel);
    expect(created.status).toBe(201);
    const shipment = created.body.shipment;
    expect(shipment).toMatchObject({ status: 'GOT_OFFERS', isReturn: false, desi: 2, sellerOrderId: partId, recipient: { cityName: 'İstanbul', districtName: 'Kadıköy' } });
    expect(shipment.offers.cheapest.amount).toBe(Math.min(...shipment.offers.list.map((offer: { amount: number }) => offer.amount)));
    const again = await call(store.token, 'PUT', `/shipments/${partId}/status`, parcel);
    expect([again.status, again.body.message]).toEqual([409, 'Bu sipariş için zaten açık bir kargo var.']);

    const listed = await call(store.token, 'GET', '/seller/shipments');
    expect(listed.body).toMatchObject({ page: 1, limit: 100 });
    expect(listed.body.data[0]._id).toBe(shipment._id);

    const accepted = await call(store.token, 'POST', '/transactions', { offerId: shipment.offers.fastest.offerId });
    expect(accepted.status).toBe(201);
    expect(accepted.body.shipment).toMatchObject({ status: 'TRACKING_CODE_CREATED', hasLabel: true, amount: shipment.offers.fastest.amount });
    const tracking = accepted.body.shipment.trackingNumber as string;
    expect(tracking).toMatch(/^[A-Z]{2}\d{10}$/);
    expect(await partStatus(partId)).toBe('shipped');
    const taken = await call(store.token, 'POST', '/transactions', { offerId: shipment.offers.cheapest.offerId });
    expect(taken.status).toBe(409);

    const link = await call(store.token, 'GET', `/shipments/${shipment._id}/label`);
    expect(link.status).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.body.labelUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true })).text;
    expect(text).toContain(tracking);
    expect(text).toContain('Ayşe Yılmaz');
    const forged = await t.app.inject({ method: 'GET', url: link.body.labelUrl.replace(/token=.+$/, 'token=abc') });
    expect(forged.statusCode).toBe(403);

    // The buyer sees the tracking on their order; the clock moves it on through the webhook.
    const before = await injectJson(t.app, { method: 'GET', url: `/api/orders/${orderId}`, headers: auth(buyer.token) });
    expect(before.body.orders[0].shipments[0]).toMatchObject({ trackingNumber: tracking, status: 'TRACKING_CODE_CREATED' });
    await advance(step);
    expect((await call(store.token, 'GET', `/shipments/${shipment._id}/status`)).body).toMatchObject({ status: 'SHIPPED', trackingCode: 'TRANSIT' });
    const cancelLate = await call(store.token, 'DELETE', `/shipments/${shipment._id}`);
    expect([cancelLate.status, cancelLate.body.message]).toEqual([409, 'Kargo firması gönderiyi teslim aldı; artık iptal edilemez.']);
    await advance(3 * step);
    expect(await partStatus(partId)).toBe('delivered');
    const after = await injectJson(t.app, { method: 'GET', url: `/api/orders/${orderId}`, headers: auth(buyer.token) });
    expect(after.body.orders[0].status).toBe('delivered');
    expect(after.body.orders[0].shipments[0].events.map((event: { trackingCode: string }) => event.trackingCode)).toEqual(['PRE_TRANSIT', 'TRANSIT', 'TRANSIT', 'TRANSIT', 'DELIVERED']);

    const items = await call(store.token, 'GET', `/shipments/${shipment._id}/items`);
    expect(items.body).toEqual([expect.objectContaining({ productName: 'Cıvata M12', quantity: 2 })]);

    // A return of the delivered parcel, with the same service
    const back = await call(store.token, 'POST', `/shipments/${shipment._id}/return`);
    expect(back.status).toBe(201);
    expect(back.body.shipment).toMatchObject({ isReturn: true, status: 'RETURN_CREATED', returnOf: shipment._id, providerCode: accepted.body.shipment.providerCode, sender: { name: 'Ayşe Yılmaz' } });
    expect((await call(store.token, 'POST', `/shipments/${shipment._id}/return`)).status).toBe(409);

    const report = await call(store.token, 'GET', '/reports');
    expect(report.body).toMatchObject({ shipments: 1, shippingPaid: 45, labelCost: shipment.offers.fastest.amount, returnCost: back.body.shipment.amount });
    expect(report.body.difference).toBeCloseTo(45 - shipment.offers.fastest.amount - back.body.shipment.amount, 2);
    const analytics = await call(store.token, 'GET', '/reports/shipments');
    expect(analytics.body.cityShipments).toEqual([{ cityName: 'İstanbul', count: 1 }]);
    expect(analytics.body.providerShipments[0]).toMatchObject({ providerCode: accepted.body.shipment.providerCode, count: 1 });
    expect(analytics.body.monthlyShipments).toHaveLength(1);
  });

  it('cancels before pickup: the label is refunded and the part goes back to preparing', async () => {
    const { partId } = await paidPart();
    const balanceBefore = (await call(store.token, 'GET', '/user/balance')).body;
    const bought = await buyLabel(partId);
    expect(await partStatus(partId)).toBe('shipped');
    const charged = (await call(store.token, 'GET', '/user/balance')).body;
    expect(charged.charged).toBeCloseTo(balanceBefore.charged + bought.shipment.amount, 2);

    const canceled = await call(store.token, 'DELETE', `/shipments/${bought.shipment._id}`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.shipment.status).toBe('CANCELED');
    expect(await partStatus(partId)).toBe('preparing');
    const refunded = (await call(store.token, 'GET', '/user/balance')).body;
    expect(refunded.balance).toBeCloseTo(balanceBefore.balance, 2);
    const transactions = await call(store.token, 'GET', '/transactions');
    expect(transactions.body.data[0]).toMatchObject({ kind: 'refund', amount: -bought.shipment.amount });
    expect((await call(store.token, 'GET', `/shipments/${bought.shipment._id}/label`)).status).toBe(404);

    // the part can be shipped again
    const second = await buyLabel(partId);
    expect(second.shipment.status).toBe('TRACKING_CODE_CREATED');
  });

  it('lets only the order’s store ship it and only the buyer see its tracking', async () => {
    const { orderId, partId } = await paidPart();
    const bought = await buyLabel(partId);
    expect((await call(rival.token, 'PUT', `/shipments/${partId}/status`, parcel)).status).toBe(404);
    expect((await call(rival.token, 'GET', `/shipments/${bought.shipment._id}/status`)).status).toBe(404);
    expect((await call(rival.token, 'DELETE', `/shipments/${bought.shipment._id}`)).status).toBe(404);
    expect((await call(rival.token, 'GET', `/shipments/${bought.shipment._id}/label`)).status).toBe(404);
    expect((await call(rival.token, 'GET', '/seller/shipments')).body.data.some((row: { _id: string }) => row._id === bought.shipment._id)).toBe(false);
    expect((await call(buyer.token, 'GET', '/seller/shipments')).status).toBe(403);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/orders/${orderId}`, headers: auth(stranger.token) })).status).toBe(404);
    expect((await call(buyer.token, 'GET', '/webhooks')).status).toBe(403);
  });

  it('refuses an unpaid or already shipped part and a store cannot ship by hand what has a label', async () => {
    const { partId } = await paidPart();
    await setStatus(t.app, store.token, partId, { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'EL123' });
    const refused = await call(store.token, 'PUT', `/shipments/${partId}/status`, parcel);
    expect([refused.status, refused.body.message]).toEqual([422, 'Bu sipariş kargoya hazır değil: yalnızca ödenmiş veya hazırlanan siparişler gönderilebilir.']);
    const tooBig = await call(store.token, 'PUT', `/shipments/${partId}/status`, { ...parcel, weight: 500 });
    expect(tooBig.status).toBe(400);
  });
});

describe('the webhook receiver', () => {
  /** The secret of our receiver, as only the aggregator knows it (the URL it was given). */
  async function registeredSecret() {
    const [hook] = await t.app.db.select({ value: cargoSandboxState.value }).from(cargoSandboxState).where(like(cargoSandboxState.key, 'webhook:%'));
    return new URL((hook.value as { url: string }).url).searchParams.get('secret')!;
  }
  const receive = (query: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/shipping/webhook/receive${query}`, payload });

  it('refuses a wrong or missing secret, ignores unknown shipments, and applies the same event once', async () => {
    const { partId } = await paidPart();
    const bought = await buyLabel(partId);
    const [row] = await t.app.db.select().from(shipments).where(eq(shipments.id, bought.shipment._id));
    const current = await t.app.cargo.getShipment(row.providerShipmentId);
    const picked = { ...current, status: 'SHIPPED', trackingCode: 'TRANSIT', events: [...current.events, { ...current.events[0], status: 'SHIPPED', trackingCode: 'TRANSIT', description: 'Kargo şubesi gönderiyi teslim aldı.' }] };
    const body = { id: `evt-${row.id}`, event: 'TRACK_UPDATED', data: picked };

    expect((await receive('', body)).statusCode).toBe(403);
    expect((await receive('?secret=tahmin', body)).statusCode).toBe(403);
    const secret = await registeredSecret();
    expect(secret.length).toBeGreaterThan(20);

    const unknown = await receive(`?secret=${secret}`, { ...body, id: 'evt-unknown', data: { ...picked, id: 'no-such-shipment' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { received: false }]);

    const first = await receive(`?secret=${secret}`, body);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    const second = await t.app.inject({ method: 'POST', url: '/api/shipping/webhook/receive', headers: { 'x-webhook-secret': secret }, payload: body });
    expect(second.statusCode).toBe(200);
    const stored = await t.app.db.select().from(shippingWebhookEvents).where(eq(shippingWebhookEvents.eventKey, `id:${body.id}`));
    expect(stored).toHaveLength(1);

    await processShippingEvents({ db: t.app.db });
    const [applied] = await t.app.db.select().from(shipments).where(eq(shipments.id, row.id));
    expect(applied.status).toBe('SHIPPED');
    expect(applied.events).toHaveLength(2);
    // the same event again, after processing: nothing changes
    await receive(`?secret=${secret}`, body);
    expect(await processShippingEvents({ db: t.app.db })).toBe(0);
    // an older status arriving late does not move it back
    await receive(`?secret=${secret}`, { ...body, id: 'evt-late', data: current });
    await processShippingEvents({ db: t.app.db });
    expect((await t.app.db.select().from(shipments).where(eq(shipments.id, row.id)))[0].status).toBe('SHIPPED');
  });

  it('keeps an event written before a restart and processes it at boot', async () => {
    const { partId } = await paidPart();
    const bought = await buyLabel(partId);
    const [row] = await t.app.db.select().from(shipments).where(eq(shipments.id, bought.shipment._id));
    const current = await t.app.cargo.getShipment(row.providerShipmentId);
    await t.app.db.insert(shippingWebhookEvents).values({ eventKey: `id:boot-${row.id}`, shipmentId: row.id, payload: { ...current, status: 'SHIPPED', trackingCode: 'TRANSIT' } });
    const sibling = await createSiblingApp(t);
    await sibling.close();
    const [event] = await t.app.db.select().from(shippingWebhookEvents).where(eq(shippingWebhookEvents.eventKey, `id:boot-${row.id}`));
    expect(event.processedAt).not.toBeNull();
    expect((await t.app.db.select().from(shipments).where(eq(shipments.id, row.id)))[0].status).toBe('SHIPPED');
  });

  it('lets admins register, list and delete webhooks', async () => {
    const registered = await call(admin.token, 'POST', '/webhooks', { url: 'https://ornek.com.tr/kargo-bildirim' });
    expect(registered.status).toBe(201);
    expect(registered.body.url).toBe('https://ornek.com.tr/kargo-bildirim?secret=***');
    expect((await call(admin.token, 'GET', '/webhooks')).body.map((hook: { _id: string }) => hook._id)).toContain(registered.body._id);
    expect((await call(store.token, 'POST', '/webhooks', {})).status).toBe(403);
    expect((await call(admin.token, 'DELETE', `/webhooks/${registered.body._id}`)).status).toBe(200);
    expect((await call(admin.token, 'DELETE', `/webhooks/${registered.body._id}`)).status).toBe(404);
  });
});

describe('the admin list', () => {
  it('shows admins every store’s shipments with the same filters, and nobody else', async () => {
    const rivalProduct = (await rival.list({ name: 'Somun M12', price: '90', stock: 50, shippingCost: '30' }))._id;
    const order = await placePaidOrder(t.app, stranger, [{ productId: rivalProduct, quantity: 1 }]);
    const created = await call(rival.token, 'PUT', `/shipments/${order.orders[0]._id}/status`, parcel);
    expect(created.status).toBe(201);
    await buyLabel((await paidPart()).partId);

    const all = await call(admin.token, 'GET', '/admin/shipments?limit=100');
    expect(all.status).toBe(200);
    const senders = new Set(all.body.data.map((row: { sender: { name: string } }) => row.sender.name));
    expect(all.body.data.some((row: { orderNumber: string }) => row.orderNumber === order.orderNumber)).toBe(true);
    expect(senders.size).toBeGreaterThanOrEqual(2);
    expect(all.body.total).toBe(all.body.data.length);

    const waiting = await call(admin.token, 'GET', `/admin/shipments?status=GOT_OFFERS&search=${encodeURIComponent(order.orderNumber)}`);
    expect(waiting.body.data.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([order.orderNumber]);
    const future = await call(admin.token, 'GET', '/admin/shipments?startDate=2099-01-01');
    expect(future.body).toMatchObject({ data: [], total: 0 });
    expect((await call(admin.token, 'GET', '/admin/shipments?status=LOST')).status).toBe(400);

    expect((await call(store.token, 'GET', '/admin/shipments')).status).toBe(403);
    expect((await call(buyer.token, 'GET', '/admin/shipments')).status).toBe(403);
  });
});

describe('provider accounts and providers', () => {
  it('stores credentials encrypted and never returns them; support phone from the instruction when absent', async () => {
    const created = await call(store.token, 'POST', '/provideraccounts', { providerCode: 'ARAS', name: 'Aras sözleşmem', username: 'anadolu', password: 'çok-gizli-şifre' });
    expect(created.status).toBe(201);
    expect(created.body.account).toEqual(expect.objectContaining({ providerCode: 'ARAS', name: 'Aras sözleşmem', hasCredentials: true }));
    expect(JSON.stringify(created.body)).not.toContain('çok-gizli-şifre');
    const [stored] = await t.app.db.select().from(providerAccounts).where(eq(providerAccounts.id, created.body.account._id));
    expect(stored.credentials).not.toContain('anadolu');
    expect(stored.credentials.startsWith('v1.')).toBe(true);
    expect((await call(rival.token, 'GET', `/provideraccounts/${created.body.account._id}`)).status).toBe(404);
    const patched = await call(store.token, 'PATCH', `/provideraccounts/${created.body.account._id}`, { isActive: false });
    expect(patched.body.account.isActive).toBe(false);
    expect((await call(store.token, 'DELETE', `/provideraccounts/${created.body.account._id}`)).status).toBe(200);

    const aras = await injectJson(t.app, { method: 'GET', url: '/api/shipping/providers/ARAS' });
    expect(aras.body.supportPhone).toBe('08502220000');
    const services = await injectJson(t.app, { method: 'GET', url: '/api/shipping/providerservices?providerCode=YURTICI' });
    expect(services.body.map((service: { code: string }) => service.code)).toEqual(['YURTICI_STANDART', 'YURTICI_HIZLI']);
  });
});

