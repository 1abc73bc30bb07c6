import { kurusToLira } from '@pazaryeri/contract/orders/index';
import {
  type FinancialReport,
  type ShipmentAnalytics,
  type ShipmentListResponse,
  shippingLimits,
  shippingMessages,
  type ShipmentStatus,
  type UserBalance,
} from '@pazaryeri/contract/shipping/index';
import { and, asc, count, desc, eq, or, type SQL, sql, sum } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createdBetween, matchesKeyword } from '../../lib/sql-filters';
import { loadShippablePart } from '../orders';
import { sellerOrders } from '../../db/schema/orders';
import type { ShippingContext } from './shipping.context';
import { refreshTracking, transactionView } from './shipping.service';
import { ownShipment, storeOf } from './shipping.store';
import { type ShipmentRow, shipments, shippingBalances, shippingTransactions } from '../../db/schema/shipping';
import { toShipmentView } from './shipping.views';

async function page(db: Db, where: SQL | undefined, order: SQL[], pageNumber: number, limit: number): Promise<ShipmentListResponse> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((pageNumber - 1) * limit),
    db.select({ total: count() }).from(shipments).where(where),
  ]);
  return { data: rows.map(toShipmentView), total, page: pageNumber, limit };
}

/** `GET /shipping/seller/shipments?page&limit&sort`: the store's shipments, newest first by default. */
export async function listSellerShipments(ctx: ShippingContext, userId: string, query: { page: number; limit: number; sort: '-createdAt' | 'createdAt' }) {
  const store = await storeOf(ctx.db, userId);
  const order = query.sort === 'createdAt' ? [asc(shipments.createdAt), asc(shipments.id)] : [desc(shipments.createdAt), desc(shipments.id)];
  return page(ctx.db, eq(shipments.sellerId, store.id), order, query.page, query.limit);
}

type ShipmentSearch = { page: number; limit: number; startDate?: string; endDate?: string; status?: ShipmentStatus; provider?: string; search?: string };

/** Dates, status, carrier and a keyword (order number, tracking number, recipient name or city). */
function searchConditions(query: ShipmentSearch): SQL[] {
  const conditions: SQL[] = [...createdBetween(shipments.createdAt, query.startDate, query.endDate)];
  if (query.status) conditions.push(eq(shipments.status, query.status));
  if (query.provider) conditions.push(eq(shipments.providerCode, query.provider));
  if (query.search) {
    conditions.push(
      or(
        matchesKeyword(shipments.orderNumber, query.search),
        matchesKeyword(shipments.trackingNumber, query.search),
        matchesKeyword(sql`${shipments.recipient}->>'name'` as never, query.search),
        matchesKeyword(shipments.recipientCity, query.search),
      )!,
    );
  }
  return conditions;
}

/** `GET /shipping/shipments`: the store's shipments filtered by dates, status, carrier and a keyword. */
export async function searchShipments(ctx: ShippingContext, userId: string, query: ShipmentSearch) {
  const store = await storeOf(ctx.db, userId);
  return page(ctx.db, and(eq(shipments.sellerId, store.id), ...searchConditions(query)), [desc(shipments.createdAt), desc(shipments.id)], query.page, query.limit);
}

/** `GET /shipping/admin/shipments`: every store's shipments, with the same filters (read-only, for admins). */
export async function searchAllShipments(ctx: ShippingContext, query: ShipmentSearch) {
  const conditions = searchConditions(query);
  return page(ctx.db, conditions.length ? and(...conditions) : undefined, [desc(shipments.createdAt), desc(shipments.id)], query.page, query.limit);
}

/** `GET /shipping/shipments/{id}/status`: asks the aggregator, applies what moved, answers the tracking. */
export async function shipmentStatus(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const row = await refreshTracking(ctx, await ownShipment(ctx.db, store.id, id));
  return { status: row.status as ShipmentStatus, trackingCode: row.trackingCode, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl, events: row.events };
}

/** `PUT /shipping/shipments/{id}/status {status: LABEL_PRINTED}`: the store printed the label. */
export async function markLabelPrinted(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const row = await ownShipment(ctx.db, store.id, id);
  if (row.status !== 'TRACKING_CODE_CREATED' && row.status !== 'OFFER_ACCEPTED') throw new AppError('UNPROCESSABLE', shippingMessages.statusNotAllowed);
  const [updated] = await ctx.db
    .update(shipments)
    .set({ status: 'LABEL_PRINTED', updatedAt: new Date() })
    .where(and(eq(shipments.id, row.id), eq(shipments.status, row.status)))
    .returning();
  return { message: shippingMessages.statusUpdated, shipment: toShipmentView(updated ?? row) };
}

