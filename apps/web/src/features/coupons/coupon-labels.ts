import type { CouponKind, CouponStatus, PublicCoupon } from '@pazaryeri/contract/coupons/index';
import { formatCount, formatMoney } from '@/lib/format';

export const couponKindLabels: Record<CouponKind, string> = {
  seller: 'Mağaza kuponu',
  followers: 'Takipçi kuponu',
  admin: 'Platform kuponu',
  user: 'Kişiye özel',
};

export const couponStatusLabels: Record<CouponStatus, string> = {
  active: 'Geçerli',
  scheduled: 'Henüz başlamadı',
  expired: 'Süresi doldu',
  exhausted: 'Kullanım limiti doldu',
  inactive: 'Devre dışı',
  used: 'Kullanıldı',
};

export const couponStatusTones = {
  active: 'success',
  scheduled: 'warning',
  expired: 'neutral',
  exhausted: 'neutral',
  inactive: 'danger',
  used: 'neutral',
} as const satisfies Record<CouponStatus, string>;

/** "%10 indirim (en fazla ₺500,00)" or "₺50,00 indirim". */
export function discountText(coupon: Pick<PublicCoupon, 'discountType' | 'discountValue' | 'maxDiscount'>): string {
  if (coupon.discountType === 'fixed') return `${formatMoney(coupon.discountValue)} indirim`;
  const percent = `%${formatCount(coupon.discountValue)} indirim`;
  return coupon.maxDiscount ? `${percent} (en fazla ${formatMoney(coupon.maxDiscount)})` : percent;
}

/** "₺250,00 ve üzeri alışverişte" when there is a floor. */
export function minimumText(coupon: Pick<PublicCoupon, 'minCartTotal'>): string | null {
  return coupon.minCartTotal > 0 ? `${formatMoney(coupon.minCartTotal)} ve üzeri alışverişte` : null;
}
