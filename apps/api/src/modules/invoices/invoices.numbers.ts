import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceNumbers } from '../../db/schema/invoices';

/** The year's next number of the platform's series, counted in one statement (two processes never get the same). */
export async function nextInvoiceNumber(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceNumbers.year, set: { last: sql`${invoiceNumbers.last} + 1` } })
    .returning({ last: invoiceNumbers.last });
  return row.last;
}
