import { invoiceProfileLabels, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import { formatMoney } from '@/lib/format';

/** Invoice amounts are kuruş. */
export const formatKurus = (kurus: number) => formatMoney(kurus / 100);

/** Its GİB number; a store's upload without one is "the store's invoice". */
export const invoiceTitle = (invoice: InvoiceView) => invoice.number ?? 'Mağaza faturası';

/** What a person reads about the file: the title, e-Arşiv or e-Fatura when known, and PDF or XML. */
export function invoiceFacts(invoice: InvoiceView): string[] {
  return [invoice.profile ? invoiceProfileLabels[invoice.profile] : null, invoice.fileType.toUpperCase()].filter((fact): fact is string => Boolean(fact));
}
