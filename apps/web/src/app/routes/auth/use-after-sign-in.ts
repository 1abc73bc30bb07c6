import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@pazaryeri/contract';
import { safeCallbackPath } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { useEstablishSession } from '../../session/use-auth-actions';

/** Login, registration and Google sign-in all end the same way: session cookie, toast, callbackUrl. */
export function useAfterSignIn(successMessage: string): (auth: AuthResponse) => Promise<void> {
  const establishSession = useEstablishSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeCallbackPath(params.get('callbackUrl'));

  return useCallback(
    async (auth: AuthResponse) => {
      await establishSession(auth.token);
      toast.success(auth.message || successMessage);
      await navigate(destination, { replace: true });
    },
    [establishSession, navigate, destination, successMessage],
  );
}
