import { randomBytes, randomInt } from 'node:crypto';
import { cardErrors, failure, maskCardNumber, providerErrors } from './errors';
import { allocateProportionally } from './money';
import type {
  Payment,
  PaymentFailure,
  PaymentRequest,
  PaymentResult,
  RetrievePaymentRequest,
  SubMerchantDetails,
  ThreeDSInitializeRequest,
  UpdateSubMerchantRequest,
} from './provider';
import { createEscrow } from './sandbox-escrow';
import { type PaymentRecord, type SandboxStore, type ThreeDSRecord, createMemorySandboxStore } from './sandbox-store';
import { cardBehaviour } from './test-cards';
import { renderBankPage } from './three-ds';

export interface SandboxBankOptions {
  store?: SandboxStore;
  now?: () => Date;
}

export type SandboxBank = ReturnType<typeof createSandboxBank>;

const amountText = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

export const toPayment = (record: PaymentRecord): Payment => ({
  paymentId: record.paymentId,
  conversationId: record.conversationId,
  basketId: record.basketId,
  price: record.price,
  paidPrice: record.paidPrice,
  currency: record.currency,
  installment: record.installment,
  card: { ...record.card },
  items: record.items.map(({ itemId, paymentTransactionId, price, paidPrice, subMerchantKey, subMerchantPrice }) => ({
    itemId,
    paymentTransactionId,
    price,
    paidPrice,
    subMerchantKey,
    subMerchantPrice,
  })),
});

/**
 * iyzico's marketplace as its sandbox behaves, in our terms: sub-merchants, the basket rules,
 * the test cards, 3DS and escrow. It is not idempotent (iyzico is not): `sandbox.ts` adds that,
 * and the fake iyzico server serves this same bank over HTTP. Operations run one at a time.
 */
