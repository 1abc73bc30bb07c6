import type { Coupon, MyCoupon } from '@pazaryeri/contract/coupons/index';

export function couponOf(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'c1',
    code: 'HOSGELDIN10',
    kind: 'admin',
    description: 'Hoş geldin indirimi',
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 500,
    minCartTotal: 250,
    startsAt: '2025-01-01T00:00:00.000Z',
    endsAt: null,
    isActive: true,
    status: 'active',
    seller: null,
    usageLimit: null,
    perUserLimit: 1,
    usedCount: 3,
    owner: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function myCouponOf(overrides: Partial<MyCoupon> = {}): MyCoupon {
  const { usageLimit: _u, perUserLimit: _p, usedCount: _c, owner: _o, createdAt: _cr, updatedAt: _up, ...terms } = couponOf();
  return { ...terms, earnedAt: '2025-02-01T00:00:00.000Z', timesUsed: 0, remainingUses: 1, usable: true, ...overrides };
}
