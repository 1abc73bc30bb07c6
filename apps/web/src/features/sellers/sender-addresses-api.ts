import type { SellerProfileResponse } from '@pazaryeri/contract/sellers/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { api, type ApiError } from '@/lib/api-client';
import { applySenderAddressChange, type SenderAddressChange } from './sender-addresses';

/** The seller's own profile (GET/PUT /seller/profile/me) and its sender-address list. */
export const senderAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerProfile: build.query<SellerProfileResponse, void>({
      query: () => '/seller/profile/me',
      providesTags: ['SellerProfile'],
    }),
    /**
     * Spec §7: every add, update, set-default and delete of a sender address reads the profile,
     * changes the list here, and puts the whole list back.
     */
    changeSenderAddresses: build.mutation<SellerProfileResponse, SenderAddressChange>({
      async queryFn(change, _api, _extra, baseQuery) {
        const current = await baseQuery('/seller/profile/me');
        if (current.error) return { error: current.error as ApiError };
        const { addresses } = current.data as SellerProfileResponse;
        const saved = await baseQuery({
          url: '/seller/profile/me',
          method: 'PUT',
          body: { addresses: applySenderAddressChange(addresses, change) },
        });
        return saved.error ? { error: saved.error as ApiError } : { data: saved.data as SellerProfileResponse };
      },
      extraOptions: { fallbackMessage: sellerMessages.storeUpdateFailed },
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(senderAddressesApi.util.upsertQueryData('getSellerProfile', undefined, data));
      },
    }),
  }),
});

export const { useGetSellerProfileQuery, useChangeSenderAddressesMutation } = senderAddressesApi;
