import type { Coupon, CouponStatus, MyCoupon, PublicCoupon } from '@pazaryeri/contract/coupons/index';
import { kurusToTl } from '@pazaryeri/contract/products/index';
import type { CouponView } from './coupons.queries';
import type { CouponRow } from '../../db/schema/coupons';

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

export function couponStatus(coupon: CouponRow, now: Date): CouponStatus {
  if (coupon.isActive !== 1) return 'inactive';
  if (coupon.endsAt && coupon.endsAt < now) return 'expired';
  if (coupon.startsAt > now) return 'scheduled';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'exhausted';
  return 'active';
}

/** Percent discounts are stored in basis points of a percent (1250 = %12,5), fixed ones in kuruş. */
export const discountValueOf = (coupon: Pick<CouponRow, 'discountType' | 'discountValue'>) =>
  coupon.discountType === 'percent' ? coupon.discountValue / 100 : kurusToTl(coupon.discountValue);

export const storeCard = (store: CouponView['store']) => (store ? { _id: store.id, storeName: store.storeName, alias: store.alias } : null);

export function toPublicCoupon({ coupon, store }: CouponView, now = new Date()): PublicCoupon {
  return {
    _id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: discountValueOf(coupon),
    maxDiscount: coupon.maxDiscount === null ? null : kurusToTl(coupon.maxDiscount),
    minCartTotal: kurusToTl(coupon.minCartTotal),
    startsAt: coupon.startsAt.toISOString(),
    endsAt: coupon.endsAt?.toISOString() ?? null,
    isActive: coupon.isActive === 1,
    status: couponStatus(coupon, now),
    seller: storeCard(store),
  };
}

export function toCoupon(view: CouponView, now = new Date()): Coupon {
  const { coupon, owner } = view;
  return {
    ...toPublicCoupon(view, now),
    usageLimit: coupon.usageLimit,
    perUserLimit: coupon.perUserLimit,
    usedCount: coupon.usedCount,
    owner: owner ? { _id: owner.id, name: owner.name } : null,
    createdAt: coupon.createdAt.toISOString(),
    updatedAt: coupon.updatedAt.toISOString(),
  };
}

export function toMyCoupon(view: CouponView & { earnedAt: Date; timesUsed: number }, now = new Date()): MyCoupon {
  const base = toPublicCoupon(view, now);
  const remainingUses = Math.max(0, view.coupon.perUserLimit - view.timesUsed);
  const status = remainingUses === 0 && base.status !== 'inactive' ? 'used' : base.status;
  return {
    ...base,
    status,
    earnedAt: view.earnedAt.toISOString(),
    timesUsed: view.timesUsed,
    remainingUses,
    usable: status === 'active',
  };
}
