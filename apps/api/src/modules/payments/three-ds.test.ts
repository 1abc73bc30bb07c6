import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../integrations/payments';
import { type FakeIyzico, startFakeIyzico } from '../../integrations/payments/testing/fake-iyzico-server';
import { autoSubmitForm, openBankPage } from '../../integrations/payments/testing/fixtures';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { bankForms, cardNumbered, checkout, createBuyer, createCategory, createStore, pay, postBankForm, setStatus } from '../orders';
import { payments, subMerchants } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { bankPagePolicy } from './three-ds.page';

let t: TestApp;
let store: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  store = await createStore(t.app, admin.token, await createCategory(t.app), 'Ege Otomasyon');
  buyer = await createBuyer(t.app);
}, 60_000);
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
const orderOf = async (orderId: string) => (await injectJson(t.app, { method: 'GET', url: `/api/orders/${orderId}`, headers: auth(buyer.token) })).body;

async function startThreeDS(card = cardNumbered(testCards.success[0]), extra: Record<string, unknown> = {}) {
  const sensor = await store.list({ name: 'Endüktif Sensör', price: '350', stock: 4 });
  const placed = await checkout(t.app, buyer.token, { lines: [{ productId: sensor._id, quantity: 1 }], addressId: buyer.addressId });
  const started = await pay(t.app, buyer.token, placed.body.order._id, { card, threeDS: true, ...extra });
  return { sensor, orderId: placed.body.order._id as string, started };
}

