import type {
  Product,
  ProductListResponse,
  RecommendationsResponse,
  ToggleFavoriteResponse,
} from '@pazaryeri/contract/products/index';
import { api } from '@/lib/api-client';
import { buildProductListQuery, type ListingFilters } from './listing-filters';

const favoritesLimit = 20;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public catalogue with the listing's filters. */
    listProducts: build.query<ProductListResponse, ListingFilters>({
      query: (filters) => ({ url: '/products', params: buildProductListQuery(filters) }),
      extraOptions: { fallbackMessage: 'Ürünler yüklenemedi.' },
      providesTags: ['Product'],
    }),
    /** A short list without the listing's filters: the home rails (newest, one category's) and a store's products. */
    listRail: build.query<
      ProductListResponse,
      { mainCategory?: string; seller?: string; sort: 'newest' | 'recommended'; limit: number; page?: number }
    >({
      query: (params) => ({ url: '/products', params }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (slug) => `/products/${encodeURIComponent(slug)}`,
      providesTags: (result) => (result ? [{ type: 'Product', id: result._id }, 'Product'] : ['Product']),
    }),
    listRecommendations: build.query<RecommendationsResponse, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}/recommendations`, params: { limit: 10 } }),
      providesTags: ['Product'],
    }),
    listFavorites: build.query<ProductListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/products/favorites', params: { page, limit: favoritesLimit } }),
      providesTags: ['Favorite'],
    }),
    /** Flips the heart on the detail page at once; the server's answer settles it. */
    toggleFavorite: build.mutation<ToggleFavoriteResponse, { id: string; slug: string }>({
      query: ({ id }) => ({ url: `/products/${encodeURIComponent(id)}/toggle-favorite`, method: 'PUT' }),
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          productsApi.util.updateQueryData('getProduct', slug, (draft) => {
            draft.isFavorite = !draft.isFavorite;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            productsApi.util.updateQueryData('getProduct', slug, (draft) => {
              draft.isFavorite = data.favorite;
            }),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (result) => (result ? ['Favorite'] : []),
    }),
  }),
});

export const {
  useListProductsQuery,
  useListRailQuery,
  useGetProductQuery,
  useListRecommendationsQuery,
  useListFavoritesQuery,
  useToggleFavoriteMutation,
} = productsApi;
