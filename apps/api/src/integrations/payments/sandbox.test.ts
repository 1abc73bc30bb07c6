import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './index';
import { createSandboxPaymentProvider } from './sandbox';
import { createMemorySandboxStore } from './sandbox-store';
import { bankPageForm, basketItem, paymentRequest, sellerDetails } from './testing/fixtures';
import { type ContractHarness, describeProviderContract } from './testing/provider-contract';
import { testCards } from './test-cards';

function sandboxHarness(): ContractHarness {
  let now = new Date();
  const logs: unknown[] = [];
  const logger = { info: (details: object) => logs.push(details), warn: (details: object) => logs.push(details) };
  return {
    provider: createSandboxPaymentProvider({ now: () => now, logger }),
    setNow: (instant) => {
      now = new Date(instant);
    },
    logs,
    close: async () => undefined,
  };
}

describeProviderContract('sandbox', async () => sandboxHarness());

describe('sandbox provider', () => {
  it('is the default provider', () => {
    expect(createPaymentProvider({ provider: 'sandbox', iyzico: null, commissionBasisPoints: 1000 }).kind).toBe('sandbox');
  });

  it('keeps sellers, payments and escrow in the store it is given, so a restart loses nothing', async () => {
    const store = createMemorySandboxStore();
    const before = createSandboxPaymentProvider({ store });
    const seller = await before.createSubMerchant(sellerDetails());
    if (!seller.ok) return expect.fail(seller.errorMessage);
    const request = paymentRequest(testCards.success[0], [basketItem(seller.subMerchantKey, 5_000, 4_500)]);
    const paid = await before.pay(request);
    if (!paid.ok) return expect.fail(paid.errorMessage);

    const after = createSandboxPaymentProvider({ store });
    expect(await after.pay(request)).toEqual(paid);
    expect(await after.approveItem({ paymentTransactionId: paid.items[0].paymentTransactionId })).toMatchObject({ ok: true });
    expect(JSON.stringify(await store.list('payment'))).not.toContain(testCards.success[0]);
  });

  it('keeps no card number in its 3DS state', async () => {
    const store = createMemorySandboxStore();
    const provider = createSandboxPaymentProvider({ store });
    const seller = await provider.createSubMerchant(sellerDetails());
    if (!seller.ok) return expect.fail(seller.errorMessage);
    const started = await provider.initializeThreeDS({
      ...paymentRequest(testCards.success[2], [basketItem(seller.subMerchantKey, 5_000, 4_500)]),
      callbackUrl: 'http://localhost/cb',
    });
    if (!started.ok) return expect.fail(started.errorMessage);
    expect(bankPageForm(started.htmlContent, 'Onayla').fields.paymentId).toBe(started.paymentId);
    const state = JSON.stringify(await store.list('threeDS'));
    expect(state).not.toContain(testCards.success[2]);
    expect(state).not.toContain('"cvc"');
  });
});
