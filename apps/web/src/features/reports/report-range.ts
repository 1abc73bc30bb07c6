import { addDays, countDays, istanbulDay, isCalendarDay, reportLimits } from '@pazaryeri/contract/reports/index';
import type { ReportRange } from './reports-api';

/** The last `days` Turkish calendar days up to today (spec default: 30). */
export function lastDays(days: number = reportLimits.defaultDays, today = istanbulDay(new Date())): ReportRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** Why a picked range cannot be asked for, or null when it can (the API's own limits). */
export function rangeProblem({ startDate, endDate }: ReportRange): string | null {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return 'Başlangıç ve bitiş tarihini seçin.';
  if (startDate > endDate) return 'Başlangıç tarihi bitiş tarihinden sonra olamaz.';
  if (countDays(startDate, endDate) > reportLimits.maxDays) return `Tarih aralığı en fazla ${reportLimits.maxDays} gün olabilir.`;
  return null;
}
