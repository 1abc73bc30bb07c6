import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Payment } from '../../integrations/payments';
import { releaseCouponUse } from '../coupons/coupons.checkout';
import type { ActorRole } from './orders.machine';
import { releasePartsStock } from './orders.stock';
import { orderItems, type OrderRow, orders, orderStatusEvents, sellerOrders } from './orders.table';

/** The checkout row under `FOR UPDATE`: every change of an order's payment state starts here. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * A successful payment, inside the caller's transaction (the order locked): the checkout and
 * every part become paid; each paid line keeps its provider transaction id and waits in escrow;
 * digital lines are delivered at once, and a part of digital goods only is delivered with them.
 * Answers whether anything digital was delivered.
 */
export async function markCheckoutPaid(tx: Db, orderId: string, payment: Payment | null, now = new Date()): Promise<{ digitalDelivered: boolean }> {
  await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  for (const item of payment?.items ?? []) {
    await tx
      .update(orderItems)
      .set({ paymentTransactionId: item.paymentTransactionId, escrowStatus: 'pending', escrowUpdatedAt: now })
      .where(and(eq(orderItems.id, item.itemId), eq(orderItems.orderId, orderId)));
  }
  const digital = await tx
    .update(orderItems)
    .set({ deliveredAt: now })
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.productType, 'physical')))
    .returning({ sellerOrderId: orderItems.sellerOrderId });
  const parts = await tx
    .update(sellerOrders)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(sellerOrders.orderId, orderId), eq(sellerOrders.status, 'pending_payment')))
    .returning({ id: sellerOrders.id });
  const physical = await tx
    .select({ sellerOrderId: orderItems.sellerOrderId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productType, 'physical')));
  const withGoods = new Set(physical.map((row) => row.sellerOrderId));
  for (const part of parts) {
    await tx.insert(orderStatusEvents).values({ sellerOrderId: part.id, fromStatus: 'pending_payment', toStatus: 'paid', actorRole: 'system', note: 'Ödeme alındı.', createdAt: now });
    if (withGoods.has(part.id)) continue;
    await tx.update(sellerOrders).set({ status: 'delivered', deliveredAt: now, updatedAt: now }).where(eq(sellerOrders.id, part.id));
    await tx.insert(orderStatusEvents).values({
      sellerOrderId: part.id,
      fromStatus: 'paid',
      toStatus: 'delivered',
      actorRole: 'system',
      note: 'Dijital ürün başarıyla teslim edildi.',
      createdAt: new Date(now.getTime() + 1),
    });
  }
  return { digitalDelivered: digital.length > 0 };
}

/**
 * Ends an unpaid checkout, inside the caller's transaction (the order locked): its parts are
 * cancelled with a timeline entry, the reserved stock goes back on sale and the coupon's use is
 * given back. `payment_failed` after a refused payment, `cancelled` when the buyer, an admin or
 * the reservation's expiry ends it.
 */
export async function endUnpaidCheckout(
  tx: Db,
  order: OrderRow,
  outcome: { status: 'payment_failed' | 'cancelled'; actorRole: ActorRole; actorId?: string | null; note: string },
  now = new Date(),
): Promise<void> {
  const parts = await tx
    .update(sellerOrders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, 'pending_payment')))
    .returning({ id: sellerOrders.id });
  if (parts.length > 0) {
    await tx.insert(orderStatusEvents).values(
      parts.map((part) => ({
        sellerOrderId: part.id,
        fromStatus: 'pending_payment' as const,
        toStatus: 'cancelled' as const,
        actorRole: outcome.actorRole,
        actorId: outcome.actorId ?? null,
        note: outcome.note,
        createdAt: now,
      })),
    );
    await releasePartsStock(tx, parts.map((part) => part.id));
  }
  if (order.couponId) await releaseCouponUse(tx, order.id);
  await tx
    .update(orders)
    .set({ status: outcome.status, updatedAt: now, ...(outcome.status === 'cancelled' && { cancelledAt: now }) })
    .where(eq(orders.id, order.id));
}
