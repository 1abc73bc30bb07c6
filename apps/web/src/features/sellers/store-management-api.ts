import type { CapabilitiesResponse, UpdateCapabilitiesBody } from '@pazaryeri/contract/sellers/capabilities';
import type { CheckAliasResponse, RegisterSellerBody, SellerImageType, SellerResponse, UpdateStoreBody } from '@pazaryeri/contract/sellers/index';
// The messages alone: sellers/index also builds the schemas (zod).
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { api } from '@/lib/api-client';
import { sellersApi } from './sellers-api';

export interface UpdateStoreArgs {
  userId: string;
  /** JSON for text fields; FormData when a logo or cover goes along. */
  body: Partial<UpdateStoreBody> | FormData;
}

/** What a seller does to their store: apply for it, choose its address, edit its profile, pictures and capabilities. */
export const storeManagementApi = api.injectEndpoints({
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
        if (data) dispatch(storeManagementApi.util.upsertQueryData('getCapabilities', undefined, { capabilities: data.capabilities }));
      },
    }),
  }),
});

export const {
  useRegisterSellerMutation,
  useCheckAliasQuery,
  useUpdateStoreMutation,
  useRemoveStoreImageMutation,
  useGetCapabilitiesQuery,
  useUpdateCapabilitiesMutation,
} = storeManagementApi;
