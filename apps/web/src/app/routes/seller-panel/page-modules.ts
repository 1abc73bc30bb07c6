import type { ComponentType } from 'react';
import type { SellerPanelPagePath } from './pages';

/**
 * The seller panel's subpage modules, by path. Apart from pages.ts because the router reads that list
 * at startup, and these only on a visit (through app/signed-in-pages.ts, a chunk of its own).
 */
export const sellerPanelPageModules: Record<SellerPanelPagePath, () => Promise<{ default: ComponentType }>> = {
  dashboard: () => import('./dashboard'),
  'product/product': () => import('./add-product'),
  'product/digital': () => import('./add-digital-product'),
  stl: () => import('./stl-models'),
  'product/freelance': () => import('./service-advert'),
  'edit-product': () => import('./edit-product'),
  customization: () => import('./customization'),
  'edit-product/freelance': () => import('./service-adverts'),
  order: () => import('./orders'),
  'order/freelance': () => import('./freelance-orders'),
  balance: () => import('./balance'),
  shipment: () => import('./shipment'),
  question: () => import('./questions'),
  review: () => import('./reviews'),
  chat: () => import('./chat'),
  request: () => import('./requests'),
  offer: () => import('./offers'),
  coupon: () => import('./coupons'),
  seller: () => import('./store-profile'),
};

/** Starts downloading every subpage so moving around the panel is instant. */
export function prefetchSellerPanelPages(): void {
  for (const load of Object.values(sellerPanelPageModules)) {
    load().catch(() => {
      // A failed prefetch is retried when the page is actually opened.
    });
  }
}
