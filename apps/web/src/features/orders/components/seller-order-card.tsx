import { FileUp, MapPin, PencilLine, Phone, Truck } from 'lucide-react';
import type { OrderItemView, SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatDate, formatMoney, formatPhone } from '@/lib/format';
import { deliveryUploadStatuses, moveLabels, movesFrom, sellerMoves, shippingEditStatuses } from '../order-status';
import { OrderStatusBadge } from './order-status-badge';
import { CustomValueList } from '@/features/customization';
import { StorePartInvoice } from '@/features/invoices';

/** The product the shipping correction is sent for (any of the part's): none when nothing was shipped or the products are gone. */
export function shippingProductOf(part: SellerOrderView): string | undefined {
  if (!shippingEditStatuses.includes(part.status) || part.items.every((item) => item.isDigital)) return undefined;
  return part.items.find((item) => item.productId)?.productId ?? undefined;
}

function digitalState(item: OrderItemView): string {
  if (item.hasDeliveryFile) return ' · dijital teslim edildi · teslimat dosyanız yüklendi';
  return item.deliveredAt ? ' · dijital teslim edildi' : ' · dijital';
}

interface SellerOrderCardProps {
  part: SellerOrderView;
  onMove: (status: SellerOrderStatus) => void;
  onUpload: (item: OrderItemView) => void;
  onEditShipping: (productId: string) => void;
}

export function SellerOrderCard({ part, onMove, onUpload, onEditShipping }: SellerOrderCardProps) {
  const moves = movesFrom(sellerMoves, part.status);
  const canShipWithLabel = (part.status === 'paid' || part.status === 'preparing') && part.items.some((item) => item.productType === 'physical');
  const canUpload = deliveryUploadStatuses.includes(part.status);
  const shippingProduct = shippingProductOf(part);
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
                  <CustomValueList values={item.customization} />
                  <span className="block text-slate-500">
                    {item.quantity} × {formatMoney(item.unitPrice)}
                    {item.isDigital && digitalState(item)}
                  </span>
                  {item.isDigital && canUpload && item.productId && (
                    <Button size="sm" variant="outline" className="mt-2" onClick={() => onUpload(item)} aria-label={`${item.name}: ${item.hasDeliveryFile ? 'Dosyayı değiştir' : 'Teslimat dosyası yükle'}`}>
                      <FileUp aria-hidden className="size-4" />
                      {item.hasDeliveryFile ? 'Dosyayı değiştir' : 'Teslimat dosyası yükle'}
                    </Button>
                  )}
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
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <Truck aria-hidden className="size-4 text-brand-600" />
              {part.carrier} · <span className="font-mono break-all">{part.trackingNumber}</span>
            </p>
          )}
          {part.sellerNote && <p className="text-sm text-slate-600">Alıcıya notunuz: {part.sellerNote}</p>}
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
      <div className="px-4 pb-4 sm:px-5">
        <StorePartInvoice invoice={part.invoice ?? null} orderId={part.orderId} partId={part._id} orderNumber={part.orderNumber} status={part.status} />
      </div>
      {(moves.length > 0 || shippingProduct || canShipWithLabel) && (
        <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-4 py-3 sm:px-5">
          {canShipWithLabel && (
            <ButtonLink size="sm" variant="outline" to={`/seller-panel/shipment?siparis=${encodeURIComponent(part._id)}`} aria-label={`${part.orderNumber}: Kargo etiketi al`}>
              <Truck aria-hidden className="size-4" />
              Kargo etiketi al
            </ButtonLink>
          )}
          {shippingProduct && (
            <Button size="sm" variant="outline" onClick={() => onEditShipping(shippingProduct)} aria-label={`${part.orderNumber}: Kargo bilgisini düzenle`}>
              <PencilLine aria-hidden className="size-4" />
              Kargo bilgisini düzenle
            </Button>
          )}
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
