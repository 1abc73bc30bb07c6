import type { OfferStatus } from '@pazaryeri/contract/adverts/index';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { type OfferTab, useSellerOffersQuery, useSetOfferStatusMutation } from '@/features/adverts/adverts-api';
import { advertPath } from '@/features/adverts/components/advert-card';
import { OfferStatusBadge } from '@/features/adverts/components/offer-status';
import { formatDate, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { PanelPage } from './panel-page';

const tabs: Array<[OfferTab, string]> = [
  ['all', 'Tümü'],
  ['pending', 'Bekleyen'],
  ['accepted', 'Kabul edilen'],
  ['rejected', 'Reddedilen'],
  ['inProgress', 'Devam eden'],
  ['completed', 'Tamamlanan'],
  ['withdrawn', 'Geri çekilen'],
];

/** /seller-panel/offer: the store's offers by status with their counts; a pending offer can be withdrawn. */
export default function SellerOffersPage() {
  const [status, setStatus] = useState<OfferTab>('all');
  const [page, setPage] = useState(1);
  const offers = useSellerOffersQuery({ status, page });
  const [change, { isLoading }] = useSetOfferStatusMutation();
  return (
    <PanelPage>
      <div className="space-y-4">
        <FilterTabs
          label="Teklif durumu"
          tabs={tabs}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          counts={offers.data?.counts as Record<OfferTab, number> | undefined}
        />
        <PagedList
          query={offers}
          items={offers.data?.offers}
          className="space-y-3"
          renderItem={(offer) => (
            <li key={offer._id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                {offer.advert ? (
                  <Link to={advertPath(offer.advert.slug)} className="font-semibold text-brand-700 hover:underline">
                    {offer.advert.title}
                  </Link>
                ) : (
                  <p className="font-semibold">Sohbet teklifi</p>
                )}
                <p className="text-xs text-slate-500">
                  {offer.buyer.name} · {formatDate(offer.createdAt)} · {offer.deliveryDays} gün · {offer.revisions} revizyon
                </p>
                {offer.statusNote && <p className="text-xs text-slate-600">Not: {offer.statusNote}</p>}
              </div>
              <div className="flex items-center gap-3">
                <span className="font-bold">{formatMoney(offer.amount)}</span>
                <OfferStatusBadge status={offer.status as OfferStatus} />
                {offer.status === 'pending' && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={isLoading}
                    onClick={async () => {
                      const result = await change({ offer, status: 'withdrawn' });
                      if ('data' in result && result.data) toast.success(result.data.message);
                    }}
                  >
                    Geri çek
                  </Button>
                )}
              </div>
            </li>
          )}
          loading={{ label: 'Teklifler yükleniyor', rows: 3, rowClassName: 'h-20 w-full rounded-2xl' }}
          errorTitle="Teklifler yüklenemedi."
          empty={
            <EmptyState Icon={Handshake} title="Bu durumda teklif yok">
              Müşteri taleplerine teklif verdiğinizde burada izlersiniz.
            </EmptyState>
          }
          pagination={offers.data && { page: offers.data.page, totalPages: offers.data.totalPages, total: offers.data.total, onPageChange: setPage }}
        />
      </div>
    </PanelPage>
  );
}
