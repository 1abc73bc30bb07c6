import { Package, Phone, MapPin, Truck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { OrderFilterStatus, SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { orderMessages } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney, formatPhone } from '@/lib/format';
import type { OrderFilters } from '../order-filters';
import { moveLabels, movesFrom, sellerMoves } from '../order-status';
import { useSellerOrdersQuery, useUpdateSellerOrderStatusMutation } from '../orders-api';
import { OrderFiltersBar } from './order-filters-bar';
import { OrderStatusBadge } from './order-status-badge';
import { StatusChangeDialog } from './status-change-dialog';

/** A store sees its parts once they are paid. */
const sellerStatuses: OrderFilterStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'];

function SellerOrderCard({ part, onMove }: { part: SellerOrderView; onMove: (status: SellerOrderStatus) => void }) {
  const moves = movesFrom(sellerMoves, part.status);
  const address = part.customer?.address;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div>
          <p className="font-semibold text-slate-900">Sipariş {part.orderNumber}</p>
          <p className="text-xs text-slate-500">{formatDate(part.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={part.status} />
          <p className="font-bold text-slate-900">{formatMoney(part.total)}</p>
        </div>
      </header>
      <div className="grid gap-4 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-3">
          <ul className="divide-y divide-slate-100 text-sm">
            {part.items.map((item) => (
              <li key={item._id} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{item.name}</span>
                  {(item.variantName || item.sizeLabel) && <span className="block text-slate-500">{[item.variantName, item.sizeLabel].filter(Boolean).join(' · ')}</span>}
                  <span className="block text-slate-500">
                    {item.quantity} × {formatMoney(item.unitPrice)}
                    {item.isDigital && (item.deliveredAt ? ' · dijital teslim edildi' : ' · dijital')}
                  </span>
                </span>
                <span className="shrink-0 font-medium text-slate-900">{formatMoney(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Kargo {part.shippingCost > 0 ? formatMoney(part.shippingCost) : 'ücretsiz'}
            {part.discount > 0 && ` · kupon indirimi −${formatMoney(part.discount)}`}
            {part.earnings && ` · kazancınız ${formatMoney(part.earnings.sellerShare)} (komisyon ${formatMoney(part.earnings.commission)})`}
          </p>
          {(part.carrier || part.trackingNumber) && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Truck aria-hidden className="size-4 text-brand-600" />
              {part.carrier} · <span className="font-mono">{part.trackingNumber}</span>
            </p>
          )}
        </div>
        {part.customer && (
          <section aria-label="Teslimat bilgileri" className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
            <p className="font-semibold text-slate-900">{address?.fullName ?? part.customer.name}</p>
            <p className="flex items-center gap-1.5">
              <Phone aria-hidden className="size-3.5" />
              {formatPhone(address?.phone ?? part.customer.phone)}
            </p>
            {address && (
              <p className="flex gap-1.5">
                <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  {address.addressLine}, {[address.neighbourhood, address.district, address.city, address.postalCode].filter(Boolean).join(', ')}
                </span>
              </p>
            )}
          </section>
        )}
      </div>
      {moves.length > 0 && (
        <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-4 py-3 sm:px-5">
          {moves.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'cancelled' ? 'outline' : 'primary'}
              onClick={() => onMove(status)}
              aria-label={`${part.orderNumber}: ${moveLabels[status]}`}
            >
              {moveLabels[status]}
            </Button>
          ))}
        </footer>
      )}
    </li>
  );
}

/** The store's orders (spec §9: 10 a page): filters, the customer's shipping details and status changes. */
export function SellerOrders({ filters, onChange }: { filters: OrderFilters; onChange: (filters: OrderFilters) => void }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useSellerOrdersQuery(filters);
  const [update, { isLoading: saving }] = useUpdateSellerOrderStatusMutation();
  const [moving, setMoving] = useState<{ part: SellerOrderView; status: SellerOrderStatus } | null>(null);
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || filters.search);

  let list;
  if (isLoading) list = <Skeleton className="h-48 w-full rounded-2xl" />;
  else if (isError || !data) list = <LoadError title="Siparişler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.orders.length === 0) {
    list = (
      <EmptyState Icon={Package} title={filtered ? 'Bu filtrelere uyan sipariş yok' : 'Henüz siparişiniz yok'}>
        {filtered ? 'Filtreleri değiştirin ya da temizleyin.' : 'Ödemesi alınan siparişler burada görünür; hazırlayıp kargoya verin.'}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className="space-y-4" aria-busy={isFetching || undefined}>
          {data.orders.map((part) => (
            <SellerOrderCard key={part._id} part={part} onMove={(status) => setMoving({ part, status })} />
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => onChange({ ...filters, page })} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <OrderFiltersBar
        searchLabel="Sipariş no, ürün veya müşteri adı"
        statuses={sellerStatuses}
        value={{ status: filters.status, startDate: filters.startDate, endDate: filters.endDate, text: filters.search }}
        onChange={({ text, ...rest }) => onChange({ ...rest, search: text, page: 1 })}
      />
      {list}
      {moving && (
        <StatusChangeDialog
          subject={`Sipariş ${moving.part.orderNumber}`}
          status={moving.status}
          initialCarrier={moving.part.carrier}
          initialTracking={moving.part.trackingNumber}
          loading={saving}
          onClose={() => setMoving(null)}
          onSubmit={async (body) => {
            const result = await update({ id: moving.part._id, body });
            if ('data' in result && result.data) {
              toast.success(result.data.message || orderMessages.statusUpdated);
              setMoving(null);
            }
          }}
        />
      )}
    </div>
  );
}
