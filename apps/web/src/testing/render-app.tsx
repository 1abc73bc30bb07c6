import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AuthResponse } from '@pazaryeri/contract';
import { loadNotificationMenu } from '@/features/notifications';
import { sessionUserReceived } from '@/features/users';
import { setNavigator } from '@/lib/navigation';
import { loadSonner } from '@/lib/toast';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { sellerPanelPages } from '@/app/routes/seller-panel/pages';
import { createAppStore } from '@/app/store';
import { sessionOf } from './fixtures';

interface RenderAppOptions {
  /** A user already in the store (as after a reload with persisted state). */
  user?: AuthResponse;
  routes?: RouteObject[];
}

/** The whole app (store, session, router, toasts) at `path`, on a memory router the test can inspect. */
export function renderApp(path: string, { user, routes = appRoutes }: RenderAppOptions = {}) {
  const { store, persistor } = createAppStore();
  if (user) {
    const { user: sessionUser, accessToken } = sessionOf(user);
    store.dispatch(sessionUserReceived({ user: sessionUser, accessToken }));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const navigateSpy = vi.fn((to: string) => void router.navigate(to));
  setNavigator(navigateSpy);
  const view = render(
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, persistor, router, navigateSpy };
}

/**
 * Loads the lazy pages (and what they import) behind `paths` before a file's tests run, as the
 * app prefetches them: the first visit to a page otherwise waits for its modules to be
 * transformed and evaluated inside the test that happens to come first, which made that test
 * slow and its timing hang on how busy the machine was. Call it in `beforeAll`.
 */
export async function preloadPages(...paths: string[]) {
  const matched = paths.flatMap((path) => matchRoutes(appRoutes, path) ?? []);
  // The header's notification menu is a chunk of its own on every signed-in page; the footer, the
  // cookie banner, the open user menu and the toasts are chunks of their own on every page.
  await Promise.all([
    loadNotificationMenu(),
    import('@/app/shell/footer'),
    import('@/app/shell/user-menu-list'),
    import('@/features/privacy/components/consent-banner'),
    loadSonner(),
    ...matched.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  ]);
}

/**
 * The seller panel prefetches every one of its pages once it opens (seller-panel/layout): loaded
 * before a panel file's tests, as a browser that has them cached would, not inside its first test.
 */
export function preloadSellerPanel(...more: string[]) {
  return preloadPages(...more, ...sellerPanelPages.map(({ path }) => `/seller-panel/${path}`));
}
