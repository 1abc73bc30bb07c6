import { BadgeCheck, FolderTree, Images, LayoutDashboard, PackageCheck, Store, Users, type LucideIcon } from 'lucide-react';
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
    path: 'kategoriler',
    title: 'Kategoriler',
    description: 'Ana ve alt kategorileri ekleyin, yeniden adlandırın veya silin.',
    Icon: FolderTree,
    load: () => import('./categories'),
  },
];
