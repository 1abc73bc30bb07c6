import type {
  ActivateCouponBody,
  AdminCouponsResponse,
  ApplyCouponBody,
  ApplyCouponResponse,
  CouponResponse,
  EarnCouponResponse,
  MyCouponsResponse,
  SellerCouponsResponse,
} from '@pazaryeri/contract/coupons/index';
import { couponLimits, couponMessages } from '@pazaryeri/contract/coupons/index';
import { api, quietError } from '@/lib/api-client';

/** What the coupon forms send: the contract's terms as typed (dates as YYYY-MM-DD, money as numbers). */
export interface CouponTermsInput {
  code: string;
  description?: string;
  discountType: 'percent' | 'fixed';
  discountValue: number;
  maxDiscount?: number;
  minCartTotal?: number;
  usageLimit?: number;
  perUserLimit?: number;
  startsAt?: string;
  endsAt?: string;
}

export interface AdminCouponFilters {
  page: number;
  kind: '' | 'seller' | 'followers' | 'admin' | 'user';
  isActive: '' | 'true' | 'false';
  search: string;
}

const withoutEmpty = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value != null));

const couponsWithTags = api.enhanceEndpoints({ addTagTypes: ['MyCoupon', 'SellerCoupon', 'AdminCoupon'] });

export const couponsApi = couponsWithTags.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The cart's preview (`apply-coupon`): asked again whenever the lines change, never recorded.
     * Its refusal is shown beside the coupon field, not as a toast.
     */
    previewCoupon: build.query<ApplyCouponResponse, ApplyCouponBody>({
      query: (body) => ({ url: '/coupon/apply-coupon', method: 'POST', body }),
      transformErrorResponse: quietError,
    }),
    myCoupons: build.query<MyCouponsResponse, { page: number }>({
      query: ({ page }) => ({ url: '/coupon/my-coupons', params: { page, limit: couponLimits.listLimit } }),
      extraOptions: { fallbackMessage: couponMessages.detailFailed },
      providesTags: ['MyCoupon'],
    }),
    earnCoupon: build.mutation<EarnCouponResponse, { code: string }>({
      query: (body) => ({ url: '/coupon/earn-coupon', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? ['MyCoupon'] : []),
    }),
    sellerCoupons: build.query<SellerCouponsResponse, { page: number }>({
      query: ({ page }) => ({ url: '/coupon/seller-history', params: { page, limit: couponLimits.listLimit } }),
      extraOptions: { fallbackMessage: couponMessages.detailFailed },
      providesTags: ['SellerCoupon'],
    }),
    /** A store coupon for every buyer, or one only the store's followers may use. */
    createSellerCoupon: build.mutation<CouponResponse, { audience: 'everyone' | 'followers'; body: CouponTermsInput }>({
      query: ({ audience, body }) => ({ url: audience === 'followers' ? '/coupon/create-for-followers' : '/coupon/create', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? ['SellerCoupon'] : []),
    }),
    adminCoupons: build.query<AdminCouponsResponse, AdminCouponFilters>({
      query: (filters) => ({ url: '/coupon/all', params: withoutEmpty({ ...filters, limit: couponLimits.listLimit }) }),
      extraOptions: { fallbackMessage: couponMessages.detailFailed },
      providesTags: ['AdminCoupon'],
    }),
    /** Spec §4: the answer's coupon replaces the one with the same code in the list (and any other holding it is switched off). */
    activateCoupon: build.mutation<CouponResponse, ActivateCouponBody>({
      query: (body) => ({ url: '/coupon/activate-coupon', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const { coupon } = data;
        for (const { endpointName, originalArgs } of couponsApi.util.selectInvalidatedBy(getState(), ['AdminCoupon'])) {
          if (endpointName !== 'adminCoupons') continue;
          dispatch(
            couponsApi.util.updateQueryData('adminCoupons', originalArgs as AdminCouponFilters, (draft) => {
              draft.coupons = draft.coupons.map((candidate) => {
                if (candidate._id === coupon._id) return coupon;
                if (candidate.code === coupon.code && coupon.isActive) return { ...candidate, isActive: false, status: 'inactive' };
                return candidate;
              });
            }),
          );
        }
      },
    }),
  }),
});

export const {
  usePreviewCouponQuery,
  useLazyPreviewCouponQuery,
  useMyCouponsQuery,
  useEarnCouponMutation,
  useSellerCouponsQuery,
  useCreateSellerCouponMutation,
  useAdminCouponsQuery,
  useActivateCouponMutation,
} = couponsApi;
