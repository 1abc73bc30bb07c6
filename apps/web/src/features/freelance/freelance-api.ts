import type {
  CreateFreelancerReviewBody,
  FreelanceOrderListResponse,
  FreelanceOrderResponse,
  FreelancerReviewListResponse,
  FreelancerReviewResponse,
} from '@pazaryeri/contract/freelance/index';
import type { MarketplacePaymentBody, MarketplacePaymentResponse } from '@pazaryeri/contract/orders/index';
import { api, quietError } from '@/lib/api-client';
import { readStoredToken } from '@/lib/token-storage';
import { postFormWithProgress } from '@/lib/upload';

interface TokenState {
  user?: { userInfo?: { token?: string } | null };
}

const freelanceWithTags = api.enhanceEndpoints({ addTagTypes: ['FreelanceOrder'] });

/** Orders from accepted offers: the order page, the store's list, the customization steps and the freelancer review. */
export const freelanceApi = freelanceWithTags.injectEndpoints({
  endpoints: (build) => ({
    getFreelanceOrder: build.query<FreelanceOrderResponse, string>({
      query: (id) => `/orders/freelance/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'FreelanceOrder', id }],
      extraOptions: { fallbackMessage: 'Sipariş detayları alınamadı' },
    }),
    listStoreFreelanceOrders: build.query<FreelanceOrderListResponse, { page: number; customizationStatus: string }>({
      query: ({ page, customizationStatus }) => ({ url: '/orders/freelance/store', params: { page, limit: 10, ...(customizationStatus && { customizationStatus }) } }),
      providesTags: [{ type: 'FreelanceOrder', id: 'LIST' }],
      extraOptions: { fallbackMessage: 'Siparişler yüklenemedi' },
    }),
    /** A store's freelancer reviews with its average and count (the store page). */
    storeFreelancerReviews: build.query<FreelancerReviewListResponse, { sellerId: string; limit?: number }>({
      query: ({ sellerId, limit = 3 }) => ({ url: `/reviews/seller/${encodeURIComponent(sellerId)}`, params: { page: 1, limit } }),
      extraOptions: { fallbackMessage: 'Değerlendirmeler yüklenemedi' },
      transformErrorResponse: quietError,
    }),
    createOrderFromOffer: build.mutation<FreelanceOrderResponse, string>({
      query: (offerId) => ({ url: '/orders/from-offer', method: 'POST', body: { offerId } }),
      transformErrorResponse: quietError,
    }),
    payFreelanceOrder: build.mutation<MarketplacePaymentResponse, MarketplacePaymentBody>({
      query: (body) => ({ url: '/payment/freelancer-marketplace-payment', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (_result, _error, body) => [{ type: 'FreelanceOrder', id: body.orderId }],
    }),
    startCustomization: build.mutation<FreelanceOrderResponse, string>({
      query: (orderId) => ({ url: `/orders/start-customization/${orderId}`, method: 'POST', body: {} }),
      transformErrorResponse: quietError,
      invalidatesTags: (_result, _error, orderId) => [{ type: 'FreelanceOrder', id: orderId }, { type: 'FreelanceOrder', id: 'LIST' }],
    }),
    deliverCustomWork: build.mutation<FreelanceOrderResponse, { orderId: string; note: string; files: File[]; onProgress?: (percent: number) => void }>({
      async queryFn({ orderId, note, files, onProgress }, { getState }) {
        const form = new FormData();
        if (note) form.append('note', note);
        for (const file of files) form.append('attachments', file, file.name);
        const token = (getState() as TokenState).user?.userInfo?.token ?? readStoredToken();
        const url = new URL(`/api/orders/customDelivery/${orderId}`, window.location.origin).href;
        const result = await postFormWithProgress<FreelanceOrderResponse>(url, form, token, onProgress ?? (() => {}));
        return 'data' in result ? result : { error: quietError(result.error) };
      },
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'FreelanceOrder', id: orderId }, { type: 'FreelanceOrder', id: 'LIST' }],
    }),
    answerDelivery: build.mutation<FreelanceOrderResponse, { orderId: string; answer: 'accept' | 'revision'; note?: string }>({
      query: ({ orderId, answer, note }) => ({ url: `/orders/customDelivery/${orderId}/${answer}`, method: 'POST', body: note ? { note } : {} }),
      transformErrorResponse: quietError,
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'FreelanceOrder', id: orderId }],
    }),
    createFreelancerReview: build.mutation<FreelancerReviewResponse, CreateFreelancerReviewBody>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (_result, _error, body) => [{ type: 'FreelanceOrder', id: body.orderId }],
    }),
  }),
});

export const {
  useGetFreelanceOrderQuery,
  useListStoreFreelanceOrdersQuery,
  useStoreFreelancerReviewsQuery,
  useCreateOrderFromOfferMutation,
  usePayFreelanceOrderMutation,
  useStartCustomizationMutation,
  useDeliverCustomWorkMutation,
  useAnswerDeliveryMutation,
  useCreateFreelancerReviewMutation,
} = freelanceApi;
