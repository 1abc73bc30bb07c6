import type { FollowerReportResponse, FollowingResponse, FollowResponse } from '@pazaryeri/contract/follows/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { api } from '@/lib/api-client';

export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    followStore: build.mutation<FollowResponse, string>({
      query: (sellerId) => ({ url: '/follow', method: 'POST', body: { following: sellerId } }),
      extraOptions: { fallbackMessage: sellerMessages.followFailed },
      invalidatesTags: (_result, _error, sellerId) => [{ type: 'Seller', id: sellerId }, 'Follow'],
    }),
    unfollowStore: build.mutation<FollowResponse, string>({
      query: (sellerId) => ({ url: `/follow/${encodeURIComponent(sellerId)}`, method: 'DELETE' }),
      extraOptions: { fallbackMessage: sellerMessages.followFailed },
      invalidatesTags: (_result, _error, sellerId) => [{ type: 'Seller', id: sellerId }, 'Follow'],
    }),
    listFollowing: build.query<FollowingResponse, { page: number; limit?: number }>({
      query: ({ page, limit = 20 }) => ({ url: '/follow/following', params: { page, limit } }),
      providesTags: ['Follow'],
    }),
    getFollowerReport: build.query<FollowerReportResponse, void>({
      query: () => '/follow/report',
      extraOptions: { fallbackMessage: sellerMessages.followerReportNotFound },
      providesTags: ['FollowerReport'],
    }),
  }),
});

export const { useFollowStoreMutation, useUnfollowStoreMutation, useListFollowingQuery, useGetFollowerReportQuery } = followsApi;
