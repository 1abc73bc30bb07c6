import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/sellers';
import { orderItems, orders, type SellerOrderStatus, sellerOrders } from '../../db/schema/orders';

/** A part that reached the buyer: only its lines may be reviewed. */
const reviewableStatuses: SellerOrderStatus[] = ['delivered', 'completed'];

export interface ReviewableLine {
  orderItemId: string;
  orderId: string;
  orderNumber: string;
  productId: string;
  productName: string;
  productSlug: string;
  image: string | null;
  sellerId: string;
  storeName: string;
  deliveredAt: Date | null;
}

/**
 * The buyer's order lines that reached them (their store's part is delivered or completed),
 * newest delivery first; narrowed to one order and product, or to some parts, when asked.
 * This is what makes a review possible (the reviews module decides which were reviewed).
 */
export async function listReviewableLines(
  db: Db,
  buyerId: string,
  filter: { orderId?: string; productId?: string; sellerOrderIds?: string[] } = {},
): Promise<ReviewableLine[]> {
  const conditions: SQL[] = [eq(orders.buyerId, buyerId), inArray(sellerOrders.status, reviewableStatuses)];
  if (filter.orderId) conditions.push(eq(orderItems.orderId, filter.orderId));
  if (filter.productId) conditions.push(eq(orderItems.productId, filter.productId));
  if (filter.sellerOrderIds) conditions.push(inArray(sellerOrders.id, filter.sellerOrderIds));
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productSlug: orderItems.productSlug,
      image: orderItems.image,
      sellerId: sellerOrders.sellerId,
      storeName: sellers.storeName,
      deliveredAt: sellerOrders.deliveredAt,
    })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(and(...conditions))
    .orderBy(desc(sellerOrders.deliveredAt), desc(orderItems.createdAt))
    .limit(500);
  return rows.filter((row): row is ReviewableLine => row.productId !== null);
}
