import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { orderMessages, type OrderResponse, type UpdateOrderStatusBody } from '@pazaryeri/contract/orders/index';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { releaseCouponUse } from '../coupons';
import { type OrderAccess, orderNotFound, resolveOrderAccess } from './orders.access';
import type { Actor, OrdersContext } from './orders.context';
import { assertMove, isFinal, partKind, refundsMoney, releasesStock } from './orders.machine';
import { sendStatusMails } from './orders.status-mails';
import { endUnpaidCheckout, lockOrder } from './orders.payment-effects';
import { refundPart } from './orders.refunds';
import { releasePartsStock } from './orders.stock';
import { orderItems, orders, orderStatusEvents, payments, type SellerOrderRow, type SellerOrderStatus, sellerOrders } from '../../db/schema/orders';
import { loadOrderView } from './orders.view';

/** The parts a request moves: the seller's own; the one named; else every part not already there. */
function targetsOf(access: OrderAccess, parts: SellerOrderRow[], body: UpdateOrderStatusBody): SellerOrderRow[] {
  const named = access.role === 'seller' ? access.partId : (body.sellerOrderId ?? access.partId);
  if (named) {
    const part = parts.find((row) => row.id === named);
    if (!part) throw orderNotFound();
    return [part];
  }
  return parts.filter((part) => part.status !== body.status);
}

/** What a move needs before anything changes: the machine's permission and the move's own conditions. */
async function checkMove(db: Db, role: OrderAccess['role'], part: SellerOrderRow, body: UpdateOrderStatusBody) {
  // Custom work moves through its own steps (start, deliver, accept, revise); here it is only cancelled or refunded.
  if (partKind(part) === 'custom' && body.status !== 'cancelled' && body.status !== 'refunded') throw new AppError('UNPROCESSABLE', freelanceMessages.stepsOnly);
  assertMove(role, part.status, body.status, partKind(part));
  if (body.status === 'shipped' && (!(body.carrier ?? part.carrier) || !(body.trackingNumber ?? part.trackingNumber))) {
    throw new AppError('UNPROCESSABLE', orderMessages.trackingRequired);
  }
  if (role === 'buyer' && body.status === 'cancelled') {
    const [delivered] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.sellerOrderId, part.id), isNotNull(orderItems.deliveredAt)))
      .limit(1);
    if (delivered) throw new AppError('UNPROCESSABLE', orderMessages.digitalDeliveredCannotCancel);
  }
}

/**
 * Cancels a checkout that was never paid, whole (its total is what the payment would charge):
 * stock and coupon go back. Refused while a payment attempt is running; a 3DS page still open
 * can no longer complete.
 */
async function cancelUnpaid(ctx: OrdersContext, access: OrderAccess, actor: Actor, note: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, access.orderId);
    if (!order) throw orderNotFound();
    const [running] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'))).limit(1);
    if (running) throw new AppError('CONFLICT', orderMessages.paymentInProgress);
    if (order.status !== 'pending_payment') {
      const parts = await tx.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
      for (const part of parts) assertMove(access.role, part.status, 'cancelled', partKind(part));
    }
    await tx
      .update(payments)
      .set({ status: 'failed', errorCode: 'ORDER_CANCELLED', errorMessage: 'Sipariş iptal edildi.', completedAt: new Date() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'three_ds_pending')));
    await endUnpaidCheckout(tx, order, { status: 'cancelled', actorRole: access.role, actorId: actor.id, note: note ?? 'Sipariş iptal edildi.' });
  });
}

/**
 * Step 1 of a move that gives money back: under the order's lock, the part takes its new status
 * before any money moves, so nobody ships it meanwhile. Answers the status it came from (null
 * when it was already there). Undone by `restoreStatus` if the refund is refused.
 */
async function claimMove(ctx: OrdersContext, access: OrderAccess, partId: string, to: SellerOrderStatus): Promise<SellerOrderStatus | null> {
  return ctx.db.transaction(async (tx) => {
    await lockOrder(tx, access.orderId);
    const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, partId)).for('update');
    if (part.status === to) return null;
    assertMove(access.role, part.status, to, partKind(part));
    await tx.update(sellerOrders).set({ status: to, updatedAt: new Date() }).where(eq(sellerOrders.id, partId));
    return part.status;
  });
}

async function restoreStatus(ctx: OrdersContext, access: OrderAccess, partId: string, from: SellerOrderStatus, to: SellerOrderStatus) {
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, access.orderId);
    await tx.update(sellerOrders).set({ status: from, updatedAt: new Date() }).where(and(eq(sellerOrders.id, partId), eq(sellerOrders.status, to)));
  });
}

