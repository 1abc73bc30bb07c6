import { formatMessage } from '@pazaryeri/contract';
import {
  type EscrowItemBody,
  type EscrowItemResponse,
  type EscrowItemView,
  kurusToLira,
  type PayoutResponse,
  paymentMessages,
  type PendingPaymentsQuery,
  type PendingPaymentsResponse,
  type SellerBalanceResponse,
} from '@pazaryeri/contract/orders/index';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { istanbulDate } from '../../integrations/payments/sandbox-escrow';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { OrdersContext } from '../orders';
import { escrowStatuses, orderItems, orders, sellerOrders } from '../../db/schema/orders';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';

type EscrowStatus = (typeof escrowStatuses)[number];
type Db = OrdersContext['db'];

const columns = {
  item: orderItems,
  orderNumber: orders.orderNumber,
  paidAt: orders.paidAt,
  partStatus: sellerOrders.status,
  customizationStatus: sellerOrders.customizationStatus,
  sellerId: sellers.id,
  storeName: sellers.storeName,
};

const selectEscrow = (db: Db) =>
  db
    .select(columns)
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId));

type EscrowRow = Awaited<ReturnType<ReturnType<typeof selectEscrow>['where']>>[number];

const approvableStatuses = ['delivered', 'completed'] as const;
/** Goods once delivered; custom work (an order from an offer) only once its buyer accepted the delivery (completed). */
const isApprovable = (row: EscrowRow) =>
  row.customizationStatus ? row.partStatus === 'completed' : (approvableStatuses as readonly string[]).includes(row.partStatus);
const approvableSql = sql`(${sellerOrders.status} = 'completed' or (${sellerOrders.status} = 'delivered' and ${sellerOrders.customizationStatus} is null))`;

function toView(row: EscrowRow): EscrowItemView {
  const { item } = row;
  return {
    _id: item.id,
    paymentTransactionId: item.paymentTransactionId ?? '',
    orderId: item.orderId,
    orderNumber: row.orderNumber,
    sellerOrderId: item.sellerOrderId,
    sellerOrderStatus: row.partStatus,
    seller: { _id: row.sellerId, storeName: row.storeName },
    productName: item.productName,
    quantity: item.quantity,
    paidPrice: kurusToLira(item.sellerShare + item.commission),
    sellerShare: kurusToLira(item.sellerShare),
    commission: kurusToLira(item.commission),
    escrowStatus: item.escrowStatus,
    approvable: isApprovable(row) && (item.escrowStatus === 'pending' || item.escrowStatus === 'disapproved'),
    paidAt: row.paidAt?.toISOString() ?? null,
    escrowUpdatedAt: item.escrowUpdatedAt?.toISOString() ?? null,
  };
}

const escrowFilter: Record<PendingPaymentsQuery['escrowStatus'], EscrowStatus[]> = {
  held: ['pending', 'disapproved'],
  approved: ['approved'],
  paid_out: ['paid_out'],
  refunded: ['refunded'],
};

