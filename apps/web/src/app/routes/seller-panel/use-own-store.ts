import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useGetStoreByUserIdQuery } from '@/features/sellers/sellers-api';
import { selectCurrentUser } from '@/features/users';

/** The signed-in seller's own store record (null when the account has none). */
export function useOwnStore() {
  const user = useSelector(selectCurrentUser);
  return useGetStoreByUserIdQuery(user?._id ?? skipToken);
}
