import { failure, providerErrors } from './errors';
import type { Cancellation, ItemDecision, Kurus, PaymentFailure, PaymentResult, Payout, Refund } from './provider';
import type { ItemRecord, PaymentRecord, SandboxStore } from './sandbox-store';

const istanbulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an instant in Istanbul, the calendar iyzico settles and cancels by. */
export const istanbulDate = (instant: Date) => istanbulDay.format(instant);

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const refundWindowMs = 365 * 86_400_000;

/**
 * The sandbox's settlement calendar: an approved line is paid out the day after its approval
 * (iyzico's real calendar depends on the contract; one day keeps demos and tests short).
 */
export const payoutDateOf = (item: ItemRecord) => (item.approvedAt ? nextDay(istanbulDate(new Date(item.approvedAt))) : null);

/** The seller's and the platform's part of what is left of a line after refunds, exactly. */
function payoutSplit(item: ItemRecord): { seller: Kurus; platform: Kurus } {
  const remaining = item.paidPrice - item.refunded;
  const seller = Number((BigInt(item.subMerchantPrice) * BigInt(remaining) * 2n + BigInt(item.paidPrice)) / (2n * BigInt(item.paidPrice)));
  return { seller: Math.min(seller, remaining), platform: remaining - Math.min(seller, remaining) };
}

interface EscrowContext {
  store: SandboxStore;
  now: () => Date;
  exclusive: <T>(operation: () => Promise<T>) => Promise<T>;
}

/**
 * Escrow as iyzico's marketplace keeps it: paid lines wait for the marketplace's approval; an
 * approval can be withdrawn until the payout; a line can be refunded (partly) only while it is
 * not approved; a payment can be cancelled whole, on its own day, before anything moved.
 */
export function createEscrow({ store, now, exclusive }: EscrowContext) {
  const today = () => istanbulDate(now());
  const isPaidOut = (item: ItemRecord) => {
    const payoutDate = payoutDateOf(item);
    return payoutDate !== null && payoutDate <= today();
  };

  /** The line and its payment, or the failure to answer. */
  async function findLine(paymentTransactionId: string): Promise<PaymentFailure | { payment: PaymentRecord; item: ItemRecord }> {
    const paymentId = await store.get('transaction', paymentTransactionId);
    const payment = paymentId ? await store.get('payment', paymentId) : null;
    const item = payment?.items.find((line) => line.paymentTransactionId === paymentTransactionId);
    if (!payment || !item) return failure(providerErrors.itemNotFound);
    if (payment.status === 'CANCELLED') return failure(providerErrors.paymentCancelled);
    return { payment, item };
  }

  const decided = (payment: PaymentRecord, item: ItemRecord): PaymentResult<ItemDecision> => ({
    ok: true,
    paymentId: payment.paymentId,
    paymentTransactionId: item.paymentTransactionId,
  });

  return {
    approveItem: (paymentTransactionId: string) =>
      exclusive(async (): Promise<PaymentResult<ItemDecision>> => {
        const line = await findLine(paymentTransactionId);
        if ('ok' in line) return line;
        const { payment, item } = line;
        if (item.refunded >= item.paidPrice) return failure(providerErrors.itemRefunded);
        if (!item.approvedAt) {
          item.approvedAt = now().toISOString();
          await store.put('payment', payment.paymentId, payment);
        }
        return decided(payment, item);
      }),

    disapproveItem: (paymentTransactionId: string) =>
      exclusive(async (): Promise<PaymentResult<ItemDecision>> => {
        const line = await findLine(paymentTransactionId);
        if ('ok' in line) return line;
        const { payment, item } = line;
        if (isPaidOut(item)) return failure(providerErrors.itemPaidOut);
        if (item.approvedAt) {
          item.approvedAt = null;
          await store.put('payment', payment.paymentId, payment);
        }
        return decided(payment, item);
      }),

    refundItem: (request: { paymentTransactionId: string; amount: Kurus }) =>
      exclusive(async (): Promise<PaymentResult<Refund>> => {
        const line = await findLine(request.paymentTransactionId);
        if ('ok' in line) return line;
        const { payment, item } = line;
        if (!payment.refundable) return failure(providerErrors.notRefundable);
        if (isPaidOut(item)) return failure(providerErrors.itemPaidOut);
        if (item.approvedAt) return failure(providerErrors.itemApproved);
        if (now().getTime() - Date.parse(payment.createdAt) > refundWindowMs) return failure(providerErrors.refundPeriodExpired);
        const refundable = item.paidPrice - item.refunded;
        if (refundable === 0) return failure(providerErrors.itemRefunded);
        if (request.amount > refundable) return failure(providerErrors.refundExceedsAmount);
        item.refunded += request.amount;
        await store.put('payment', payment.paymentId, payment);
        return { ok: true, paymentId: payment.paymentId, paymentTransactionId: item.paymentTransactionId, amount: request.amount };
      }),

    cancelPayment: (paymentId: string) =>
      exclusive(async (): Promise<PaymentResult<Cancellation>> => {
        const payment = await store.get('payment', paymentId);
        if (!payment) return failure(providerErrors.paymentNotFound);
        if (payment.status === 'CANCELLED') return { ok: true, paymentId, amount: payment.paidPrice };
        if (!payment.refundable) return failure(providerErrors.notRefundable);
        const sameDay = istanbulDate(new Date(payment.createdAt)) === today();
        const untouched = payment.items.every((item) => !item.approvedAt && item.refunded === 0);
        if (!sameDay || !untouched) return failure(providerErrors.cancelNotAllowed);
        await store.put('payment', paymentId, { ...payment, status: 'CANCELLED' });
        return { ok: true, paymentId, amount: payment.paidPrice };
      }),

    /** What was paid out on `date`: nothing for a day still to come. */
    listPayouts: async (date: string): Promise<PaymentResult<{ payouts: Payout[] }>> => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return failure(providerErrors.invalidRequest);
      const payouts: Payout[] = [];
      if (date > today()) return { ok: true, payouts };
      for (const payment of await store.list('payment')) {
        if (payment.status !== 'SUCCESS') continue;
        for (const item of payment.items) {
          if (payoutDateOf(item) !== date) continue;
          const { seller, platform } = payoutSplit(item);
          const base = { paymentTransactionId: item.paymentTransactionId, currency: payment.currency };
          payouts.push({ ...base, payoutType: 'SUB_MERCHANT', subMerchantKey: item.subMerchantKey, amount: seller });
          if (platform > 0) payouts.push({ ...base, payoutType: 'MERCHANT', subMerchantKey: null, amount: platform });
        }
      }
      return { ok: true, payouts };
    },
  };
}
