import { ArrowRight } from 'lucide-react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CartView } from '@/features/cart/components/cart-view';
import { CouponField } from '@/features/coupons';
import { selectCurrentUser } from '@/features/users';
import { useCartCoupon } from './checkout/use-cart-coupon';

/** `/sepet`: the cart per store, the coupon, 'Sepeti onayla' → `/odeme` (sign-in asked there). */
export default function CartPage() {
  const navigate = useNavigate();
  const signedIn = Boolean(useSelector(selectCurrentUser));
  const coupon = useCartCoupon(signedIn);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-0">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Sepetim</h1>
      <CartView
        discount={coupon.discount}
        couponCode={coupon.code}
        couponSlot={
          <CouponField
            appliedCode={coupon.code}
            preview={coupon.preview}
            onApply={coupon.apply}
            onRemove={coupon.remove}
            signedIn={signedIn}
            loginTo={`/login?${new URLSearchParams({ callbackUrl: '/sepet' })}`}
          />
        }
        action={
          <Button size="lg" className="w-full" onClick={() => void navigate('/odeme')}>
            Sepeti onayla
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        }
      />
    </div>
  );
}
