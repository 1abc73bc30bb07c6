import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from './session/require-auth';
import { AppShell } from './shell/app-shell';
import type { RouteHandle } from './shell/shell-layout';
import { RouteError } from './routes/route-error';
import { adminPages, type AdminPagePath } from './routes/admin/pages';
import { sellerPanelPages, type SellerPanelPagePath } from './routes/seller-panel/pages';
import type { signedInPages } from './signed-in-pages';

/** A route module's default export becomes the route's component, loaded on first visit. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/**
 * The pages behind sign-in are reached through signed-in-pages.ts, one chunk fetched on the first
 * such visit, so the entry every visitor loads does not carry their seventy loaders.
 */
const signedInModules = () => import('./signed-in-pages');
const signedInPage = (name: keyof typeof signedInPages) => page(async () => (await signedInModules()).signedInPages[name]());
const adminPage = (path: AdminPagePath) => page(async () => (await signedInModules()).adminPageModules[path]());
const sellerPanelPage = (path: SellerPanelPagePath) => page(async () => (await signedInModules()).sellerPanelPageModules[path]());

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
              { path: 'profile', handle: handle({ title: 'Profilim' }), lazy: signedInPage('profile') },
              {
                path: 'blog-yonetimi',
                lazy: signedInPage('blog/require-editor'),
                children: [
                  { index: true, handle: handle({ title: 'Blog yönetimi' }), lazy: signedInPage('blog/manage') },
                  { path: 'yeni', handle: handle({ title: 'Yeni blog yazısı' }), lazy: signedInPage('blog/editor') },
                  { path: ':id', handle: handle({ title: 'Blog yazısını düzenle' }), lazy: signedInPage('blog/editor') },
                ],
              },
              { path: 'talep-olustur', handle: handle({ title: 'Talep oluştur' }), lazy: signedInPage('post-request') },
              { path: 'satici-ol', handle: handle({ title: 'Satıcı Olun' }), lazy: signedInPage('become-seller') },
              { path: 'odeme', handle: handle({ title: 'Ödeme' }), lazy: signedInPage('checkout') },
              {
                path: 'hesabim/siparisler',
                handle: handle({ title: 'Siparişlerim' }),
                lazy: signedInPage('account/orders'),
              },
              {
                path: 'hesabim/siparisler/:id',
                handle: handle({ title: 'Sipariş detayı' }),
                lazy: signedInPage('account/order-detail'),
              },
              {
                path: 'hesabim/ozel-siparisler/:id',
                handle: handle({ title: 'Özel sipariş' }),
                lazy: signedInPage('account/freelance-order'),
              },
              {
                path: 'hesabim/taleplerim',
                handle: handle({ title: 'Taleplerim' }),
                lazy: signedInPage('account/requests'),
              },
              {
                path: 'hesabim/kuponlar',
                handle: handle({ title: 'Kuponlarım' }),
                lazy: signedInPage('account/coupons'),
              },
              {
                path: 'hesabim/adresler',
                handle: handle({ title: 'Adreslerim' }),
                lazy: signedInPage('account/addresses'),
              },
              {
                path: 'hesabim/fatura-bilgilerim',
                handle: handle({ title: 'Fatura bilgilerim' }),
                lazy: signedInPage('account/billing'),
              },
              {
                path: 'hesabim/favoriler',
                handle: handle({ title: 'Favorilerim' }),
                lazy: signedInPage('account/favorites'),
              },
              {
                path: 'hesabim/degerlendirmelerim',
                handle: handle({ title: 'Değerlendirmelerim' }),
                lazy: signedInPage('account/reviews'),
              },
              {
                path: 'hesabim/takip',
                handle: handle({ title: 'Takip ettiğim mağazalar' }),
                lazy: signedInPage('account/following'),
              },
              {
                path: 'hesabim/bildirimler',
                handle: handle({ title: 'Bildirimler' }),
                lazy: signedInPage('account/notifications'),
              },
              {
                path: 'hesabim/kisisel-verilerim',
                handle: handle({ title: 'Kişisel verilerim' }),
                lazy: signedInPage('account/personal-data'),
              },
              { path: 'chat', handle: handle({ title: 'Mesajlar', hideFooter: true }), lazy: signedInPage('chat') },
              {
                path: 'pazarlama',
                lazy: signedInPage('marketing/layout'),
                children: [
                  { index: true, handle: handle({ title: 'Aboneler' }), lazy: signedInPage('marketing/subscribers') },
                  { path: 'kampanyalar', handle: handle({ title: 'Kampanyalar' }), lazy: signedInPage('marketing/campaigns') },
                  { path: 'kampanyalar/:id', handle: handle({ title: 'Kampanya' }), lazy: signedInPage('marketing/campaign-editor') },
                  { path: 'gonderilenler', handle: handle({ title: 'Gönderilen e-postalar' }), lazy: signedInPage('marketing/sent-emails') },
                ],
              },
              {
                path: 'admin',
                handle: handle({ title: 'Yönetim', hideNavbar: true, hideFooter: true }),
                lazy: signedInPage('admin/layout'),
                children: [
                  ...adminPages.map(({ path, title, description }) => ({
                    ...(path ? { path } : { index: true }),
                    handle: handle({ title, description }),
                    lazy: adminPage(path),
                  })),
                  {
                    path: 'urunler/:id/duzenle',
                    handle: handle({ title: 'Ürünü düzenle', description: 'Mağazanın ürün formu; kaydettiğinizde ürün yayında kalır.' }),
                    lazy: signedInPage('admin/product-edit'),
                  },
                  {
                    path: 'sohbetler/:roomId',
                    handle: handle({ title: 'Sohbet kaydı', description: 'Yazışma salt okunur gösterilir.' }),
                    lazy: signedInPage('admin/chat-room'),
                  },
                ],
              },
              {
                path: 'seller-panel',
                handle: handle({ title: 'Satıcı Paneli', hideNavbar: true, hideFooter: true }),
                lazy: signedInPage('seller-panel/layout'),
                children: [
                  { index: true, element: <Navigate to="dashboard" replace /> },
                  ...sellerPanelPages.map(({ path, title, description }) => ({
                    path,
                    handle: handle({ title, description }),
                    lazy: sellerPanelPage(path),
                  })),
                  {
                    path: 'edit-product/:id',
                    handle: handle({ title: 'Ürünü düzenle', description: 'Ürün bilgilerini, varyantları ve resimleri güncelleyin.' }),
                    lazy: signedInPage('seller-panel/edit-product-form'),
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
