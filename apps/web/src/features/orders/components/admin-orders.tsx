import { ChevronDown, PackageSearch, X } from 'lucide-react';
import { useState } from 'react';
import type { OrderView, SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { orderMessages } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { formatDateNumeric, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { AdminOrderFilters } from '../order-filters';
import { adminMoves, moveLabels, movesFrom } from '../order-status';
import { useAdminOrdersQuery, useUpdateAdminOrderStatusMutation } from '../orders-api';
import { OrderListFrame } from './order-list-frame';
import { OrderStatusBadge } from './order-status-badge';
import { StatusChangeDialog } from './status-change-dialog';

type Move = { order: OrderView; part: SellerOrderView; status: SellerOrderStatus };

function PartRow({ order, part, onMove }: { order: OrderView; part: SellerOrderView; onMove: (move: Move) => void }) {
  const moves = movesFrom(adminMoves, part.status);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {part.seller.storeName}
          <OrderStatusBadge status={part.status} />
        </p>
        <p className="text-slate-600">
          {part.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
        </p>
        <p className="text-slate-500">
          {formatMoney(part.total)}
          {part.trackingNumber && ` · ${part.carrier ?? ''} ${part.trackingNumber}`}
        </p>
      </div>
      {moves.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'cancelled' || status === 'refunded' ? 'outline' : 'secondary'}
              onClick={() => onMove({ order, part, status })}
              aria-label={`${order.orderNumber} ${part.seller.storeName}: ${moveLabels[status]}`}
            >
              {moveLabels[status]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function OrderRow({ order, onMove }: { order: OrderView; onMove: (move: Move) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        className="flex w-full flex-wrap items-center justify-between gap-3 px-4 py-3 text-left"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{order.orderNumber}</span>
          <span className="block text-sm text-slate-500">
            {order.buyer ? `${order.buyer.name} · ${order.buyer.email}` : ''} · {formatDateNumeric(order.createdAt)}
          </span>
        </span>
        <span className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="font-bold text-slate-900">{formatMoney(order.total)}</span>
          <ChevronDown aria-hidden className={open ? 'size-4 rotate-180 text-slate-500' : 'size-4 text-slate-500'} />
        </span>
      </button>
      {open && (
        <ul className="divide-y divide-slate-100 border-t border-slate-100 px-4">
          {order.orders.map((part) => (
            <PartRow key={part._id} order={order} part={part} onMove={onMove} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The list is narrowed to one product's orders (from the admin's product list). */
function ProductFilterNote({ name, onClear }: { name?: string; onClear: () => void }) {
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm text-brand-900">
      <span className="flex items-center gap-2">
        <PackageSearch aria-hidden className="size-4 shrink-0" />
        {name ? `“${name}” ürününü içeren siparişler` : 'Seçili ürünü içeren siparişler'}
      </span>
      <Button size="sm" variant="outline" onClick={onClear}>
        <X aria-hidden className="size-4" />
        Tüm siparişler
      </Button>
    </p>
  );
}

/** Every order: search (`orders/search`), filters (`orders/filtre`) and each store part's status. */
export function AdminOrders({ filters, onChange }: { filters: AdminOrderFilters; onChange: (filters: AdminOrderFilters) => void }) {
  const [update, { isLoading: saving }] = useUpdateAdminOrderStatusMutation();
  const [move, setMove] = useState<Move | null>(null);
  const query = useAdminOrdersQuery(filters);

  return (
    <>
      {filters.productId && (
        <ProductFilterNote
          name={query.data?.orders.flatMap((order) => order.orders.flatMap((part) => part.items)).find((item) => item.productId === filters.productId)?.name}
          onClear={() => onChange({ ...filters, productId: '', page: 1 })}
        />
      )}
      <OrderListFrame
        filters={filters}
        onChange={onChange}
        searchLabel="Sipariş no, alıcı, mağaza veya ürün"
        query={query}
        renderOrder={(order) => <OrderRow order={order} onMove={setMove} />}
        empty={{ title: 'Sipariş bulunamadı' }}
      >
        {move && (
          <StatusChangeDialog
            subject={`${move.order.orderNumber} · ${move.part.seller.storeName}`}
            status={move.status}
            initialCarrier={move.part.carrier}
            initialTracking={move.part.trackingNumber}
            loading={saving}
            onClose={() => setMove(null)}
            onSubmit={async (body) => {
              const result = await update({ orderId: move.order._id, body: { ...body, sellerOrderId: move.part._id } });
              if ('data' in result && result.data) {
                toast.success(result.data.message || orderMessages.statusUpdated);
                setMove(null);
              }
            }}
          />
        )}
      </OrderListFrame>
    </>
  );
}
