/** Coupons: the cart's coupon field and its preview, the buyer's and the store's coupons, the admin's list. */
export { AdminCoupons } from './components/admin-coupons';
export { CouponField, type CouponPreviewState } from './components/coupon-field';
export { MyCoupons } from './components/my-coupons';
export { SellerCouponForm } from './components/seller-coupon-form';
export { SellerCouponHistory } from './components/seller-coupons';
export { useLazyPreviewCouponQuery, usePreviewCouponQuery } from './coupons-api';
