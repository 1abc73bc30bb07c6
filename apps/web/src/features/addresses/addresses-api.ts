import type {
  BuyerAddressListResponse,
  BuyerAddressResponse,
  CreateBuyerAddressBody,
  UpdateBuyerAddressBody,
} from '@pazaryeri/contract/addresses/index';
import { addressLimits, addressMessages } from '@pazaryeri/contract/addresses/index';
import type { MessageResponse } from '@pazaryeri/contract';
import { api } from '@/lib/api-client';

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §9: the first page, 10 addresses; the default one comes first. */
    listAddresses: build.query<BuyerAddressListResponse, { page?: number } | void>({
      query: (args) => ({ url: '/addresses', params: { page: args?.page ?? 1, limit: addressLimits.pageSize } }),
      extraOptions: { fallbackMessage: addressMessages.listFailed },
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<BuyerAddressResponse, CreateBuyerAddressBody>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      extraOptions: { fallbackMessage: addressMessages.createFailed },
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
    updateAddress: build.mutation<BuyerAddressResponse, { id: string; body: UpdateBuyerAddressBody }>({
      query: ({ id, body }) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: addressMessages.updateFailed },
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
    setDefaultAddress: build.mutation<BuyerAddressResponse, string>({
      query: (id) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'PUT', body: { isDefault: true } }),
      extraOptions: { fallbackMessage: addressMessages.setDefaultFailed },
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
    deleteAddress: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { fallbackMessage: addressMessages.deleteFailed },
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
  }),
});

export const {
  useListAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
