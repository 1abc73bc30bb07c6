import type { MessageResponse } from '@pazaryeri/contract';
import type {
  Product,
  ProductListResponse,
  ProductResponse,
  RecommendationsResponse,
  SellerProductListResponse,
  ToggleFavoriteResponse,
} from '@pazaryeri/contract/products/index';
import { api } from '@/lib/api-client';
import { buildProductListQuery, type ListingFilters } from './listing-filters';
import { buildSellerProductQuery, type SellerProductFilters } from './seller-product-filters';

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

    // Seller product management (spec §7)
    listSellerProducts: build.query<SellerProductListResponse, SellerProductFilters>({
      query: (filters) => ({ url: '/products/seller/products/filter', params: buildSellerProductQuery(filters) }),
      extraOptions: { fallbackMessage: 'Ürünleriniz yüklenemedi.' },
      providesTags: ['SellerProduct'],
    }),
    createProduct: build.mutation<ProductResponse, FormData>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['SellerProduct'] : []),
    }),
    createDigitalProduct: build.mutation<ProductResponse, FormData>({
      query: (body) => ({ url: '/products/digital', method: 'POST', body }),
      extraOptions: { fallbackMessage: 'Dijital ürün eklenirken bir hata oluştu.' },
      invalidatesTags: (result) => (result ? ['SellerProduct'] : []),
    }),
    updateProduct: build.mutation<ProductResponse, { id: string; body: FormData; digital?: boolean }>({
      query: ({ id, body, digital }) => ({
        url: digital ? `/products/digital/${encodeURIComponent(id)}` : `/products/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result) => (result ? ['SellerProduct', 'Product'] : []),
    }),
    deleteProduct: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['SellerProduct', 'Product'] : []),
    }),
    /** Spec §7: the returned product replaces the listed one (no reload of the list). */
    submitForApproval: build.mutation<ProductResponse, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}/submit-for-approval`, method: 'PUT' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) replaceListed(dispatch, getState, data.product);
      },
    }),
    updateStock: build.mutation<ProductResponse, { id: string; quantity: number; sizeId?: string }>({
      query: ({ id, ...body }) => ({ url: `/products/${encodeURIComponent(id)}/update-stock`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: 'Stok güncellenemedi' },
      async onQueryStarted(_args, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) replaceListed(dispatch, getState, data.product);
      },
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof productsApi.util.updateQueryData>) => unknown;

/** Puts `product` in place of its old copy in every cached page of the seller's list. */
function replaceListed(dispatch: Dispatch, getState: () => unknown, product: Product) {
  const state = getState() as Parameters<typeof productsApi.util.selectCachedArgsForQuery>[0];
  for (const args of productsApi.util.selectCachedArgsForQuery(state, 'listSellerProducts')) {
    dispatch(
      productsApi.util.updateQueryData('listSellerProducts', args, (draft) => {
        const index = draft.products.findIndex((listed) => listed._id === product._id);
        if (index >= 0) draft.products[index] = product;
      }),
    );
  }
}

export const {
  useListProductsQuery,
  useListRailQuery,
  useGetProductQuery,
  useListRecommendationsQuery,
  useListFavoritesQuery,
  useToggleFavoriteMutation,
  useListSellerProductsQuery,
  useCreateProductMutation,
  useCreateDigitalProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useSubmitForApprovalMutation,
  useUpdateStockMutation,
} = productsApi;
