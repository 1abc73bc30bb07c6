import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { sellerPanelPageModules } from '../routes/seller-panel/page-modules';
import { sellerPanelPages } from '../routes/seller-panel/pages';
import { AppShell } from './app-shell';

// The modules are loaded beforehand; the prefetch test still sees the panel ask for each page.
beforeAll(() => preloadSellerPanel('/', '/profile', '/login', '/footer/hakkimizda'));

const categories = [
  {
    _id: 'c1',
    name: 'Makine Parçaları',
    slug: 'makine-parcalari',
    description: null,
    icon: 'cog',
    parentCategory: null,
    productCount: 12,
    subCategories: [],
  },
];

function api({ session = {} as unknown } = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(session),
    'GET /api/categories/main/with-counts': () => json(categories),
    'GET /api/config': () => json({ appUrl: 'http://localhost', analyticsId: null, googleClientId: null }),
    'GET /api/users/u1': () => json({ ...buyer, token: undefined }),
  });
}

const main = () => document.getElementById('main')!;

/**
 * Opens the account menu and waits for its list in the portal. It clicks again only while the
 * button says the menu is closed: the menu closes when the path changes (user-menu.tsx), so a
 * click that came before the first page settled is undone, and the list is a chunk of its own
 * that a busy machine's Vite may take seconds to hand over.
 */
async function openAccountMenu(portal: HTMLElement) {
  await waitFor(
    () => {
      const button = screen.getByRole('button', { name: /Hesabım/ });
      if (button.getAttribute('aria-expanded') !== 'true') act(() => button.click());
      expect(within(portal).getByRole('menu')).toBeInTheDocument();
    },
    { timeout: 12_000 },
  );
  return within(portal).getByRole('menu');
}

