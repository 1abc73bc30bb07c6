import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';

/**
 * Whether the buyer paid for this product, got it, and was not refunded: who besides its store and
 * admins may download it (`canDownload`, and the STL module's paid models). A cancelled or
 * refunded part, or a refunded line, no longer counts: the rule an order line's
 * `downloadAvailable` shows its buyer (orders.view.ts). It reads the order tables itself because
 * the catalogue stands below orders.
 */
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
