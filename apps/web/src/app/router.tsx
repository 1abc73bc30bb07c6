import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from './session/require-auth';
import { AppShell } from './shell/app-shell';
import type { RouteHandle } from './shell/shell-layout';
import { RouteError } from './routes/route-error';
import { adminPages } from './routes/admin/pages';
import { sellerPanelPages } from './routes/seller-panel/pages';

/** A route module's default export becomes the route's component, loaded on first visit. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const handle = (value: RouteHandle & { description?: string }) => value;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'login', handle: handle({ title: 'Giriş Yap' }), lazy: page(() => import('./routes/auth/login')) },
          { path: 'register', handle: handle({ title: 'Kayıt Ol' }), lazy: page(() => import('./routes/auth/register')) },
          {
            path: 'forgot-password',
            handle: handle({ title: 'Şifremi Unuttum' }),
            lazy: page(() => import('./routes/auth/forgot-password')),
          },
          { path: 'reset-code', handle: handle({ title: 'Doğrulama Kodu' }), lazy: page(() => import('./routes/auth/reset-code')) },
          {
            path: 'reset-password',
            handle: handle({ title: 'Yeni Şifre' }),
            lazy: page(() => import('./routes/auth/reset-password')),
          },
          { path: 'arama', handle: handle({ title: 'Arama' }), lazy: page(() => import('./routes/products')) },
          { path: 'urunler', handle: handle({ title: 'Ürünler' }), lazy: page(() => import('./routes/products')) },
          { path: 'kategori/:slug', handle: handle({ title: 'Kategori' }), lazy: page(() => import('./routes/products')) },
          { path: 'urun/:slug', handle: handle({ title: 'Ürün' }), lazy: page(() => import('./routes/product')) },
          { path: 'magaza/:alias', handle: handle({ title: 'Mağaza' }), lazy: page(() => import('./routes/store')) },
          { path: 'blog', handle: handle({ title: 'Blog' }), lazy: page(() => import('./routes/blog/list')) },
          { path: 'blog/:slug', handle: handle({ title: 'Blog' }), lazy: page(() => import('./routes/blog/post')) },
          { path: 'ilanlar', handle: handle({ title: 'İlanlar' }), lazy: page(() => import('./routes/adverts')) },
          { path: 'ilan/:slug', handle: handle({ title: 'İlan' }), lazy: page(() => import('./routes/advert')) },
          { path: 'sepet', handle: handle({ title: 'Sepetim' }), lazy: page(() => import('./routes/cart')) },
          { path: 'stl', handle: handle({ title: 'STL Modeller' }), lazy: page(() => import('./routes/stl/catalogue')) },
          { path: 'stl/:slug', handle: handle({ title: 'STL Model' }), lazy: page(() => import('./routes/stl/model')) },
          { path: 'abonelik/onay', handle: handle({ title: 'Abonelik onayı' }), lazy: page(() => import('./routes/subscription/confirm')) },
          { path: 'abonelik/iptal', handle: handle({ title: 'Abonelikten çıkış' }), lazy: page(() => import('./routes/subscription/unsubscribe')) },
          {
            path: 'bildirimler/abonelik-iptal',
            handle: handle({ title: 'Talep özetlerinden çıkış' }),
            lazy: page(() => import('./routes/notifications/unsubscribe')),
          },
          {
            path: 'footer',
            children: [
              { path: 'hakkimizda', handle: handle({ title: 'Hakkımızda' }), lazy: page(() => import('./routes/footer/about')) },
              { path: 'iletisim', handle: handle({ title: 'İletişim' }), lazy: page(() => import('./routes/footer/contact')) },
              { path: 'kvkk', handle: handle({ title: 'KVKK Aydınlatma Metni' }), lazy: page(() => import('./routes/footer/kvkk')) },
              {
                path: 'kullanim-kosullari',
                handle: handle({ title: 'Kullanım Koşulları' }),
                lazy: page(() => import('./routes/footer/terms')),
              },
            ],
          },
          {
            Component: RequireAuth,
            children: [
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
            ],
          },
          { path: '*', handle: handle({ title: 'Sayfa bulunamadı' }), lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
