import { useState } from 'react';
import type { OrderFilterStatus, OrderItemView, SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { orderMessages } from '@pazaryeri/contract/orders/index';
import { toast } from '@/lib/toast';
import type { OrderFilters } from '../order-filters';
import { useSellerOrdersQuery, useUpdateSellerOrderStatusMutation } from '../orders-api';
import { DeliveryUploadDialog } from './delivery-upload-dialog';
import { OrderListFrame } from './order-list-frame';
import { SellerOrderCard } from './seller-order-card';
import { ShippingEditDialog } from './shipping-edit-dialog';
import { StatusChangeDialog } from './status-change-dialog';

/** A store sees its parts once they are paid. */
const sellerStatuses: OrderFilterStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'];

/** What the store is doing to one of its parts, in a dialog. */
type Action =
  | { kind: 'move'; part: SellerOrderView; status: SellerOrderStatus }
  | { kind: 'upload'; part: SellerOrderView; item: OrderItemView }
  | { kind: 'shipping'; part: SellerOrderView; productId: string };

/** The store's orders (spec §9: 10 a page): filters, the customer's shipping details, status changes, digital deliveries and shipping corrections. */
export function SellerOrders({ filters, onChange }: { filters: OrderFilters; onChange: (filters: OrderFilters) => void }) {
  const [update, { isLoading: saving }] = useUpdateSellerOrderStatusMutation();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);

  return (
    <OrderListFrame
      filters={filters}
      onChange={onChange}
      searchLabel="Sipariş no, ürün veya müşteri adı"
      statuses={sellerStatuses}
      query={useSellerOrdersQuery(filters)}
      renderOrder={(part) => (
        <SellerOrderCard
          part={part}
          onMove={(status) => setAction({ kind: 'move', part, status })}
          onUpload={(item) => setAction({ kind: 'upload', part, item })}
          onEditShipping={(productId) => setAction({ kind: 'shipping', part, productId })}
        />
      )}
      empty={{ title: 'Henüz siparişiniz yok', body: 'Ödemesi alınan siparişler burada görünür; hazırlayıp kargoya verin.' }}
    >
      {action?.kind === 'move' && (
        <StatusChangeDialog
          subject={`Sipariş ${action.part.orderNumber}`}
          status={action.status}
          initialCarrier={action.part.carrier}
          initialTracking={action.part.trackingNumber}
          loading={saving}
          onClose={close}
          onSubmit={async (body) => {
            const result = await update({ id: action.part._id, body });
            if ('data' in result && result.data) {
              toast.success(result.data.message || orderMessages.statusUpdated);
              close();
            }
          }}
        />
      )}
      {action?.kind === 'upload' && <DeliveryUploadDialog part={action.part} item={action.item} onClose={close} />}
      {action?.kind === 'shipping' && <ShippingEditDialog part={action.part} productId={action.productId} onClose={close} />}
    </OrderListFrame>
  );
}
