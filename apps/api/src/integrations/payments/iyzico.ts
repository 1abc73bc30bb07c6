import { randomUUID } from 'node:crypto';
import { failure, providerErrors, transportErrors } from './errors';
import { replayPayment, singleFlight } from './idempotency';
import { type IyzicoClientOptions, createIyzicoClient } from './iyzico-client';
import { paymentBody, paymentFromBody, payoutsFromBody, subMerchantFields } from './iyzico-wire';
import { decimalToKurus, kurusToDecimal } from './money';
import type { Payment, PaymentFailure, PaymentProvider, PaymentResult, RetrievePaymentRequest } from './provider';
import { threeDSFailure } from './three-ds';
import { checkPaymentRequest, checkSubMerchant } from './validation';

export type IyzicoProviderOptions = IyzicoClientOptions;

/** Faults of the line rather than answers of iyzico: then nothing can be concluded. */
const isTransportFault = (result: PaymentFailure) => result.errorGroup === 'PROVIDER_UNAVAILABLE' || result.errorGroup === 'PROVIDER_ERROR';

/**
 * iyzico's marketplace API over fetch with IYZWSv2 signing and response-signature checks.
 * iyzico itself is not idempotent; this adapter makes `pay` so by asking for a payment under the
 * conversationId first, and recovers a payment whose answer was lost on the way.
 */
