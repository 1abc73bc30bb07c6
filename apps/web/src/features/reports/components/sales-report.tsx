import { skipToken } from '@reduxjs/toolkit/query';
import { BarChart3, Package, ReceiptText, ShoppingCart, Wallet, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDayShort, formatMoney } from '@/lib/format';
import { lastDays, rangeProblem } from '../report-range';
import { useGetSalesReportQuery, type ReportRange } from '../reports-api';
import { DateRangePicker } from './date-range-picker';

// Recharts is large: it arrives in its own chunk, only when a chart is drawn.
const DailyOrdersChart = lazy(() => import('./sales-charts').then((module) => ({ default: module.DailyOrdersChart })));
const TopProductsChart = lazy(() => import('./sales-charts').then((module) => ({ default: module.TopProductsChart })));

function Tile({ Icon, label, value }: { Icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-2 text-sm text-slate-500">
        <Icon aria-hidden className="size-4 text-brand-600" />
        {label}
      </div>
      <p className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">{value}</p>
    </div>
  );
}

export function ChartCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {description && <p className="text-sm text-slate-500">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const chartFallback = <Skeleton className="h-[260px] w-full rounded-xl" />;

/** Spec §3 "Sales report": summary tiles, orders per day and the best sellers over a date range. */
export function SalesReport() {
  const [range, setRange] = useState<ReportRange>(() => lastDays());
  const problem = rangeProblem(range);
  const { data, isLoading, isError, error, refetch, isFetching } = useGetSalesReportQuery(problem ? skipToken : range);

  let body: ReactNode;
  if (problem) {
    body = <Alert tone="warning">{problem}</Alert>;
  } else if (isLoading) {
    body = (
      <div aria-busy aria-label="Satış raporu yükleniyor" className="space-y-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </div>
        {chartFallback}
      </div>
    );
  } else if (isError || !data) {
    body = <LoadError title={sellerMessages.salesReportFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    const { summary } = data;
    body = (
      <div className="space-y-4" aria-busy={isFetching || undefined}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile Icon={ShoppingCart} label="Sipariş" value={formatCount(summary.totalOrders)} />
          <Tile Icon={Wallet} label="Ciro" value={formatMoney(summary.totalRevenue)} />
          <Tile Icon={Package} label="Satılan ürün" value={formatCount(summary.totalItemsSold)} />
          <Tile Icon={ReceiptText} label="Ortalama sipariş" value={formatMoney(summary.averageOrderValue)} />
        </div>
        <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
          <ChartCard
            title="Günlük siparişler"
            description={`${formatDayShort(summary.startDate)} – ${formatDayShort(summary.endDate)} · ${summary.days} gün`}
          >
            <div className="relative">
              <Suspense fallback={chartFallback}>
                <DailyOrdersChart data={data.dailyOrders} />
              </Suspense>
              {summary.totalOrders === 0 && (
                <p className="absolute inset-x-0 top-1/3 text-center text-sm font-medium text-slate-500">
                  Bu tarih aralığında sipariş yok.
                </p>
              )}
            </div>
          </ChartCard>
          <ChartCard title="En çok satan ürünler" description="Ciroya göre ilk 8 ürün">
            {data.productSales.length === 0 ? (
              <EmptyState Icon={BarChart3} title="Henüz satılan ürün yok" className="border-0 py-10">
                Ürünleriniz satıldıkça burada sıralanır.
              </EmptyState>
            ) : (
              <Suspense fallback={chartFallback}>
                <TopProductsChart data={data.productSales} />
              </Suspense>
            )}
          </ChartCard>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="sales-report-title" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="sales-report-title" className="text-lg font-semibold text-slate-900">
            Satış raporu
          </h2>
          <p className="text-sm text-slate-500">Tarihler Türkiye saatine göredir.</p>
        </div>
        <DateRangePicker value={range} onChange={setRange} />
      </div>
      {body}
    </section>
  );
}
