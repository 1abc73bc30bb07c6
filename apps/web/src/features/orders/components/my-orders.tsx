import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import type { OrderFilters } from '../order-filters';
import { useMyOrdersQuery } from '../orders-api';
import { OrderFiltersBar } from './order-filters-bar';
import { OrderStatusBadge } from './order-status-badge';

export const orderPath = (id: string) => `/hesabim/siparisler/${encodeURIComponent(id)}`;

/** Each store's own status, once the stores' parts have moved apart from the order's. */
function showsParts(order: OrderView): boolean {
  if (order.status === 'payment_failed' || order.status === 'cancelled') return false;
  return order.orders.some((part) => part.status !== order.status);
}

function OrderCard({ order }: { order: OrderView }) {
  const items = order.orders.flatMap((part) => part.items);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <Link to={orderPath(order._id)} className="after:absolute after:inset-0 after:rounded-2xl">
              Sipariş {order.orderNumber}
            </Link>
          </p>
          <p className="text-sm text-slate-500">
            {formatDate(order.createdAt)} · {formatCount(units)} ürün · {order.orders.map((part) => part.seller.storeName).join(', ')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <p className="font-bold text-slate-900">{formatMoney(order.total)}</p>
          <ChevronRight aria-hidden className="size-5 text-slate-400" />
        </div>
      </div>
      {showsParts(order) && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {order.orders.map((part) => (
            <li key={part._id} className="flex items-center gap-2 rounded-lg bg-slate-50 px-2.5 py-1 text-xs text-slate-600">
              {part.seller.storeName}
              <OrderStatusBadge status={part.status} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The buyer's orders: filters, cards, pages of 10. */
export function MyOrders({ filters, onChange }: { filters: OrderFilters; onChange: (filters: OrderFilters) => void }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useMyOrdersQuery(filters);
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || filters.search);

  let list;
  if (isLoading) {
    list = (
      <ul aria-busy aria-label="Siparişler yükleniyor" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-24 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  } else if (isError || !data) {
    list = <LoadError title="Siparişler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.orders.length === 0) {
    list = filtered ? (
      <EmptyState Icon={Package} title="Bu filtrelere uyan sipariş yok">
        Filtreleri değiştirin ya da temizleyin.
      </EmptyState>
    ) : (
      <EmptyState Icon={Package} title="Henüz siparişiniz yok" action={<ButtonLink to="/urunler">Alışverişe başla</ButtonLink>}>
        Verdiğiniz siparişler, kargo takibi ve dijital indirmeleriniz burada görünür.
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className="space-y-3" aria-busy={isFetching || undefined}>
          {data.orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => onChange({ ...filters, page })} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <OrderFiltersBar
        searchLabel="Sipariş no veya ürün adı"
        value={{ status: filters.status, startDate: filters.startDate, endDate: filters.endDate, text: filters.search }}
        onChange={({ text, ...rest }) => onChange({ ...rest, search: text, page: 1 })}
      />
      {list}
    </div>
  );
}
