import type { Advert, Offer } from '@pazaryeri/contract/adverts/index';
import { Handshake } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useRequestOffersQuery } from '../adverts-api';
import { bestFirst, formatResponseHours, markedOffers, nextSort, sortOffers, type OfferSort, type OfferSortKey } from '../offer-sort';
import { OfferAttachments } from './offer-attachments';
import { OfferCompareTable } from './offer-compare-table';
import { OfferDecision } from './offer-decision';
import { OfferStatusBadge } from './offer-status';
import { StoreRating } from './store-rating';

/** Wide enough for the offers side by side in a table; below it the cards stack. */
const wideScreen = '(min-width: 768px)';
function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia?.(wideScreen);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const useWideScreen = () => useSyncExternalStore(subscribeToWidth, () => window.matchMedia?.(wideScreen).matches ?? false);

const sortLabels: Record<OfferSortKey, string> = {
  price: 'Fiyat (düşükten yükseğe)',
  delivery: 'Teslim süresi (kısadan uzuna)',
  rating: 'Mağaza puanı (yüksekten düşüğe)',
  response: 'Yanıt süresi (hızlıdan yavaşa)',
};

function SortSelect({ sort, onChange }: { sort: OfferSort | null; onChange: (sort: OfferSort | null) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="shrink-0">Sırala</span>
      <Select value={sort?.key ?? ''} onChange={(event) => onChange(event.target.value ? { key: event.target.value as OfferSortKey, direction: bestFirst[event.target.value as OfferSortKey] } : null)}>
        <option value="">Geliş sırası</option>
        {(Object.keys(sortLabels) as OfferSortKey[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </Select>
    </label>
  );
}

function OfferCompareCard({ offer, advertSlug, cheapest, fastest }: { offer: Offer; advertSlug: string; cheapest: boolean; fastest: boolean }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs" aria-label={`${offer.seller.storeName} teklifi`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{offer.seller.storeName}</p>
          <StoreRating rating={offer.seller.rating} />
        </div>
        <OfferStatusBadge status={offer.status} />
      </div>
      {(cheapest || fastest) && (
        <p className="flex flex-wrap gap-1">
          {cheapest && <Badge tone="success">En uygun fiyat</Badge>}
          {fastest && <Badge tone="brand">En kısa teslim</Badge>}
        </p>
      )}
      <p className="text-2xl font-bold text-slate-900">{formatMoney(offer.amount)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Teslim</dt>
          <dd className="font-medium">{offer.deliveryDays} gün</dd>
        </div>
        <div>
          <dt className="text-slate-500">Revizyon</dt>
          <dd className="font-medium">{offer.revisions}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Yanıt süresi</dt>
          <dd className="font-medium">{formatResponseHours(offer.seller.responseHours)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Geçerlilik</dt>
          <dd className="font-medium">{formatDate(offer.validUntil)}</dd>
        </div>
      </dl>
      {offer.note && <p className="text-sm text-slate-700">{offer.note}</p>}
      <OfferAttachments files={offer.attachments} />
      {offer.statusNote && <p className="text-xs text-slate-500">Not: {offer.statusNote}</p>}
      <div className="mt-auto">
        <OfferDecision offer={offer} advertSlug={advertSlug} />
      </div>
    </li>
  );
}

/**
 * The request owner's view of its offers: on a wide screen a table, the offers side by side
 * (price, delivery, revisions, the store's rating and response time, valid until), sortable;
 * on a phone the cards stack. Accept or reject with a note either way; the cheapest and the
 * fastest are marked.
 */
export function OfferCompare({ advert }: { advert: Advert }) {
  const offers = useRequestOffersQuery(advert._id);
  const wide = useWideScreen();
  const [sort, setSort] = useState<OfferSort | null>(null);
  if (offers.isLoading) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (offers.isError) return <LoadError title="Teklifler yüklenemedi" error={offers.error} onRetry={offers.refetch} retrying={offers.isFetching} />;
  const list = offers.data?.offers ?? [];
  if (list.length === 0) {
    return (
      <EmptyState Icon={Handshake} title="Henüz teklif yok">
        Mağazalar talebinize teklif verdiğinde burada yan yana görünür.
      </EmptyState>
    );
  }
  const sorted = sortOffers(list, sort);
  const marks = markedOffers(list);
  if (wide) return <OfferCompareTable offers={sorted} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} marks={marks} advertSlug={advert.slug} />;
  return (
    <div className="space-y-3">
      {list.length > 1 && <SortSelect sort={sort} onChange={setSort} />}
      <ul className="grid gap-3" aria-label="Gelen teklifler">
        {sorted.map((offer) => (
          <OfferCompareCard key={offer._id} offer={offer} advertSlug={advert.slug} cheapest={marks.cheapest.has(offer._id)} fastest={marks.fastest.has(offer._id)} />
        ))}
      </ul>
    </div>
  );
}
