import { skipToken } from '@reduxjs/toolkit/query';
import { Store, type LucideIcon } from 'lucide-react';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { useGetStoreByUserIdQuery } from '@/features/sellers/sellers-api';

// The navbar's store link, apart from account-links.ts: the navbar is in every page's first load,
// the account's other links (and their icons) only in the menus and the footer, which load later.

export interface AccountLink {
  to: string;
  label: string;
  Icon: LucideIcon;
}

export type LinkUser = Pick<UserInfoWithToken, 'role' | 'isAdmin'>;

/** 'Satıcı Ol' for visitors and buyers, 'Mağazam' for a seller whose store address is known, none for staff. */
export function storeLink(user: LinkUser | null, storeAlias?: string | null): AccountLink | null {
  if (!user || user.role === 'user') return { to: '/satici-ol', label: 'Satıcı Ol', Icon: Store };
  if (user.role === 'seller' && storeAlias) return { to: `/magaza/${storeAlias}`, label: 'Mağazam', Icon: Store };
  return null;
}

/** A seller's store alias, for the 'Mağazam' link (looked up once and cached). */
export function useStoreAlias(user: (LinkUser & { _id: string }) | null): string | null {
  const { data } = useGetStoreByUserIdQuery(user?.role === 'seller' ? user._id : skipToken);
  return data?.alias ?? null;
}
