import { Box, CreditCard, Download, FileDown, MapPin, ReceiptText, Store, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderItemView, OrderView, SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { orderMessages } from '@pazaryeri/contract/orders/index';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatDate, formatMoney, formatPhone } from '@/lib/format';
import { productPath, storePath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { buyerMoves, movesFrom } from '../order-status';
import { useDownloadLinkMutation, useUpdateMyOrderStatusMutation } from '../orders-api';
import { OrderStatusBadge } from './order-status-badge';
import { StatusTimeline } from './status-timeline';
import { TrackingTimeline } from '@/features/shipping';
import { CustomValueList } from '@/features/customization';
import { BuyerPartInvoice } from '@/features/invoices';

function ItemRow({ orderId, item, customWork }: { orderId: string; item: OrderItemView; customWork: boolean }) {
  const [getLink, { isLoading }] = useDownloadLinkMutation();
  const Icon = item.isDigital ? FileDown : Box;
  async function download() {
    const result = await getLink({ orderId, itemId: item._id });
    if ('data' in result && result.data) window.location.assign(result.data.url);
  }
  return (
    <li className="flex gap-3 py-3">
      {item.image ? (
        <img src={item.image} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100">
          <Icon className="size-6 text-slate-300" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {item.productSlug ? (
            <Link to={productPath(item.productSlug)} className="font-medium text-slate-900 hover:text-brand-700">
              {item.name}
            </Link>
          ) : (
            <p className="font-medium text-slate-900">{item.name}</p>
          )}
          {(item.variantName || item.sizeLabel) && <p className="text-sm text-slate-500">{[item.variantName, item.sizeLabel].filter(Boolean).join(' · ')}</p>}
          <CustomValueList values={item.customization} />
          <p className="text-sm text-slate-500">
            {item.quantity} × {formatMoney(item.unitPrice)}
            {item.discount > 0 && <span className="text-emerald-700"> · −{formatMoney(item.discount)} indirim</span>}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <p className="font-semibold text-slate-900">{formatMoney(item.lineTotal)}</p>
          {item.isDigital && item.downloadAvailable && (
            <Button size="sm" variant="outline" onClick={() => void download()} loading={isLoading} aria-label={`${item.name} dosyasını indir`}>
              <Download aria-hidden className="size-4" />
              İndir
            </Button>
          )}
          {item.isDigital && !item.downloadAvailable && !customWork && <p className="text-xs text-slate-500">Dosya ödeme sonrası indirilebilir.</p>}
        </div>
      </div>
    </li>
  );
}

type Move = { part: SellerOrderView | null; status: SellerOrderStatus };

function PartCard({ order, part, onMove }: { order: OrderView; part: SellerOrderView; onMove: (move: Move) => void }) {
  // Custom work is accepted, revised or reviewed on its own page, not confirmed here as goods.
  const moves = order.offerId ? [] : movesFrom(buyerMoves, part.status);
  return (
    <section aria-label={`${part.seller.storeName} siparişi`} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <Link to={storePath(part.seller.alias)} className="flex items-center gap-2 font-semibold text-slate-900 hover:text-brand-700">
          <Store aria-hidden className="size-4 text-slate-500" />
          {part.seller.storeName}
        </Link>
        <OrderStatusBadge status={part.status} />
      </header>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        {part.status !== 'pending_payment' && <StatusTimeline part={part} />}
        {(part.carrier || part.trackingNumber) && (
          <p className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <Truck aria-hidden className="size-4 text-brand-600" />
            <span>
              Kargo: <strong>{part.carrier ?? '—'}</strong>
            </span>
            <span>
              Takip no: <strong className="font-mono">{part.trackingNumber ?? '—'}</strong>
            </span>
          </p>
        )}
        {(part.shipments ?? []).map((tracking, index) => (
          <section key={`${tracking.trackingNumber}-${index}`} aria-label={tracking.isReturn ? 'İade kargo takibi' : 'Kargo takibi'} className="rounded-lg border border-slate-200 px-3 py-3">
            <p className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
              {tracking.isReturn ? 'İade kargosu' : 'Kargo takibi'} · {tracking.providerName}
              <span className="font-mono font-normal text-slate-600">{tracking.trackingNumber}</span>
            </p>
            <TrackingTimeline events={tracking.events} />
          </section>
        ))}
        {part.sellerNote && <p className="text-sm text-slate-600">Satıcının notu: {part.sellerNote}</p>}
        <ul className="divide-y divide-slate-100">
          {part.items.map((item) => (
            <ItemRow key={item._id} orderId={order._id} item={item} customWork={Boolean(order.offerId)} />
          ))}
        </ul>
        <dl className="space-y-1 border-t border-slate-100 pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Ürünler</dt>
            <dd>{formatMoney(part.itemsTotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">Kargo</dt>
            <dd>{part.shippingCost > 0 ? formatMoney(part.shippingCost) : 'Ücretsiz'}</dd>
          </div>
          {part.discount > 0 && (
            <div className="flex justify-between text-emerald-700">
              <dt>İndirim</dt>
              <dd>−{formatMoney(part.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between font-semibold text-slate-900">
            <dt>Mağaza toplamı</dt>
            <dd>{formatMoney(part.total)}</dd>
          </div>
        </dl>
        {order.paidAt && <BuyerPartInvoice invoice={part.invoice ?? null} storeName={part.seller.storeName} status={part.status} />}
        {moves.length > 0 && order.status !== 'pending_payment' && (
          <div className="flex flex-wrap justify-end gap-2">
            {moves.includes('completed') && (
              <Button size="sm" onClick={() => onMove({ part, status: 'completed' })}>
                Teslim aldım
              </Button>
            )}
            {moves.includes('cancelled') && (
              <Button size="sm" variant="outline" onClick={() => onMove({ part, status: 'cancelled' })}>
                Bu mağazanın siparişini iptal et
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The buyer's order: payment, address, and each store's part with its timeline, tracking and downloads. */
export function OrderDetail({ order }: { order: OrderView }) {
  const [move, setMove] = useState<Move | null>(null);
  const [update, { isLoading }] = useUpdateMyOrderStatusMutation();
  const address = order.shippingAddress;

  async function confirm() {
    if (!move) return;
    const result = await update({
      id: order._id,
      body: { status: move.status, ...(move.part && order.orders.length > 1 ? { sellerOrderId: move.part._id } : {}) },
    });
    setMove(null);
    if ('data' in result && result.data) toast.success(result.data.message || orderMessages.statusUpdated);
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
        <div>
          <p className="text-sm text-slate-500">{formatDate(order.createdAt)}</p>
          <p className="text-lg font-bold text-slate-900">Sipariş {order.orderNumber}</p>
          <div className="mt-1">
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        <dl className="w-full text-sm sm:w-auto sm:text-right">
          <div className="flex justify-between gap-3 sm:justify-end text-slate-600">
            <dt>Ürünler</dt>
            <dd>{formatMoney(order.itemsTotal)}</dd>
          </div>
          <div className="flex justify-between gap-3 sm:justify-end text-slate-600">
            <dt>Kargo</dt>
            <dd>{order.shippingTotal > 0 ? formatMoney(order.shippingTotal) : 'Ücretsiz'}</dd>
          </div>
          {order.discountTotal > 0 && (
            <div className="flex justify-between gap-3 sm:justify-end text-emerald-700">
              <dt>İndirim{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
              <dd>−{formatMoney(order.discountTotal)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 sm:justify-end text-base font-bold text-slate-900">
            <dt>Toplam</dt>
            <dd>{formatMoney(order.total)}</dd>
          </div>
        </dl>
      </div>

      {order.offerId && (
        <Alert tone="info" title="Tekliften doğan özel sipariş">
          <p>Çalışmanın durumu, teslim edilen dosyalar, revizyon ve onay özel sipariş sayfasında.</p>
          <ButtonLink to={`/hesabim/ozel-siparisler/${encodeURIComponent(order._id)}`} size="sm" className="mt-3">
            Özel sipariş sayfasına git
          </ButtonLink>
        </Alert>
      )}

      {order.status === 'payment_failed' && (
        <Alert tone="error" title="Ödeme alınamadı">
          <p>{order.payment?.errorMessage ?? 'Bu siparişin ödemesi alınamadı.'}</p>
          <p className="mt-1">Ürünleriniz hâlâ sepetinizde; yeni bir ödeme için sepetinize dönün.</p>
          <ButtonLink to="/sepet" size="sm" variant="outline" className="mt-3">
            Sepete dön
          </ButtonLink>
        </Alert>
      )}
      {order.status === 'pending_payment' && (
        <Alert tone="warning" title="Ödeme bekleniyor">
          <p>Bu siparişin ödemesi henüz alınmadı. Ödenmeyen siparişler kısa süre sonra kendiliğinden iptal edilir.</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => setMove({ part: null, status: 'cancelled' })}>
            Siparişi iptal et
          </Button>
        </Alert>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {address && (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xs">
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <MapPin aria-hidden className="size-4 text-slate-500" />
              Teslimat adresi
            </h2>
            <p className="font-medium text-slate-800">{address.fullName}</p>
            <p>{address.addressLine}</p>
            <p>{[address.neighbourhood, address.district, address.city, address.postalCode].filter(Boolean).join(', ')}</p>
            <p>{formatPhone(address.phone)}</p>
          </section>
        )}
        {order.billing && (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xs">
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <ReceiptText aria-hidden className="size-4 text-slate-500" />
              Fatura bilgileri
              <Badge tone="neutral">{order.billing.kind === 'corporate' ? 'Kurumsal' : 'Bireysel'}</Badge>
            </h2>
            <p className="font-medium text-slate-800">{order.billing.name}</p>
            {order.billing.kind === 'corporate' ? (
              <p>
                VKN {order.billing.vkn} · {order.billing.taxOffice} V.D.
              </p>
            ) : (
              order.billing.tckn && <p>TCKN {order.billing.tckn}</p>
            )}
            <p>{order.billing.addressLine}</p>
            <p>{[order.billing.district, order.billing.city, order.billing.postalCode].filter(Boolean).join(', ')}</p>
          </section>
        )}
        {order.payment && (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-xs">
            <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
              <CreditCard aria-hidden className="size-4 text-slate-500" />
              Ödeme
            </h2>
            {order.payment.maskedCard && <p className="font-mono">{order.payment.maskedCard}</p>}
            <p>{order.paidAt ? `Ödendi: ${formatDate(order.paidAt)}` : order.status === 'payment_failed' ? 'Ödeme başarısız' : 'Ödeme bekleniyor'}</p>
          </section>
        )}
      </div>

      {order.orders.map((part) => (
        <PartCard key={part._id} order={order} part={part} onMove={setMove} />
      ))}

      {move && (
        <ConfirmDialog
          title={move.status === 'completed' ? 'Teslim aldığınızı onaylıyor musunuz?' : 'Sipariş iptal edilsin mi?'}
          confirmLabel={move.status === 'completed' ? 'Evet, teslim aldım' : 'İptal et'}
          tone={move.status === 'completed' ? 'primary' : 'danger'}
          loading={isLoading}
          onCancel={() => setMove(null)}
          onConfirm={() => void confirm()}
        >
          {move.status === 'completed'
            ? 'Onayınızla sipariş tamamlanır ve satıcıya ödemesi aktarılır.'
            : move.part
              ? `${move.part.seller.storeName} mağazasının ürünleri iptal edilir; ödediyseniz tutar kartınıza iade edilir.`
              : 'Siparişin tamamı iptal edilir.'}
        </ConfirmDialog>
      )}
    </div>
  );
}