/** `GET /shipping/shipments/{id}/items`: the lines of the order part the parcel carries. */
export async function shipmentItems(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const row = await ownShipment(ctx.db, store.id, id);
  const part = await loadShippablePart(ctx.db, row.sellerOrderId);
  return (part?.items ?? []).map((item) => ({ _id: item.id, productName: item.productName, quantity: item.quantity, productType: item.productType }));
}

const labelAudience = 'cargo-label';

/** `GET /shipping/shipments/{id}/label`: a signed link to the label PDF, valid for ten minutes. */
export async function labelLink(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const row = await ownShipment(ctx.db, store.id, id);
  if (!row.acceptedOfferId || row.canceledAt) throw new AppError('NOT_FOUND', shippingMessages.noLabel);
  const expiresAt = new Date(Date.now() + shippingLimits.labelLinkSeconds * 1000);
  const token = await new SignJWT({ sid: row.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(labelAudience)
    .setSubject(store.id)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.config.jwtSecret);
  return { labelUrl: `/api/shipping/labels/${row.id}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The label PDF behind a signed link; fetched from the aggregator (and kept) when not kept yet. */
export async function openLabel(ctx: ShippingContext, id: string, token: string): Promise<{ pdf: Buffer; row: ShipmentRow }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, ctx.config.jwtSecret, { audience: labelAudience, algorithms: ['HS256'] }));
  } catch {
    throw new AppError('FORBIDDEN', shippingMessages.labelLinkInvalid);
  }
  if (payload.sid !== id || typeof payload.sub !== 'string') throw new AppError('FORBIDDEN', shippingMessages.labelLinkInvalid);
  const row = await ownShipment(ctx.db, payload.sub, id);
  if (row.canceledAt) throw new AppError('NOT_FOUND', shippingMessages.noLabel);
  if (row.labelKey) {
    const file = await ctx.privateFiles.open(row.labelKey);
    if (file) {
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return { pdf: Buffer.concat(chunks), row };
    }
  }
  try {
    const pdf = await ctx.cargo.getLabel(row.providerShipmentId);
    const key = await ctx.privateFiles.put('cargo-labels', 'pdf', pdf);
    await ctx.db.update(shipments).set({ labelKey: key }).where(eq(shipments.id, row.id));
    return { pdf, row };
  } catch {
    throw new AppError('NOT_FOUND', shippingMessages.labelFailed);
  }
}

/** `GET /shipping/user/balance`: what the store paid the aggregator (kept up to date with each charge). */
export async function userBalance(ctx: ShippingContext, userId: string): Promise<UserBalance> {
  const store = await storeOf(ctx.db, userId);
  const [row] = await ctx.db.select().from(shippingBalances).where(eq(shippingBalances.sellerId, store.id));
  const charged = row?.charged ?? 0;
  const refunded = row?.refunded ?? 0;
  return { balance: kurusToLira(-(charged - refunded)), charged: kurusToLira(charged), refunded: kurusToLira(refunded), labels: row?.labels ?? 0, currency: 'TRY' };
}

export async function listTransactions(ctx: ShippingContext, userId: string, query: { page: number; limit: number }) {
  const store = await storeOf(ctx.db, userId);
  const where = eq(shippingTransactions.sellerId, store.id);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ charge: shippingTransactions, shipment: shipments })
      .from(shippingTransactions)
      .innerJoin(shipments, eq(shipments.id, shippingTransactions.shipmentId))
      .where(where)
      .orderBy(desc(shippingTransactions.createdAt), desc(shippingTransactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(shippingTransactions).where(where),
  ]);
  return { data: rows.map((row) => transactionView(row.charge, row.shipment)), total, page: query.page, limit: query.limit };
}

export async function getTransaction(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const notFound = new AppError('NOT_FOUND', shippingMessages.transactionNotFound);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound;
  const [row] = await ctx.db
    .select({ charge: shippingTransactions, shipment: shipments })
    .from(shippingTransactions)
    .innerJoin(shipments, eq(shipments.id, shippingTransactions.shipmentId))
    .where(and(eq(shippingTransactions.id, id), eq(shippingTransactions.sellerId, store.id)));
  if (!row) throw notFound;
  return { message: '', transaction: transactionView(row.charge, row.shipment), shipment: toShipmentView(row.shipment) };
}

const month = (column: SQL | typeof shipments.createdAt) => sql<string>`to_char(${column} at time zone 'Europe/Istanbul', 'YYYY-MM')`;

/** `GET /shipping/reports/shipments`: labelled shipments per month, carrier and recipient city (returns excluded). */
export async function shipmentAnalytics(ctx: ShippingContext, userId: string, range: { startDate: string; endDate: string }): Promise<ShipmentAnalytics> {
  const store = await storeOf(ctx.db, userId);
  const where = and(eq(shipments.sellerId, store.id), eq(shipments.isReturn, false), sql`${shipments.acceptedOfferId} is not null`, sql`${shipments.canceledAt} is null`, ...createdBetween(shipments.createdAt, range.startDate, range.endDate));
  const monthExpr = month(shipments.createdAt);
  const [monthly, providers, cities] = await Promise.all([
    ctx.db.select({ month: monthExpr, count: count() }).from(shipments).where(where).groupBy(monthExpr).orderBy(monthExpr),
    ctx.db
      .select({ providerCode: sql<string>`coalesce(${shipments.providerCode}, '')`, providerName: sql<string>`coalesce(max(${shipments.providerName}), '')`, count: count() })
      .from(shipments)
      .where(where)
      .groupBy(shipments.providerCode)
      .orderBy(desc(count())),
    ctx.db.select({ cityName: shipments.recipientCity, count: count() }).from(shipments).where(where).groupBy(shipments.recipientCity).orderBy(desc(count()), shipments.recipientCity).limit(15),
  ]);
  return {
    ...range,
    total: monthly.reduce((total, row) => total + row.count, 0),
    monthlyShipments: monthly,
    providerShipments: providers,
    cityShipments: cities,
  };
}

/** `GET /shipping/reports`: shipping the buyers paid for the store's labelled parts against what the labels (and returns) cost. */
export async function financialReport(ctx: ShippingContext, userId: string, range: { startDate: string; endDate: string }): Promise<FinancialReport> {
  const store = await storeOf(ctx.db, userId);
  const base = and(eq(shipments.sellerId, store.id), sql`${shipments.acceptedOfferId} is not null`, sql`${shipments.canceledAt} is null`, ...createdBetween(shipments.createdAt, range.startDate, range.endDate));
  const monthExpr = month(shipments.createdAt);
  const rows = await ctx.db
    .select({
      month: monthExpr,
      isReturn: shipments.isReturn,
      shipments: count(),
      labelCost: sum(shipments.amount).mapWith(Number),
      shippingPaid: sum(sellerOrders.shippingCost).mapWith(Number),
    })
    .from(shipments)
    .innerJoin(sellerOrders, eq(sellerOrders.id, shipments.sellerOrderId))
    .where(base)
    .groupBy(monthExpr, shipments.isReturn)
    .orderBy(monthExpr);
  const months = new Map<string, { month: string; shipments: number; shippingPaid: number; labelCost: number }>();
  let shippingPaid = 0;
  let labelCost = 0;
  let returnCost = 0;
  let count_ = 0;
  for (const row of rows) {
    const entry = months.get(row.month) ?? { month: row.month, shipments: 0, shippingPaid: 0, labelCost: 0 };
    if (row.isReturn) {
      returnCost += row.labelCost ?? 0;
      entry.labelCost += row.labelCost ?? 0;
    } else {
      shippingPaid += row.shippingPaid ?? 0;
      labelCost += row.labelCost ?? 0;
      count_ += row.shipments;
      entry.shipments += row.shipments;
      entry.shippingPaid += row.shippingPaid ?? 0;
      entry.labelCost += row.labelCost ?? 0;
    }
    months.set(row.month, entry);
  }
  return {
    ...range,
    shipments: count_,
    shippingPaid: kurusToLira(shippingPaid),
    labelCost: kurusToLira(labelCost),
    returnCost: kurusToLira(returnCost),
    difference: kurusToLira(shippingPaid - labelCost - returnCost),
    months: [...months.values()].map((entry) => ({ ...entry, shippingPaid: kurusToLira(entry.shippingPaid), labelCost: kurusToLira(entry.labelCost) })),
  };
}

