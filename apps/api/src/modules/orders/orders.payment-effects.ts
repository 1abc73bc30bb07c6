import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Payment } from '../../integrations/payments';
import { releaseCouponUse } from '../coupons';
import type { ActorRole } from './orders.machine';
import { releasePartsStock } from './orders.stock';
import { orderItems, type OrderRow, orders, orderStatusEvents, sellerOrders } from '../../db/schema/orders';

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
  const charged = payment?.items ?? [];
  if (charged.length > 0) {
    // One statement for every line, whatever the basket's size: each keeps its own transaction id.
    const transactions = sql.join(
      charged.map((item) => sql`(${item.itemId}::uuid, ${item.paymentTransactionId})`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${orderItems} set payment_transaction_id = charged.transaction_id, escrow_status = 'pending', escrow_updated_at = ${now.toISOString()}::timestamptz
      from (values ${transactions}) as charged (item_id, transaction_id)
      where ${orderItems.id} = charged.item_id and ${orderItems.orderId} = ${orderId}`);
  }
  // Custom work (an order from an offer) is delivered by its store later, not with the payment.
  const customParts = tx.select({ id: sellerOrders.id }).from(sellerOrders).where(and(eq(sellerOrders.orderId, orderId), isNotNull(sellerOrders.customizationStatus)));
  const digital = await tx
    .update(orderItems)
    .set({ deliveredAt: now })
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.productType, 'physical'), notInArray(orderItems.sellerOrderId, customParts)))
    .returning({ sellerOrderId: orderItems.sellerOrderId });
  const parts = await tx
    .update(sellerOrders)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(sellerOrders.orderId, orderId), eq(sellerOrders.status, 'pending_payment')))
    .returning({ id: sellerOrders.id, customizationStatus: sellerOrders.customizationStatus });
  if (parts.length === 0) return { digitalDelivered: digital.length > 0 };
  await tx
    .insert(orderStatusEvents)
    .values(parts.map((part) => ({ sellerOrderId: part.id, fromStatus: 'pending_payment' as const, toStatus: 'paid' as const, actorRole: 'system' as const, note: 'Ödeme alındı.', createdAt: now })));
  const physical = await tx
    .select({ sellerOrderId: orderItems.sellerOrderId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productType, 'physical')));
  const withGoods = new Set(physical.map((row) => row.sellerOrderId));
  const digitalOnly = parts.filter((part) => !withGoods.has(part.id) && !part.customizationStatus).map((part) => part.id);
  if (digitalOnly.length > 0) {
    const deliveredAt = new Date(now.getTime() + 1);
    await tx.update(sellerOrders).set({ status: 'delivered', deliveredAt: now, updatedAt: now }).where(inArray(sellerOrders.id, digitalOnly));
    await tx.insert(orderStatusEvents).values(
      digitalOnly.map((id) => ({
        sellerOrderId: id,
        fromStatus: 'paid' as const,
        toStatus: 'delivered' as const,
        actorRole: 'system' as const,
        note: 'Dijital ürün başarıyla teslim edildi.',
        createdAt: deliveredAt,
      })),
    );
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
  }
  // The coupon's row before the products' rows, the order checkout locks them in (no deadlock);
  // the products' last, so the checkouts waiting for them wait for the commit alone.
  if (order.couponId) await releaseCouponUse(tx, order.id);
  await tx
    .update(orders)
    .set({ status: outcome.status, updatedAt: now, ...(outcome.status === 'cancelled' && { cancelledAt: now }) })
    .where(eq(orders.id, order.id));
  await releasePartsStock(tx, parts.map((part) => part.id));
}
