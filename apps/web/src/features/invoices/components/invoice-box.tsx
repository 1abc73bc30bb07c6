import { ReceiptText, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderInvoicesQuery } from '../invoices-api';

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

/**
 * The invoice of one part of an order, from the order's list (fetched once for all its parts),
 * or what to show while it loads or when it could not be loaded.
 */
export function usePartInvoice(orderId: string, partId: string) {
  const query = useOrderInvoicesQuery(orderId);
  const invoice = query.data?.find((candidate) => candidate.partId === partId) ?? null;
  let placeholder: ReactNode = null;
  if (query.isLoading) placeholder = <Skeleton className="h-4 w-56 max-w-full" />;
  else if (query.isError || !query.data) {
    placeholder = (
      <p className="flex flex-wrap items-center gap-2 text-red-700">
        Fatura bilgisi yüklenemedi.
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching}>
          <RefreshCw aria-hidden className="size-4" />
          Tekrar dene
        </Button>
      </p>
    );
  }
  return { invoice, placeholder, busy: query.isLoading };
}