/** `GET /approval/pending-payments` (admin): paid lines in escrow, newest first; `approvable` once their part is delivered. */
export async function listPendingPayments(ctx: OrdersContext, query: PendingPaymentsQuery): Promise<PendingPaymentsResponse> {
  const conditions: (SQL | undefined)[] = [isNotNull(orderItems.paymentTransactionId), inArray(orderItems.escrowStatus, escrowFilter[query.escrowStatus])];
  if (query.sellerId) conditions.push(isId(query.sellerId) ? eq(sellerOrders.sellerId, query.sellerId) : sql`false`);
  if (query.approvable !== undefined) {
    conditions.push(query.approvable ? approvableSql : sql`not ${approvableSql}`);
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectEscrow(ctx.db)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orderItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .where(where),
  ]);
  return { items: rows.map(toView), page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

async function findEscrowItem(db: Db, body: EscrowItemBody): Promise<EscrowRow> {
  const where = body.paymentTransactionId
    ? eq(orderItems.paymentTransactionId, body.paymentTransactionId)
    : body.orderItemId && isId(body.orderItemId)
      ? eq(orderItems.id, body.orderItemId)
      : null;
  const [row] = where ? await selectEscrow(db).where(and(where, isNotNull(orderItems.paymentTransactionId))) : [];
  if (!row) throw new AppError('NOT_FOUND', paymentMessages.itemNotFound);
  return row;
}

/** Moves the line's escrow state if it is still what we read (a concurrent decision wins once). */
async function setEscrow(db: Db, row: EscrowRow, from: EscrowStatus[], to: EscrowStatus): Promise<EscrowRow> {
  await db
    .update(orderItems)
    .set({ escrowStatus: to, escrowUpdatedAt: new Date() })
    .where(and(eq(orderItems.id, row.item.id), inArray(orderItems.escrowStatus, from)));
  return findEscrowItem(db, { orderItemId: row.item.id });
}

/**
 * `POST /approval/update-submerchant-item` (admin): releases a paid line of a delivered or
 * completed part to the store's next payout. Approving an approved line again changes nothing.
 */
export async function approveEscrowItem(ctx: OrdersContext, body: EscrowItemBody): Promise<EscrowItemResponse> {
  const row = await findEscrowItem(ctx.db, body);
  if (row.item.escrowStatus === 'approved') return { message: paymentMessages.itemApproved, item: toView(row) };
  if (row.item.escrowStatus !== 'pending' && row.item.escrowStatus !== 'disapproved') throw new AppError('UNPROCESSABLE', paymentMessages.itemNotHeld);
  if (!isApprovable(row)) throw new AppError('UNPROCESSABLE', paymentMessages.itemNotApprovable);
  const result = await ctx.payments.approveItem({ paymentTransactionId: row.item.paymentTransactionId! });
  if (!result.ok) throw new AppError('UNPROCESSABLE', result.errorMessage);
  return { message: paymentMessages.itemApproved, item: toView(await setEscrow(ctx.db, row, ['pending', 'disapproved'], 'approved')) };
}

/** `POST /approval/disapprove-transaction` (admin): withdraws an approval that has not been paid out. */
export async function disapproveEscrowItem(ctx: OrdersContext, body: EscrowItemBody): Promise<EscrowItemResponse> {
  const row = await findEscrowItem(ctx.db, body);
  if (row.item.escrowStatus === 'disapproved') return { message: paymentMessages.itemDisapproved, item: toView(row) };
  if (row.item.escrowStatus !== 'approved') throw new AppError('UNPROCESSABLE', paymentMessages.itemNotApproved);
  const result = await ctx.payments.disapproveItem({ paymentTransactionId: row.item.paymentTransactionId! });
  if (!result.ok) throw new AppError('UNPROCESSABLE', result.errorMessage);
  return { message: paymentMessages.itemDisapproved, item: toView(await setEscrow(ctx.db, row, ['approved'], 'disapproved')) };
}

const daysBack = (days: number, now = new Date()) => Array.from({ length: days }, (_, index) => istanbulDate(new Date(now.getTime() - index * 86_400_000)));

/**
 * `POST /approval/payout-submerchant` (admin): the provider pays approved lines out on its own
 * calendar; this reads its payout report for a day (default: the last seven days) and marks the
 * stores' lines it lists as paid out. Running it twice changes nothing the second time.
 */
export async function recordPayouts(ctx: OrdersContext, date: string | undefined): Promise<PayoutResponse> {
  const days = date ? [date] : daysBack(7);
  const transactionIds = new Set<string>();
  for (const day of days) {
    const report = await ctx.payments.listPayouts({ date: day });
    if (!report.ok) throw new AppError('UNPROCESSABLE', report.errorMessage);
    for (const payout of report.payouts) if (payout.payoutType === 'SUB_MERCHANT') transactionIds.add(payout.paymentTransactionId);
  }
  const ids = [...transactionIds];
  const updated = ids.length
    ? await ctx.db
        .update(orderItems)
        .set({ escrowStatus: 'paid_out', escrowUpdatedAt: new Date() })
        .where(and(inArray(orderItems.paymentTransactionId, ids), eq(orderItems.escrowStatus, 'approved')))
        .returning({ id: orderItems.id })
    : [];
  const rows = updated.length ? await selectEscrow(ctx.db).where(inArray(orderItems.id, updated.map((row) => row.id))) : [];
  return {
    message: formatMessage(paymentMessages.payoutsRecorded, { count: rows.length }),
    date: days[0],
    paidOut: rows.length,
    items: rows.map(toView),
  };
}

/** `GET /orders/seller-balance`: the store's earnings (after commission) by escrow state. */
export async function sellerBalance(ctx: OrdersContext, userId: string): Promise<SellerBalanceResponse> {
  const store = await findStoreByUserId(ctx.db, userId);
  const totals = store
    ? await ctx.db
        .select({ status: orderItems.escrowStatus, amount: sql<number>`coalesce(sum(${orderItems.sellerShare}), 0)::int` })
        .from(orderItems)
        .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
        .where(eq(sellerOrders.sellerId, store.id))
        .groupBy(orderItems.escrowStatus)
    : [];
  const sum = (...statuses: EscrowStatus[]) => kurusToLira(totals.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.amount, 0));
  return { pending: sum('pending', 'disapproved'), approved: sum('approved'), paidOut: sum('paid_out'), refunded: sum('refunded'), currency: 'TRY' };
}
