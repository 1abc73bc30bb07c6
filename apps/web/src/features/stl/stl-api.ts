import type { MessageResponse } from '@pazaryeri/contract';
import type {
  StlCategory,
  StlDownloadLinkResponse,
  StlListResponse,
  StlModel,
  StlModelDetail,
  StlSort,
} from '@pazaryeri/contract/stl/index';
import { stlMessages } from '@pazaryeri/contract/stl/messages';
import { api } from '@/lib/api-client';
import { readStoredToken } from '@/lib/token-storage';

export interface StlFilters {
  category: string;
  q: string;
  price: '' | 'free' | 'paid';
  sort: StlSort;
  page: number;
}

const withoutEmpty = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value != null));

const stlWithTags = api.enhanceEndpoints({ addTagTypes: ['StlCategory', 'StlModel'] });

/** Spec §7 STL, plus the model page, the store's own models and the download link. */
export const stlApi = stlWithTags.injectEndpoints({
  endpoints: (build) => ({
    stlCategories: build.query<StlCategory[], void>({
      query: () => '/stl/categories',
      providesTags: ['StlCategory'],
    }),
    createStlCategory: build.mutation<{ message: string; category: StlCategory }, { name: string }>({
      query: (body) => ({ url: '/stl/categories', method: 'POST', body }),
      invalidatesTags: ['StlCategory'],
    }),
    updateStlCategory: build.mutation<{ message: string; category: StlCategory }, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/stl/categories/${encodeURIComponent(id)}`, method: 'PUT', body: { name } }),
      invalidatesTags: ['StlCategory', 'StlModel'],
    }),
    deleteStlCategory: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/stl/categories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['StlCategory'],
    }),
    listStl: build.query<StlListResponse, StlFilters>({
      query: (filters) => ({ url: '/stl', params: withoutEmpty(filters) }),
      extraOptions: { fallbackMessage: stlMessages.loadFailed },
      providesTags: ['StlModel'],
    }),
    getStl: build.query<StlModelDetail, string>({
      query: (ref) => `/stl/${encodeURIComponent(ref)}`,
      providesTags: ['StlModel'],
    }),
    myStl: build.query<StlListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/stl/mine', params: { page } }),
      extraOptions: { fallbackMessage: stlMessages.loadFailed },
      providesTags: ['StlModel'],
    }),
    updateStl: build.mutation<{ message: string; model: StlModel }, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/stl/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['StlModel', 'StlCategory'],
    }),
    deleteStl: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/stl/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['StlModel', 'StlCategory'],
    }),
    stlDownloadLink: build.mutation<StlDownloadLinkResponse, string>({
      query: (id) => ({ url: `/stl/${encodeURIComponent(id)}/download-link` }),
    }),
    incrementStlDownloads: build.mutation<{ message: string; counted: boolean; downloads: number }, string>({
      query: (id) => ({ url: `/stl/${encodeURIComponent(id)}/increment-downloads`, method: 'PATCH' }),
      invalidatesTags: ['StlModel'],
    }),
  }),
});

export const {
  useStlCategoriesQuery,
  useCreateStlCategoryMutation,
  useUpdateStlCategoryMutation,
  useDeleteStlCategoryMutation,
  useListStlQuery,
  useGetStlQuery,
  useMyStlQuery,
  useUpdateStlMutation,
  useDeleteStlMutation,
  useStlDownloadLinkMutation,
  useIncrementStlDownloadsMutation,
} = stlApi;

/**
 * `POST /stl` with a progress callback: fetch cannot report upload progress, XMLHttpRequest can.
 * Resolves with the created model or rejects with the server's Turkish message.
 */
export function uploadStlModel(form: FormData, onProgress: (share: number) => void): Promise<StlModel> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/stl');
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: string; model?: StlModel } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the generic message below
      }
      if (request.status === 201 && body.model) resolve(body.model);
      else reject(new Error(body.message ?? stlMessages.uploadFailed));
    };
    request.onerror = () => reject(new Error(stlMessages.uploadFailed));
    request.send(form);
  });
}
