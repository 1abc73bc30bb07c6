import type { Advert } from '@pazaryeri/contract/adverts/index';
import { Handshake } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useRequestOffersQuery } from '../adverts-api';
import { OfferAttachments } from './offer-attachments';
import { OfferDecision } from './offer-decision';
import { OfferStatusBadge } from './offer-status';
import { StoreRating } from './store-rating';

/** The request owner's view: every offer side by side (amount, days, revisions, store, valid until), accept or reject with a note. */
export function OfferCompare({ advert }: { advert: Advert }) {
  const offers = useRequestOffersQuery(advert._id);
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
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Gelen teklifler">
      {list.map((offer) => (
        <li key={offer._id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs" aria-label={`${offer.seller.storeName} teklifi`}>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{offer.seller.storeName}</p>
              <StoreRating rating={offer.seller.rating} />
            </div>
            <OfferStatusBadge status={offer.status} />
          </div>
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
            <div className="col-span-2">
              <dt className="text-slate-500">Geçerlilik</dt>
              <dd className="font-medium">{formatDate(offer.validUntil)}</dd>
            </div>
          </dl>
          {offer.note && <p className="text-sm text-slate-700">{offer.note}</p>}
          <OfferAttachments files={offer.attachments} />
          {offer.statusNote && <p className="text-xs text-slate-500">Not: {offer.statusNote}</p>}
          <div className="mt-auto">
            <OfferDecision offer={offer} advertSlug={advert.slug} />
          </div>
        </li>
      ))}
    </ul>
  );
}
