/** Coupons: creating, earning and applying coupons, and their use at checkout. */

export { default as couponUsageRoutes } from './coupon-usage.routes';
export { applyCouponAtCheckout, recordCouponUse, releaseCouponUse } from './coupons.checkout';
export { couponsPersonalData } from './coupons.personal-data';
export { default as couponsRoutes } from './coupons.routes';

// Fixtures, for tests and the demo only:
export { createCoupon } from './coupon-fixtures';
