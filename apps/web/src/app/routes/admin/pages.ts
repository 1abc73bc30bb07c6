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
import type { ComponentType } from 'react';

export interface AdminPageEntry {
  /** Below /admin ('' is the overview). */
  path: string;
  title: string;
  description: string;
  Icon: LucideIcon;
  load: () => Promise<{ default: ComponentType }>;
}

/** The admin console's pages, in sidebar order. */
export const adminPages: AdminPageEntry[] = [
  { path: '', title: 'Genel bakış', description: 'Yönetim araçlarına hızlı erişim.', Icon: LayoutDashboard, load: () => import('./overview') },
  { path: 'kullanicilar', title: 'Kullanıcılar', description: 'Hesapları arayın, filtreleyin, düzenleyin veya silin.', Icon: Users, load: () => import('./users') },
  { path: 'saticilar', title: 'Satıcılar', description: 'Mağazaları şirket türüne, tarihe ve ada göre filtreleyin.', Icon: Store, load: () => import('./sellers') },
  {
    path: 'satici-onaylari',
    title: 'Satıcı onayları',
    description: 'Başvuruları inceleyin, onaylayın veya reddedin.',
    Icon: BadgeCheck,
    load: () => import('./seller-approvals'),
  },
  {
    path: 'urunler',
    title: 'Ürün onayları',
    description: 'Onay bekleyen ürünleri inceleyin; filtreleyin, arayın, onaylayın veya reddedin.',
    Icon: PackageCheck,
    load: () => import('./products'),
  },
  {
    path: 'resimler',
    title: 'Resim onayları',
    description: 'Ürün resimlerini onaylayın; yalnızca onaylı resimler alıcılara görünür.',
    Icon: Images,
    load: () => import('./images'),
  },
  {
    path: 'degerlendirmeler',
    title: 'Değerlendirmeler',
    description: 'Bağlantı ya da telefon içeren değerlendirmeleri onaylayın; uygunsuz olanları gerekçesiyle gizleyin.',
    Icon: Star,
    load: () => import('./reviews'),
  },
  {
    path: 'siparisler',
    title: 'Siparişler',
    description: 'Tüm siparişleri arayın, filtreleyin; mağaza bölümlerinin durumunu değiştirin.',
    Icon: ShoppingBag,
    load: () => import('./orders'),
  },
  {
    path: 'kargolar',
    title: 'Kargolar',
    description: 'Tüm mağazaların gönderilerini tarihe, duruma, kargo firmasına göre filtreleyin ve arayın.',
    Icon: Truck,
    load: () => import('./shipments'),
  },
  {
    path: 'odemeler',
    title: 'Ödemeler',
    description: 'Teslim edilen siparişlerin ödemelerini onaylayın, onayı geri alın ve hakedişleri kaydedin.',
    Icon: Wallet,
    load: () => import('./payments'),
  },
  {
    path: 'faturalar',
    title: 'Faturalar',
    description: 'Satış ve komisyon faturalarını türe, mağazaya ve aya göre listeleyin; teslim edilip faturası eklenmemiş siparişleri görün.',
    Icon: ReceiptText,
    load: () => import('./invoices'),
  },
  {
    path: 'kuponlar',
    title: 'Kuponlar',
    description: 'Tüm kuponları listeleyin; etkinleştirin ya da devre dışı bırakın.',
    Icon: TicketPercent,
    load: () => import('./coupons'),
  },
  {
    path: 'kvkk-basvurulari',
    title: 'KVKK başvuruları',
    description: 'Veri kopyası ve hesap silme başvuruları; 30 günlük yanıt süresi, kalan gün ve süresi geçenler.',
    Icon: ShieldCheck,
    load: () => import('./data-requests'),
  },
  {
    path: 'sohbetler',
    title: 'Sohbetler',
    description: 'Alıcı ve satıcı yazışmalarını inceleyin; okumanız üyelerin okundu bilgisini değiştirmez.',
    Icon: MessagesSquare,
    load: () => import('./chats'),
  },
  {
    path: 'sohbet-istatistikleri',
    title: 'Sohbet istatistikleri',
    description: 'Sohbet ve mesaj sayıları, aktif üyeler ve son 30 günün mesaj trafiği.',
    Icon: ChartLine,
    load: () => import('./chat-statistics'),
  },
  {
    path: 'kategoriler',
    title: 'Kategoriler',
    description: 'Ana ve alt kategorileri ekleyin, yeniden adlandırın veya silin.',
    Icon: FolderTree,
    load: () => import('./categories'),
  },
  { path: 'stl-kategorileri', title: 'STL kategorileri', description: 'STL model kategorilerini ekleyin, yeniden adlandırın veya silin.', Icon: Boxes, load: () => import('./stl-categories') },
];
