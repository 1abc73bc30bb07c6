import { PackageCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSellerOrdersQuery } from '@/features/orders/orders-api';
import { NewShipment } from '@/features/shipping/components/new-shipment';
import { ShipmentList } from '@/features/shipping/components/shipment-list';
import { ShippingBalance } from '@/features/shipping/components/shipping-balance';
import { openShipmentOf, useSellerShipmentsQuery, useShipmentAnalyticsQuery, useShippingReportQuery } from '@/features/shipping/shipping-api';
import { formatMoney } from '@/lib/format';
import { PanelPage, PanelSection } from './panel-page';

const ShipmentCharts = lazy(() => import('@/features/shipping/components/shipment-charts').then((module) => ({ default: module.ShipmentCharts })));

function Figures() {
  const report = useShippingReportQuery({});
  const cards = [
    { label: 'Gönderi (30 gün)', value: report.data ? String(report.data.shipments) : null, note: 'Etiketi alınan gönderiler' },
    { label: 'Etiket ve iade maliyeti', value: report.data ? formatMoney(report.data.labelCost + report.data.returnCost) : null, note: report.data ? `İade etiketleri ${formatMoney(report.data.returnCost)}` : '' },
    { label: 'Alıcının ödediği kargo', value: report.data ? formatMoney(report.data.shippingPaid) : null, note: 'Siparişlerdeki kargo ücretleri' },
    { label: 'Kargo farkı', value: report.data ? formatMoney(report.data.difference) : null, note: 'Ödenen − etiket ve iade maliyeti' },
  ];
  return (
    <dl aria-label="Son 30 günün kargo özeti" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-500">{card.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{card.value ?? <Skeleton className="h-7 w-24" />}</dd>
          <dd className="text-xs text-slate-500">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Paid and preparing parts with something physical in them: the ones a label can be bought for. */
function useShippableParts() {
  const filters = { page: 1, startDate: '', endDate: '', search: '' } as const;
  const paid = useSellerOrdersQuery({ ...filters, status: 'paid' });
  const preparing = useSellerOrdersQuery({ ...filters, status: 'preparing' });
  const parts = [...(preparing.data?.orders ?? []), ...(paid.data?.orders ?? [])].filter((part) => part.items.some((item) => item.productType === 'physical'));
  return { parts, isLoading: paid.isLoading || preparing.isLoading };
}

function ReadyToShip() {
  const { parts, isLoading } = useShippableParts();
  const shipments = useSellerShipmentsQuery();
  if (isLoading) return <Skeleton className="h-16" />;
  if (parts.length === 0) {
    return (
      <EmptyState Icon={PackageCheck} title="Kargolanacak sipariş yok">
        Ödenmiş ya da hazırlanan siparişler burada görünür.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Kargolanacak siparişler" className="divide-y divide-slate-100">
      {parts.map((part) => {
        const waiting = openShipmentOf(shipments.data?.data ?? [], part._id);
        return (
          <li key={part._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <strong>{part.orderNumber}</strong> · {part.customer?.name} · {part.customer?.address?.city}
              {waiting && <Badge tone="warning">Teklifler hazır</Badge>}
            </span>
            <ButtonLink size="sm" to={`?siparis=${encodeURIComponent(part._id)}`} aria-label={`${part.orderNumber}: ${waiting ? 'Teklifleri gör' : 'Kargola'}`}>
              {waiting ? 'Teklifleri gör' : 'Kargola'}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

export default function SellerShipmentPage() {
  const [params] = useSearchParams();
  const partId = params.get('siparis');
  const analytics = useShipmentAnalyticsQuery({});
  return (
    <PanelPage>
      <Figures />
      <PanelSection title="Yeni gönderi" description="Paketi ölçün, teklifleri karşılaştırın, etiketi alın.">
        {partId ? (
          <div className="space-y-3">
            <NewShipment key={partId} sellerOrderId={partId} />
            <Link to="/seller-panel/shipment" className="text-sm text-brand-700 hover:underline">
              Başka bir sipariş seç
            </Link>
          </div>
        ) : (
          <ReadyToShip />
        )}
      </PanelSection>
      <PanelSection title="Kargolarım">
        <ShipmentList />
      </PanelSection>
      <PanelSection title="Kargo bakiyesi" description="Alınan etiketler, iptallerin iadeleri ve hesap hareketleri.">
        <ShippingBalance />
      </PanelSection>
      <PanelSection title="Kargo analizleri" description="Son 30 gün">
        {analytics.data ? (
          analytics.data.total > 0 ? (
            <Suspense fallback={<Skeleton className="h-52" />}>
              <ShipmentCharts data={analytics.data} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-500">Bu dönemde etiketli gönderi yok.</p>
          )
        ) : (
          <Skeleton className="h-52" />
        )}
      </PanelSection>
    </PanelPage>
  );
}
