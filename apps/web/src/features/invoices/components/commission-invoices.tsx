import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { type InvoiceView, periodLabel } from '@pazaryeri/contract/invoices/index';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateNumeric } from '@/lib/format';
import { formatKurus } from '../invoice-format';
import { useCommissionInvoicesQuery } from '../invoices-api';
import { InvoiceDownloadButton } from './invoice-download-button';

function Amount({ label, kurus, strong = false }: { label: string; kurus: number | null; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{kurus === null ? '—' : formatKurus(kurus)}</dd>
    </div>
  );
}

function CommissionRow({ invoice }: { invoice: InvoiceView }) {
  const month = invoice.period ? periodLabel(invoice.period) : formatDateNumeric(invoice.issuedAt);
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{month}</p>
        <p className="text-sm text-slate-500">
          <span className="font-mono">{invoice.number ?? '—'}</span> · {formatDateNumeric(invoice.issuedAt)}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm sm:text-right">
        <Amount label="Net" kurus={invoice.net} />
        <Amount label="KDV" kurus={invoice.vat} />
        <Amount label="Toplam" kurus={invoice.gross} strong />
      </dl>
      <div>
        <InvoiceDownloadButton invoiceId={invoice._id} label={`İndir: ${month} komisyon faturası`}>
          İndir
        </InvoiceDownloadButton>
      </div>
    </li>
  );
}

/** The platform's monthly commission invoices to the store, newest month first. */
export function CommissionInvoices() {
  const [page, setPage] = useState(1);
  const query = useCommissionInvoicesQuery({ page });
  return (
    <PagedList
      query={query}
      items={query.data?.invoices}
      renderItem={(invoice) => <CommissionRow key={invoice._id} invoice={invoice} />}
      className="divide-y divide-slate-100"
      label="Komisyon faturaları"
      loading={{ label: 'Komisyon faturaları yükleniyor', rows: 3, rowClassName: 'h-14', className: 'space-y-2' }}
      errorTitle="Komisyon faturaları yüklenemedi"
      empty={
        <EmptyState Icon={ReceiptText} title="Henüz komisyon faturanız yok">
          Her ayın ilk günü bir önceki ayın komisyon faturası kesilir.
        </EmptyState>
      }
      pagination={query.data && { page: query.data.page, totalPages: query.data.totalPages, total: query.data.total, onPageChange: setPage }}
    />
  );
}
