import { LayoutDashboard, MessageSquare, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import type { UserInfoWithToken } from '@pazaryeri/contract';

export interface AccountLink {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** The signed-in user's destinations, shared by the desktop user menu and the mobile drawer. */
export function accountLinks(user: Pick<UserInfoWithToken, 'role' | 'isAdmin'>): AccountLink[] {
  return [
    { to: '/profile', label: 'Profilim', Icon: UserRound },
    { to: '/chat', label: 'Mesajlar', Icon: MessageSquare },
    ...(user.role === 'seller' ? [{ to: '/seller-panel', label: 'Satıcı Paneli', Icon: LayoutDashboard }] : []),
    ...(user.isAdmin ? [{ to: '/admin', label: 'Yönetim', Icon: ShieldCheck }] : []),
  ];
}
