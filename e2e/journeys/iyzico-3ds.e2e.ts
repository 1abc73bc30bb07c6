import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeIyzico, startFakeIyzico } from '../../apps/api/src/integrations/payments/testing/fake-iyzico-server';
import { type ApiServer, startApiServer } from '../support/api-server';
import { type Browser, type Page, launchChromium, openVisitor, signIn } from '../support/journey';
import { addAddress, addToCart, demoBuyer, goggles, payWith } from '../support/shopping';

let fake: FakeIyzico;
let server: ApiServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeIyzico();
  [server, browser] = await Promise.all([
    startApiServer({ PAYMENT_PROVIDER: 'iyzico', IYZICO_BASE_URL: fake.url, IYZICO_API_KEY: fake.apiKey, IYZICO_SECRET_KEY: fake.secretKey }, { from: inject('demoSnapshot') }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const recorded = (path: string) => fake.requests.filter((request) => request.path === path);

async function orderOf(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/orders/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return response.json() as Promise<{ status: string; payment: { status: string } }>;
  }, orderId);
}

/**
 * A server of its own with PAYMENT_PROVIDER=iyzico on the fake iyzico (run in this process),
 * started from the same demo data as the others, as an install that moves from the sandbox to
 * iyzico: the store is registered at iyzico on its first sale there (its sandbox key means nothing
 * to iyzico). Its 3DS page is iyzico's: a form to its mock ACS, submitted by an inline script,
 * inside our sandboxed bank-page policy.
 */
describe('3D Secure through iyzico in Chromium', () => {
  it('iyzico’s page auto-submits to its ACS from our sandboxed page; Onayla pays the order, Reddet refuses the next', async () => {
    const { context, page, problems } = await openVisitor(browser, { server: server.baseURL });
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
    });
    const documents: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(frame.url());
    });
    const acsUrl = `${fake.url}/payment/mock/init3ds`;
    const orderPage = new RegExp(`^${server.baseURL}/hesabim/siparisler/([0-9a-f-]+)`);

    await signIn(page, demoBuyer.email, demoBuyer.password);
    await addToCart(page, goggles.slug);
    await page.goto('/odeme');
    await addAddress(page);
    await payWith(page, '5528 7900 0000 0008', { threeDS: true });

    // Our page (served under its policy) ran iyzico's inline script, whose form post to iyzico's
    // host, on http, was allowed: the window is at the ACS, which shows the bank's page.
    await expect.poll(() => (policyViolations.length ? policyViolations : page.url()), { timeout: 10_000 }).toBe(acsUrl);
    const ourPage = documents.findIndex((url) => url.startsWith(`${server.baseURL}/api/payment/3ds/page?token=`));
    expect(ourPage).toBeGreaterThanOrEqual(0);
    expect(documents[ourPage + 1]).toBe(acsUrl);
    const [initialize] = recorded('/payment/3dsecure/initialize');
    expect(initialize).toMatchObject({ method: 'POST', signed: true, headers: { authorization: expect.stringMatching(/^IYZWSv2 /) } });
    expect(initialize.body?.callbackUrl).toMatch(new RegExp(`^${server.baseURL}/api/payment/3ds/callback\\?`));
    const [acs] = recorded('/payment/mock/init3ds');
    // A browser's form post from an opaque origin (the sandbox), with no credentials of ours.
    expect(acs).toMatchObject({ method: 'POST', signed: false, headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' } });
    expect(acs.headers.authorization).toBeUndefined();
    const paymentId = String(acs.body?.paymentId);

    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.waitForURL(orderPage);
    await page.getByText('Sipariş başarıyla oluşturuldu').first().waitFor();
    await page.getByRole('region', { name: 'Marmara İş Güvenliği siparişi' }).waitFor();
    const paidOrderId = orderPage.exec(page.url())?.[1] ?? '';
    expect(await orderOf(page, paidOrderId)).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    expect(recorded('/payment/3dsecure/auth')).toMatchObject([{ signed: true, headers: { authorization: expect.stringMatching(/^IYZWSv2 /) }, body: { paymentId } }]);
    expect(await fake.bank.findPayment({ paymentId })).toMatchObject({ ok: true, paymentId });

    // A new cart, refused at the bank: the order says so, and iyzico is not asked to charge.
    await addToCart(page, goggles.slug);
    await page.goto('/odeme');
    await expect.poll(() => page.getByRole('radio', { name: 'Atölye' }).isChecked()).toBe(true);
    await payWith(page, '5528 7900 0000 0008', { threeDS: true });
    await page.waitForURL(acsUrl);
    await page.getByRole('button', { name: 'Reddet' }).click();
    await page.waitForURL(orderPage);
    const refused = page.getByRole('alert').filter({ hasText: 'Ödeme alınamadı' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('3D Secure doğrulaması başarısız oldu ya da iptal edildi.');
    const refusedOrderId = orderPage.exec(page.url())?.[1] ?? '';
    expect(refusedOrderId).not.toBe(paidOrderId);
    expect(await orderOf(page, refusedOrderId)).toMatchObject({ status: 'payment_failed', payment: { status: 'failed' } });
    expect(recorded('/payment/3dsecure/initialize')).toHaveLength(2);
    expect(recorded('/payment/3dsecure/auth')).toHaveLength(1);
    // The store was registered at iyzico on its first sale there, and its key kept for the next.
    expect(recorded('/onboarding/submerchant')).toHaveLength(1);

    expect(policyViolations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
