import {
  type AdminDataRequestsResponse,
  type DataRequestKind,
  dataRequestKinds,
  type DataRequestStatus,
  dataRequestStatuses,
} from '@pazaryeri/contract/privacy/admin';
import { api } from '@/lib/api-client';

/** The KVKK requests list's filters, as the address bar keeps them (the API's own names). */
export interface DataRequestFilters {
  keyword: string;
  kind: DataRequestKind | '';
  status: DataRequestStatus | '';
  overdue: 'true' | 'false' | '';
  page: number;
}

export const defaultDataRequestFilters: DataRequestFilters = { keyword: '', kind: '', status: '', overdue: '', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

export function dataRequestFiltersFromParams(params: URLSearchParams): DataRequestFilters {
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') ?? '',
    kind: oneOf(dataRequestKinds, params.get('kind')),
    status: oneOf(dataRequestStatuses, params.get('status')),
    overdue: oneOf(['true', 'false'] as const, params.get('overdue')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set, so the address bar and the API call carry no empty values. */
export function dataRequestFiltersToParams(filters: DataRequestFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['keyword', 'kind', 'status', 'overdue'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const dataRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDataRequests: build.query<AdminDataRequestsResponse, DataRequestFilters>({
      query: (filters) => ({ url: '/admin/data-requests', params: Object.fromEntries(dataRequestFiltersToParams(filters)) }),
      extraOptions: { fallbackMessage: 'KVKK başvuruları yüklenemedi.' },
      // The list names people: an account edited or deleted elsewhere in the console shows here as it now is.
      providesTags: ['AdminUser'],
    }),
  }),
});

export const { useListDataRequestsQuery } = dataRequestsApi;
