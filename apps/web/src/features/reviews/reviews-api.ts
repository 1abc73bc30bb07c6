import type {
  AdminReviewResponse,
  AdminReviewsResponse,
  DeleteReviewResponse,
  LikeReviewResponse,
  MyReviewsResponse,
  PendingReviewsResponse,
  ProductReviewsResponse,
  ReviewResponse,
  ReviewSort,
  ReviewStatus,
  SellerReviewsResponse,
} from '@pazaryeri/contract/reviews/index';
import { reviewMessages } from '@pazaryeri/contract/reviews/index';
import { api, quietError } from '@/lib/api-client';
import { readStoredToken } from '@/lib/token-storage';
import { postFormWithProgress } from '@/lib/upload';
import { addReviewed, removePending, removeReview, replaceReview, setLikes } from './reviews-cache';

export type SellerReviewFilter = 'all' | 'unreplied' | 'replied';

export interface ProductReviewsArgs {
  productId: string;
  page: number;
  sort: ReviewSort;
  withPhotos: boolean;
}

export interface CreateReviewArgs {
  productId: string;
  orderId: string;
  rating: number;
  comment: string;
  photos: File[];
  /** Called with 0–100 while the photos upload. */
  onProgress?: (percent: number) => void;
}

interface TokenState {
  user?: { userInfo?: { token?: string } | null };
}

export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Review', 'AdminReview'] }).injectEndpoints({
  endpoints: (build) => ({
    listProductReviews: build.query<ProductReviewsResponse, ProductReviewsArgs>({
      query: ({ productId, page, sort, withPhotos }) => ({
        url: `/comment/${encodeURIComponent(productId)}`,
        params: { page, limit: 10, sort, ...(withPhotos && { withPhotos: true }) },
      }),
      providesTags: ['Review'],
    }),
    listMyReviews: build.query<MyReviewsResponse, { page: number }>({
      query: ({ page }) => ({ url: '/comment/myreviews/reviewed', params: { page, limit: 10 } }),
      extraOptions: { fallbackMessage: reviewMessages.loadFailed },
    }),
    listPendingReviews: build.query<PendingReviewsResponse, void>({
      query: () => '/comment/myreviews/pending',
      extraOptions: { fallbackMessage: reviewMessages.loadFailed },
    }),
    listSellerReviews: build.query<SellerReviewsResponse, { status: SellerReviewFilter; page: number }>({
      query: ({ status, page }) => ({ url: '/comment/seller/reviews', params: { status, page, limit: 10 } }),
      extraOptions: { fallbackMessage: reviewMessages.loadFailed },
    }),
    createReview: build.mutation<ReviewResponse, CreateReviewArgs>({
      async queryFn({ onProgress, photos, ...fields }, { getState }) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
        for (const photo of photos) form.append('photos', photo, photo.name);
        const token = (getState() as TokenState).user?.userInfo?.token ?? readStoredToken();
        const result = await postFormWithProgress<ReviewResponse>(new URL('/api/comment', window.location.origin).href, form, token, onProgress ?? (() => {}));
        return 'data' in result ? result : { error: quietError(result.error) };
      },
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(reviewsApi.util.updateQueryData('listPendingReviews', undefined, (draft) => ({ pendingReviews: removePending(draft.pendingReviews, data.review) })));
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listMyReviews')) {
          if (args.page === 1) dispatch(reviewsApi.util.updateQueryData('listMyReviews', args, (draft) => addReviewed(draft, data.review)));
        }
        dispatch(reviewsApi.util.invalidateTags(['Review', 'Product']));
      },
    }),
    updateReview: build.mutation<ReviewResponse, { id: string; rating: number; comment: string }>({
      query: ({ id, ...body }) => ({ url: `/comment/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformErrorResponse: quietError,
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listMyReviews')) {
          dispatch(reviewsApi.util.updateQueryData('listMyReviews', args, (draft) => replaceReview(draft, data.review)));
        }
        dispatch(reviewsApi.util.invalidateTags(['Review', 'Product']));
      },
    }),
    deleteReview: build.mutation<DeleteReviewResponse, { id: string }>({
      query: ({ id }) => ({ url: `/comment/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listMyReviews')) {
          dispatch(reviewsApi.util.updateQueryData('listMyReviews', args, (draft) => removeReview(draft, data._id)));
        }
        dispatch(reviewsApi.util.invalidateTags(['Review', 'Product']));
      },
    }),
    replyToReview: build.mutation<ReviewResponse, { id: string; comment: string }>({
      query: ({ id, comment }) => ({ url: `/comment/${encodeURIComponent(id)}/replies`, method: 'POST', body: { comment } }),
      extraOptions: { fallbackMessage: reviewMessages.saveFailed },
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listSellerReviews')) {
          dispatch(reviewsApi.util.updateQueryData('listSellerReviews', args, (draft) => replaceReview(draft, data.review)));
        }
      },
    }),
    likeReview: build.mutation<LikeReviewResponse, { id: string; like: boolean }>({
      query: ({ id, like }) => ({ url: `/comment/${encodeURIComponent(id)}/like`, method: like ? 'POST' : 'DELETE' }),
      transformErrorResponse: quietError,
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listProductReviews')) {
          dispatch(reviewsApi.util.updateQueryData('listProductReviews', args, (draft) => setLikes(draft, data)));
        }
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'listMyReviews')) {
          dispatch(reviewsApi.util.updateQueryData('listMyReviews', args, (draft) => setLikes(draft, data)));
        }
      },
    }),
    listAdminReviews: build.query<AdminReviewsResponse, { status: ReviewStatus; page: number }>({
      query: ({ status, page }) => ({ url: '/admin/reviews', params: { status, page, limit: 10 } }),
      providesTags: ['AdminReview'],
    }),
    moderateReview: build.mutation<AdminReviewResponse, { id: string; action: 'approve' } | { id: string; action: 'hide'; reason: string }>({
      query: (args) =>
        args.action === 'approve'
          ? { url: `/admin/reviews/${encodeURIComponent(args.id)}/approve`, method: 'PUT' }
          : { url: `/admin/reviews/${encodeURIComponent(args.id)}/hide`, method: 'PUT', body: { reason: args.reason } },
      invalidatesTags: (result) => (result ? ['AdminReview', 'Review', 'Product'] : []),
    }),
  }),
});

export const {
  useListProductReviewsQuery,
  useListMyReviewsQuery,
  useListPendingReviewsQuery,
  useListSellerReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useReplyToReviewMutation,
  useLikeReviewMutation,
  useListAdminReviewsQuery,
  useModerateReviewMutation,
} = reviewsApi;
