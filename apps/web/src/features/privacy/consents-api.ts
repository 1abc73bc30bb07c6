import type { ConsentsResponse, UpdateConsentsBody } from '@pazaryeri/contract/privacy/index';
import { api, quietError } from '@/lib/api-client';

/** A signed-in person's consents (/users/me/consents): read by the cookie banner and the account page. */
export const consentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked on every page for a signed-in person (the banner's account sync): a failure is shown only where the consents are. */
    consents: build.query<ConsentsResponse, void>({
      query: () => '/users/me/consents',
      transformErrorResponse: quietError,
      extraOptions: { fallbackMessage: 'İzinleriniz yüklenemedi.' },
    }),
    /** The answer is the new state: it replaces the cached one. */
    updateConsents: build.mutation<ConsentsResponse, UpdateConsentsBody>({
      query: (body) => ({ url: '/users/me/consents', method: 'PUT', body }),
      extraOptions: { fallbackMessage: 'İzin tercihiniz kaydedilemedi.' },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(consentsApi.util.upsertQueryData('consents', undefined, data));
      },
    }),
  }),
});

export const { useConsentsQuery, useUpdateConsentsMutation } = consentsApi;
