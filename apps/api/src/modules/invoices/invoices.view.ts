import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';

/** The columns every invoice view is made of: the row, its store's name and its order's number. */
export const invoiceColumns = {
  row: invoices,
  storeName: sellers.storeName,
  orderNumber: orders.orderNumber,
};

export type InvoiceViewRow = { row: typeof invoices.$inferSelect; storeName: string; orderNumber: string | null };

export function selectInvoiceViews(db: Db) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(sellers, eq(sellers.id, invoices.sellerId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .$dynamic();
}

export async function findInvoiceView(db: Db, where: SQL): Promise<InvoiceViewRow | null> {
  const [found] = await selectInvoiceViews(db).where(where).limit(1);
  return found ?? null;
}

export function toInvoiceView({ row, storeName, orderNumber }: InvoiceViewRow): InvoiceView {
  return {
    _id: row.id,
    kind: row.kind,
    source: row.source,
    orderId: row.orderId,
    orderNumber,
    partId: row.sellerOrderId,
    store: { _id: row.sellerId, storeName },
    number: row.number,
    ettn: row.ettn,
    profile: row.profile,
    fileType: row.fileType,
    fileName: row.fileName,
    hasXml: row.xmlKey !== null,
    period: row.period,
    net: row.net,
    vat: row.vat,
    gross: row.gross,
    issuedAt: row.issuedAt.toISOString(),
  };
}
