import type { CapabilitiesResponse, UpdateCapabilitiesBody } from '@pazaryeri/contract/sellers/capabilities';
import type {
  CheckAliasResponse,
  RegisterSellerBody,
  SellerImageType,
  Seller,
  SellerResponse,
  UpdateStoreBody,
} from '@pazaryeri/contract/sellers/index';
// The messages alone: the navbar uses these endpoints, and the schemas stay out of the first load.
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { api, type ApiError } from '@/lib/api-client';

export interface UpdateStoreArgs {
  userId: string;
  /** JSON for text fields; FormData when a logo or cover goes along. */
  body: Partial<UpdateStoreBody> | FormData;
}

export const sellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerSeller: build.mutation<SellerResponse, RegisterSellerBody>({
      query: (body) => ({ url: '/seller/register', method: 'POST', body }),
      extraOptions: { fallbackMessage: sellerMessages.registerFailed },
      // The applicant's own store record is now the pending application.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sellersApi.util.upsertQueryData('getStoreByUserId', data.seller.userId._id, data.seller));
      },
    }),
    checkAlias: build.query<CheckAliasResponse, string>({
      query: (alias) => `/seller/check-alias/${encodeURIComponent(alias)}`,
      extraOptions: { anonymous: true, fallbackMessage: sellerMessages.aliasCheckFailed },
      keepUnusedDataFor: 10,
    }),
    getStoreByAlias: build.query<Seller, string>({
      query: (alias) => `/seller/alias/${encodeURIComponent(alias)}`,
      providesTags: (seller) => (seller ? [{ type: 'Seller', id: seller._id }] : ['Seller']),
    }),
    /** A user's store, or null when they have none (no application is not an error to show). */
    getStoreByUserId: build.query<Seller | null, string>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/seller/user/${encodeURIComponent(userId)}`);
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as Seller };
      },
      providesTags: (seller, _error, userId) => [
        { type: 'Seller', id: `user:${userId}` },
        ...(seller ? [{ type: 'Seller' as const, id: seller._id }] : []),
      ],
    }),
    updateStore: build.mutation<SellerResponse, UpdateStoreArgs>({
      query: ({ userId, body }) => ({ url: `/seller/${encodeURIComponent(userId)}`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: sellerMessages.storeUpdateFailed },
      invalidatesTags: (result) => (result ? [{ type: 'Seller', id: result.seller._id }, 'SellerProfile'] : []),
    }),
    removeStoreImage: build.mutation<SellerResponse, { userId: string; imageType: SellerImageType }>({
      query: ({ userId, imageType }) => ({
        url: `/seller/${encodeURIComponent(userId)}/remove-image`,
        method: 'PUT',
        body: { imageType },
      }),
      extraOptions: { fallbackMessage: sellerMessages.imageRemoveFailed },
      invalidatesTags: (result) => (result ? [{ type: 'Seller', id: result.seller._id }] : []),
    }),
    /** What the signed-in user's approved store makes (issue 31). */
    getCapabilities: build.query<CapabilitiesResponse, void>({
      query: () => '/seller/capabilities',
    }),
    /** Replaces the store's capabilities; the answer is the saved set, and the matched feed changes with it. */
    updateCapabilities: build.mutation<CapabilitiesResponse, UpdateCapabilitiesBody>({
      query: (body) => ({ url: '/seller/capabilities', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Advert'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(sellersApi.util.upsertQueryData('getCapabilities', undefined, { capabilities: data.capabilities }));
      },
    }),
  }),
});

export const {
  useRegisterSellerMutation,
  useCheckAliasQuery,
  useGetStoreByAliasQuery,
  useGetStoreByUserIdQuery,
  useUpdateStoreMutation,
  useRemoveStoreImageMutation,
  useGetCapabilitiesQuery,
  useUpdateCapabilitiesMutation,
} = sellersApi;
