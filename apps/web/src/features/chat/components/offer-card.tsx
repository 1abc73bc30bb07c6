import { Handshake } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import type { ChatOffer } from '../chat-slice';

/** Spec §4 offer statuses. */
const statusLabels: Record<string, { label: string; tone: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' }> = {
  pending: { label: 'Yanıt bekliyor', tone: 'warning' },
  accepted: { label: 'Kabul edildi', tone: 'success' },
  rejected: { label: 'Reddedildi', tone: 'danger' },
  inProgress: { label: 'Devam ediyor', tone: 'brand' },
  completed: { label: 'Tamamlandı', tone: 'success' },
};

/**
 * An offer made in the conversation. The buyer's accept/reject buttons appear once the offer has
 * a pending status; answering goes live with the offers work, until then they stay disabled.
 */
export function OfferCard({ offer, buyerView }: { offer: ChatOffer; buyerView: boolean }) {
  const status = offer.status ? statusLabels[offer.status] : undefined;
  return (
    <li className="flex justify-center">
      <article aria-label="Teklif" className="w-full max-w-sm rounded-2xl border border-brand-200 bg-white p-4 shadow-xs">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <Handshake aria-hidden className="size-4" />
            Teklif
          </p>
          {offer.status && <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? offer.status}</Badge>}
        </div>
        {offer.title && <p className="mt-2 font-semibold text-slate-900">{offer.title}</p>}
        {offer.amount !== undefined && <p className="mt-1 text-2xl font-bold text-slate-900">{formatMoney(offer.amount)}</p>}
        {offer.deliveryDays !== undefined && <p className="text-sm text-slate-600">Teslim süresi: {offer.deliveryDays} gün</p>}
        {offer.description && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{offer.description}</p>}
        {buyerView && offer.status === 'pending' && (
          <div className="mt-3">
            <div className="flex gap-2">
              <Button size="sm" className="flex-1" disabled>
                Kabul et
              </Button>
              <Button size="sm" variant="outline" className="flex-1" disabled>
                Reddet
              </Button>
            </div>
            <p className="mt-2 text-xs text-slate-500">Teklifleri yanıtlama yakında buradan yapılabilecek.</p>
          </div>
        )}
      </article>
    </li>
  );
}
