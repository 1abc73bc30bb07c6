/** The offers side by side on a wide screen: one column per offer, one row per fact, the facts' rows sortable. */
import type { Offer } from '@pazaryeri/contract/adverts/index';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney } from '@/lib/format';
import { storePath } from '@/lib/paths';
import { formatResponseHours, type OfferSort, type OfferSortKey } from '../offer-sort';
import { OfferAttachments } from './offer-attachments';
import { OfferDecision } from './offer-decision';
import { OfferStatusBadge } from './offer-status';
import { StoreRating } from './store-rating';

interface OfferCompareTableProps {
  offers: Offer[];
  sort: OfferSort | null;
  onSort: (key: OfferSortKey) => void;
  marks: { cheapest: Set<string>; fastest: Set<string> };
  advertSlug: string;
}

const headerClass = 'sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left align-top text-xs font-semibold text-slate-600';

function SortableHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: OfferSortKey; sort: OfferSort | null; onSort: (key: OfferSortKey) => void }) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="row" aria-sort={direction ?? 'none'} className={headerClass}>
      <button type="button" onClick={() => onSort(sortKey)} className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2">
        {label}
        <Icon aria-hidden className={direction ? 'size-3.5 text-brand-700' : 'size-3.5 text-slate-400'} />
      </button>
    </th>
  );
}

function Row({ header, offers, cell }: { header: ReactNode; offers: Offer[]; cell: (offer: Offer) => ReactNode }) {
  return (
    <tr className="border-t border-slate-100">
      {header}
      {offers.map((offer) => (
        <td key={offer._id} className="min-w-44 px-3 py-2 align-top text-sm text-slate-800">
          {cell(offer)}
        </td>
      ))}
    </tr>
  );
}

const plainHeader = (label: string) => (
  <th scope="row" className={headerClass}>
    {label}
  </th>
);

export function OfferCompareTable({ offers, sort, onSort, marks, advertSlug }: OfferCompareTableProps) {
  const sortable = (label: string, key: OfferSortKey) => <SortableHeader label={label} sortKey={key} sort={sort} onSort={onSort} />;
  const hasNotes = offers.some((offer) => offer.note || offer.attachments.length > 0 || offer.statusNote);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full border-collapse" aria-label="Teklif karşılaştırması">
        <thead>
          <tr>
            <td className="sticky left-0 z-10 bg-slate-50" />
            {offers.map((offer) => (
              <th key={offer._id} scope="col" className="min-w-44 px-3 py-3 text-left align-top">
                <Link to={storePath(offer.seller.alias)} className="block font-semibold text-slate-900 hover:underline">
                  {offer.seller.storeName}
                </Link>
                <span className="mt-1 flex flex-wrap gap-1">
                  <OfferStatusBadge status={offer.status} />
                  {marks.cheapest.has(offer._id) && <Badge tone="success">En uygun fiyat</Badge>}
                  {marks.fastest.has(offer._id) && <Badge tone="brand">En kısa teslim</Badge>}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row header={sortable('Fiyat', 'price')} offers={offers} cell={(offer) => <span className="text-base font-bold text-slate-900">{formatMoney(offer.amount)}</span>} />
          <Row header={sortable('Teslim süresi', 'delivery')} offers={offers} cell={(offer) => `${offer.deliveryDays} gün`} />
          <Row header={plainHeader('Revizyon')} offers={offers} cell={(offer) => offer.revisions} />
          <Row header={sortable('Mağaza puanı', 'rating')} offers={offers} cell={(offer) => <StoreRating rating={offer.seller.rating} />} />
          <Row header={sortable('Yanıt süresi', 'response')} offers={offers} cell={(offer) => formatResponseHours(offer.seller.responseHours)} />
          <Row header={plainHeader('Geçerlilik')} offers={offers} cell={(offer) => formatDate(offer.validUntil)} />
          {hasNotes && (
            <Row
              header={plainHeader('Not')}
              offers={offers}
              cell={(offer) => (
                <div className="space-y-1">
                  {offer.note && <p className="whitespace-pre-line">{offer.note}</p>}
                  <OfferAttachments files={offer.attachments} />
                  {offer.statusNote && <p className="text-xs text-slate-500">Not: {offer.statusNote}</p>}
                </div>
              )}
            />
          )}
          <Row header={<td className="sticky left-0 z-10 bg-slate-50" />} offers={offers} cell={(offer) => <OfferDecision offer={offer} advertSlug={advertSlug} />} />
        </tbody>
      </table>
    </div>
  );
}