export function createIyzicoPaymentProvider(options: IyzicoProviderOptions): PaymentProvider {
  const call = createIyzicoClient(options);
  const once = singleFlight();
  const conversation = () => randomUUID();

  async function retrieve(request: RetrievePaymentRequest): Promise<PaymentResult<Payment>> {
    const payload =
      'paymentId' in request
        ? { conversationId: request.conversationId, paymentId: request.paymentId }
        : { conversationId: request.conversationId, paymentConversationId: request.conversationId };
    const result = await call('POST', '/payment/detail', payload, 'payment');
    return result.ok ? paymentFromBody(result.body) : result;
  }

  /** Whether a payment was already made under this conversationId; a fault when we cannot tell. */
  async function paidBefore(conversationId: string): Promise<{ payment: Payment | null } | { fault: PaymentFailure }> {
    const found = await retrieve({ conversationId });
    if (found.ok) return { payment: found };
    return isTransportFault(found) ? { fault: found } : { payment: null };
  }

  return {
    kind: 'iyzico',

    async createSubMerchant(details) {
      const invalid = checkSubMerchant(details);
      if (invalid) return invalid;
      const created = await call('POST', '/onboarding/submerchant', {
        conversationId: conversation(),
        subMerchantExternalId: details.externalId,
        subMerchantType: details.type,
        ...subMerchantFields(details),
      });
      if (created.ok) return { ok: true, subMerchantKey: String(created.body.subMerchantKey) };
      if (isTransportFault(created)) return created;
      // Created before (a retry, or a lost answer): iyzico refuses the external id twice.
      const existing = await call('POST', '/onboarding/submerchant/detail', { conversationId: conversation(), subMerchantExternalId: details.externalId });
      return existing.ok && existing.body.subMerchantKey ? { ok: true, subMerchantKey: String(existing.body.subMerchantKey) } : created;
    },

    async updateSubMerchant(request) {
      const invalid = checkSubMerchant(request);
      if (invalid) return invalid;
      const updated = await call('PUT', '/onboarding/submerchant', {
        conversationId: conversation(),
        subMerchantKey: request.subMerchantKey,
        ...subMerchantFields(request),
      });
      return updated.ok ? { ok: true, subMerchantKey: request.subMerchantKey } : updated;
    },

    pay(request) {
      const invalid = checkPaymentRequest(request);
      if (invalid) return Promise.resolve(invalid);
      return once(request.conversationId, async () => {
        const before = await paidBefore(request.conversationId);
        if ('fault' in before) return before.fault;
        if (before.payment) return replayPayment(before.payment, request);
        const paid = await call('POST', '/payment/auth', paymentBody(request), 'payment');
        if (paid.ok) return paymentFromBody(paid.body, request);
        if (paid.errorGroup !== 'PROVIDER_UNAVAILABLE') return paid;
        // The answer was lost (timeout, reset): the charge may have happened all the same.
        const after = await paidBefore(request.conversationId);
        return 'payment' in after && after.payment ? replayPayment(after.payment, request) : paid;
      });
    },

    async initializeThreeDS(request) {
      const invalid = checkPaymentRequest(request);
      if (invalid) return invalid;
      const before = await paidBefore(request.conversationId);
      if ('fault' in before) return before.fault;
      if (before.payment) return failure(providerErrors.alreadyPaid);
      const started = await call('POST', '/payment/3dsecure/initialize', { ...paymentBody(request), callbackUrl: request.callbackUrl }, 'threeDSInitialize');
      if (!started.ok) return started;
      if (!started.body.paymentId || typeof started.body.threeDSHtmlContent !== 'string') return failure(transportErrors.invalidResponse);
      return {
        ok: true,
        paymentId: String(started.body.paymentId),
        htmlContent: Buffer.from(started.body.threeDSHtmlContent, 'base64').toString('utf8'),
      };
    },

    completeThreeDS(request) {
      const notVerified = threeDSFailure(request.mdStatus);
      if (notVerified) return Promise.resolve(notVerified);
      return once(`3ds:${request.paymentId}`, async () => {
        if (request.conversationId) {
          const before = await paidBefore(request.conversationId);
          if ('fault' in before) return before.fault;
          if (before.payment) return before.payment.paymentId === request.paymentId ? { ok: true, ...before.payment } : failure(providerErrors.alreadyPaid);
        }
        const completed = await call(
          'POST',
          '/payment/3dsecure/auth',
          { conversationId: request.conversationId, paymentId: request.paymentId, conversationData: request.conversationData },
          'payment',
        );
        if (completed.ok) return paymentFromBody(completed.body);
        // A repeated callback: iyzico refuses a second auth, the payment of the first one stands.
        const earlier = await retrieve({ paymentId: request.paymentId, conversationId: request.conversationId });
        return earlier.ok ? earlier : completed;
      });
    },

    retrievePayment: retrieve,

    async approveItem(request) {
      const payload = { conversationId: request.conversationId ?? conversation(), paymentTransactionId: request.paymentTransactionId };
      const approved = await call('POST', '/payment/iyzipos/item/approve', payload);
      return approved.ok ? { ok: true, paymentId: String(approved.body.paymentId ?? ''), paymentTransactionId: request.paymentTransactionId } : approved;
    },

    async disapproveItem(request) {
      const payload = { conversationId: request.conversationId ?? conversation(), paymentTransactionId: request.paymentTransactionId };
      const withdrawn = await call('POST', '/payment/iyzipos/item/disapprove', payload);
      return withdrawn.ok ? { ok: true, paymentId: String(withdrawn.body.paymentId ?? ''), paymentTransactionId: request.paymentTransactionId } : withdrawn;
    },

    async refundItem(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
        return failure(providerErrors.invalidRefundAmount);
      }
      const refunded = await call('POST', '/payment/refund', {
        conversationId: request.conversationId ?? conversation(),
        paymentTransactionId: request.paymentTransactionId,
        price: kurusToDecimal(request.amount),
        currency: 'TRY',
        ip: request.ip,
        reason: request.reason,
        description: request.description,
      });
      if (!refunded.ok) return refunded;
      const amount = decimalToKurus(refunded.body.price);
      if (amount === null) return failure(transportErrors.invalidResponse);
      return { ok: true, paymentId: String(refunded.body.paymentId ?? ''), paymentTransactionId: request.paymentTransactionId, amount };
    },

    async cancelPayment(request) {
      const cancelled = await call('POST', '/payment/cancel', {
        conversationId: request.conversationId ?? conversation(),
        paymentId: request.paymentId,
        ip: request.ip,
        reason: request.reason,
        description: request.description,
      });
      if (!cancelled.ok) return cancelled;
      const amount = decimalToKurus(cancelled.body.price);
      if (amount === null) return failure(transportErrors.invalidResponse);
      return { ok: true, paymentId: request.paymentId, amount };
    },

    async listPayouts(request) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(request.date)) return failure(providerErrors.invalidRequest, 'Tarih YYYY-AA-GG biçiminde olmalı.');
      const listed = await call('POST', '/reporting/settlement/payoutcompleted', { conversationId: conversation(), date: `${request.date} 00:00:00` });
      return listed.ok ? payoutsFromBody(listed.body) : listed;
    },
  };
}
