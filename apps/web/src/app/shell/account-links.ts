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
} from 'lucide-react';
import { type AccountLink, type LinkUser, storeLink } from './store-link';

export { type AccountLink, storeLink, useStoreAlias } from './store-link';

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
