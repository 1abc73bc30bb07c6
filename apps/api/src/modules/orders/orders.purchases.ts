import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';

/** For the catalogue's `canDownload`: the buyer paid for this product, got it, and was not refunded. */
export async function hasPaidForProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(
      and(
        eq(orders.buyerId, userId),
        eq(orderItems.productId, productId),
        isNotNull(orderItems.deliveredAt),
        sql`${sellerOrders.status} not in ('cancelled', 'refunded')`,
        sql`${orderItems.escrowStatus} <> 'refunded'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
