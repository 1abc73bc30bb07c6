import { invoiceLimits } from '@pazaryeri/contract/invoices/index';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sendQuietly } from '../users';
import { invoiceReminders } from '../../db/schema/invoices';
import { orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import type { InvoicesContext } from './invoices.context';
import { missingInvoiceConditions } from './invoices.lists';
import { missingInvoicesMail } from './invoices.mails';

const DAY_MS = 86_400_000;
/** Parts reminded per run; the next run takes the rest. */
const batch = 500;

/**
 * Reminds each store, by one e-mail, of its parts delivered 3 days ago or more that still have no
 * invoice. Each part is reminded once: its reminder row is written before the mail goes, in one
 * statement that two processes cannot both win.
 */
export async function remindMissingInvoices(ctx: InvoicesContext): Promise<{ parts: number; stores: number }> {
  const deliveredBefore = new Date(ctx.now().getTime() - invoiceLimits.reminderDays * DAY_MS);
  const due = await ctx.db
    .select({ partId: sellerOrders.id })
    .from(sellerOrders)
    .leftJoin(invoiceReminders, eq(invoiceReminders.sellerOrderId, sellerOrders.id))
    .where(and(missingInvoiceConditions({ deliveredBefore }), isNull(invoiceReminders.sellerOrderId)))
    .limit(batch);
  if (due.length === 0) return { parts: 0, stores: 0 };
  const claimed = await ctx.db
    .insert(invoiceReminders)
    .values(due.map((row) => ({ sellerOrderId: row.partId, remindedAt: ctx.now() })))
    .onConflictDoNothing()
    .returning({ partId: invoiceReminders.sellerOrderId });
  if (claimed.length === 0) return { parts: 0, stores: 0 };
  const parts = await ctx.db
    .select({ orderNumber: orders.orderNumber, total: sellerOrders.total, deliveredAt: sellerOrders.deliveredAt, sellerId: sellers.id, storeName: sellers.storeName, email: sellers.contactEmail })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(inArray(sellerOrders.id, claimed.map((row) => row.partId)));
  const byStore = new Map<string, typeof parts>();
  for (const part of parts) byStore.set(part.sellerId, [...(byStore.get(part.sellerId) ?? []), part]);
  for (const storeParts of byStore.values()) {
    const { email, storeName } = storeParts[0];
    sendQuietly(ctx, missingInvoicesMail(email, storeName, storeParts.map((part) => ({ orderNumber: part.orderNumber, total: part.total, deliveredAt: part.deliveredAt! })), ctx.config.appUrl));
  }
  return { parts: claimed.length, stores: byStore.size };
}
