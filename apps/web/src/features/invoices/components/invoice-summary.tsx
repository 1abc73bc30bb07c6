import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import { formatDate } from '@/lib/format';
import { invoiceFacts, invoiceTitle } from '../invoice-format';

/** One line about a part's invoice: its number (or "Mağaza faturası"), e-Arşiv / e-Fatura, the date, PDF or XML. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-slate-600">
      <span className={invoice.number ? 'font-mono font-medium text-slate-900' : 'font-medium text-slate-900'}>{invoiceTitle(invoice)}</span>
      {[...invoiceFacts(invoice), formatDate(invoice.issuedAt)].map((fact) => (
        <span key={fact} className="before:mr-2 before:text-slate-300 before:content-['·']">
          {fact}
        </span>
      ))}
    </p>
  );
}
