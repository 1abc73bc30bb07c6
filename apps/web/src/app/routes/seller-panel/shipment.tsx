import { PackageCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSellerOrdersQuery } from '@/features/orders/orders-api';
import { NewShipment } from '@/features/shipping/components/new-shipment';
import { ShipmentList } from '@/features/shipping/components/shipment-list';
import { useShipmentAnalyticsQuery, useShippingBalanceQuery, useShippingReportQuery } from '@/features/shipping/shipping-api';
import { formatMoney } from '@/lib/format';
import { PanelPage, PanelSection } from './panel-page';

const ShipmentCharts = lazy(() => import('@/features/shipping/components/shipment-charts').then((module) => ({ default: module.ShipmentCharts })));

function Figures() {
  const balance = useShippingBalanceQuery();
  const report = useShippingReportQuery({});
  const cards = [
    { label: 'Etiket harcaması', value: balance.data ? formatMoney(balance.data.charged - balance.data.refunded) : null, note: balance.data ? `${balance.data.labels} etiket` : '' },
    { label: 'İade edilen', value: balance.data ? formatMoney(balance.data.refunded) : null, note: 'İptal edilen etiketler' },
    { label: 'Alıcının ödediği kargo (30 gün)', value: report.data ? formatMoney(report.data.shippingPaid) : null, note: report.data ? `Etiket maliyeti ${formatMoney(report.data.labelCost + report.data.returnCost)}` : '' },
    { label: 'Kargo farkı (30 gün)', value: report.data ? formatMoney(report.data.difference) : null, note: 'Ödenen − etiket ve iade maliyeti' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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

function ReadyToShip() {
  const orders = useSellerOrdersQuery({ page: 1, status: 'paid', startDate: '', endDate: '', search: '' });
  const parts = (orders.data?.orders ?? []).filter((part) => part.items.some((item) => item.productType === 'physical'));
  if (orders.isLoading) return <Skeleton className="h-16" />;
  if (parts.length === 0) {
    return (
      <EmptyState Icon={PackageCheck} title="Kargolanacak sipariş yok">
        Ödenmiş yeni siparişler burada görünür.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {parts.map((part) => (
        <li key={part._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-sm text-slate-700">
            <strong>{part.orderNumber}</strong> · {part.customer?.name} · {part.customer?.address?.city}
          </span>
          <ButtonLink size="sm" to={`?siparis=${encodeURIComponent(part._id)}`}>
            Kargola
          </ButtonLink>
        </li>
      ))}
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
