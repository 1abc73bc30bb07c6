import type { Offer } from '@pazaryeri/contract/adverts/index';
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/lib/format';
import { OfferAttachments } from './offer-attachments';
import { OfferDecision } from './offer-decision';
import { OfferStatusBadge } from './offer-status';
import { StoreRating } from './store-rating';

/**
 * An offer with its live status, as the chat shows it in the conversation: amount, delivery days,
 * revisions and until when it stands. The buyer accepts or rejects it (with a note) right here;
 * once accepted, the card leads to the order and its payment.
 */
export function OfferCard({ offer, buyerView }: { offer: Offer; buyerView: boolean }) {
  return (
    <article aria-label="Teklif" className="w-full max-w-sm rounded-2xl border border-brand-200 bg-white p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Handshake aria-hidden className="size-4" />
          Teklif
        </p>
        <OfferStatusBadge status={offer.isExpired ? 'withdrawn' : offer.status} label={offer.isExpired ? 'Süresi doldu' : undefined} />
      </div>
      {offer.advert && (
        <Link to={`/ilan/${encodeURIComponent(offer.advert.slug)}`} className="mt-2 block font-semibold text-slate-900 hover:underline">
          {offer.advert.title}
        </Link>
      )}
      <p className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(offer.amount)}</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Teslim</dt>
          <dd className="font-medium">{offer.deliveryDays} gün</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Revizyon</dt>
          <dd className="font-medium">{offer.revisions}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Geçerlilik</dt>
          <dd className="font-medium">{formatDate(offer.validUntil)}</dd>
        </div>
      </dl>
      {buyerView && <StoreRating rating={offer.seller.rating} className="mt-2" />}
      {offer.note && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{offer.note}</p>}
      <OfferAttachments files={offer.attachments} className="mt-2" />
      {offer.statusNote && <p className="mt-2 text-xs text-slate-500">Not: {offer.statusNote}</p>}
      {buyerView && (
        <div className="mt-3">
          <OfferDecision offer={offer} />
        </div>
      )}
    </article>
  );
}
