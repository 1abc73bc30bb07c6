import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { StartChatBody } from '@pazaryeri/contract/chat/index';
import { messages } from '@pazaryeri/contract/messages';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { roomHref } from '../chat-paths';

// The chat endpoints load on the first press, not with the store and product pages that show the
// button (most visitors never press it, and a visitor is sent to sign in first).
const loadChatApi = () => import('../chat-api');

interface StartChatButtonProps {
  /** Who to write to and about what (a product, a store…). */
  target: StartChatBody;
  /** A visitor is asked to sign in instead (the page decides how). */
  signedIn: boolean;
  onSignInRequired: () => void;
  children: ReactNode;
  variant?: 'primary' | 'outline' | 'secondary';
  size?: 'sm' | 'md';
  className?: string;
}

/** Opens (or finds again) the conversation and goes to it. */
export function StartChatButton({ target, signedIn, onSignInRequired, children, variant = 'outline', size, className }: StartChatButtonProps) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [isLoading, setIsLoading] = useState(false);
  const navigate = useNavigate();

  async function onClick() {
    if (!signedIn) return onSignInRequired();
    setIsLoading(true);
    try {
      const { chatApi } = await loadChatApi();
      const started = dispatch(chatApi.endpoints.startChat.initiate(target));
      const result = await started;
      started.reset();
      if ('data' in result && result.data) void navigate(roomHref('/chat', result.data.room.roomId));
    } catch {
      // Only the chunk can fail here (a failed request resolves with its error, which the API client's toast names).
      toast.error(messages.networkError);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <Button variant={variant} size={size} onClick={() => void onClick()} loading={isLoading} className={className}>
      {!isLoading && <MessageCircle aria-hidden className="size-4" />}
      {children}
    </Button>
  );
}
