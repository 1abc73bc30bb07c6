import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ChatDispatch } from '../chat-events';

/**
 * Spec §4: the realtime connection exists only while a signed-in token does, and authenticates
 * with it. A new token (another user, a password change) opens a new connection; sign-out closes it.
 * The connection code (and socket.io-client) is a separate chunk: visitors never download it.
 */
export function useChatRealtime(session: { token: string; userId: string } | null): void {
  const dispatch = useDispatch() as ChatDispatch;
  const token = session?.token ?? null;
  const userId = session?.userId ?? null;
  useEffect(() => {
    if (!token || !userId) return;
    let stop: (() => void) | undefined;
    let closed = false;
    void import('./chat-connection').then(({ startChatConnection }) => {
      if (!closed) stop = startChatConnection({ token, userId, dispatch });
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [dispatch, token, userId]);
}
