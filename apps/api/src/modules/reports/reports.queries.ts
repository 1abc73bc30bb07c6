import { REPORT_TIME_ZONE } from '@pazaryeri/contract/reports/index';
import { and, countDistinct, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type SellerOrderStatus, sellerOrders } from '../../db/schema/orders';

/** A store's part counts as sold once paid, unless it was cancelled or refunded afterwards. */
export const soldStatuses: SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];

// A constant, written into the SQL so GROUP BY sees the very expression the SELECT has.
const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);

/**
 * The store's sold lines paid within the Turkish calendar days `startDay`…`endDay` (both included),
 * per day (parts, items, revenue) and per product (a deleted product is keyed by its slug). Revenue
 * is what the buyer paid for the goods (the line's share of a coupon taken off), in kuruş.
 */
export async function selectSales(db: Db, sellerId: string, startDay: string, endDay: string) {
  const sold = db.$with('sold').as(
    db
      .select({
        day: sql<string>`to_char((${orders.paidAt} at time zone ${zone})::date, 'YYYY-MM-DD')`.as('day'),
        partId: sellerOrders.id,
        productKey: sql<string>`coalesce(${orderItems.productId}::text, ${orderItems.productSlug})`.as('product_key'),
        name: orderItems.productName,
        quantity: orderItems.quantity,
        revenue: sql<number>`${orderItems.lineTotal} - ${orderItems.discount}`.as('revenue'),
      })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(sellerOrders.sellerId, sellerId),
          inArray(sellerOrders.status, soldStatuses),
          gte(orders.paidAt, sql`(${startDay}::timestamp at time zone ${zone})`),
          lt(orders.paidAt, sql`((${endDay}::date + 1)::timestamp at time zone ${zone})`),
        ),
      ),
  );
  const quantity = sql<number>`sum(${sold.quantity})`.mapWith(Number);
  const revenue = sql<number>`sum(${sold.revenue})`.mapWith(Number);
  const [daily, byProduct] = await Promise.all([
    db.with(sold).select({ day: sold.day, orders: countDistinct(sold.partId), itemsSold: quantity, revenue }).from(sold).groupBy(sold.day),
    db
      .with(sold)
      .select({ productId: sold.productKey, name: sql<string>`max(${sold.name})`, quantity, revenue })
      .from(sold)
      .groupBy(sold.productKey)
      .orderBy(desc(revenue), sold.productKey),
  ]);
  return { daily, byProduct };
}
