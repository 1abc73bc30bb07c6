import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { invoiceLimits, type InvoiceKind, type InvoiceView, type MissingInvoice, periodLabel } from '@pazaryeri/contract/invoices/index';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateNumeric } from '@/lib/format';
import { formatKurus, invoiceTitle } from '../invoice-format';
import { InvoiceDownloadButton } from './invoice-download-button';

/**
 * The two lists are tables on a wide screen (a caption row above, one row per invoice) and cards
 * below it, where each value carries its caption (read out everywhere: the caption row is only
 * drawn).
 */
const invoiceColumns = 'sm:grid-cols-4 xl:grid-cols-[9.5rem_5.5rem_minmax(0,1.3fr)_minmax(9rem,1fr)_6.5rem_5.5rem_5rem]';
const missingColumns = 'sm:grid-cols-3 xl:grid-cols-[minmax(9rem,1fr)_minmax(0,1.3fr)_6.5rem_6.5rem_6rem_minmax(0,1fr)]';
const row = 'grid grid-cols-2 gap-x-3 gap-y-2 px-4 py-3 text-sm xl:items-center';

const kindLabels: Record<InvoiceKind, string> = { sale: 'Satış', commission: 'Komisyon' };

function Cell({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <span className="block text-xs text-slate-500 xl:sr-only">{caption}</span>
      <span className="block break-words text-slate-800">{children}</span>
    </div>
  );
}

function Captions({ captions, columns }: { captions: string[]; columns: string }) {
  return (
    <div aria-hidden className={cn('hidden gap-x-3 px-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:grid', columns)}>
      {captions.map((caption) => (
        <span key={caption}>{caption}</span>
      ))}
    </div>
  );
}

export const InvoiceCaptions = () => <Captions captions={['No', 'Tür', 'Mağaza', 'Sipariş / dönem', 'Tutar', 'Tarih', '']} columns={invoiceColumns} />;
export const MissingCaptions = () => <Captions captions={['Sipariş no', 'Mağaza', 'Tutar', 'Teslim', 'Geçen süre', 'Hatırlatma']} columns={missingColumns} />;

/** Where the admin finds the order itself. */
const orderLink = (orderNumber: string) => (
  <Link to={`/admin/siparisler?q=${encodeURIComponent(orderNumber)}`} className="font-medium whitespace-nowrap text-brand-700 hover:underline">
    {orderNumber}
  </Link>
);

export function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  return (
    <li className={cn(row, invoiceColumns)}>
      <Cell caption="No">
        <span className={invoice.number ? 'font-mono font-medium text-slate-900' : 'font-medium text-slate-900'}>{invoiceTitle(invoice)}</span>
      </Cell>
      <Cell caption="Tür">
        <Badge tone={invoice.kind === 'sale' ? 'brand' : 'neutral'}>{kindLabels[invoice.kind]}</Badge>
      </Cell>
      <Cell caption="Mağaza">{invoice.store.storeName}</Cell>
      <Cell caption={invoice.kind === 'commission' ? 'Dönem' : 'Sipariş'}>
        {invoice.orderNumber ? orderLink(invoice.orderNumber) : invoice.period ? periodLabel(invoice.period) : '—'}
      </Cell>
      <Cell caption="Tutar">{invoice.gross === null ? '—' : formatKurus(invoice.gross)}</Cell>
      <Cell caption="Tarih">{formatDateNumeric(invoice.issuedAt)}</Cell>
      <div className="col-span-2 sm:col-span-1 sm:self-center xl:text-right">
        <InvoiceDownloadButton invoiceId={invoice._id} label={`İndir: ${invoiceTitle(invoice)}`}>
          İndir
        </InvoiceDownloadButton>
      </div>
    </li>
  );
}

export function MissingRow({ part }: { part: MissingInvoice }) {
  const late = part.daysSinceDelivery >= invoiceLimits.reminderDays;
  return (
    <li className={cn(row, missingColumns)}>
      <Cell caption="Sipariş no">{orderLink(part.orderNumber)}</Cell>
      <Cell caption="Mağaza">{part.store.storeName}</Cell>
      <Cell caption="Tutar">{formatKurus(part.total)}</Cell>
      <Cell caption="Teslim tarihi">{formatDateNumeric(part.deliveredAt)}</Cell>
      <Cell caption="Geçen süre">
        <Badge tone={late ? 'warning' : 'neutral'}>{part.daysSinceDelivery} gün</Badge>
      </Cell>
      <Cell caption="Hatırlatma">{part.remindedAt ? `Gönderildi · ${formatDateNumeric(part.remindedAt)}` : 'Gönderilmedi'}</Cell>
    </li>
  );
}
