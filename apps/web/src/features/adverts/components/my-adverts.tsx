import { advertOwnerTransitions, advertStatusLabels, advertTypeLabels, type Advert, type AdvertStatus } from '@pazaryeri/contract/adverts/index';
import { ChevronDown, ChevronUp, Handshake, Inbox, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { budgetText, isCapped, offersOfCapText, processText, quantityText } from '../advert-facts';
import { useDeleteAdvertMutation, useMyAdvertsQuery, useSetAdvertStatusMutation } from '../adverts-api';
import { advertPath } from './advert-card';
import { EditAdvertDialog } from './edit-advert-dialog';
import { OfferCompare } from './offer-compare';

/** What the owner's button says for each move of `advertOwnerTransitions`. */
const moveLabels: Record<AdvertStatus, string> = {
  active: 'Yeniden yayınla',
  passive: 'Yayından kaldır',
  cancelled: 'İptal et',
  completed: 'Tamamlandı olarak işaretle',
  inProgress: 'Çalışılıyor',
};
const statusTones: Record<AdvertStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  active: 'success',
  passive: 'neutral',
  inProgress: 'brand',
  completed: 'success',
  cancelled: 'danger',
};

const errorOf = (result: { error?: unknown }, fallback: string) => (result.error as { message?: string } | undefined)?.message ?? fallback;

function DeleteDialog({ advert, onClose }: { advert: Advert; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteAdvertMutation();
  return (
    <Dialog
      title="İlanı sil"
      description={`"${advert.title}" ve ona verilen teklifler kaldırılacak. Bu işlem geri alınamaz.`}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button
            variant="danger"
            loading={isLoading}
            onClick={async () => {
              const result = await remove(advert._id);
              if ('data' in result && result.data) {
                toast.success(result.data.message);
                onClose();
              } else toast.error(errorOf(result, 'İlan silinemedi.'));
            }}
          >
            Sil
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}

/** One of my adverts: its state and the owner's moves (edit, status, delete); a request opens its offers side by side. */
export function OwnAdvertItem({ advert }: { advert: Advert }) {
  const [setStatus, { isLoading, originalArgs }] = useSetAdvertStatusMutation();
  const [showOffers, setShowOffers] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const isRequest = advert.advertType === 'customerRequest';
  const moves = advertOwnerTransitions[advert.status];
  const needs = isRequest ? [processText(advert), quantityText(advert)].filter(Boolean).join(' · ') : '';
  const move = async (status: AdvertStatus) => {
    const result = await setStatus({ id: advert._id, status });
    if ('data' in result && result.data) toast.success(result.data.message);
    else toast.error(errorOf(result, 'İlan güncellenemedi.'));
  };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-xs" aria-label={advert.title}>
      <div className="flex gap-3 p-4 sm:gap-4">
        {advert.images[0] ? (
          <img src={advert.images[0]} alt="" className="size-16 shrink-0 rounded-xl object-cover sm:size-20" />
        ) : (
          <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400 sm:size-20">
            <Inbox className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={isRequest ? 'brand' : 'neutral'}>{advertTypeLabels[advert.advertType]}</Badge>
            <Badge tone={statusTones[advert.status]}>{advertStatusLabels[advert.status]}</Badge>
            {advert.saleStatus === 'inNegotiation' && <Badge tone="brand">Teklif kabul edildi</Badge>}
            {isRequest && advert.status === 'active' && isCapped(advert) && <Badge tone="warning">Teklif sınırı doldu</Badge>}
          </div>
          <Link to={advertPath(advert.slug)} className="block truncate font-semibold text-slate-900 hover:underline">
            {advert.title}
          </Link>
          {needs && <p className="truncate text-sm text-slate-700">{needs}</p>}
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{budgetText(advert)}</span>
            {!advert.budgetOpen && (isRequest ? ' bütçe' : "'den başlayan")} · {formatDate(advert.createdAt)}
            {isRequest && <> · {offersOfCapText(advert)}</>}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3">
        {isRequest && (
          <Button size="sm" variant={showOffers ? 'secondary' : 'primary'} onClick={() => setShowOffers((open) => !open)} aria-expanded={showOffers}>
            <Handshake aria-hidden className="size-4" />
            {showOffers ? 'Teklifleri gizle' : `Teklifleri karşılaştır (${advert.offersCount})`}
            {showOffers ? <ChevronUp aria-hidden className="size-4" /> : <ChevronDown aria-hidden className="size-4" />}
          </Button>
        )}
        {(advert.status === 'active' || advert.status === 'passive') && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${advert.title} ilanını düzenle`}>
            <Pencil aria-hidden className="size-4" />
            Düzenle
          </Button>
        )}
        {moves.map((status) => (
          <Button key={status} size="sm" variant="outline" loading={isLoading && originalArgs?.status === status} disabled={isLoading} onClick={() => move(status)}>
            {moveLabels[status]}
          </Button>
        ))}
        {advert.status !== 'inProgress' && (
          <Button size="sm" variant="ghost" className="ml-auto text-red-600 hover:bg-red-50" onClick={() => setDeleting(true)} aria-label={`${advert.title} ilanını sil`}>
            <Trash2 aria-hidden className="size-4" />
            Sil
          </Button>
        )}
      </div>
      {showOffers && (
        <div className="border-t border-slate-100 bg-slate-50 p-4">
          <OfferCompare advert={advert} />
        </div>
      )}
      {deleting && <DeleteDialog advert={advert} onClose={() => setDeleting(false)} />}
      {editing && <EditAdvertDialog advert={advert} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** The buyer's requests (and a store's adverts) with their states, their offers and the owner's moves. */
export function MyAdverts({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const query = useMyAdvertsQuery({ page });
  return (
    <PagedList
      query={query}
      items={query.data?.adverts}
      renderItem={(advert) => <OwnAdvertItem key={advert._id} advert={advert} />}
      className="space-y-3"
      label="Taleplerim"
      loading={{ label: 'Talepler yükleniyor', rows: 3, rowClassName: 'h-32 rounded-2xl' }}
      errorTitle="İlanlar yüklenemedi."
      empty={
        <EmptyState Icon={Inbox} title="Henüz bir talebiniz yok" action={<ButtonLink to="/talep-olustur">Talep oluştur</ButtonLink>}>
          İhtiyacınızı anlatın; mağazalar tutar, süre ve revizyon hakkıyla teklif versin.
        </EmptyState>
      }
      pagination={query.data && { page: query.data.page, totalPages: query.data.totalPages, total: query.data.total, onPageChange }}
    />
  );
}
