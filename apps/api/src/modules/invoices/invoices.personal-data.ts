import { and, asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { invoices } from '../../db/schema/invoices';
import { orders } from '../../db/schema/orders';

const columns = {
  id: invoices.id,
  kind: invoices.kind,
  source: invoices.source,
  orderNumber: orders.orderNumber,
  period: invoices.period,
  number: invoices.number,
  ettn: invoices.ettn,
  profile: invoices.profile,
  net: invoices.net,
  vat: invoices.vat,
  gross: invoices.gross,
  issuedAt: invoices.issuedAt,
  fileKey: invoices.fileKey,
  fileType: invoices.fileType,
};

/**
 * The invoices made out to the person: those of their purchases (with each file), and, for a store
 * owner, the platform's commission invoices to their store. A store's sale invoices name its
 * buyers, so they are not the owner's personal data. Invoices outlive an account (VUK m. 253):
 * nothing here is erased; the buyer's identity on them is the one the order keeps.
 */
export const invoicesPersonalData: PersonalDataSource = {
  folder: 'faturalar',
  title: 'Faturalar',
  async collect(db, person) {
    const store = await findStoreByUserId(db, person.id);
    const [purchases, commission] = await Promise.all([
      db.select(columns).from(invoices).leftJoin(orders, eq(orders.id, invoices.orderId)).where(and(eq(invoices.buyerId, person.id), eq(invoices.kind, 'sale'))).orderBy(asc(invoices.issuedAt)),
      store
        ? db.select(columns).from(invoices).leftJoin(orders, eq(orders.id, invoices.orderId)).where(and(eq(invoices.sellerId, store.id), eq(invoices.kind, 'commission'))).orderBy(asc(invoices.issuedAt))
        : Promise.resolve([]),
    ]);
    const withoutKey = ({ fileKey: _key, ...row }: (typeof purchases)[number]) => row;
    return {
      data: { purchaseInvoices: purchases.map(withoutKey), commissionInvoices: commission.map(withoutKey) },
      files: [...purchases, ...commission].map((row) => ({ name: `fatura-${row.number ?? row.id}.${row.fileType}`, from: 'private' as const, key: row.fileKey })),
    };
  },
};
