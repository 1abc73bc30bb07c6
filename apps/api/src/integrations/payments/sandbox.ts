import { failure, maskCardNumber, providerErrors } from './errors';
import { replayPayment, singleFlight } from './idempotency';
import type { PaymentLogger, PaymentProvider, PaymentResult } from './provider';
import { createSandboxBank } from './sandbox-bank';
import type { SandboxStore } from './sandbox-store';
import { threeDSFailure } from './three-ds';
import { checkPaymentRequest, checkSubMerchant } from './validation';

export interface SandboxProviderOptions {
  /** Where sub-merchants, payments and escrow live; memory when not given (see sandbox-store.ts). */
  store?: SandboxStore;
  now?: () => Date;
  logger?: PaymentLogger;
}


/**
 * The in-process provider (the default): iyzico's sandbox behaviour from the sandbox bank, plus
 * what our iyzico adapter adds on top of iyzico: idempotent payments and 3DS completions, and the
 * checks on our side before a call.
 */
export function createSandboxPaymentProvider(options: SandboxProviderOptions = {}): PaymentProvider {
  const bank = createSandboxBank({ store: options.store, now: options.now });
  const once = singleFlight();
  const log = <T extends object>(operation: string, details: object, result: PaymentResult<T>) => {
    const outcome = result.ok ? { status: 'success' } : { status: 'failure', errorCode: result.errorCode, errorGroup: result.errorGroup };
    options.logger?.info({ provider: 'sandbox', operation, ...details, ...outcome }, 'payment provider call');
    return result;
  };

  return {
    kind: 'sandbox',

    async createSubMerchant(details) {
      const invalid = checkSubMerchant(details);
      const created = invalid ?? (await bank.createSubMerchant(details));
      if (created.ok || created.errorGroup !== 'SUBMERCHANT_EXISTS') return log('createSubMerchant', { externalId: details.externalId }, created);
      const existing = await bank.findSubMerchant(details.externalId);
      const key: PaymentResult<{ subMerchantKey: string }> = existing.ok ? { ok: true, subMerchantKey: existing.subMerchantKey } : existing;
      return log('createSubMerchant', { externalId: details.externalId, replayed: true }, key);
    },

    async updateSubMerchant(request) {
      const invalid = checkSubMerchant(request);
      return log('updateSubMerchant', { externalId: request.externalId }, invalid ?? (await bank.updateSubMerchant(request)));
    },

    pay(request) {
      const invalid = checkPaymentRequest(request);
      if (invalid) return Promise.resolve(invalid);
      const details = { conversationId: request.conversationId, card: maskCardNumber(request.card.number) };
      return once(request.conversationId, async () => {
        const existing = await bank.findPayment({ conversationId: request.conversationId });
        if (existing.ok) return log('pay', { ...details, replayed: true }, replayPayment(existing, request));
        return log('pay', details, await bank.authorize(request));
      });
    },

    async initializeThreeDS(request) {
      const invalid = checkPaymentRequest(request);
      if (invalid) return invalid;
      const details = { conversationId: request.conversationId, card: maskCardNumber(request.card.number) };
      const existing = await bank.findPayment({ conversationId: request.conversationId });
      if (existing.ok) return log('initializeThreeDS', details, failure(providerErrors.alreadyPaid));
      return log('initializeThreeDS', details, await bank.initializeThreeDS(request));
    },

    completeThreeDS(request) {
      const details = { paymentId: request.paymentId, mdStatus: request.mdStatus };
      return once(`3ds:${request.paymentId}`, async () => {
        const notVerified = threeDSFailure(request.mdStatus);
        if (notVerified) return log('completeThreeDS', details, notVerified);
        const earlier = await bank.findPayment(request.conversationId ? { conversationId: request.conversationId } : { paymentId: request.paymentId });
        if (earlier.ok) {
          const replay = earlier.paymentId === request.paymentId ? earlier : failure(providerErrors.alreadyPaid);
          return log('completeThreeDS', { ...details, replayed: true }, replay);
        }
        return log('completeThreeDS', details, await bank.completeThreeDS(request));
      });
    },

    retrievePayment: (request) => bank.findPayment(request),

    async approveItem(request) {
      return log('approveItem', request, await bank.approveItem(request.paymentTransactionId));
    },

    async disapproveItem(request) {
      return log('disapproveItem', request, await bank.disapproveItem(request.paymentTransactionId));
    },

    async refundItem(request) {
      const details = { paymentTransactionId: request.paymentTransactionId, amount: request.amount };
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return log('refundItem', details, failure(providerErrors.invalidRefundAmount));
      return log('refundItem', details, await bank.refundItem(request));
    },

    async cancelPayment(request) {
      return log('cancelPayment', { paymentId: request.paymentId }, await bank.cancelPayment(request.paymentId));
    },

    listPayouts: (request) => bank.listPayouts(request.date),
  };
}
