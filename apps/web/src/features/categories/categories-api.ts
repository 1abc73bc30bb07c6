import type { CategoryWithCount } from '@pazaryeri/contract';
import { api } from '@/lib/api-client';

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMainCategoriesWithCounts: build.query<CategoryWithCount[], void>({
      query: () => '/categories/main/with-counts',
      extraOptions: { anonymous: true },
      providesTags: ['Category'],
    }),
  }),
});

export const { useListMainCategoriesWithCountsQuery } = categoriesApi;
