import type { Seller } from '@pazaryeri/contract/sellers/index';
import { api, type ApiError } from '@/lib/api-client';

/**
 * Looking a store up, by its address or its owner: the navbar asks for the signed-in seller's. What
 * a seller does to a store is in store-management-api.ts, out of the first load.
 */
export const sellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreByAlias: build.query<Seller, string>({
      query: (alias) => `/seller/alias/${encodeURIComponent(alias)}`,
      providesTags: (seller) => (seller ? [{ type: 'Seller', id: seller._id }] : ['Seller']),
    }),
    /** A user's store, or null when they have none (no application is not an error to show). */
    getStoreByUserId: build.query<Seller | null, string>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/seller/user/${encodeURIComponent(userId)}`);
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as Seller };
      },
      providesTags: (seller, _error, userId) => [
        { type: 'Seller', id: `user:${userId}` },
        ...(seller ? [{ type: 'Seller' as const, id: seller._id }] : []),
      ],
    }),
  }),
});

export const { useGetStoreByAliasQuery, useGetStoreByUserIdQuery } = sellersApi;
