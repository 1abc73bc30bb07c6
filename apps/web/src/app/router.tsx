import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { handle, page } from './route-helpers';
import { RequireAuth } from './session/require-auth';
import { AppShell } from './shell/app-shell';
import { RouteError } from './routes/route-error';

export const signedInRouteId = 'signed-in';

/** The first path segments of the signed-in pages (signed-in-routes.tsx; a test keeps the two in step). */
export const signedInSections = new Set([
  'profile',
  'blog-yonetimi',
  'talep-olustur',
  'satici-ol',
  'odeme',
  'hesabim',
  'chat',
  'pazarlama',
  'admin',
  'seller-panel',
]);

export const loadSignedInRoutes = () => import('./signed-in-routes');

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
            // Children discovered on the first visit to a signed-in section (signedInRoutes, below).
            id: signedInRouteId,
            Component: RequireAuth,
            children: [],
          },
          { path: '*', handle: handle({ title: 'Sayfa bulunamadı' }), lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * Adds the signed-in pages' routes when a path in one of their sections is first visited (or opened
 * directly); any other path (a public page with a parameter, a 404) is answered without them.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!signedInSections.has(path.split('/')[1] ?? '')) return;
  const { signedInRoutes } = await loadSignedInRoutes();
  patch(signedInRouteId, signedInRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
