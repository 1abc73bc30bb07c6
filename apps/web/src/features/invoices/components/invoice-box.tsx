import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';

interface InvoiceBoxProps {
  /** The region's name, unique on the page (a page shows several parts). */
  label: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A part's "Fatura" box: the heading and what is known on the left, what can be done on the right (below on a phone). */
export function InvoiceBox({ label, children, actions }: InvoiceBoxProps) {
  return (
    <section aria-label={label} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-semibold text-slate-800">
          <ReceiptText aria-hidden className="size-4 text-brand-600" />
          Fatura
        </p>
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
