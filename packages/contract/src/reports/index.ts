import { z } from 'zod';

/** Report days are calendar days in Turkey, whatever the server's clock zone. */
export const REPORT_TIME_ZONE = 'Europe/Istanbul';
export const reportLimits = { defaultDays: 30, maxDays: 366 } as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Turkish calendar day of an instant, as YYYY-MM-DD. */
export const istanbulDay = (instant: Date) => dayFormat.format(instant);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const utcMidnight = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export function isCalendarDay(day: string): boolean {
  if (!dayPattern.test(day)) return false;
  return new Date(utcMidnight(day)).toISOString().slice(0, 10) === day;
}

export const addDays = (day: string, days: number) => new Date(utcMidnight(day) + days * 86_400_000).toISOString().slice(0, 10);

/** Days from start to end, both included (1 when they are the same day). */
export const countDays = (start: string, end: string) => Math.round((utcMidnight(end) - utcMidnight(start)) / 86_400_000) + 1;

export function listDays(start: string, end: string): string[] {
  return Array.from({ length: Math.max(0, countDays(start, end)) }, (_, index) => addDays(start, index));
}

/** YYYY-MM-DD, or a full ISO timestamp (taken as its Turkish calendar day). */
export const reportDay = z.string().transform((value, ctx) => {
  const trimmed = value.trim();
  if (isCalendarDay(trimmed)) return trimmed;
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? new Date(trimmed) : null;
  if (instant && !Number.isNaN(instant.getTime())) return istanbulDay(instant);
  ctx.addIssue({ code: 'custom', message: 'Tarih YYYY-AA-GG biçiminde olmalı.' });
  return z.NEVER;
});

/**
 * A report range: by default the last 30 days up to today; one given end fills the other
 * (a start alone runs to today, an end alone covers the 30 days before it). At most 366 days.
 */
export function resolveReportRange(input: { startDate?: string; endDate?: string }, today = istanbulDay(new Date())) {
  const endDate = input.endDate ?? (input.startDate && input.startDate > today ? input.startDate : today);
  const startDate = input.startDate ?? addDays(endDate, -(reportLimits.defaultDays - 1));
  return { startDate, endDate };
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const reportRangeQuery = z
  .object({
    startDate: z.preprocess(emptyToUndefined, reportDay.optional()),
    endDate: z.preprocess(emptyToUndefined, reportDay.optional()),
  })
  .transform((query, ctx) => {
    const range = resolveReportRange(query);
    if (range.startDate > range.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.' });
      return z.NEVER;
    }
    if (countDays(range.startDate, range.endDate) > reportLimits.maxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Tarih aralığı en fazla ${reportLimits.maxDays} gün olabilir.`,
      });
      return z.NEVER;
    }
    return range;
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** Money in the report is TL with two decimals (spec: the API shows TL). */
export const productSale = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});
export type ProductSale = z.infer<typeof productSale>;

export const dailyOrders = z.object({
  date: z.string(),
  orders: z.number().int(),
  itemsSold: z.number().int(),
  revenue: z.number(),
});
export type DailyOrders = z.infer<typeof dailyOrders>;

export const salesSummary = z.object({
  totalOrders: z.number().int(),
  totalRevenue: z.number(),
  totalItemsSold: z.number().int(),
  averageOrderValue: z.number(),
  currency: z.literal('TRY'),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummary>;

/** Spec §3 "Sales report": productSales, dailyOrders (one entry per day of the range), summary. */
export const salesReportResponse = z.object({
  productSales: z.array(productSale),
  dailyOrders: z.array(dailyOrders),
  summary: salesSummary,
});
export type SalesReportResponse = z.infer<typeof salesReportResponse>;
