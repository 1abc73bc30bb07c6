import type {
  AdminSeller,
  AdminSellerListResponse,
  AdminUpdateUserBody,
  AdminUserListResponse,
  AdminUserResponse,
} from '@pazaryeri/contract/admin/index';
import type { MessageResponse } from '@pazaryeri/contract';
import type { SellerListResponse, SellerResponse } from '@pazaryeri/contract/sellers/index';
import { api } from '@/lib/api-client';
import { adminFallbacks } from './admin-messages';
import { buildSellerFilterQuery, type SellerFilters } from './seller-filters';
import { buildUserListRequest, type UserFilters } from './user-filters';

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUserListResponse, UserFilters>({
      query: (filters) => buildUserListRequest(filters),
      extraOptions: { fallbackMessage: adminFallbacks.users },
      providesTags: ['AdminUser'],
    }),
    updateAdminUser: build.mutation<AdminUserResponse, { id: string; body: AdminUpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['AdminUser', 'AdminSeller'] : []),
    }),
    deleteAdminUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['AdminUser', 'AdminSeller', 'SellerApproval'] : []),
    }),
    filterAdminSellers: build.query<AdminSellerListResponse, SellerFilters>({
      query: (filters) => ({ url: '/admin/users/sellers/filter', params: buildSellerFilterQuery(filters) }),
      extraOptions: { fallbackMessage: adminFallbacks.sellers },
      providesTags: ['AdminSeller'],
    }),
    getAdminSeller: build.query<AdminSeller, string>({
      query: (id) => `/admin/users/sellers/${encodeURIComponent(id)}`,
      extraOptions: { fallbackMessage: adminFallbacks.sellers },
      providesTags: ['AdminSeller'],
    }),
    listSellerApprovals: build.query<SellerListResponse, { page: number }>({
      // Spec §7 Admin "sellers/requests" (the same queue as GET /admin/seller-approvals).
      query: ({ page }) => ({ url: '/admin/sellers/requests', params: { page } }),
      extraOptions: { fallbackMessage: adminFallbacks.sellerRequests },
      providesTags: ['SellerApproval'],
    }),
    listApprovedSellers: build.query<SellerListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/admin/approved-sellers', params: { page } }),
      extraOptions: { fallbackMessage: adminFallbacks.sellers },
      providesTags: ['SellerApproval'],
    }),
    /** Spec §4: the combined approve action approves, then the waiting list is loaded again. */
    approveSeller: build.mutation<SellerResponse, string>({
      query: (id) => ({ url: `/admin/seller-approvals/${encodeURIComponent(id)}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['SellerApproval', 'AdminSeller', 'AdminUser', 'Seller'] : []),
    }),
    rejectSeller: build.mutation<{ message: string; _id: string }, string>({
      query: (id) => ({ url: `/admin/seller-approvals/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['SellerApproval', 'AdminSeller'] : []),
    }),
  }),
});

export const {
  useListAdminUsersQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useFilterAdminSellersQuery,
  useGetAdminSellerQuery,
  useListSellerApprovalsQuery,
  useListApprovedSellersQuery,
  useApproveSellerMutation,
  useRejectSellerMutation,
} = adminApi;
