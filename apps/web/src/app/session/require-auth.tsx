import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from './session-provider';

/** Where a visitor without a session is sent: the login page, with a way back here. */
export function loginRedirectPath(callbackUrl: string): string {
  return `/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
}

/** Layout route for pages that need a signed-in user. */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <PageSpinner label="Oturum kontrol ediliyor" />;
  if (status === 'unauthenticated') return <Navigate to={loginRedirectPath(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
