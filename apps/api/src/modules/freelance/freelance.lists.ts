import { customizationStatusLabels, type FreelanceOrderListQuery, type FreelanceOrderListResponse } from '@pazaryeri/contract/freelance/index';
import { kurusToLira, orderStatusLabels } from '@pazaryeri/contract/orders/index';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { pageCount } from '../../lib/sql-filters';
import type { Actor } from '../orders';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { FreelanceContext } from './freelance.context';

/**
 * Freelance orders of the caller: as a buyer (`side: buyer`), or of their store once paid
 * (`side: seller`), newest first, with their customization status; one query for the page.
 */
export async function listFreelanceOrders(ctx: FreelanceContext, actor: Actor, query: FreelanceOrderListQuery, side: 'buyer' | 'seller'): Promise<FreelanceOrderListResponse> {
  let owner: SQL;
  if (side === 'buyer') owner = eq(orders.buyerId, actor.id);
  else {
    const store = await findStoreByUserId(ctx.db, actor.id);
    if (!store) return { orders: [], page: query.page, limit: query.limit, total: 0, totalPages: 0 };
    owner = and(eq(sellerOrders.sellerId, store.id), isNotNull(orders.paidAt))!;
  }
  const where = and(owner, isNotNull(sellerOrders.customizationStatus), query.customizationStatus ? eq(sellerOrders.customizationStatus, query.customizationStatus) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ part: sellerOrders, order: orders, title: orderItems.productName, storeName: sellers.storeName, buyerName: users.name })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .innerJoin(orderItems, eq(orderItems.sellerOrderId, sellerOrders.id))
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(where)
      .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(sellerOrders).innerJoin(orders, eq(orders.id, sellerOrders.orderId)).where(where),
  ]);
  return {
    orders: rows.map(({ part, order, title, storeName, buyerName }) => ({
      _id: order.id,
      sellerOrderId: part.id,
      orderNumber: order.orderNumber,
      title,
      buyerName,
      storeName,
      total: kurusToLira(part.total),
      status: order.status === 'paid' ? part.status : order.status,
      statusLabel: orderStatusLabels[order.status === 'paid' ? part.status : order.status],
      customizationStatus: part.customizationStatus!,
      customizationStatusLabel: customizationStatusLabels[part.customizationStatus!],
      revisionsLeft: part.revisionsAllowed - part.revisionsUsed,
      createdAt: part.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: pageCount(total, query.limit),
  };
}
