import { paymentMessages } from '@pazaryeri/contract/orders/index';
import { eq } from 'drizzle-orm';
import { readThreeDSCallback } from '../../integrations/payments';
import { AppError, isAppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { verifyThreeDSPageToken } from '../../lib/tokens';
import { lockOrder, type OrdersContext } from '../orders';
import { orders, payments } from '../../db/schema/orders';
import { settle } from './pay.flow';
import { type Claim, claimOf, lockAttempt, reconcileAttempt, waitForAttempt } from './payments.attempts';

type CallbackClaim = Claim | { kind: 'unknown' };

/**
 * Under the order's lock: a callback for an attempt with an outcome answers that outcome; one
 * waiting for the bank is claimed (so a repeated post waits instead of completing it twice);
 * one for an order that ended meanwhile fails without asking the provider to charge.
 */
async function claimCallback(ctx: OrdersContext, paymentId: string, conversationId: string | undefined): Promise<CallbackClaim> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(eq(payments.providerPaymentId, paymentId));
    if (!found) return { kind: 'unknown' };
    const order = (await lockOrder(tx, found.orderId))!;
    const attempt = await lockAttempt(tx, found.id);
    if (conversationId && conversationId !== attempt.conversationId) return { kind: 'unknown' };
    if (attempt.status === 'succeeded' || order.status === 'paid') return { kind: 'paid' };
    if (attempt.status === 'failed') return { kind: 'refused', message: attempt.errorMessage ?? paymentMessages.failed };
    const decided = claimOf(order, attempt, new Date());
    if (decided) return decided;
    if (order.status !== 'pending_payment') {
      await tx.update(payments).set({ status: 'failed', errorCode: 'ORDER_ENDED', errorMessage: paymentMessages.expired, completedAt: new Date() }).where(eq(payments.id, attempt.id));
      return { kind: 'refused', message: paymentMessages.expired };
    }
    await tx.update(payments).set({ status: 'pending' }).where(eq(payments.id, attempt.id));
    await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { kind: 'go', attempt, order };
  });
}

export interface CallbackOutcome {
  orderId: string | null;
  paid: boolean;
  message: string;
}

/**
 * `POST /payment/3ds/callback`: the bank page's form post (no token: the attempt is found by
 * the provider's paymentId and its conversationId). Completes the payment once; a repeated post
 * answers the first outcome. mdStatus other than 1 (Reddet) fails the payment like a refused card.
 */
export async function completeThreeDSCallback(ctx: OrdersContext, form: unknown): Promise<CallbackOutcome> {
  const callback = readThreeDSCallback(form);
  if (!callback) throw new AppError('VALIDATION_FAILED', paymentMessages.callbackInvalid);
  const orderOf = async () => {
    const [row] = await ctx.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.providerPaymentId, callback.paymentId));
    return row?.orderId ?? null;
  };
  for (let round = 0; round < 5; round += 1) {
    const claim = await claimCallback(ctx, callback.paymentId, callback.conversationId);
    if (claim.kind === 'unknown') throw new AppError('NOT_FOUND', paymentMessages.callbackInvalid);
    if (claim.kind === 'paid') return { orderId: await orderOf(), paid: true, message: paymentMessages.succeeded };
    if (claim.kind === 'refused') return { orderId: await orderOf(), paid: false, message: `${paymentMessages.failed}. ${claim.message}` };
    if (claim.kind === 'wait') {
      await waitForAttempt(ctx.db, claim.attemptId);
      continue;
    }
    if (claim.kind === 'reconcile') {
      await reconcileAttempt(ctx, claim.attempt);
      continue;
    }
    const result = await ctx.payments.completeThreeDS({ ...callback, conversationId: claim.attempt.conversationId });
    try {
      await settle(ctx, claim.attempt, result);
      return { orderId: claim.order.id, paid: true, message: paymentMessages.succeeded };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { orderId: claim.order.id, paid: false, message: error.message };
    }
  }
  throw new AppError('CONFLICT', paymentMessages.providerUnavailable);
}

export type ThreeDSPage = { kind: 'page'; html: string } | { kind: 'done'; orderId: string } | { kind: 'invalid' };

/**
 * `GET /payment/3ds/page`: the bank page of an attempt still waiting for the bank; an attempt
 * that has moved on sends the buyer to its order instead (the back button after paying).
 */
export async function openThreeDSPage(ctx: OrdersContext, token: string | undefined): Promise<ThreeDSPage> {
  const attemptId = token ? await verifyThreeDSPageToken(token, ctx.config.jwtSecret) : null;
  if (!attemptId || !isId(attemptId)) return { kind: 'invalid' };
  const [attempt] = await ctx.db
    .select({ orderId: payments.orderId, status: payments.status, html: payments.threeDSHtml })
    .from(payments)
    .where(eq(payments.id, attemptId));
  if (!attempt) return { kind: 'invalid' };
  if (attempt.status === 'three_ds_pending' && attempt.html) return { kind: 'page', html: attempt.html };
  return { kind: 'done', orderId: attempt.orderId };
}
