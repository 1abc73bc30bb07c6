import type {
  CategoryWithCount,
  CategoryWriteResponse,
  CreateMainCategoryBody,
  CreateSubCategoryBody,
  UpdateSubCategoryBody,
} from '@pazaryeri/contract';
import type { MessageResponse } from '@pazaryeri/contract';
import { api } from '@/lib/api-client';

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMainCategoriesWithCounts: build.query<CategoryWithCount[], void>({
      query: () => '/categories/main/with-counts',
      extraOptions: { anonymous: true },
      providesTags: ['Category'],
    }),
    // Admin writes (spec §7 Categories)
    createMainCategory: build.mutation<CategoryWriteResponse, CreateMainCategoryBody>({
      query: (body) => ({ url: '/categories/main', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Category'] : []),
    }),
    createSubCategory: build.mutation<CategoryWriteResponse, CreateSubCategoryBody>({
      query: (body) => ({ url: '/categories/sub', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Category'] : []),
    }),
    updateCategory: build.mutation<CategoryWriteResponse, { id: string; level: 'main' | 'sub'; body: UpdateSubCategoryBody }>({
      query: ({ id, level, body }) => ({ url: `/categories/${level}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Category', 'Product'] : []),
    }),
    deleteCategory: build.mutation<MessageResponse, { id: string; level: 'main' | 'sub' }>({
      query: ({ id, level }) => ({ url: `/categories/${level}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['Category'] : []),
    }),
  }),
});

export const {
  useListMainCategoriesWithCountsQuery,
  useCreateMainCategoryMutation,
  useCreateSubCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