/**
 * Applies the moves under the order's lock, re-checking each part as it is now (a concurrent
 * change wins once). Parts claimed by `claimMove` already carry their status: they get their
 * timeline entry and stock here. When every part has ended, the order is cancelled and its
 * coupon's use returned.
 */
async function applyMoves(ctx: OrdersContext, access: OrderAccess, actor: Actor, partIds: string[], body: UpdateOrderStatusBody, claimed: Map<string, SellerOrderStatus>) {
  const to: SellerOrderStatus = body.status;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, access.orderId);
    if (!order) throw orderNotFound();
    const now = new Date();
    const moved: string[] = [];
    const releasing: string[] = [];
    for (const partId of partIds) {
      const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, partId)).for('update');
      const from = claimed.get(partId) ?? part.status;
      if (!claimed.has(partId)) {
        if (part.status === to) continue;
        assertMove(access.role, part.status, to, partKind(part));
      }
      await tx
        .update(sellerOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(to === 'shipped' && { shippedAt: now, carrier: body.carrier ?? part.carrier, trackingNumber: body.trackingNumber ?? part.trackingNumber }),
          ...(to === 'delivered' && { deliveredAt: now }),
          ...(body.note && access.role === 'seller' && { sellerNote: body.note }),
        })
        .where(eq(sellerOrders.id, part.id));
      await tx.insert(orderStatusEvents).values({ sellerOrderId: part.id, fromStatus: from, toStatus: to, actorId: actor.id, actorRole: access.role, note: body.note ?? null, createdAt: now });
      if (releasesStock(from, to)) releasing.push(part.id);
      moved.push(part.id);
    }
    const all = await tx.select({ status: sellerOrders.status }).from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
    if (order.status === 'paid' && all.every((part) => isFinal(part.status))) {
      await tx.update(orders).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      if (order.couponId) await releaseCouponUse(tx, order.id);
    }
    // After the coupon's row: checkout locks a coupon before the products (no deadlock).
    await releasePartsStock(tx, releasing);
    return moved;
  });
}

/**
 * Cancels or refunds paid parts: each is claimed (takes its new status), refunded at the
 * provider, and only then recorded; a refused refund puts that part back as it was and stops,
 * while parts already refunded are still recorded. Answers the parts to record and the refusal.
 */
async function refundParts(ctx: OrdersContext, access: OrderAccess, parts: SellerOrderRow[], to: SellerOrderStatus, ip: string) {
  const claimed = new Map<string, SellerOrderStatus>();
  for (const part of parts) {
    if (!refundsMoney(part.status, to)) continue;
    const from = await claimMove(ctx, access, part.id, to);
    try {
      // Already there (a request that crashed after its claim, or a concurrent one): refund what is left.
      if (!from) {
        await refundPart(ctx, part.id, ip);
        continue;
      }
      claimed.set(part.id, from);
      await refundPart(ctx, part.id, ip);
    } catch (error) {
      if (from) await restoreStatus(ctx, access, part.id, from, to);
      claimed.delete(part.id);
      return { claimed, refusal: error };
    }
  }
  return { claimed, refusal: null };
}

/**
 * `PUT /orders/{id}/status` and the admin's `PUT /admin/orders/{orderId}/status`: moves the
 * caller's part(s) as the state machine allows their role (422 otherwise). Cancelling or
 * refunding a paid part gives the buyer their money back at the provider (`refundParts`); cancelling before
 * shipping puts the stock back; when every part has ended the whole order is cancelled and its
 * coupon's use returned. Every move is written to the part's timeline; the buyer hears of
 * shipping and cancellations by mail.
 */
export async function changeOrderStatus(ctx: OrdersContext, actor: Actor, id: string, body: UpdateOrderStatusBody, ip: string): Promise<OrderResponse> {
  const access = await resolveOrderAccess(ctx.db, actor, id);
  const parts = await ctx.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, access.orderId));
  const targets = targetsOf(access, parts, body);
  if (body.status === 'cancelled' && targets.some((part) => part.status === 'pending_payment')) {
    for (const part of parts) assertMove(access.role, part.status, 'cancelled', partKind(part));
    await cancelUnpaid(ctx, access, actor, body.note);
    await sendStatusMails(ctx, access, parts.map((part) => part.id), 'cancelled');
  } else {
    for (const part of targets) await checkMove(ctx.db, access.role, part, body);
    const { claimed, refusal } = await refundParts(ctx, access, targets, body.status, ip);
    const partIds = refusal ? [...claimed.keys()] : targets.map((part) => part.id);
    const moved = partIds.length ? await applyMoves(ctx, access, actor, partIds, body, claimed) : [];
    await sendStatusMails(ctx, access, moved, body.status);
    if (refusal) throw refusal;
  }
  return { message: orderMessages.statusUpdated, order: await loadOrderView(ctx, access.orderId, access.audience) };
}
