import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockOrder } from './orders.payment-effects';
import { assertMove } from './orders.machine';
import { orderItems, orders, orderStatusEvents, type ShippingAddressSnapshot, sellerOrders, type SellerOrderStatus } from '../../db/schema/orders';

/** What the shipping module needs of a store's part: its order, status, shipping paid, address and lines. */
export interface ShippablePart {
  id: string;
  orderId: string;
  orderNumber: string;
  buyerId: string;
  sellerId: string;
  status: SellerOrderStatus;
  /** Shipping the buyer paid for this part (kuruş). */
  shippingCost: number;
  total: number;
  shippingAddress: ShippingAddressSnapshot | null;
  items: { id: string; productName: string; quantity: number; productType: string }[];
}

export async function loadShippablePart(db: Db, partId: string): Promise<ShippablePart | null> {
  const [row] = await db
    .select({ part: sellerOrders, orderNumber: orders.orderNumber, buyerId: orders.buyerId, shippingAddress: orders.shippingAddress, paidAt: orders.paidAt })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(eq(sellerOrders.id, partId));
  if (!row || !row.paidAt) return null;
  const items = await db
    .select({ id: orderItems.id, productName: orderItems.productName, quantity: orderItems.quantity, productType: orderItems.productType })
    .from(orderItems)
    .where(eq(orderItems.sellerOrderId, partId));
  return {
    id: row.part.id,
    orderId: row.part.orderId,
    orderNumber: row.orderNumber,
    buyerId: row.buyerId,
    sellerId: row.part.sellerId,
    status: row.part.status,
    shippingCost: row.part.shippingCost,
    total: row.part.total,
    shippingAddress: row.shippingAddress,
    items,
  };
}

/**
 * A move made by the system for the carrier (`orders.machine.ts`): the tracking delivered a
 * shipped part (→ delivered: escrow can be approved from now), or a label was cancelled before
 * pickup (→ preparing, carrier and tracking number cleared). Answers false, changing nothing,
 * when the part is not shipped any more (the store or an admin moved it meanwhile).
 */
export async function moveShippedPartForCarrier(db: Db, partId: string, to: 'delivered' | 'preparing', note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: sellerOrders.orderId }).from(sellerOrders).where(eq(sellerOrders.id, partId));
    if (!found) return false;
    await lockOrder(tx, found.orderId);
    const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, partId)).for('update');
    if (part.status !== 'shipped') return false;
    assertMove('system', part.status, to);
    const now = new Date();
    await tx
      .update(sellerOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'delivered' ? { deliveredAt: now } : { carrier: null, trackingNumber: null, shippedAt: null }),
      })
      .where(and(eq(sellerOrders.id, partId), eq(sellerOrders.status, 'shipped')));
    await tx.insert(orderStatusEvents).values({ sellerOrderId: partId, fromStatus: 'shipped', toStatus: to, actorId: null, actorRole: 'system', note, createdAt: now });
    return true;
  });
}
