import { ChevronLeft, ShoppingCart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { orderMessages, paymentMessages } from '@pazaryeri/contract/orders/index';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { variantLabel } from '@/features/cart/components/cart-line';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { cartCleared, cartPaymentAwaited, cartTotals, groupByStore, lineTotal, orderLinesOf, selectCartItems } from '@/features/cart';
import { CouponField } from '@/features/coupons';
import { CardForm, type CardFormValues } from '@/features/orders';
import { orderPath } from '@/features/orders/components/my-orders';
import { useCheckout } from '@/features/orders/use-checkout';
import { formatMoney } from '@/lib/format';
import { documentNavigation } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { persistNow } from '../store';
import { AddressStep } from './checkout/address-step';
import { BillingStep } from './checkout/billing-step';
import { useCartCoupon } from './checkout/use-cart-coupon';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`step-${number}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={`step-${number}`} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

const missingAddress = 'Lütfen bir teslimat adresi seçin.';

/**
 * `/odeme`: address, billing identity, coupon, card → `POST /orders` then `POST /payment/marketplace-payment`
 * (the 3D Secure page when chosen). Paid: the cart is emptied and the order opens.
 */
export default function CheckoutPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const items = useSelector(selectCartItems);
  const coupon = useCartCoupon(true);
  const checkout = useCheckout();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [billingProfileId, setBillingProfileId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; stock: boolean } | null>(null);
  const [placed, setPlaced] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <PageSpinner label="Bankanızın 3D Secure doğrulama sayfası açılıyor" />;
  if (placed) return <PageSpinner label="Siparişiniz açılıyor" />;
  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 lg:py-0">
        <EmptyState Icon={ShoppingCart} title="Sepetiniz boş" action={<ButtonLink to="/urunler">Alışverişe başla</ButtonLink>}>
          Ödeme adımına geçmek için önce sepetinize ürün ekleyin.
        </EmptyState>
      </div>
    );
  }

  const totals = cartTotals(items, coupon.discount);
  const groups = groupByStore(items);

  async function pay(card: CardFormValues) {
    if (!addressId) {
      setFailure({ message: missingAddress, stock: false });
      return;
    }
    setFailure(null);
    const { threeDS, ...cardData } = card;
    const outcome = await checkout.submit({
      lines: orderLinesOf(items),
      addressId,
      billingProfileId,
      couponCode: coupon.orderCode,
      card: cardData,
      threeDS,
      productNames: items.map((item) => item.name),
    });
    if (!outcome) return;
    if (outcome.kind === 'failed') {
      setFailure({ message: outcome.message, stock: outcome.message.includes('yeterli stok bulunmamaktadır') });
      toast.error(outcome.stage === 'order' ? orderMessages.createFailedToast : outcome.message, { id: 'checkout-failure' });
      return;
    }
    if (outcome.kind === 'threeDS') {
      // The bank's page is a page of its own in the whole window (its scripts and form post to the
      // bank are allowed there, not inside this app); the bank sends the buyer back to the order.
      setLeaving(true);
      dispatch(cartPaymentAwaited({ orderId: outcome.order._id }));
      await persistNow(dispatch);
      documentNavigation.assign(outcome.pageUrl);
      return;
    }
    setPlaced(true);
    toast.success(orderMessages.created);
    if (outcome.digitalDelivered) toast.success(paymentMessages.digitalDelivered);
    await navigate(orderPath(outcome.order._id), { replace: true });
    dispatch(cartCleared());
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-0">
      <Link to="/sepet" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ChevronLeft aria-hidden className="size-4" />
        Sepete dön
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Ödeme</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <Step number={1} title="Teslimat adresi">
            <AddressStep value={addressId} onChange={setAddressId} />
          </Step>
          <Step number={2} title="Fatura bilgisi">
            <BillingStep value={billingProfileId} onChange={setBillingProfileId} />
          </Step>
          <Step number={3} title="Kart bilgileri">
            <CardForm
              submitLabel={`${formatMoney(totals.total)} öde`}
              busy={checkout.busy}
              busyLabel={checkout.stage === 'order' ? 'Sipariş oluşturuluyor…' : 'Ödeme alınıyor…'}
              onSubmit={pay}
              notice={
                failure && (
                  <Alert tone="error" title={failure.stock ? 'Stok yetersiz' : undefined}>
                    <p>{failure.message}</p>
                    {failure.stock && (
                      <Link to="/sepet" className="mt-1 inline-block font-semibold underline">
                        Sepeti düzenle
                      </Link>
                    )}
                  </Alert>
                )
              }
            />
          </Step>
        </div>
        <div className="lg:sticky lg:top-32">
          <CartSummary totals={totals} couponCode={coupon.discount > 0 ? coupon.code : null}>
            <ul className="space-y-3 border-t border-slate-100 pt-3 text-sm">
              {groups.map((group) => (
                <li key={group.seller._id}>
                  <p className="font-semibold text-slate-800">{group.seller.storeName}</p>
                  <ul className="mt-1 space-y-1">
                    {group.items.map((item) => (
                      <li key={item.uniqueIdentifier} className="flex justify-between gap-3 text-slate-600">
                        <span className="min-w-0">
                          <span className="line-clamp-1">{item.name}</span>
                          {variantLabel(item) && <span className="block text-xs text-slate-500">{variantLabel(item)}</span>}
                          <span className="text-xs text-slate-500">{item.quantity} adet</span>
                        </span>
                        <span className="shrink-0">{formatMoney(lineTotal(item))}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <CouponField
              appliedCode={coupon.code}
              preview={coupon.preview}
              onApply={coupon.apply}
              onRemove={coupon.remove}
              signedIn
              loginTo="/login"
            />
          </CartSummary>
        </div>
      </div>
    </div>
  );
}
