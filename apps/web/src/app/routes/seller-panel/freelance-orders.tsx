import { customizationStatusLabels, type CustomizationStatus } from '@pazaryeri/contract/freelance/index';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { FreelanceOrderDetail } from '@/features/freelance/components/freelance-order-detail';
import { useListStoreFreelanceOrdersQuery } from '@/features/freelance';
import { formatDate, formatMoney } from '@/lib/format';
import { PanelPage } from './panel-page';

type Tab = '' | CustomizationStatus;
const tabs: Array<[Tab, string]> = [['', 'Tümü'], ...(Object.entries(customizationStatusLabels) as Array<[CustomizationStatus, string]>)];

/** /seller-panel/order/freelance: the store's paid orders from offers; `?siparis=<id>` opens one to start and deliver. */
export default function SellerFreelanceOrdersPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('siparis');
  const [status, setStatus] = useState<Tab>('');
  const [page, setPage] = useState(1);
  const orders = useListStoreFreelanceOrdersQuery({ page, customizationStatus: status }, { skip: Boolean(openId) });
  if (openId)
    return (
      <PanelPage>
        <Link to="/seller-panel/order/freelance" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <ArrowLeft aria-hidden className="size-4" />
          Tüm hizmet siparişleri
        </Link>
        <FreelanceOrderDetail orderId={openId} />
      </PanelPage>
    );
  return (
    <PanelPage>
      <div className="space-y-4">
        <FilterTabs
          label="Özelleştirme durumu"
          tabs={tabs}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <PagedList
          query={orders}
          items={orders.data?.orders}
          className="space-y-3"
          renderItem={(order) => (
            <li key={order._id}>
              <button
                type="button"
                onClick={() => setParams({ siparis: order._id })}
                className="flex w-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-left hover:border-brand-300 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-brand-700">{order.title}</p>
                  <p className="text-xs text-slate-500">
                    {order.orderNumber} · {order.buyerName} · {formatDate(order.createdAt)} · {order.revisionsLeft} revizyon hakkı
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-bold">{formatMoney(order.total)}</span>
                  <Badge tone={order.customizationStatus === 'completed' ? 'success' : order.customizationStatus === 'in_progress' ? 'brand' : 'warning'}>{order.customizationStatusLabel}</Badge>
                </div>
              </button>
            </li>
          )}
          loading={{ label: 'Siparişler yükleniyor', rows: 3, rowClassName: 'h-20 w-full rounded-2xl' }}
          errorTitle="Siparişler yüklenemedi."
          empty={
            <EmptyState Icon={ReceiptText} title="Hizmet siparişi yok">
              Bir teklifiniz kabul edilip ödendiğinde sipariş burada görünür.
            </EmptyState>
          }
          pagination={orders.data && { page: orders.data.page, totalPages: orders.data.totalPages, total: orders.data.total, onPageChange: setPage }}
        />
      </div>
    </PanelPage>
  );
}
