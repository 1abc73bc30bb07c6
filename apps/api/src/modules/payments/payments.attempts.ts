import { type OrderView, paymentMessages } from '@pazaryeri/contract/orders/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Payment, PaymentFailure } from '../../integrations/payments';
import { AppError } from '../../lib/errors';
import { endUnpaidCheckout, loadOrderView, lockOrder, markCheckoutPaid, type OrdersContext } from '../orders';
import { type OrderRow, type PaymentRow, payments } from '../../db/schema/orders';
import { sendPaidMails } from './payments.mails';

/**
 * Payment attempts and how their outcome lands on the order. The provider is always called
 * between two short transactions, never inside one: the first claims the attempt under the
 * order's row lock, the second records the outcome under it again. A second request for the
 * same order meanwhile sees the claimed attempt and waits for its outcome (one charge, one answer).
 */

/** An attempt in flight for longer than this was abandoned (a crash): the provider is asked what happened. */
export const staleAfterMs = 60_000;
const waitLimitMs = 40_000;

export type Claim =
  | { kind: 'paid' }
  | { kind: 'refused'; message: string }
  | { kind: 'wait'; attemptId: string }
  | { kind: 'reconcile'; attempt: PaymentRow }
  | { kind: 'go'; attempt: PaymentRow; order: OrderRow };

export const lockAttempt = async (tx: Db, id: string): Promise<PaymentRow> => {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
};

/** What a finished or running attempt means for the next request on its order. */
export function claimOf(order: OrderRow, attempt: PaymentRow | undefined, now: Date): Claim | null {
  if (order.status === 'paid') return { kind: 'paid' };
  if (attempt?.status === 'failed' && order.status === 'payment_failed') return { kind: 'refused', message: attempt.errorMessage ?? paymentMessages.failed };
  if (attempt?.status === 'pending') {
    return now.getTime() - order.updatedAt.getTime() > staleAfterMs ? { kind: 'reconcile', attempt } : { kind: 'wait', attemptId: attempt.id };
  }
  if (attempt?.status === 'needs_review') return { kind: 'reconcile', attempt };
  return null;
}

/** Waits until another request's attempt has an outcome; 409 if it takes longer than the provider may. */
export async function waitForAttempt(db: Db, attemptId: string): Promise<void> {
  const deadline = Date.now() + waitLimitMs;
  while (Date.now() < deadline) {
    const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, attemptId));
    if (row?.status !== 'pending') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new AppError('CONFLICT', paymentMessages.providerUnavailable);
}

/** The refusal every failed payment answers: the spec's 'Ödeme başlatılamadı' and the bank's reason. */
export const paymentRefused = (reason: string) => new AppError('UNPROCESSABLE', `${paymentMessages.failed}. ${reason}`);

/** Network faults and unverifiable answers: money may have moved, so nothing is undone yet. */
export const isUncertain = (failure: PaymentFailure) => failure.errorGroup === 'PROVIDER_UNAVAILABLE' || failure.errorGroup === 'PROVIDER_ERROR';

/** What recording a success answers: whether digital goods went out, and the paid order's admin view when this call recorded it. */
export interface SuccessOutcome {
  digitalDelivered: boolean;
  order?: OrderView;
}

/**
 * The attempt succeeded: the order is paid (at most one attempt per order ever succeeds: a unique
 * index says so). The mails and the caller's answer share one read of the paid order.
 */
export async function recordSuccess(ctx: OrdersContext, attempt: Pick<PaymentRow, 'id' | 'orderId'>, payment: Payment | null): Promise<SuccessOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, attempt.orderId))!;
    const current = await lockAttempt(tx, attempt.id);
    if (current.status === 'succeeded') return null;
    const now = new Date();
    const done = { providerPaymentId: payment?.paymentId ?? current.providerPaymentId, completedAt: now, errorCode: null, errorMessage: null };
    if (order.status !== 'pending_payment') {
      // Charged for an order that ended meanwhile: kept for a person to refund, never silently.
      await tx.update(payments).set({ ...done, status: 'needs_review', errorCode: 'ORDER_ENDED' }).where(eq(payments.id, attempt.id));
      ctx.log.error({ orderId: attempt.orderId, attemptId: attempt.id }, 'payment succeeded for an order that is no longer waiting for it');
      return null;
    }
    await tx.update(payments).set({ ...done, status: 'succeeded' }).where(eq(payments.id, attempt.id));
    return markCheckoutPaid(tx, attempt.orderId, payment, now);
  });
  if (!outcome) return { digitalDelivered: false };
  const order = await loadOrderView(ctx, attempt.orderId, { kind: 'admin' });
  await sendPaidMails(ctx, order);
  return { digitalDelivered: outcome.digitalDelivered, order };
}

/** The attempt failed for good: the order ends as payment_failed, its stock and coupon are released. */
export async function recordFailure(ctx: OrdersContext, attempt: Pick<PaymentRow, 'id' | 'orderId'>, failure: Pick<PaymentFailure, 'errorCode' | 'errorMessage'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, attempt.orderId))!;
    const current = await lockAttempt(tx, attempt.id);
    if (current.status === 'succeeded' || current.status === 'failed') return;
    await tx
      .update(payments)
      .set({ status: 'failed', errorCode: failure.errorCode, errorMessage: failure.errorMessage, completedAt: new Date() })
      .where(eq(payments.id, attempt.id));
    if (order.status === 'pending_payment') {
      await endUnpaidCheckout(tx, order, { status: 'payment_failed', actorRole: 'system', note: `Ödeme alınamadı: ${failure.errorMessage}` });
    }
  });
}

/** The outcome is unknown (timeout, unverifiable answer): the order keeps waiting and the next request asks the provider. */
export async function recordUncertain(ctx: OrdersContext, attemptId: string, failure: PaymentFailure): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ status: 'needs_review', errorCode: failure.errorCode, errorMessage: failure.errorMessage })
    .where(and(eq(payments.id, attemptId), inArray(payments.status, ['pending', 'three_ds_pending'])));
}

/**
 * An attempt whose outcome we never recorded: the provider knows (by its conversationId). Paid →
 * the order is paid; never charged → the attempt is closed and the order may be paid again.
 */
export async function reconcileAttempt(ctx: OrdersContext, attempt: PaymentRow): Promise<void> {
  const found = await ctx.payments.retrievePayment({ conversationId: attempt.conversationId });
  if (found.ok) {
    await recordSuccess(ctx, attempt, found);
    return;
  }
  if (found.errorGroup !== 'PAYMENT_NOT_FOUND') throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerUnavailable);
  await ctx.db
    .update(payments)
    .set({ status: 'failed', errorCode: 'NOT_CHARGED', errorMessage: 'Ödeme tamamlanmadı; karttan tutar çekilmedi.', completedAt: new Date() })
    .where(and(eq(payments.id, attempt.id), inArray(payments.status, ['pending', 'needs_review'])));
}