export function createSandboxBank(options: SandboxBankOptions = {}) {
  const store = options.store ?? createMemorySandboxStore();
  const now = options.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(operation: () => Promise<T>): Promise<T> => {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  };
  const newId = async (kind: 'payment' | 'transaction' | 'threeDS') => {
    for (;;) {
      const id = String(randomInt(10_000_000, 99_999_999));
      if (!(await store.get(kind, id))) return id;
    }
  };

  /** iyzico's checks before the card is touched: the basket sums up, every line has a price, every seller exists. */
  async function checkBasket(request: PaymentRequest): Promise<PaymentFailure | null> {
    const sum = request.items.reduce((total, item) => total + item.price, 0);
    if (sum !== request.price) return failure(providerErrors.basketPriceMismatch);
    for (const item of request.items) {
      if (item.price <= 0) return failure(providerErrors.invalidItemPrice);
      if (item.subMerchantPrice <= 0 || item.subMerchantPrice > item.price) return failure(providerErrors.invalidSubMerchantPrice);
      if (!(await store.get('subMerchant', item.subMerchantKey))) return failure(providerErrors.subMerchantNotFound);
    }
    return null;
  }

  async function recordPayment(paymentId: string, request: ThreeDSRecord['request'], card: ThreeDSRecord['card'], refundable: boolean) {
    const paidPrice = request.paidPrice ?? request.price;
    const paidShares = allocateProportionally(
      paidPrice,
      request.items.map((item) => item.price),
    );
    const items: PaymentRecord['items'] = [];
    for (const [index, item] of request.items.entries()) {
      const paymentTransactionId = await newId('transaction');
      await store.put('transaction', paymentTransactionId, paymentId);
      items.push({
        itemId: item.id,
        paymentTransactionId,
        price: item.price,
        paidPrice: paidShares[index],
        subMerchantKey: item.subMerchantKey,
        subMerchantPrice: item.subMerchantPrice,
        approvedAt: null,
        refunded: 0,
      });
    }
    const record: PaymentRecord = {
      paymentId,
      conversationId: request.conversationId,
      basketId: request.basketId,
      price: request.price,
      paidPrice,
      currency: 'TRY',
      installment: request.installment ?? 1,
      card,
      items,
      status: 'SUCCESS',
      refundable,
      createdAt: now().toISOString(),
    };
    await store.put('payment', paymentId, record);
    if (!(await store.get('paymentByConversation', request.conversationId))) {
      await store.put('paymentByConversation', request.conversationId, paymentId);
    }
    return toPayment(record);
  }

  const cardSummary = (number: string) => {
    const digits = number.replace(/\D/g, '');
    return { binNumber: digits.slice(0, 6), lastFourDigits: digits.slice(-4) };
  };
  const withoutCard = ({ card: _card, ...rest }: PaymentRequest): ThreeDSRecord['request'] => rest;

  return {
    store,

    createSubMerchant: (details: SubMerchantDetails) =>
      exclusive(async (): Promise<PaymentResult<{ subMerchantKey: string }>> => {
        if (await store.get('subMerchantByExternalId', details.externalId)) return failure(providerErrors.subMerchantExists);
        const subMerchantKey = randomBytes(20).toString('base64');
        await store.put('subMerchant', subMerchantKey, { ...details, subMerchantKey, createdAt: now().toISOString() });
        await store.put('subMerchantByExternalId', details.externalId, subMerchantKey);
        return { ok: true, subMerchantKey };
      }),

    findSubMerchant: async (externalId: string) => {
      const key = await store.get('subMerchantByExternalId', externalId);
      const record = key ? await store.get('subMerchant', key) : null;
      return record ? ({ ok: true, ...record } as const) : failure(providerErrors.subMerchantNotFound);
    },

    updateSubMerchant: (request: UpdateSubMerchantRequest) =>
      exclusive(async (): Promise<PaymentResult<{ subMerchantKey: string }>> => {
        const existing = await store.get('subMerchant', request.subMerchantKey);
        if (!existing) return failure(providerErrors.subMerchantNotFound);
        if (existing.type !== request.type || existing.externalId !== request.externalId) return failure(providerErrors.invalidSubMerchant);
        await store.put('subMerchant', request.subMerchantKey, { ...request, createdAt: existing.createdAt });
        return { ok: true, subMerchantKey: request.subMerchantKey };
      }),

    authorize: (request: PaymentRequest) =>
      exclusive(async (): Promise<PaymentResult<Payment>> => {
        const refused = await checkBasket(request);
        if (refused) return refused;
        const behaviour = cardBehaviour(request.card, now());
        if (behaviour.kind === 'declines') return failure(behaviour.error);
        const payment = await recordPayment(await newId('payment'), withoutCard(request), cardSummary(request.card.number), behaviour.refundable);
        return { ok: true, ...payment };
      }),

    initializeThreeDS: (request: ThreeDSInitializeRequest) =>
      exclusive(async (): Promise<PaymentResult<{ paymentId: string; htmlContent: string }>> => {
        const refused = await checkBasket(request);
        if (refused) return refused;
        const behaviour = cardBehaviour(request.card, now());
        if (behaviour.kind === 'declines' && behaviour.error.errorGroup === 'INVALID_CARD_NUMBER') return failure(behaviour.error);
        if (behaviour.kind === 'approves' && !behaviour.threeDS) {
          return failure(cardErrors.threeDSInitializeFailed);
        }
        const paymentId = await newId('threeDS');
        const record: ThreeDSRecord = {
          paymentId,
          request: withoutCard(request),
          card: cardSummary(request.card.number),
          behaviour,
          approveData: randomBytes(16).toString('hex'),
          rejectData: randomBytes(16).toString('hex'),
          state: 'PENDING',
        };
        await store.put('threeDS', paymentId, record);
        const htmlContent = renderBankPage({
          callbackUrl: request.callbackUrl,
          paymentId,
          conversationId: request.conversationId,
          approveData: record.approveData,
          rejectData: record.rejectData,
          amountText: amountText(request.paidPrice ?? request.price),
          maskedCard: maskCardNumber(request.card.number),
        });
        return { ok: true, paymentId, htmlContent };
      }),

    /** iyzico's 3DS auth: the bank's conversationData decides; a second auth is refused. */
    completeThreeDS: (request: { paymentId: string; conversationData?: string }) =>
      exclusive(async (): Promise<PaymentResult<Payment>> => {
        const pending = await store.get('threeDS', request.paymentId);
        if (!pending) return failure(providerErrors.paymentNotFound);
        if (pending.state === 'COMPLETED') return failure(providerErrors.alreadyPaid);
        if (pending.state === 'FAILED') return failure(providerErrors.threeDSNotVerified);
        const approved = request.conversationData === pending.approveData;
        if (!approved && request.conversationData !== pending.rejectData) return failure(providerErrors.threeDSInvalid);
        const declined = !approved ? failure(providerErrors.threeDSNotVerified) : pending.behaviour.kind === 'declines' ? failure(pending.behaviour.error) : null;
        await store.put('threeDS', pending.paymentId, { ...pending, state: declined ? 'FAILED' : 'COMPLETED' });
        if (declined) return declined;
        const refundable = pending.behaviour.kind === 'approves' && pending.behaviour.refundable;
        const payment = await recordPayment(pending.paymentId, pending.request, pending.card, refundable);
        return { ok: true, ...payment };
      }),

    findPayment: async (request: RetrievePaymentRequest): Promise<PaymentResult<Payment>> => {
      const paymentId = 'paymentId' in request ? request.paymentId : await store.get('paymentByConversation', request.conversationId);
      const record = paymentId ? await store.get('payment', paymentId) : null;
      return record ? { ok: true, ...toPayment(record) } : failure(providerErrors.paymentNotFound);
    },

    ...createEscrow({ store, now, exclusive }),
  };
}
