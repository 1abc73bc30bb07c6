import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { ButtonLink } from '@/components/ui/button';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import type { OrderFilters } from '../order-filters';
import { useMyOrdersQuery } from '../orders-api';
import { OrderListFrame } from './order-list-frame';
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
  return (
    <OrderListFrame
      filters={filters}
      onChange={onChange}
      searchLabel="Sipariş no veya ürün adı"
      query={useMyOrdersQuery(filters)}
      renderOrder={(order) => <OrderCard order={order} />}
      empty={{
        title: 'Henüz siparişiniz yok',
        body: 'Verdiğiniz siparişler, kargo takibi ve dijital indirmeleriniz burada görünür.',
        action: <ButtonLink to="/urunler">Alışverişe başla</ButtonLink>,
      }}
    />
  );
}
