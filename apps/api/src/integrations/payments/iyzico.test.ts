import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from './index';
import { createIyzicoPaymentProvider } from './iyzico';
import type { PaymentProvider } from './provider';
import { responseSignature } from './signing';
import { testCards } from './test-cards';
import { type FakeIyzico, startFakeIyzico } from './testing/fake-iyzico-server';
import { autoSubmitForm, bankPageForm, basketItem, openBankPage, paymentRequest, sellerDetails } from './testing/fixtures';
import { allTestCardNumbers, describeProviderContract } from './testing/provider-contract';

describeProviderContract('iyzico adapter against the fake iyzico', async () => {
  let now = new Date();
  const fake = await startFakeIyzico({ now: () => now });
  const logs: unknown[] = [];
  const logger = { info: (details: object) => logs.push(details), warn: (details: object) => logs.push(details) };
  return {
    provider: createIyzicoPaymentProvider({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, logger }),
    setNow: (instant) => {
      now = new Date(instant);
    },
    logs,
    close: fake.close,
  };
});

describe('iyzico adapter on the wire', () => {
  let fake: FakeIyzico;
  let provider: PaymentProvider;
  let seller: string;
  let sent: { url: string; init: RequestInit }[];
  let logs: unknown[];

  beforeEach(async () => {
    fake = await startFakeIyzico();
    sent = [];
    logs = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push({ url: String(input), init: init ?? {} });
      return fetch(input, init);
    };
    const logger = { info: (details: object) => logs.push(details), warn: (details: object) => logs.push(details) };
    provider = createIyzicoPaymentProvider({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, fetch: recordingFetch, logger });
    const created = await provider.createSubMerchant(sellerDetails());
    seller = created.ok ? created.subMerchantKey : expect.fail(created.errorMessage);
  });
  afterEach(() => fake.close());

  const request = (cardNumber: string = testCards.success[0]) => paymentRequest(cardNumber, [basketItem(seller, 123_450, 111_105, 'line-a'), basketItem(seller, 9_999, 8_999, 'line-b')]);
  const charges = async () => (await fake.bank.store.list('payment')).length;
  const paths = () => fake.requests.map((recorded) => recorded.path);

  it('signs each request with IYZWSv2 exactly as computed here independently', async () => {
    await provider.pay(request());
    const call = sent.find((entry) => entry.url.endsWith('/payment/auth'));
    if (!call) return expect.fail('no /payment/auth call');
    const headers = call.init.headers as Record<string, string>;
    const randomKey = headers['x-iyzi-rnd'];
    const body = call.init.body as string;
    const signature = createHmac('sha256', fake.secretKey).update(`${randomKey}/payment/auth${body}`).digest('hex');
    const params = `apiKey:${fake.apiKey}&randomKey:${randomKey}&signature:${signature}`;
    expect(headers.Authorization).toBe(`IYZWSv2 ${Buffer.from(params).toString('base64')}`);
    expect(randomKey).toMatch(/^\d{13}[0-9a-f]{16}$/);
  });

  it('sends prices as exact decimal strings', async () => {
    await provider.pay({ ...request(), paidPrice: 133_500 });
    const body = fake.requests.find((recorded) => recorded.path === '/payment/auth')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ locale: 'tr', price: '1334.49', paidPrice: '1335.00', currency: 'TRY', installment: 1 });
    expect(body.basketItems).toMatchObject([
      { id: 'line-a', price: '1234.50', subMerchantKey: seller, subMerchantPrice: '1111.05' },
      { id: 'line-b', price: '99.99', subMerchantPrice: '89.99' },
    ]);
  });

  it('gets a failure envelope, not a throw, when iyzico refuses its signature', async () => {
    const wrong = createIyzicoPaymentProvider({ apiKey: fake.apiKey, secretKey: 'not-the-secret', baseUrl: fake.url });
    expect(await wrong.pay(request())).toMatchObject({ ok: false, errorCode: '1000', errorGroup: 'INVALID_SIGNATURE' });
    expect(await charges()).toBe(0);
  });

  it('refuses a payment answer whose signature does not match, or that has none', async () => {
    fake.editNextAnswer(() => undefined);
    fake.editNextAnswer((body) => {
      body.paidPrice = 1;
    });
    expect(await provider.pay(request())).toEqual({ ok: false, errorCode: 'RESPONSE_SIGNATURE_MISMATCH', errorGroup: 'PROVIDER_ERROR', errorMessage: expect.any(String) });

    fake.editNextAnswer(() => undefined);
    fake.editNextAnswer((body) => {
      delete body.signature;
    });
    expect(await provider.pay(request())).toMatchObject({ ok: false, errorCode: 'RESPONSE_SIGNATURE_MISMATCH' });
    expect(logs).toContainEqual(expect.objectContaining({ provider: 'iyzico', path: '/payment/auth' }));
  });

  it('refuses a 3DS initialize answer with a tampered paymentId', async () => {
    fake.editNextAnswer(() => undefined);
    fake.editNextAnswer((body) => {
      body.paymentId = '99999999';
    });
    expect(await provider.initializeThreeDS({ ...request(), callbackUrl: 'http://localhost/cb' })).toMatchObject({
      ok: false,
      errorCode: 'RESPONSE_SIGNATURE_MISMATCH',
    });
  });

  it('verifies the signature over the answer as sent, prices and all', async () => {
    const paid = await provider.pay(request());
    const answer = { paymentId: paid.ok && paid.paymentId, currency: 'TRY', basketId: paid.ok && paid.basketId, conversationId: paid.ok && paid.conversationId, paidPrice: 1334.49, price: 1334.49 };
    const expected = createHmac('sha256', fake.secretKey).update(Object.values(answer).join(':')).digest('hex');
    expect(responseSignature(fake.secretKey, 'payment', answer)).toBe(expected);
  });

  it('asks for an earlier payment before charging, so a retry charges once', async () => {
    const payment = request();
    const first = await provider.pay(payment);
    const second = await provider.pay(payment);
    expect(second).toEqual(first);
    expect(await charges()).toBe(1);
    expect(paths().filter((path) => path === '/payment/auth')).toHaveLength(1);
  });

  it('recovers a payment whose answer was lost, and charges nothing more on retry', async () => {
    const payment = request();
    fake.editNextAnswer(() => undefined); // the lookup before paying goes out normally
    fake.dropNextAnswer();
    const recovered = await provider.pay(payment);
    expect(recovered).toMatchObject({ ok: true, conversationId: payment.conversationId, price: 133_449 });
    expect(await provider.pay(payment)).toEqual(recovered);
    expect(await charges()).toBe(1);
  });

  it('maps timeouts, network errors and unreadable answers to failures', async () => {
    const paid = await provider.pay(request());
    if (!paid.ok) return expect.fail(paid.errorMessage);
    const slow = createIyzicoPaymentProvider({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, timeoutMs: 50 });
    fake.delayNextAnswer(300);
    expect(await slow.approveItem({ paymentTransactionId: paid.items[0].paymentTransactionId })).toMatchObject({
      ok: false,
      errorCode: 'TIMEOUT',
      errorGroup: 'PROVIDER_UNAVAILABLE',
    });

    fake.rawNextAnswer('<html><body>502 Bad Gateway</body></html>');
    expect(await provider.approveItem({ paymentTransactionId: paid.items[0].paymentTransactionId })).toMatchObject({
      ok: false,
      errorCode: 'INVALID_RESPONSE',
    });

    const unreachable = createIyzicoPaymentProvider({ apiKey: 'k', secretKey: 's', baseUrl: 'http://127.0.0.1:9' });
    expect(await unreachable.pay(request())).toMatchObject({ ok: false, errorCode: 'NETWORK_ERROR', errorGroup: 'PROVIDER_UNAVAILABLE' });
  });

  it('never lets a card number out through a log, a failure or a thrown error', async () => {
    const throwing: typeof fetch = async (_input, init) => {
      throw new Error(`socket hang up while sending ${String(init?.body)}`);
    };
    const broken = createIyzicoPaymentProvider({ apiKey: 'k', secretKey: 's', baseUrl: fake.url, fetch: throwing, logger: { info: (d) => logs.push(d), warn: (d) => logs.push(d) } });
    const answers: unknown[] = [await broken.pay(request()), await broken.initializeThreeDS({ ...request(), callbackUrl: 'http://localhost/cb' })];

    fake.editNextAnswer(() => undefined);
    fake.editNextAnswer((body) => {
      body.errorMessage = `Kart ${testCards.insufficientFunds} için limit yetersiz`;
      body.errorGroup = 'SOMETHING_NEW';
    });
    const refused = await provider.pay(request(testCards.insufficientFunds));
    expect(refused).toMatchObject({ ok: false, errorMessage: 'Kart 411111******1129 için limit yetersiz' });
    answers.push(refused);
    for (const number of allTestCardNumbers) answers.push(await provider.pay(request(number)));

    const written = JSON.stringify([logs, answers]);
    for (const number of allTestCardNumbers) expect(written).not.toContain(number);
  });

  it('decodes the base64 page of 3DS initialize: as iyzico\'s, an inline script posts it to the ACS on iyzico\'s host, which shows the bank page', async () => {
    const started = await provider.initializeThreeDS({ ...request(), callbackUrl: 'http://localhost/cb' });
    if (!started.ok) return expect.fail(started.errorMessage);
    const answer = fake.requests.find((recorded) => recorded.path === '/payment/3dsecure/initialize');
    expect(answer?.body).toMatchObject({ callbackUrl: 'http://localhost/cb' });
    expect(autoSubmitForm(started.htmlContent)).toEqual({ action: `${fake.url}/payment/mock/init3ds`, method: 'post', fields: { paymentId: started.paymentId } });
    expect(started.htmlContent).toContain('<script type="text/javascript">document.getElementById("iyzico-3ds-form").submit();</script>');
    expect(started.htmlContent).toMatch(/<noscript><button type="submit">[^<]+<\/button><\/noscript>/);

    const bankPage = await openBankPage(started.htmlContent);
    expect(bankPage).toContain('Onayla');
    expect(bankPageForm(bankPage, 'Onayla')).toMatchObject({ action: 'http://localhost/cb', fields: { paymentId: started.paymentId, mdStatus: '1' } });
    // The browser's post: form-urlencoded, without IYZWSv2.
    const acs = fake.requests.find((recorded) => recorded.path === '/payment/mock/init3ds');
    expect(acs).toMatchObject({ method: 'POST', body: { paymentId: started.paymentId }, signed: false });
    expect(acs?.headers.authorization).toBeUndefined();
    expect(acs?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(answer?.signed).toBe(true);

    const unknown = await fetch(`${fake.url}/payment/mock/init3ds`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'paymentId=1' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('Onayla');
  });

  it('is what createPaymentProvider builds for PAYMENT_PROVIDER=iyzico', () => {
    const config = { provider: 'iyzico' as const, iyzico: { apiKey: 'k', secretKey: 's', baseUrl: fake.url }, commissionBasisPoints: 1000 };
    expect(createPaymentProvider(config).kind).toBe('iyzico');
    expect(() => createPaymentProvider({ ...config, iyzico: null })).toThrow(/IYZICO_API_KEY/);
  });
});
