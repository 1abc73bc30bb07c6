import { skipToken } from '@reduxjs/toolkit/query';
import {
  Bell,
  FileLock2,
  Handshake,
  Heart,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  Newspaper,
  Package,
  ReceiptText,
  Megaphone,
  ShieldCheck,
  Star,
  Store,
  TicketPercent,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { useGetStoreByUserIdQuery } from '@/features/sellers/sellers-api';

export interface AccountLink {
  to: string;
  label: string;
  Icon: LucideIcon;
}

type LinkUser = Pick<UserInfoWithToken, 'role' | 'isAdmin'>;

/** 'Satıcı Ol' for visitors and buyers, 'Mağazam' for a seller whose store address is known, none for staff. */
export function storeLink(user: LinkUser | null, storeAlias?: string | null): AccountLink | null {
  if (!user || user.role === 'user') return { to: '/satici-ol', label: 'Satıcı Ol', Icon: Store };
  if (user.role === 'seller' && storeAlias) return { to: `/magaza/${storeAlias}`, label: 'Mağazam', Icon: Store };
  return null;
}

/** The signed-in user's destinations, shared by the desktop user menu, the mobile drawer and the footer. */
export function accountLinks(user: LinkUser, storeAlias?: string | null): AccountLink[] {
  const store = storeLink(user, storeAlias);
  return [
    { to: '/profile', label: 'Profilim', Icon: UserRound },
    { to: '/hesabim/siparisler', label: 'Siparişlerim', Icon: Package },
    { to: '/hesabim/taleplerim', label: 'Taleplerim', Icon: Handshake },
    { to: '/hesabim/degerlendirmelerim', label: 'Değerlendirmelerim', Icon: Star },
    { to: '/hesabim/kuponlar', label: 'Kuponlarım', Icon: TicketPercent },
    { to: '/hesabim/adresler', label: 'Adreslerim', Icon: MapPin },
    { to: '/hesabim/fatura-bilgilerim', label: 'Fatura bilgilerim', Icon: ReceiptText },
    { to: '/hesabim/favoriler', label: 'Favorilerim', Icon: Heart },
    { to: '/hesabim/takip', label: 'Takip ettiğim mağazalar', Icon: Store },
    { to: '/chat', label: 'Mesajlar', Icon: MessageSquare },
    { to: '/hesabim/bildirimler', label: 'Bildirimler', Icon: Bell },
    { to: '/hesabim/kisisel-verilerim', label: 'Kişisel verilerim', Icon: FileLock2 },
    ...(user.role === 'seller' ? [{ to: '/seller-panel', label: 'Satıcı Paneli', Icon: LayoutDashboard }] : []),
    ...(store ? [store] : []),
    ...(user.role === 'marketing' || user.isAdmin ? [{ to: '/pazarlama', label: 'Pazarlama', Icon: Megaphone }] : []),
    ...(user.isAdmin ? [{ to: '/admin', label: 'Yönetim', Icon: ShieldCheck }] : []),
    ...(user.role === 'marketing' ? [{ to: '/blog-yonetimi', label: 'Blog yönetimi', Icon: Newspaper }] : []),
  ];
}

/** A seller's store alias, for the 'Mağazam' link (looked up once and cached). */
export function useStoreAlias(user: (LinkUser & { _id: string }) | null): string | null {
  const { data } = useGetStoreByUserIdQuery(user?.role === 'seller' ? user._id : skipToken);
  return data?.alias ?? null;
}
