/** The stores: one by its owner or alias, and the seller's own profile with its sender addresses. */
export { useGetStoreByAliasQuery, useGetStoreByUserIdQuery } from './sellers-api';
export { useGetSellerProfileQuery } from './sender-addresses-api';
