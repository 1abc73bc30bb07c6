import type { Offer } from '@pazaryeri/contract/adverts/index';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { OrderFromOfferButton } from '@/features/freelance';
import { toast } from '@/lib/toast';
import { useSetOfferStatusMutation } from '../adverts-api';

/**
 * The buyer's answer to one offer, wherever it shows (the comparison, the chat card): accept or
 * reject with an optional note while it is pending and unexpired; once accepted, the way to the
 * order and its payment.
 */
export function OfferDecision({ offer, advertSlug }: { offer: Offer; advertSlug?: string }) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const [decide, { isLoading }] = useSetOfferStatusMutation();
  if (offer.status === 'accepted') return <OrderFromOfferButton offerId={offer._id} label="Siparişe geç ve öde" />;
  if (offer.status === 'inProgress' || offer.status === 'completed') return <OrderFromOfferButton offerId={offer._id} label="Siparişi görüntüle" />;
  if (offer.status !== 'pending') return null;
  if (offer.isExpired) return <p className="text-xs text-slate-500">Süresi doldu</p>;
  if (offer.advert && offer.advert.saleStatus !== 'open') return null;
  const act = async (status: 'accepted' | 'rejected') => {
    const result = await decide({ offer, status, statusNote: note.trim() || undefined, advertSlug: advertSlug ?? offer.advert?.slug });
    if ('data' in result && result.data) toast.success(result.data.message);
    else if ('error' in result) toast.error((result.error as { message?: string }).message ?? 'Teklif kabul edilirken bir hata oluştu');
  };
  return (
    <div className="space-y-2">
      <label className="sr-only" htmlFor={noteId}>
        {offer.seller.storeName} için not
      </label>
      <Textarea id={noteId} rows={2} placeholder="Not (isteğe bağlı)" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
      <div className="flex gap-2">
        <Button size="sm" className="flex-1 sm:flex-none" loading={isLoading} onClick={() => act('accepted')} aria-label={`${offer.seller.storeName} teklifini kabul et`}>
          Kabul et
        </Button>
        <Button size="sm" className="flex-1 sm:flex-none" variant="outline" disabled={isLoading} onClick={() => act('rejected')} aria-label={`${offer.seller.storeName} teklifini reddet`}>
          Reddet
        </Button>
      </div>
    </div>
  );
}
