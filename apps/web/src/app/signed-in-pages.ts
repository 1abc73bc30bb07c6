import type { ComponentType } from 'react';

export { adminPageModules } from './routes/admin/page-modules';
export { sellerPanelPageModules } from './routes/seller-panel/page-modules';

/**
 * The modules of the pages behind sign-in that are not the admin console's or the seller panel's
 * subpages, by their path under routes/. A chunk of its own, fetched on the first signed-in visit
 * (router.tsx): every visitor's entry carries one loader for the seventy pages instead of seventy
 * loaders and the lists of chunks each of them preloads.
 */
export const signedInPages = {
  profile: () => import('./routes/profile'),
  'blog/require-editor': () => import('./routes/blog/require-editor'),
  'blog/manage': () => import('./routes/blog/manage'),
  'blog/editor': () => import('./routes/blog/editor'),
  'post-request': () => import('./routes/post-request'),
  'become-seller': () => import('./routes/become-seller'),
  checkout: () => import('./routes/checkout'),
  'account/orders': () => import('./routes/account/orders'),
  'account/order-detail': () => import('./routes/account/order-detail'),
  'account/freelance-order': () => import('./routes/account/freelance-order'),
  'account/requests': () => import('./routes/account/requests'),
  'account/coupons': () => import('./routes/account/coupons'),
  'account/addresses': () => import('./routes/account/addresses'),
  'account/billing': () => import('./routes/account/billing'),
  'account/favorites': () => import('./routes/account/favorites'),
  'account/reviews': () => import('./routes/account/reviews'),
  'account/following': () => import('./routes/account/following'),
  'account/notifications': () => import('./routes/account/notifications'),
  'account/personal-data': () => import('./routes/account/personal-data'),
  chat: () => import('./routes/chat'),
  'marketing/layout': () => import('./routes/marketing/layout'),
  'marketing/subscribers': () => import('./routes/marketing/subscribers'),
  'marketing/campaigns': () => import('./routes/marketing/campaigns'),
  'marketing/campaign-editor': () => import('./routes/marketing/campaign-editor'),
  'marketing/sent-emails': () => import('./routes/marketing/sent-emails'),
  'admin/layout': () => import('./routes/admin/layout'),
  'admin/product-edit': () => import('./routes/admin/product-edit'),
  'admin/chat-room': () => import('./routes/admin/chat-room'),
  'seller-panel/layout': () => import('./routes/seller-panel/layout'),
  'seller-panel/edit-product-form': () => import('./routes/seller-panel/edit-product-form'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
