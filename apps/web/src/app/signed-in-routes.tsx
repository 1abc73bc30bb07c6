import { Navigate, type RouteObject } from 'react-router';
import { handle, page } from './route-helpers';
import { adminPages } from './routes/admin/pages';
import { sellerPanelPages } from './routes/seller-panel/pages';

/**
 * The pages behind a sign-in (RequireAuth in router.tsx): their table, with the admin console's and
 * the seller panel's, is a chunk of its own that the router fetches on the first visit to one of
 * them (patchRoutesOnNavigation), so a visitor's first load does not carry some 70 routes it cannot
 * open. Each top-level path's first segment is listed in router.tsx's signedInSections.
 */
export const signedInRoutes: RouteObject[] = [
  { path: 'profile', handle: handle({ title: 'Profilim' }), lazy: page(() => import('./routes/profile')) },
  {
    path: 'blog-yonetimi',
    lazy: page(() => import('./routes/blog/require-editor')),
    children: [
      { index: true, handle: handle({ title: 'Blog yönetimi' }), lazy: page(() => import('./routes/blog/manage')) },
      { path: 'yeni', handle: handle({ title: 'Yeni blog yazısı' }), lazy: page(() => import('./routes/blog/editor')) },
      { path: ':id', handle: handle({ title: 'Blog yazısını düzenle' }), lazy: page(() => import('./routes/blog/editor')) },
    ],
  },
  { path: 'talep-olustur', handle: handle({ title: 'Talep oluştur' }), lazy: page(() => import('./routes/post-request')) },
  { path: 'satici-ol', handle: handle({ title: 'Satıcı Olun' }), lazy: page(() => import('./routes/become-seller')) },
  { path: 'odeme', handle: handle({ title: 'Ödeme' }), lazy: page(() => import('./routes/checkout')) },
  {
    path: 'hesabim/siparisler',
    handle: handle({ title: 'Siparişlerim' }),
    lazy: page(() => import('./routes/account/orders')),
  },
  {
    path: 'hesabim/siparisler/:id',
    handle: handle({ title: 'Sipariş detayı' }),
    lazy: page(() => import('./routes/account/order-detail')),
  },
  {
    path: 'hesabim/ozel-siparisler/:id',
    handle: handle({ title: 'Özel sipariş' }),
    lazy: page(() => import('./routes/account/freelance-order')),
  },
  {
    path: 'hesabim/taleplerim',
    handle: handle({ title: 'Taleplerim' }),
    lazy: page(() => import('./routes/account/requests')),
  },
  {
    path: 'hesabim/kuponlar',
    handle: handle({ title: 'Kuponlarım' }),
    lazy: page(() => import('./routes/account/coupons')),
  },
  {
    path: 'hesabim/adresler',
    handle: handle({ title: 'Adreslerim' }),
    lazy: page(() => import('./routes/account/addresses')),
  },
  {
    path: 'hesabim/fatura-bilgilerim',
    handle: handle({ title: 'Fatura bilgilerim' }),
    lazy: page(() => import('./routes/account/billing')),
  },
  {
    path: 'hesabim/favoriler',
    handle: handle({ title: 'Favorilerim' }),
    lazy: page(() => import('./routes/account/favorites')),
  },
  {
    path: 'hesabim/degerlendirmelerim',
    handle: handle({ title: 'Değerlendirmelerim' }),
    lazy: page(() => import('./routes/account/reviews')),
  },
  {
    path: 'hesabim/takip',
    handle: handle({ title: 'Takip ettiğim mağazalar' }),
    lazy: page(() => import('./routes/account/following')),
  },
  {
    path: 'hesabim/bildirimler',
    handle: handle({ title: 'Bildirimler' }),
    lazy: page(() => import('./routes/account/notifications')),
  },
  {
    path: 'hesabim/kisisel-verilerim',
    handle: handle({ title: 'Kişisel verilerim' }),
    lazy: page(() => import('./routes/account/personal-data')),
  },
  { path: 'chat', handle: handle({ title: 'Mesajlar', hideFooter: true }), lazy: page(() => import('./routes/chat')) },
  {
    path: 'pazarlama',
    lazy: page(() => import('./routes/marketing/layout')),
    children: [
      { index: true, handle: handle({ title: 'Aboneler' }), lazy: page(() => import('./routes/marketing/subscribers')) },
      { path: 'kampanyalar', handle: handle({ title: 'Kampanyalar' }), lazy: page(() => import('./routes/marketing/campaigns')) },
      { path: 'kampanyalar/:id', handle: handle({ title: 'Kampanya' }), lazy: page(() => import('./routes/marketing/campaign-editor')) },
      { path: 'gonderilenler', handle: handle({ title: 'Gönderilen e-postalar' }), lazy: page(() => import('./routes/marketing/sent-emails')) },
    ],
  },
  {
    path: 'admin',
    handle: handle({ title: 'Yönetim', hideNavbar: true, hideFooter: true }),
    lazy: page(() => import('./routes/admin/layout')),
    children: [
      ...adminPages.map(({ path, title, description, load }) => ({
        ...(path ? { path } : { index: true }),
        handle: handle({ title, description }),
        lazy: page(load),
      })),
      {
        path: 'urunler/:id/duzenle',
        handle: handle({ title: 'Ürünü düzenle', description: 'Mağazanın ürün formu; kaydettiğinizde ürün yayında kalır.' }),
        lazy: page(() => import('./routes/admin/product-edit')),
      },
      {
        path: 'sohbetler/:roomId',
        handle: handle({ title: 'Sohbet kaydı', description: 'Yazışma salt okunur gösterilir.' }),
        lazy: page(() => import('./routes/admin/chat-room')),
      },
    ],
  },
  {
    path: 'seller-panel',
    handle: handle({ title: 'Satıcı Paneli', hideNavbar: true, hideFooter: true }),
    lazy: page(() => import('./routes/seller-panel/layout')),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...sellerPanelPages.map(({ path, title, description, load }) => ({
        path,
        handle: handle({ title, description }),
        lazy: page(load),
      })),
      {
        path: 'edit-product/:id',
        handle: handle({ title: 'Ürünü düzenle', description: 'Ürün bilgilerini, varyantları ve resimleri güncelleyin.' }),
        lazy: page(() => import('./routes/seller-panel/edit-product-form')),
      },
    ],
  },
];
