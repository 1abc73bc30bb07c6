import { periodLabel } from '@pazaryeri/contract/invoices/index';
import { and, eq, gte, inArray, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvoiceDraft } from '../../integrations/invoicing';
import { sendQuietly } from '../users';
import { invoices } from '../../db/schema/invoices';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import type { InvoicesContext } from './invoices.context';
import { platformParty, splitLines, storeParty } from './invoices.drafts';
import { commissionInvoiceMail } from './invoices.mails';
import { monthBounds } from './invoices.period';
import { providerFailure, storeIssued } from './invoices.sale';

/**
 * The platform's commission per store for a month (İstanbul): the commission of every line of a
 * part paid that month, unless the part was cancelled or refunded or the line's money was
 * refunded. Exact kuruş: the sum of what each line's payment split gave the platform.
 */
export async function commissionByStore(db: Db, period: string): Promise<{ sellerId: string; commission: number }[]> {
  const { start, end } = monthBounds(period);
  const rows = await db
    .select({ sellerId: sellerOrders.sellerId, commission: sum(orderItems.commission).mapWith(Number) })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        notInArray(sellerOrders.status, ['pending_payment', 'cancelled', 'refunded']),
        sql`${orderItems.escrowStatus} <> 'refunded'`,
      ),
    )
    .groupBy(sellerOrders.sellerId)
    .having(sql`sum(${orderItems.commission}) > 0`);
  return rows;
}

export function commissionDraft(ctx: Pick<InvoicesContext, 'config'>, store: typeof sellers.$inferSelect, period: string, commission: number, issueDate: Date): InvoiceDraft {
  // The commission kept from each sale is the platform's service price with VAT included.
  const { lines, totals } = splitLines([{ name: `Pazaryeri hizmet komisyonu — ${periodLabel(period)}`, quantity: 1, unit: 'Adet', gross: commission, rate: 20 }]);
  return {
    reference: `commission-${store.id}-${period}`,
    kind: 'commission',
    issueDate,
    seller: platformParty(ctx.config),
    buyer: storeParty(store),
    lines,
    totals,
    currency: 'TRY',
    note: `${periodLabel(period)} dönemi satış komisyonu`,
  };
}

export interface CommissionRun {
  period: string;
  issued: number;
  /** Stores whose invoice was there already (a second run, or another process). */
  existing: number;
  /** Stores the provider refused or could not be reached for: the next run tries them again. */
  failed: number;
}

/**
 * Issues the platform's commission invoice to every store that owes commission for `period`.
 * Idempotent: a store invoiced for the month already is skipped (and the table keeps one per
 * store and month), so running it twice, or in two processes at once, issues nothing twice.
 */
export async function issueCommissionInvoices(ctx: InvoicesContext, period: string): Promise<CommissionRun> {
  const owed = await commissionByStore(ctx.db, period);
  const run: CommissionRun = { period, issued: 0, existing: 0, failed: 0 };
  if (owed.length === 0) return run;
  const done = new Set(
    (
      await ctx.db
        .select({ sellerId: invoices.sellerId })
        .from(invoices)
        .where(and(eq(invoices.kind, 'commission'), eq(invoices.period, period), inArray(invoices.sellerId, owed.map((row) => row.sellerId))))
    ).map((row) => row.sellerId),
  );
  const stores = new Map((await ctx.db.select().from(sellers).where(inArray(sellers.id, owed.map((row) => row.sellerId)))).map((store) => [store.id, store]));
  for (const { sellerId, commission } of owed) {
    const store = stores.get(sellerId);
    if (done.has(sellerId) || !store) {
      run.existing += 1;
      continue;
    }
    try {
      const draft = commissionDraft(ctx, store, period, commission, ctx.now());
      const issued = await ctx.invoicing.issue(draft).catch(providerFailure);
      const inserted = await storeIssued(ctx, issued, {
        kind: 'commission',
        sellerId,
        orderId: null,
        sellerOrderId: null,
        buyerId: null,
        period,
        net: draft.totals.net,
        vat: draft.totals.vat,
        gross: draft.totals.gross,
        createdBy: null,
        issuedAt: draft.issueDate,
      });
      if (!inserted) {
        run.existing += 1;
        continue;
      }
      run.issued += 1;
      sendQuietly(ctx, commissionInvoiceMail(store.contactEmail, store.storeName, periodLabel(period), draft.totals.gross, issued.number, ctx.config.appUrl));
    } catch (error) {
      run.failed += 1;
      ctx.log.warn({ err: error, sellerId, period }, 'commission invoice not issued');
    }
  }
  return run;
}
