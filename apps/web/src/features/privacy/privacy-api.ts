import type {
  DataExport,
  DataExportStartedResponse,
  DeleteAccountBody,
  DeleteAccountResponse,
  LatestDataExportResponse,
} from '@pazaryeri/contract/privacy/index';
import { api, quietError } from '@/lib/api-client';

/** A person's KVKK requests on their own account (/users/me): the copy of their data and the account's deletion. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The newest export, or null: what the account page shows. */
    latestDataExport: build.query<LatestDataExportResponse, void>({
      query: () => '/users/me/data-export',
      extraOptions: { fallbackMessage: 'Veri kopyanızın durumu yüklenemedi.' },
    }),
    /**
     * One export, polled while it is written. Each answer replaces that export in the latest one,
     * so the page reads a single record and the polling ends as soon as it stops running.
     */
    dataExport: build.query<DataExport, string>({
      query: (id) => `/users/me/data-export/${encodeURIComponent(id)}`,
      // A missed poll is asked again two seconds later; a toast every time would only alarm.
      transformErrorResponse: quietError,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          privacyApi.util.updateQueryData('latestDataExport', undefined, (draft) => {
            if (draft.export?.exportId === id) draft.export = data;
          }),
        );
      },
    }),
    /**
     * 429 with the minutes to wait when one was asked for within the hour; shown by the page itself.
     * The new export becomes the latest at once, and its polling brings the server's record.
     */
    requestDataExport: build.mutation<DataExportStartedResponse, void>({
      query: () => ({ url: '/users/me/data-export', method: 'POST' }),
      transformErrorResponse: quietError,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const started: DataExport = {
          exportId: data.exportId,
          status: data.status,
          progress: 0,
          requestedAt: new Date().toISOString(),
          completedAt: null,
          expiresAt: null,
          size: null,
        };
        dispatch(privacyApi.util.upsertQueryData('latestDataExport', undefined, { export: started }));
      },
    }),
    /** 409 (something still open), 422 (password, Google sign-in) and 429 are shown by the section itself. */
    deleteAccount: build.mutation<DeleteAccountResponse, DeleteAccountBody>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
      transformErrorResponse: quietError,
    }),
  }),
});

export const { useLatestDataExportQuery, useDataExportQuery, useRequestDataExportMutation, useDeleteAccountMutation } = privacyApi;
