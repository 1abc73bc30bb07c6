import type { ComponentType } from 'react';
import type { AdminPagePath } from './pages';

/**
 * The admin console's page modules, by path. Apart from pages.ts because the router reads that list
 * at startup, and these only on a visit (through app/signed-in-pages.ts, a chunk of its own).
 */
export const adminPageModules: Record<AdminPagePath, () => Promise<{ default: ComponentType }>> = {
  '': () => import('./overview'),
  kullanicilar: () => import('./users'),
  saticilar: () => import('./sellers'),
  'satici-onaylari': () => import('./seller-approvals'),
  urunler: () => import('./products'),
  resimler: () => import('./images'),
  degerlendirmeler: () => import('./reviews'),
  siparisler: () => import('./orders'),
  kargolar: () => import('./shipments'),
  odemeler: () => import('./payments'),
  faturalar: () => import('./invoices'),
  kuponlar: () => import('./coupons'),
  'kvkk-basvurulari': () => import('./data-requests'),
  sohbetler: () => import('./chats'),
  'sohbet-istatistikleri': () => import('./chat-statistics'),
  kategoriler: () => import('./categories'),
  'stl-kategorileri': () => import('./stl-categories'),
};
