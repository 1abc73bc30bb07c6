import { invoiceProfileLabels, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { SellerOrderStatus } from '@pazaryeri/contract/orders/index';
import { formatMoney } from '@/lib/format';

/** A part may carry an invoice once it is paid and until it is cancelled or refunded (as the API decides). */
export const invoiceableStatuses: readonly SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];

const monthYear = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-10' → 'Ekim 2026'. */
export function formatPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return monthYear.format(new Date(Date.UTC(year, month - 1, 15)));
}

/** Invoice amounts are kuruş. */
export const formatKurus = (kurus: number) => formatMoney(kurus / 100);

/** Its GİB number; a store's upload without one is "the store's invoice". */
export const invoiceTitle = (invoice: InvoiceView) => invoice.number ?? 'Mağaza faturası';

/** What a person reads about the file: the title, e-Arşiv or e-Fatura when known, and PDF or XML. */
export function invoiceFacts(invoice: InvoiceView): string[] {
  return [invoice.profile ? invoiceProfileLabels[invoice.profile] : null, invoice.fileType.toUpperCase()].filter((fact): fact is string => Boolean(fact));
}
