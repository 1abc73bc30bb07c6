import type { Advert } from '@pazaryeri/contract/adverts/index';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useCustomerRequestsQuery } from '@/features/adverts/adverts-api';
import { advertPath } from '@/features/adverts/components/advert-card';
import { OfferDialog } from '@/features/adverts/components/offer-form';
import { formatDate, formatDayShort, formatMoney } from '@/lib/format';
import { PanelPage } from './panel-page';

/** /seller-panel/request: open customer requests, newest first, 10 a page, each with a "Teklif ver" dialog. */
export default function CustomerRequestsPage() {
  const [page, setPage] = useState(1);
  const feed = useCustomerRequestsQuery({ page });
  const [offering, setOffering] = useState<Advert | null>(null);
  return (
    <PanelPage>
      <PagedList
        query={feed}
        items={feed.data?.adverts}
        className="space-y-3"
        renderItem={(advert) => (
          <li key={advert._id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
            {advert.images[0] && <img src={advert.images[0]} alt="" className="h-20 w-28 shrink-0 rounded-lg object-cover" />}
            <div className="min-w-0 flex-1">
              <Link to={advertPath(advert.slug)} className="font-semibold text-brand-700 hover:underline">
                {advert.title}
              </Link>
              <p className="line-clamp-2 text-sm text-slate-600">{advert.description}</p>
              <p className="mt-1 text-xs text-slate-500">
                {advert.owner.name} · {formatDate(advert.createdAt)}
                {advert.deadline && ` · Son gün ${formatDayShort(advert.deadline)}`} · {advert.offersCount} teklif
              </p>
            </div>
            <div className="flex items-center gap-3 sm:flex-col sm:items-end">
              <p className="text-lg font-bold">{formatMoney(advert.budget)}</p>
              <Button size="sm" onClick={() => setOffering(advert)} aria-label={`${advert.title} için teklif ver`}>
                Teklif ver
              </Button>
            </div>
          </li>
        )}
        loading={{ label: 'Talepler yükleniyor', rows: 3, rowClassName: 'h-28 w-full rounded-2xl' }}
        errorTitle="Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin."
        empty={
          <EmptyState Icon={Inbox} title="Açık müşteri talebi yok">
            Alıcılar yeni bir talep yayınladığında burada görünür.
          </EmptyState>
        }
        pagination={feed.data && { page: feed.data.page, totalPages: feed.data.totalPages, total: feed.data.total, onPageChange: setPage }}
      />
      {offering && <OfferDialog advertId={offering._id} title={offering.title} onClose={() => setOffering(null)} />}
    </PanelPage>
  );
}
