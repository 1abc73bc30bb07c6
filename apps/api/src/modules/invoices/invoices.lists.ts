import type { AdminInvoicesQuery, AdminInvoicesResponse, InvoiceFileType, InvoiceView, MissingInvoice } from '@pazaryeri/contract/invoices/index';
import { invoiceMessages } from '@pazaryeri/contract/invoices/index';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { pageCount } from '../../lib/sql-filters';
import { type Actor, resolveOrderAccess } from '../orders';
import { findStoreByUserId } from '../sellers';
import { invoiceReminders, invoices } from '../../db/schema/invoices';
import { orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import type { InvoicesContext } from './invoices.context';
import { invoiceFileLink, mimeTypes } from './invoices.files';
import { monthBounds } from './invoices.period';
import { findInvoiceView, selectInvoiceViews, toInvoiceView } from './invoices.view';

const DAY_MS = 86_400_000;
const notFound = () => new AppError('NOT_FOUND', invoiceMessages.notFound);

/** An order's sale invoices: its buyer and admins see every part's, a store its own part's. */
export async function listOrderInvoices(db: Db, actor: Actor, orderId: string): Promise<InvoiceView[]> {
  const access = await resolveOrderAccess(db, actor, orderId);
  if (access.orderId !== orderId) throw new AppError('NOT_FOUND', 'Sipariş bulunamadı.');
  const own = access.role === 'seller' && access.sellerId ? eq(invoices.sellerId, access.sellerId) : undefined;
  const rows = await selectInvoiceViews(db)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'sale'), own))
    .orderBy(asc(invoices.issuedAt));
  return rows.map(toInvoiceView);
}

/** The sale invoices of these parts, by part: the order view's port (one query for a page of orders). */
export async function invoicesOfParts(db: Db, partIds: string[]): Promise<Map<string, InvoiceView>> {
  if (partIds.length === 0) return new Map();
  const rows = await selectInvoiceViews(db).where(and(inArray(invoices.sellerOrderId, partIds), eq(invoices.kind, 'sale')));
  return new Map(rows.map((row) => [row.row.sellerOrderId!, toInvoiceView(row)]));
}

/**
 * Who may fetch an invoice's file: a sale's buyer, its store and admins; a commission invoice's
 * store and admins. Anyone else: 404, as if it did not exist.
 */
async function viewableInvoice(db: Db, actor: Actor, invoiceId: string) {
  if (!isId(invoiceId)) throw notFound();
  const found = await findInvoiceView(db, eq(invoices.id, invoiceId));
  if (!found) throw notFound();
  if (actor.isAdmin) return found;
  if (found.row.kind === 'sale' && found.row.orderId) {
    const access = await resolveOrderAccess(db, actor, found.row.sellerOrderId ?? found.row.orderId).catch(() => null);
    if (access && (access.role === 'buyer' || access.sellerId === found.row.sellerId)) return found;
    throw notFound();
  }
  const store = await findStoreByUserId(db, actor.id);
  if (store?.id === found.row.sellerId) return found;
  throw notFound();
}

/** The invoice's own file keeps its name; the XML beside an issued PDF is named after it. */
const fileNameOf = (row: { fileName: string; fileType: InvoiceFileType }, file: InvoiceFileType) => (file === row.fileType ? row.fileName : row.fileName.replace(/\.[a-z]+$/, `.${file}`));

/** A short-lived link to the invoice's PDF (or its XML), signed for the caller. */
export async function invoiceDownload(ctx: Pick<InvoicesContext, 'db' | 'config' | 'now'>, actor: Actor, invoiceId: string, format: InvoiceFileType | undefined) {
  const found = await viewableInvoice(ctx.db, actor, invoiceId);
  const wanted: InvoiceFileType = format ?? found.row.fileType;
  const available = wanted === found.row.fileType || (wanted === 'xml' && found.row.xmlKey !== null);
  if (!available) throw new AppError('NOT_FOUND', invoiceMessages.noXml);
  const link = await invoiceFileLink(ctx.config.jwtSecret, actor.id, found.row.id, wanted, ctx.now().getTime());
  return { ...link, fileName: fileNameOf(found.row, wanted) };
}

