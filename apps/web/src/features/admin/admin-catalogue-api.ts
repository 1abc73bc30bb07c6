import type { MessageResponse } from '@pazaryeri/contract';
import type {
  AdminImageListResponse,
  AdminImageResponse,
  ImageStatus,
  Product,
  ProductListResponse,
  ProductResponse,
} from '@pazaryeri/contract/products/index';
import { api } from '@/lib/api-client';
import { adminFallbacks } from './admin-messages';
import { buildAdminProductRequest, type AdminProductFilters } from './product-filters';

const imageLists: Record<ImageStatus, string> = {
  pending: '/admin/pending-approval',
  approved: '/admin/approved',
  rejected: '/admin/rejected',
};

/** The admin's product approval queue, product edits and the image approval queue. */
export const adminCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<ProductListResponse, AdminProductFilters>({
      query: (filters) => buildAdminProductRequest(filters),
      extraOptions: { fallbackMessage: adminFallbacks.products },
      providesTags: ['AdminProduct'],
    }),
    approveProduct: build.mutation<ProductResponse, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/approve`, method: 'PUT' }),
      extraOptions: { fallbackMessage: adminFallbacks.approveProduct },
      invalidatesTags: (result) => (result ? ['AdminProduct', 'Product', 'SellerProduct', 'Category'] : []),
    }),
    rejectProduct: build.mutation<ProductResponse, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/reject`,
        method: 'PUT',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
      extraOptions: { fallbackMessage: adminFallbacks.rejectProduct },
      invalidatesTags: (result) => (result ? ['AdminProduct', 'Product', 'SellerProduct', 'Category'] : []),
    }),
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      providesTags: ['AdminProduct'],
    }),
    /** The full product form (multipart, like the store's own edit); no new approval round. */
    updateAdminProduct: build.mutation<ProductResponse, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['AdminProduct', 'Product', 'SellerProduct'] : []),
    }),
    deleteAdminProduct: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['AdminProduct', 'Product', 'SellerProduct', 'Category', 'AdminImage'] : []),
    }),
    listAdminImages: build.query<AdminImageListResponse, { status: ImageStatus; page: number; search?: string }>({
      query: ({ status, page, search }) => ({
        url: imageLists[status],
        params: { page, limit: 20, ...(search ? { search } : {}) },
      }),
      providesTags: ['AdminImage'],
    }),
    approveImage: build.mutation<AdminImageResponse, string>({
      query: (id) => ({ url: `/admin/approve/${encodeURIComponent(id)}`, method: 'PUT' }),
      extraOptions: { fallbackMessage: adminFallbacks.approveImage },
      invalidatesTags: (result) => (result ? ['AdminImage', 'Product', 'AdminProduct'] : []),
    }),
    rejectImage: build.mutation<AdminImageResponse, string>({
      query: (id) => ({ url: `/admin/reject/${encodeURIComponent(id)}`, method: 'PUT' }),
      extraOptions: { fallbackMessage: adminFallbacks.rejectImage },
      invalidatesTags: (result) => (result ? ['AdminImage', 'Product', 'AdminProduct'] : []),
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useApproveProductMutation,
  useRejectProductMutation,
  useGetAdminProductQuery,
  useUpdateAdminProductMutation,
  useDeleteAdminProductMutation,
  useListAdminImagesQuery,
  useApproveImageMutation,
  useRejectImageMutation,
} = adminCatalogueApi;
