import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { loggedOut } from '@/features/users';
import { toast } from '@/lib/toast';
import { broadcastSessionEvent, endSession, establishSession, logSessionError } from './session-client';
import { setSigningOut } from './require-auth';
import { useSession } from './session-provider';

/**
 * After login, register, Google sign-in or a password change: turns the new access token into the
 * session cookie, re-reads the session and tells the other tabs.
 */
export function useEstablishSession(): (accessToken: string) => Promise<void> {
  const dispatch = useDispatch();
  const { update } = useSession();
  return useCallback(
    async (accessToken: string) => {
      try {
        await establishSession(accessToken);
      } catch (error) {
        logSessionError('CLIENT_SESSION_ERROR', error);
        dispatch(loggedOut());
        throw new Error(messages.loginFailed);
      }
      await update();
      broadcastSessionEvent('signin');
    },
    [dispatch, update],
  );
}

/** Signs out here and in every tab; `message` replaces the usual toast (an account just deleted says so). */
export function useSignOut(): (message?: string) => Promise<void> {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { update } = useSession();
  return useCallback(async (message: string = messages.loggedOut) => {
    // The token goes first, so no call carries it from here on (a deleted account's token already
    // answers 401, which would send the person to the login page). Once `update` reads the session
    // as ended, a protected page still showing (the move home loading its page) sends them home,
    // not to sign in (`setSigningOut`, require-auth.tsx).
    setSigningOut(true);
    try {
      dispatch(loggedOut());
      await navigate('/');
      try {
        await endSession();
      } catch (error) {
        // The local sign-out still happens; the cookie expires on its own.
        logSessionError('CLIENT_SESSION_ERROR', error);
      }
      broadcastSessionEvent('signout');
      await update();
    } finally {
      // Kept a moment after the session reads as ended: the protected page re-renders on that
      // change, and the move home may still be loading its page (seen in the privacy journey).
      setTimeout(() => setSigningOut(false), 1_000);
    }
    toast.success(message);
  }, [dispatch, navigate, update]);
}
