import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from './session-provider';

/** Where a visitor without a session is sent: the login page, with a way back here. */
export function loginRedirectPath(callbackUrl: string): string {
  return `/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
}

/** Set while this tab signs out on purpose (use-auth-actions.ts): a protected page then goes home, not to the login page. */
let signingOut = false;
export function setSigningOut(value: boolean) {
  signingOut = value;
}

/** Layout route for pages that need a signed-in user. */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <PageSpinner label="Oturum kontrol ediliyor" />;
  // A person who signed out (or deleted their account) here is not asked to sign in again, even
  // when the session reads as ended before the move home has finished (its page still loading).
  if (status === 'unauthenticated') return <Navigate to={signingOut ? '/' : loginRedirectPath(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
