import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useChatRealtime } from '@/features/chat';
import { ConsentBanner } from '@/features/privacy';
import { selectCurrentUser } from '@/features/users';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteProgress } from './route-progress';
import { documentTitle, getShellLayout, mergeHandles } from './shell-layout';

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
      {layout.showFooter && <Footer />}
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
