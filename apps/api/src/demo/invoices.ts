import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { type InvoicesContext, issueCommissionInvoices, issuePartInvoice, periodOf, previousPeriod } from '../modules/invoices';
import { invoices } from '../db/schema/invoices';
import { orders, sellerOrders } from '../db/schema/orders';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';

const DAY_MS = 86_400_000;

/**
 * Demo invoices, once (a database with invoices keeps them): the stores issued the invoices of
 * their delivered and completed parts a day after delivery (through the sandbox, so each has its
 * PDF and XML), except the newest delivered part past 3 days, which shows on the admin's
 * "Faturası eksik" list; and last month's commission invoices to the stores.
 */
export async function seedDemoInvoices(ctx: InvoicesContext): Promise<{ invoices: number }> {
  const [{ value }] = await ctx.db.select({ value: count() }).from(invoices);
  if (value > 0) return { invoices: 0 };
  const parts = await ctx.db
    .select({
      partId: sellerOrders.id,
      orderId: sellerOrders.orderId,
      deliveredAt: sellerOrders.deliveredAt,
      owner: { id: users.id, name: users.name, email: users.email },
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(inArray(sellerOrders.status, ['delivered', 'completed']), isNotNull(sellerOrders.deliveredAt)))
    .orderBy(asc(sellerOrders.deliveredAt));
  const now = ctx.now().getTime();
  const overdue = parts.filter((part) => now - part.deliveredAt!.getTime() > 3 * DAY_MS);
  const leftOut = overdue.at(-1)?.partId;
  let made = 0;
  for (const part of parts) {
    if (part.partId === leftOut) continue;
    const issuedAt = new Date(Math.min(part.deliveredAt!.getTime() + DAY_MS, now));
    await issuePartInvoice({ ...ctx, now: () => issuedAt }, { ...part.owner, isAdmin: false }, part.orderId, part.partId);
    made += 1;
  }
  const run = await issueCommissionInvoices(ctx, previousPeriod(periodOf(ctx.now())));
  return { invoices: made + run.issued };
}