describe('3D Secure payments', () => {
  it('returns the bank page, and its Onayla completes the payment once, however often it is posted', async () => {
    const { orderId, started, sensor } = await startThreeDS();
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'three_ds_required', message: '3D Secure doğrulaması için bankanızın sayfası açılıyor.', order: { status: 'pending_payment' } });
    expect(started.body.threeDS.htmlContent).toContain('3D Secure Doğrulama');
    expect((await orderOf(orderId)).payment).toMatchObject({ status: 'three_ds_pending' });

    const { approve } = bankForms(started.body.threeDS.htmlContent);
    expect(approve.action).toBe(`http://localhost:3000/api/payment/3ds/callback?returnTo=${encodeURIComponent(`/hesabim/siparisler/${orderId}`)}`);
    const [first, second] = await Promise.all([postBankForm(t.app, approve), postBankForm(t.app, approve)]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/hesabim/siparisler/${orderId}?odeme=basarili`);
    }
    const later = await postBankForm(t.app, approve);
    expect(later.headers.location).toBe(`/hesabim/siparisler/${orderId}?odeme=basarili`);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    expect(order.orders[0].items[0].escrowStatus).toBe('pending');
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    expect(await stockOf(sensor._id)).toBe(3);
    // A card payment after the 3DS one answers the paid order, charging nothing.
    const again = await pay(t.app, buyer.token, orderId);
    expect([again.status, again.body.status]).toEqual([200, 'paid']);
  });

  it('fails the payment when the buyer presses Reddet: the order ends and its stock is released', async () => {
    const { orderId, started, sensor } = await startThreeDS(cardNumbered(testCards.success[1]), { callbackUrl: '/odeme/sonuc' });
    expect(await stockOf(sensor._id)).toBe(3);
    const { reject } = bankForms(started.body.threeDS.htmlContent);
    const response = await postBankForm(t.app, reject);
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/odeme/sonuc');
    expect(location.searchParams.get('odeme')).toBe('basarisiz');
    expect(location.searchParams.get('mesaj')).toBe('Ödeme başlatılamadı. 3D Secure doğrulaması başarısız oldu ya da iptal edildi. Ödeme alınmadı.');
    expect(await orderOf(orderId)).toMatchObject({ status: 'payment_failed', payment: { status: 'failed' } });
    expect(await stockOf(sensor._id)).toBe(4);
  });

  it('a card the bank refuses after a verified 3DS fails with the bank’s reason', async () => {
    const { orderId, started } = await startThreeDS(cardNumbered(testCards.insufficientFunds));
    const response = await postBankForm(t.app, bankForms(started.body.threeDS.htmlContent).approve);
    expect(new URL(response.headers.location as string, 'http://localhost').searchParams.get('mesaj')).toBe('Ödeme başlatılamadı. Kartınızın bakiyesi yetersiz.');
    expect((await orderOf(orderId)).status).toBe('payment_failed');
  });

  it('answers a 3DS initialize failure with 422 and its message, releasing the stock', async () => {
    const { orderId, started, sensor } = await startThreeDS(cardNumbered(testCards.threeDSInitializeFails));
    expect(started.status).toBe(422);
    expect(started.body.message).toBe('Ödeme başlatılamadı. 3D Secure doğrulaması başlatılamadı. Lütfen başka bir kart deneyin.');
    expect((await orderOf(orderId)).status).toBe('payment_failed');
    expect(await stockOf(sensor._id)).toBe(4);
  });

  it('refuses a forged approval, a return address elsewhere and an unknown payment', async () => {
    const { orderId, started } = await startThreeDS();
    const { approve } = bankForms(started.body.threeDS.htmlContent);
    const forged = await postBankForm(t.app, { ...approve, fields: { ...approve.fields, conversationData: 'sahte' } });
    expect(new URL(forged.headers.location as string, 'http://localhost').searchParams.get('odeme')).toBe('basarisiz');
    expect((await orderOf(orderId)).status).toBe('payment_failed');

    const elsewhere = await startThreeDS(cardNumbered(testCards.success[0]), { callbackUrl: 'https://kotu.example.com/yakala' });
    expect(elsewhere.started.status).toBe(400);
    const unknown = await postBankForm(t.app, { action: 'http://localhost:3000/api/payment/3ds/callback', fields: { paymentId: '12345', mdStatus: '1', status: 'success' } });
    expect(unknown.statusCode).toBe(404);
    const offsite = await startThreeDS();
    const redirected = await postBankForm(t.app, { ...bankForms(offsite.started.body.threeDS.htmlContent).approve, action: 'http://localhost:3000/api/payment/3ds/callback?returnTo=//kotu.example.com' });
    expect(redirected.headers.location).toBe(`/hesabim/siparisler/${offsite.orderId}?odeme=basarili`);
  });

  it('lets only the newest attempt complete: a new payment replaces a 3DS page still open', async () => {
    const { orderId, started } = await startThreeDS();
    const paid = await pay(t.app, buyer.token, orderId);
    expect(paid.body.order.status).toBe('paid');
    const stale = await postBankForm(t.app, bankForms(started.body.threeDS.htmlContent).approve);
    expect(stale.headers.location).toBe(`/hesabim/siparisler/${orderId}?odeme=basarili`);
    const attempts = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('cannot complete a 3DS page of an order the buyer cancelled meanwhile', async () => {
    const { orderId, started, sensor } = await startThreeDS();
    const cancelled = await setStatus(t.app, buyer.token, orderId, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const response = await postBankForm(t.app, bankForms(started.body.threeDS.htmlContent).approve);
    expect(new URL(response.headers.location as string, 'http://localhost').searchParams.get('odeme')).toBe('basarisiz');
    expect((await orderOf(orderId)).status).toBe('cancelled');
    expect(await stockOf(sensor._id)).toBe(4);
  });

  it('serves the bank page from its link as a sandboxed page of its own, until the attempt moves on', async () => {
    const { orderId, started } = await startThreeDS();
    const { pageUrl, htmlContent } = started.body.threeDS;
    expect(pageUrl).toMatch(/^\/api\/payment\/3ds\/page\?token=/);

    // No bearer header: a top-level navigation carries none; the link itself names the attempt.
    const page = await t.app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(htmlContent);
    const policy = String(page.headers['content-security-policy']).split('; ');
    // An opaque origin (no allow-same-origin): the bank's scripts cannot read the buyer's session.
    expect(policy).toContain('sandbox allow-forms allow-scripts allow-top-navigation');
    expect(policy).toContain("script-src 'unsafe-inline' https:");
    expect(policy).toContain("form-action 'self' http://localhost:3000 https:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');

    // A forged or tampered link shows a Turkish page, not the bank's form and not JSON.
    const token = new URL(pageUrl, 'http://localhost').searchParams.get('token') as string;
    for (const url of ['/api/payment/3ds/page', `/api/payment/3ds/page?token=${token.slice(0, -2)}xx`, `/api/payment/3ds/page?token=${buyer.token}`]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('Bu doğrulama bağlantısı geçersiz ya da süresi dolmuş.');
      expect(refused.body).not.toContain('Onayla');
      // Its own inline styles apply (the API's answers allow nothing), and nothing else does.
      expect(refused.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
      expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    }

    // Once the bank has answered, the link (the back button) leads to the order instead.
    await postBankForm(t.app, bankForms(htmlContent).approve);
    const after = await t.app.inject({ method: 'GET', url: pageUrl });
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe(`/hesabim/siparisler/${orderId}`);
  });
});

describe('3D Secure through iyzico (the local fake, on http)', () => {
  let fake: FakeIyzico;
  let iyzico: TestApp;

  beforeAll(async () => {
    fake = await startFakeIyzico();
    iyzico = await createTestApp({ PAYMENT_PROVIDER: 'iyzico', IYZICO_BASE_URL: fake.url, IYZICO_API_KEY: fake.apiKey, IYZICO_SECRET_KEY: fake.secretKey });
  }, 60_000);
  afterAll(async () => {
    await iyzico?.close();
    await fake?.close();
  });

  it('serves iyzico’s page with a policy that lets its inline script post to iyzico’s own host; the bank’s Onayla then pays', async () => {
    const admin = await createUser(iyzico.app, { role: 'admin' });
    const seller = await createStore(iyzico.app, admin.token, await createCategory(iyzico.app), 'Trakya Pnömatik');
    const customer = await createBuyer(iyzico.app);
    const valve = await seller.list({ name: 'Pnömatik Valf', price: '420', stock: 2 });
    const placed = await checkout(iyzico.app, customer.token, { lines: [{ productId: valve._id, quantity: 1 }], addressId: customer.addressId });
    const orderId = placed.body.order._id as string;
    const started = await pay(iyzico.app, customer.token, orderId, { threeDS: true });
    expect(started.body).toMatchObject({ status: 'three_ds_required' });

    const page = await iyzico.app.inject({ method: 'GET', url: started.body.threeDS.pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(started.body.threeDS.htmlContent);
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toContain('sandbox allow-forms allow-scripts allow-top-navigation');
    expect(policy).toContain("script-src 'unsafe-inline' https:");
    expect(policy).toContain(`form-action 'self' http://localhost:3000 ${fake.url} https:`);
    expect(new URL(autoSubmitForm(page.body)?.action ?? '').origin).toBe(fake.url);
    // The sandbox provider names no provider host, whatever IYZICO_BASE_URL says.
    expect(bankPagePolicy({ ...iyzico.config, payments: { ...iyzico.config.payments, provider: 'sandbox' } })).toContain("form-action 'self' http://localhost:3000 https:;");

    const response = await postBankForm(iyzico.app, bankForms(await openBankPage(page.body)).approve);
    expect(response.headers.location).toBe(`/hesabim/siparisler/${orderId}?odeme=basarili`);
    const order = await injectJson(iyzico.app, { method: 'GET', url: `/api/orders/${orderId}`, headers: auth(customer.token) });
    expect(order.body).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    expect(fake.requests.filter((recorded) => recorded.path.startsWith('/payment/3dsecure/')).map((recorded) => [recorded.path, recorded.signed])).toEqual([
      ['/payment/3dsecure/initialize', true],
      ['/payment/3dsecure/auth', true],
    ]);
  });

  it('registers a store at iyzico on its first sale there, though it holds a key from the sandbox, which is never sent', async () => {
    const admin = await createUser(iyzico.app, { role: 'admin' });
    const seller = await createStore(iyzico.app, admin.token, await createCategory(iyzico.app), 'Ege Hidrolik');
    const sellerId = seller.seller._id as string;
    // An install that took payments through the sandbox before it moved to iyzico.
    await iyzico.app.db.insert(subMerchants).values({ sellerId, subMerchantKey: 'sandbox-key-of-ege', subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY', provider: 'sandbox' });
    const customer = await createBuyer(iyzico.app);
    const pump = await seller.list({ name: 'Hidrolik Pompa', price: '980', stock: 2 });
    const placed = await checkout(iyzico.app, customer.token, { lines: [{ productId: pump._id, quantity: 1 }], addressId: customer.addressId });
    const paid = await pay(iyzico.app, customer.token, placed.body.order._id);
    expect([paid.status, paid.body.status]).toEqual([200, 'paid']);

    const keys = await iyzico.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, sellerId));
    const iyzicoKey = keys.find((row) => row.provider === 'iyzico')?.subMerchantKey;
    expect(keys.map((row) => row.provider).sort()).toEqual(['iyzico', 'sandbox']);
    expect(fake.requests.filter((recorded) => recorded.path === '/onboarding/submerchant' && recorded.body?.subMerchantExternalId === sellerId)).toHaveLength(1);
    const charge = JSON.stringify(fake.requests.filter((recorded) => recorded.path.startsWith('/payment/')).at(-1)?.body);
    expect(charge).toContain(String(iyzicoKey));
    expect(charge).not.toContain('sandbox-key-of-ege');
  });
});
