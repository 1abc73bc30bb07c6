import { skipToken } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { cartCouponChanged, cartTotals, couponItemsOf, selectCartCouponCode, selectCartItems } from '@/features/cart';
import { useLazyPreviewCouponQuery, usePreviewCouponQuery, type CouponPreviewState } from '@/features/coupons';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The cart's coupon: the code lives in the cart; its discount is the server's preview
 * (`apply-coupon` with the lines), asked again whenever the lines change. `orderCode` is what the
 * order is sent with: only a code that holds for the cart as it is.
 */
export function useCartCoupon(signedIn: boolean) {
  const dispatch = useDispatch();
  const items = useSelector(selectCartItems);
  const code = useSelector(selectCartCouponCode);
  const { itemsTotal } = cartTotals(items);
  const request = (couponCode: string) => ({ couponCode, totalAmount: itemsTotal, items: couponItemsOf(items) });
  const preview = usePreviewCouponQuery(signedIn && code && itemsTotal > 0 ? request(code) : skipToken);
  const [check] = useLazyPreviewCouponQuery();

  const current = preview.currentData;
  const state: CouponPreviewState = {
    discount: current?.discount ?? 0,
    storeName: current?.seller?.storeName ?? null,
    error: preview.isError && !preview.isFetching ? errorMessage(preview.error) : null,
    loading: preview.isFetching,
  };

  async function apply(typed: string): Promise<string | null> {
    if (itemsTotal <= 0) return null;
    const result = await check(request(typed));
    if (result.error || !result.data) return errorMessage(result.error);
    dispatch(cartCouponChanged(result.data.code));
    toast.success(result.data.message || couponMessages.applied);
    return null;
  }

  return {
    code,
    preview: state,
    discount: state.error ? 0 : state.discount,
    orderCode: code && current && !state.error ? code : undefined,
    apply,
    remove: () => dispatch(cartCouponChanged(null)),
  };
}
