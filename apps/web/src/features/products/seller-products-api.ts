import type { MessageResponse } from '@pazaryeri/contract';
import type { Product, ProductResponse, SellerProductListResponse } from '@pazaryeri/contract/products/index';
import { api } from '@/lib/api-client';
import { buildSellerProductQuery, type SellerProductFilters } from './seller-product-filters';

/**
 * The seller's product management (spec §7). Apart from products-api.ts: the catalogue's endpoints
 * are in every landing page's first load, these only in the seller panel's forms and list.
 */
export const sellerProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

type Dispatch = (action: ReturnType<typeof sellerProductsApi.util.updateQueryData>) => unknown;

/** Puts `product` in place of its old copy in every cached page of the seller's list. */
function replaceListed(dispatch: Dispatch, getState: () => unknown, product: Product) {
  const state = getState() as Parameters<typeof sellerProductsApi.util.selectCachedArgsForQuery>[0];
  for (const args of sellerProductsApi.util.selectCachedArgsForQuery(state, 'listSellerProducts')) {
    dispatch(
      sellerProductsApi.util.updateQueryData('listSellerProducts', args, (draft) => {
        const index = draft.products.findIndex((listed) => listed._id === product._id);
        if (index >= 0) draft.products[index] = product;
      }),
    );
  }
}

export const {
  useListSellerProductsQuery,
  useCreateProductMutation,
  useCreateDigitalProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useSubmitForApprovalMutation,
  useUpdateStockMutation,
} = sellerProductsApi;
