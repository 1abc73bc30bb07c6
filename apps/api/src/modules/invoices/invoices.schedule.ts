import type { InvoicesContext } from './invoices.context';
import { issueCommissionInvoices } from './invoices.commission';
import { monthBounds, nextPeriod, periodOf, previousPeriod } from './invoices.period';
import { remindMissingInvoices } from './invoices.reminders';

export const COMMISSION_QUEUE = 'invoices.commission';
export const REMINDER_QUEUE = 'invoices.reminders';

const HOUR_MS = 3_600_000;
/** The commission run starts a few minutes into the 1st, İstanbul time. */
const COMMISSION_DELAY_MS = 10 * 60_000;

type Enqueue = (queue: string, payload: object, options: { key: string; runAt?: Date }) => Promise<unknown>;

/** When the month after `period` is invoiced: shortly after the first of the month that follows it. */
export const commissionRunAt = (period: string) => new Date(monthBounds(period).end.getTime() + COMMISSION_DELAY_MS);

/**
 * The commission of `period` (a durable job keyed by the month, so several processes queue it
 * once), then the next month's run, queued for its own first of the month.
 */
export async function runCommissionJob(ctx: InvoicesContext, enqueue: Enqueue, period: string) {
  const run = await issueCommissionInvoices(ctx, period);
  if (run.issued || run.failed) ctx.log.info(run, 'commission invoices');
  // A store the provider refused is tried again on the job's retry.
  if (run.failed) throw new Error(`${run.failed} commission invoices of ${period} were not issued`);
  const next = nextPeriod(period);
  await enqueue(COMMISSION_QUEUE, { period: next }, { key: next, runAt: commissionRunAt(next) });
}

/** This hour's reminders, then the next hour's run. */
export async function runReminderJob(ctx: InvoicesContext, enqueue: Enqueue) {
  await remindMissingInvoices(ctx);
  const next = new Date(Math.floor(ctx.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  await enqueue(REMINDER_QUEUE, {}, { key: next.toISOString(), runAt: next });
}

/**
 * At a worker's start: last month's commission now (a missed 1st is caught up; a month already
 * invoiced issues nothing), and the reminders now. Each run queues its successor.
 */
export async function scheduleInvoiceJobs(ctx: InvoicesContext, enqueue: Enqueue) {
  const now = ctx.now();
  const last = previousPeriod(periodOf(now));
  await enqueue(COMMISSION_QUEUE, { period: last }, { key: last, runAt: now });
  await enqueue(REMINDER_QUEUE, {}, { key: `start-${Math.floor(now.getTime() / HOUR_MS)}`, runAt: now });
}
