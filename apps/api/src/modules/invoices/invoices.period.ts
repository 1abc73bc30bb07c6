/** Months as invoices count them: calendar months in İstanbul (UTC+3 all year since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** '2026-10' → the instants its first day and the next month's begin in İstanbul. */
export function monthBounds(period: string): { start: Date; end: Date } {
  const [year, month] = period.split('-').map(Number);
  return { start: new Date(Date.UTC(year, month - 1, 1) - ISTANBUL_OFFSET_MS), end: new Date(Date.UTC(year, month, 1) - ISTANBUL_OFFSET_MS) };
}

/** The İstanbul month an instant falls in, as YYYY-MM. */
export function periodOf(at: Date): string {
  const local = new Date(at.getTime() + ISTANBUL_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before `period`. */
export function previousPeriod(period: string): string {
  return periodOf(new Date(monthBounds(period).start.getTime() - 1));
}

/** The month after `period`. */
export function nextPeriod(period: string): string {
  return periodOf(monthBounds(period).end);
}
