import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useChatRealtime } from '@/features/chat';
import { selectCurrentUser } from '@/features/users';
import { Navbar } from './navbar';
import { RouteProgress } from './route-progress';
import { documentTitle, getShellLayout, mergeHandles } from './shell-layout';

// The cookie banner (its text, the consent endpoints) is a chunk of its own, asked for as this module
// runs, beside the first page's chunk: a first-time visitor sees it as the page draws, and no page
// waits for it.
const loadConsentBanner = () => import('@/features/privacy/components/consent-banner');
void loadConsentBanner();
const ConsentBanner = lazy(() => loadConsentBanner().then(({ ConsentBanner: Banner }) => ({ default: Banner })));

// Below every page's first screen: the footer (with the newsletter box and its endpoint) is a chunk
// of its own, drawn once it arrives.
const Footer = lazy(() => import('./footer').then(({ Footer: PageFooter }) => ({ default: PageFooter })));

export function AppShell() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const handle = mergeHandles(matches.map((match) => match.handle));
  const layout = getShellLayout(pathname, handle);
  const title = documentTitle(handle);
  const user = useSelector(selectCurrentUser);
  useChatRealtime(user ? { token: user.token, userId: user._id } : null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex min-h-screen flex-col">
      {layout.showRouteProgress && navigation.state !== 'idle' && <RouteProgress />}
      {layout.showNavbar && <Navbar />}
      <main id="main" className={layout.mainClassName}>
        <Outlet />
      </main>
      {layout.showFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
