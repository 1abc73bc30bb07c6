import type {
  BillingProfileListResponse,
  BillingProfileResponse,
  CreateBillingProfileBody,
  UpdateBillingProfileBody,
} from '@pazaryeri/contract/addresses/index';
import type { MessageResponse } from '@pazaryeri/contract';
import { api } from '@/lib/api-client';

/** The person's billing identities (/users/billing-profiles): who invoices are made out to. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBillingProfiles: build.query<BillingProfileListResponse, void>({
      query: () => '/users/billing-profiles',
      extraOptions: { fallbackMessage: 'Fatura bilgileri yüklenemedi.' },
      providesTags: ['BillingProfile'],
    }),
    createBillingProfile: build.mutation<BillingProfileResponse, CreateBillingProfileBody>({
      query: (body) => ({ url: '/users/billing-profiles', method: 'POST', body }),
      extraOptions: { fallbackMessage: 'Fatura bilgisi eklenemedi.' },
      invalidatesTags: (result) => (result ? ['BillingProfile'] : []),
    }),
    updateBillingProfile: build.mutation<BillingProfileResponse, { id: string; body: UpdateBillingProfileBody }>({
      query: ({ id, body }) => ({ url: `/users/billing-profiles/${encodeURIComponent(id)}`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: 'Fatura bilgisi güncellenemedi.' },
      invalidatesTags: (result) => (result ? ['BillingProfile'] : []),
    }),
    deleteBillingProfile: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/users/billing-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { fallbackMessage: 'Fatura bilgisi silinemedi.' },
      invalidatesTags: (result) => (result ? ['BillingProfile'] : []),
    }),
  }),
});

export const { useListBillingProfilesQuery, useCreateBillingProfileMutation, useUpdateBillingProfileMutation, useDeleteBillingProfileMutation } =
  billingApi;
