import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Session } from '@pazaryeri/contract';
import {
  loggedOut,
  selectCurrentUser,
  sessionRoleChanged,
  sessionUserReceived,
  tokenRefreshed,
  type UserState,
} from '@/features/users';
import { fetchSession, logSessionError, SESSION_EVENT_KEY } from './session-client';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionContextValue {
  status: SessionStatus;
  data: Session | null;
  /** Re-reads the session from the server and returns it (null when signed out). */
  update: () => Promise<Session | null>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Seconds between background re-reads while the tab is visible; 0 turns polling off. */
  refetchInterval?: number;
}

/**
 * The session cookie is the source of truth for "who is signed in"; the user slice follows it:
 * a session that is gone clears the stored user, a session the store does not know fills it.
 */
export function SessionProvider({ children, refetchInterval = 0 }: SessionProviderProps) {
  const store = useStore<{ user: UserState }>();
  const [state, setState] = useState<Pick<SessionContextValue, 'status' | 'data'>>({
    status: 'loading',
    data: null,
  });
  const latestRead = useRef(0);

  const syncStore = useCallback(
    (session: Session | null, tokenAtStart: string | null) => {
      const user = selectCurrentUser(store.getState());
      if (!session) {
        // A user who signed in while this read was on its way is not the one that is gone.
        if (user && user.token === tokenAtStart) store.dispatch(loggedOut());
        return;
      }
      if (!user || user._id !== session.user._id) {
        store.dispatch(sessionUserReceived({ user: session.user, accessToken: session.accessToken }));
      } else {
        if (user.token !== session.accessToken) store.dispatch(tokenRefreshed(session.accessToken));
        if (user.role !== session.user.role || user.isAdmin !== session.user.isAdmin) {
          store.dispatch(sessionRoleChanged({ role: session.user.role, isAdmin: session.user.isAdmin }));
        }
      }
    },
    [store],
  );

  const update = useCallback(async () => {
    const read = ++latestRead.current;
    const tokenAtStart = selectCurrentUser(store.getState())?.token ?? null;
    try {
      const session = await fetchSession();
      if (read === latestRead.current) {
        setState({ status: session ? 'authenticated' : 'unauthenticated', data: session });
        syncStore(session, tokenAtStart);
      }
      return session;
    } catch (error) {
      logSessionError('CLIENT_FETCH_ERROR', error);
      // An unreachable server is not a sign-out: keep what we knew, and stop waiting if we knew nothing.
      if (read === latestRead.current) {
        setState((previous) => (previous.status === 'loading' ? { status: 'unauthenticated', data: null } : previous));
      }
      return null;
    }
  }, [store, syncStore]);

  useEffect(() => {
    void update();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void update();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_EVENT_KEY) void update();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [update]);

  useEffect(() => {
    if (!refetchInterval || refetchInterval <= 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void update();
    }, refetchInterval * 1000);
    return () => clearInterval(timer);
  }, [refetchInterval, update]);

  const value = useMemo(() => ({ ...state, update }), [state, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
