import type {
  AdminOrdersQuery,
  MyOrdersQuery,
  OrderFilterStatus,
  OrderListResponse,
  ProductOrdersQuery,
  SellerOrderListResponse,
  SellerOrdersQuery,
} from '@pazaryeri/contract/orders/index';
import { and, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { isId } from '../../lib/ids';
import { createdBetween, pageCount, turkishPattern } from '../../lib/sql-filters';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { OrdersContext } from './orders.context';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';
import { type Audience, loadOrderViews } from './orders.view';

const nothing = sql`false`;

/** A condition on an id; an id that cannot exist matches nothing (rather than a 500 from the uuid cast). */
const idOrNothing = (id: string | undefined, condition: (id: string) => SQL) => (id === undefined ? undefined : isId(id) ? condition(id) : nothing);

/** The checkout's status, or any of its parts'. */
const hasStatus = (status: OrderFilterStatus): SQL =>
  or(
    sql`${orders.status} = ${status}`,
    sql`exists (select 1 from ${sellerOrders} where ${sellerOrders.orderId} = ${orders.id} and ${sellerOrders.status} = ${status})`,
  )!;

const productNamed = (pattern: string, partScoped = false): SQL =>
  partScoped
    ? sql`exists (select 1 from ${orderItems} where ${orderItems.sellerOrderId} = ${sellerOrders.id} and ${orderItems.productName} ~* ${pattern})`
    : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productName} ~* ${pattern})`;

/** Order number or product name, Turkish letters folded both ways. */
function matchesOrder(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = turkishPattern(keyword);
  return or(sql`${orders.orderNumber} ~* ${pattern}`, productNamed(pattern))!;
}

/** One page of checkout ids (newest first) and the count; the views load the whole page at once. */
async function orderPage(ctx: OrdersContext, where: SQL | undefined, page: number, limit: number, audience: Audience): Promise<OrderListResponse> {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ]);
  const views = await loadOrderViews(ctx, rows.map((row) => row.id), audience);
  return { orders: views, page, limit, total, totalPages: pageCount(total, limit) };
}

/** `GET /orders/myorders` (+ /filter, /search): the buyer's own checkouts. */
export async function listMyOrders(ctx: OrdersContext, buyerId: string, query: MyOrdersQuery): Promise<OrderListResponse> {
  const where = and(
    eq(orders.buyerId, buyerId),
    query.status ? hasStatus(query.status) : undefined,
    ...createdBetween(orders.createdAt, query.startDate, query.endDate),
    matchesOrder(query.search ?? query.keyword),
  );
  return orderPage(ctx, where, query.page, query.limit, { kind: 'buyer' });
}

/**
 * `GET /orders/seller-orders` (+ /filter, /search): the store's own parts of paid orders, newest
 * first, 10 a page, with the customer's shipping details. Search: order number, product or
 * customer name.
 */
export async function listSellerOrders(ctx: OrdersContext, userId: string, query: SellerOrdersQuery, only: 'all' | 'fromOffers' = 'all'): Promise<SellerOrderListResponse> {
  const empty = { orders: [], page: query.page, limit: query.limit, total: 0, totalPages: 0 };
  const store = await findStoreByUserId(ctx.db, userId);
  if (!store) return empty;
  const keyword = query.search ?? query.keyword ?? query.query;
  const pattern = keyword ? turkishPattern(keyword) : null;
  const where = and(
    eq(sellerOrders.sellerId, store.id),
    isNotNull(orders.paidAt),
    only === 'fromOffers' ? isNotNull(sellerOrders.customizationStatus) : undefined,
    query.status ? sql`${sellerOrders.status} = ${query.status}` : undefined,
    ...createdBetween(orders.createdAt, query.startDate, query.endDate),
    pattern
      ? or(sql`${orders.orderNumber} ~* ${pattern}`, productNamed(pattern, true), sql`${orders.shippingAddress}->>'fullName' ~* ${pattern}`)
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ orderId: orders.id })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(sellerOrders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(sellerOrders).innerJoin(orders, eq(orders.id, sellerOrders.orderId)).where(where),
  ]);
  const views = await loadOrderViews(ctx, rows.map((row) => row.orderId), { kind: 'seller', sellerId: store.id });
  return { orders: views.flatMap((view) => view.orders), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

const containsProduct = (productId: string) => sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${productId})`;

/** Order number, buyer name or e-mail, product or store name. */
function matchesAdminKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = turkishPattern(keyword);
  return or(
    sql`${orders.orderNumber} ~* ${pattern}`,
    sql`exists (select 1 from ${users} where ${users.id} = ${orders.buyerId} and (${users.name} ~* ${pattern} or ${users.email} ~* ${pattern}))`,
    productNamed(pattern),
    sql`exists (select 1 from ${sellerOrders} join ${sellers} on ${sellers.id} = ${sellerOrders.sellerId} where ${sellerOrders.orderId} = ${orders.id} and ${sellers.storeName} ~* ${pattern})`,
  );
}

/**
 * `GET /admin/orders/all-orders`, `/search` and `/filtre`: every checkout, newest first, with
 * whichever of keyword, status, date range, store and buyer are given, all of them at once.
 */
export function listAllOrders(ctx: OrdersContext, query: AdminOrdersQuery): Promise<OrderListResponse> {
  const where = and(
    matchesAdminKeyword(query.keyword),
    query.status ? hasStatus(query.status) : undefined,
    ...createdBetween(orders.createdAt, query.startDate, query.endDate),
    idOrNothing(query.sellerId, (id) => sql`exists (select 1 from ${sellerOrders} where ${sellerOrders.orderId} = ${orders.id} and ${sellerOrders.sellerId} = ${id})`),
    idOrNothing(query.buyerId, (id) => eq(orders.buyerId, id)),
    idOrNothing(query.productId, containsProduct),
  );
  return orderPage(ctx, where, query.page, query.limit, { kind: 'admin' });
}


/** `GET /admin/product-order?productId`: checkouts that contain a product. */
export function listProductOrders(ctx: OrdersContext, query: ProductOrdersQuery): Promise<OrderListResponse> {
  return orderPage(ctx, idOrNothing(query.productId, containsProduct)!, query.page, query.limit, { kind: 'admin' });
}

