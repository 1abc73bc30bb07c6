import {
  BadgeCheck,
  Boxes,
  ChartLine,
  FolderTree,
  Images,
  LayoutDashboard,
  MessagesSquare,
  PackageCheck,
  ReceiptText,
  ShieldCheck,
  ShoppingBag,
  Star,
  Store,
  TicketPercent,
  Truck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { adminPages, type AdminPagePath } from './pages';

/**
 * The admin sidebar's and overview's icon for each page. Apart from pages.ts because the router reads
 * that list at startup: with the icons beside it, every visitor's first load carried the panel's icons.
 */
export const adminPageIcons: Record<AdminPagePath, LucideIcon> = {
  '': LayoutDashboard,
  kullanicilar: Users,
  saticilar: Store,
  'satici-onaylari': BadgeCheck,
  urunler: PackageCheck,
  resimler: Images,
  degerlendirmeler: Star,
  siparisler: ShoppingBag,
  kargolar: Truck,
  odemeler: Wallet,
  faturalar: ReceiptText,
  kuponlar: TicketPercent,
  'kvkk-basvurulari': ShieldCheck,
  sohbetler: MessagesSquare,
  'sohbet-istatistikleri': ChartLine,
  kategoriler: FolderTree,
  'stl-kategorileri': Boxes,
};

/** The pages with their icons, as the admin sidebar and overview list them. */
export const adminNavPages = adminPages.map((page) => ({ ...page, Icon: adminPageIcons[page.path] }));