describe('app shell', () => {
  it('shows navbar and footer around a page, offset below the navbar', async () => {
    api();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Endüstriyel tedarikte/ })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer is a chunk of its own, drawn once it arrives.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent("Türkiye'nin endüstriyel pazaryeri");
    expect(main()).toHaveClass('lg:mt-40', 'min-h-[70vh]');
  });

  it('uses the smaller offset on /footer pages', async () => {
    api();
    renderApp('/footer/kvkk');
    expect(await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeInTheDocument();
    expect(main()).toHaveClass('lg:mt-28');
    expect(main()).not.toHaveClass('lg:mt-40');
    await waitFor(() => expect(document.title).toBe('KVKK Aydınlatma Metni | Pazaryeri'));
  });

  it('has no footer and no minimum height on /chat', async () => {
    api({ session: sessionOf(buyer) });
    renderApp('/chat', { user: buyer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(main().className).not.toContain('min-h');
  });

  it('shows the Turkish 404 page for unknown addresses', async () => {
    api();
    renderApp('/olmayan/sayfa');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ana sayfaya dön/ })).toHaveAttribute('href', '/');
  });

  it('sends a visitor without a session to /login with SessionRequired and the way back', async () => {
    api();
    const { router } = renderApp('/profile?sekme=guvenlik');
    expect(await screen.findByText('Bu sayfayı görmek için giriş yapmalısınız.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('error')).toBe('SessionRequired');
    expect(params.get('callbackUrl')).toBe('/profile?sekme=guvenlik');
  });

  it('waits for the session before deciding (spinner, no redirect)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { sent } = mockFetch({
      'GET /api/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/categories/main/with-counts': () => json(categories),
      'GET /api/users/u1': () => json({ ...buyer, token: undefined }),
    });
    const { router } = renderApp('/profile', { user: buyer });
    expect(await screen.findByText('Oturum kontrol ediliyor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    // The spinner is the first paint; the session is asked for in an effect after it. Answering
    // before the question was asked answered nobody, and the page waited for ever (a flaky test).
    await waitFor(() => expect(sent('GET', '/api/auth/session')).toHaveLength(1));
    await act(async () => answer(json(sessionOf(buyer))));
    expect(await screen.findByRole('heading', { name: 'Hesabım' })).toBeInTheDocument();
  });

  it('opens the seller panel for sellers: own frame, no top offset, subpages prefetched', async () => {
    const loads = sellerPanelPages.map(({ path }) => vi.spyOn(sellerPanelPageModules, path));
    api({ session: sessionOf(seller) });
    renderApp('/seller-panel', { user: seller });

    expect(await screen.findByRole('heading', { name: 'Satış raporu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Genel bakış' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Satıcı Paneli');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(main().className).not.toMatch(/mt-/);
    expect(sellerPanelPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        'product/product',
        'product/digital',
        'product/freelance',
        'edit-product',
        'edit-product/freelance',
        'question',
        'order',
        'order/freelance',
        'dashboard',
        'chat',
        'request',
        'offer',
        'seller',
        'shipment',
      ]),
    );
    for (const load of loads) expect(load).toHaveBeenCalled();
  });

  it('tells a signed-in buyer that the seller panel needs a seller account', async () => {
    // The router loads the page asked for; none of the others is prefetched.
    const loads = sellerPanelPages.filter(({ path }) => path !== 'order').map(({ path }) => vi.spyOn(sellerPanelPageModules, path));
    api({ session: sessionOf(buyer) });
    renderApp('/seller-panel/order', { user: buyer });
    expect(await screen.findByRole('heading', { name: 'Satıcı hesabı gerekli' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Satıcı olun' })).toHaveAttribute('href', '/satici-ol');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('shows the user menu with role-based entries in the portal', async () => {
    api({ session: sessionOf(seller) });
    const portal = document.createElement('div');
    document.getElementById('portal-root')?.remove(); // a failed test's, which the app would find first
    portal.id = 'portal-root';
    document.body.appendChild(portal);
    renderApp('/', { user: seller });
    const menu = await openAccountMenu(portal);
    expect(within(menu).getByRole('menuitem', { name: 'Profilim' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Mesajlar' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Satıcı Paneli' })).toHaveAttribute('href', '/seller-panel');
    expect(within(menu).queryByRole('menuitem', { name: 'Yönetim' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' })).toBeInTheDocument();
    portal.remove();
  });

  it("links a seller to their store ('Mağazam') and a buyer to the application ('Satıcı Ol')", async () => {
    const portal = document.createElement('div');
    document.getElementById('portal-root')?.remove(); // a failed test's, which the app would find first
    portal.id = 'portal-root';
    document.body.appendChild(portal);
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json(categories),
      'GET /api/seller/user/u2': () => json({ _id: 's1', alias: 'demir-endustriyel', status: 'approved' }),
    });
    const first = renderApp('/', { user: seller });
    await openAccountMenu(portal);
    expect(await within(portal).findByRole('menuitem', { name: 'Mağazam' })).toHaveAttribute('href', '/magaza/demir-endustriyel');
    expect(within(portal).queryByRole('menuitem', { name: 'Satıcı Ol' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kategoriler' })).toHaveTextContent('Mağazam');
    first.unmount();

    api({ session: sessionOf(buyer) });
    renderApp('/', { user: buyer });
    const menu = await openAccountMenu(portal);
    expect(within(menu).getByRole('menuitem', { name: 'Satıcı Ol' })).toHaveAttribute('href', '/satici-ol');
    expect(within(menu).getByRole('menuitem', { name: 'Adreslerim' })).toHaveAttribute('href', '/hesabim/adresler');
    expect(within(menu).getByRole('menuitem', { name: 'Takip ettiğim mağazalar' })).toHaveAttribute('href', '/hesabim/takip');
    expect(within(menu).queryByRole('menuitem', { name: 'Mağazam' })).not.toBeInTheDocument();
    portal.remove();
  });
});

describe('route-change indicator', () => {
  function slowRoutes(): { routes: RouteObject[]; finish: () => void } {
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ Component: () => ReactElement }>((resolve) => {
        finish = () => resolve({ Component: () => <h1>Yavaş sayfa</h1> });
      });
    return {
      routes: [
        {
          Component: AppShell,
          children: [
            { index: true, element: <h1>Başlangıç</h1> },
            { path: 'yavas', lazy: slow },
            { path: 'seller-panel', handle: { hideNavbar: true, hideFooter: true }, element: <h1>Panel</h1> },
            { path: 'seller-panel/yavas', handle: { hideNavbar: true, hideFooter: true }, lazy: slow },
          ],
        },
      ],
      finish: () => finish(),
    };
  }

  it('shows a thin loading bar while the next page loads', async () => {
    api();
    const { routes, finish } = slowRoutes();
    const { router } = renderApp('/', { routes });
    await screen.findByText('Başlangıç');
    act(() => void router.navigate('/yavas'));
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeInTheDocument();
    await act(async () => finish());
    await screen.findByText('Yavaş sayfa');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stays off inside the seller panel', async () => {
    api();
    const { routes, finish } = slowRoutes();
    const { router } = renderApp('/seller-panel', { routes });
    await screen.findByText('Panel');
    act(() => void router.navigate('/seller-panel/yavas'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => finish());
    await screen.findByText('Yavaş sayfa');
  });
});