/** The file a verified link names: the invoice's own file, or the XML kept beside its PDF. */
export async function invoiceFile(db: Db, invoiceId: string, file: InvoiceFileType) {
  const found = await findInvoiceView(db, eq(invoices.id, invoiceId));
  if (!found) throw notFound();
  const key = file === found.row.fileType ? found.row.fileKey : file === 'xml' ? found.row.xmlKey : null;
  if (!key) throw notFound();
  return { key, name: fileNameOf(found.row, file), mimeType: mimeTypes[file] };
}

/** The store's commission invoices from the platform, newest month first. */
export async function listCommissionInvoices(db: Db, actor: Actor, query: { page: number; limit: number }) {
  const store = await findStoreByUserId(db, actor.id);
  if (!store) throw new AppError('FORBIDDEN', 'Bu sayfa yalnızca mağazalar içindir.');
  const where = and(eq(invoices.sellerId, store.id), eq(invoices.kind, 'commission'));
  const [rows, [{ total }]] = await Promise.all([
    selectInvoiceViews(db).where(where).orderBy(desc(invoices.period), desc(invoices.issuedAt)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map(toInvoiceView), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

/**
 * Delivered (or completed) parts of `seller_orders` that have no invoice: what a store still owes
 * its buyer. The invoice is looked up by the part's unique sale-invoice index, so no join is needed.
 */
export function missingInvoiceConditions(filters: { sellerId?: string; deliveredBefore?: Date }): SQL {
  return and(
    inArray(sellerOrders.status, ['delivered', 'completed']),
    sql`${sellerOrders.deliveredAt} is not null`,
    filters.deliveredBefore ? lte(sellerOrders.deliveredAt, filters.deliveredBefore) : undefined,
    filters.sellerId ? eq(sellerOrders.sellerId, filters.sellerId) : undefined,
    sql`not exists (select 1 from ${invoices} where ${invoices.sellerOrderId} = ${sellerOrders.id} and ${invoices.kind} = 'sale')`,
  )!;
}

async function listMissing(db: Db, query: AdminInvoicesQuery, now: Date): Promise<AdminInvoicesResponse> {
  const bounds = query.month ? monthBounds(query.month) : null;
  const where = and(
    missingInvoiceConditions({ sellerId: query.sellerId }),
    bounds ? and(gte(sellerOrders.deliveredAt, bounds.start), lt(sellerOrders.deliveredAt, bounds.end)) : undefined,
  );
  const base = () =>
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        partId: sellerOrders.id,
        sellerId: sellers.id,
        storeName: sellers.storeName,
        total: sellerOrders.total,
        deliveredAt: sellerOrders.deliveredAt,
        remindedAt: invoiceReminders.remindedAt,
      })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .leftJoin(invoiceReminders, eq(invoiceReminders.sellerOrderId, sellerOrders.id))
      .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base().orderBy(asc(sellerOrders.deliveredAt), asc(sellerOrders.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(sellerOrders).where(where),
  ]);
  const missing: MissingInvoice[] = rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    partId: row.partId,
    store: { _id: row.sellerId, storeName: row.storeName },
    total: row.total,
    deliveredAt: row.deliveredAt!.toISOString(),
    daysSinceDelivery: Math.max(0, Math.floor((now.getTime() - row.deliveredAt!.getTime()) / DAY_MS)),
    remindedAt: row.remindedAt?.toISOString() ?? null,
  }));
  return { invoices: [], missing, page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

/**
 * The admin's "Faturalar": every invoice, newest first (by kind, store, month: a sale's issue
 * month, a commission's own month), or with `missing` the delivered parts that have none yet.
 */
export async function listAdminInvoices(db: Db, query: AdminInvoicesQuery, now = new Date()): Promise<AdminInvoicesResponse> {
  if (query.sellerId && !isId(query.sellerId)) throw new AppError('VALIDATION_FAILED', invoiceMessages.storeInvalid, { sellerId: invoiceMessages.storeInvalid });
  if (query.missing) return listMissing(db, query, now);
  const bounds = query.month ? monthBounds(query.month) : null;
  const where = and(
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.sellerId ? eq(invoices.sellerId, query.sellerId) : undefined,
    query.month && bounds
      ? sql`(case when ${invoices.kind} = 'commission' then ${invoices.period} = ${query.month} else ${invoices.issuedAt} >= ${bounds.start.toISOString()} and ${invoices.issuedAt} < ${bounds.end.toISOString()} end)`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectInvoiceViews(db).where(where).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map(toInvoiceView), missing: [], page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}
