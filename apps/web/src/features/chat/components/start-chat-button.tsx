import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { StartChatBody } from '@pazaryeri/contract/chat/index';
import { Button } from '@/components/ui/button';
import { useStartChatMutation } from '../chat-api';
import { roomHref } from '../chat-paths';

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
  const [start, { isLoading }] = useStartChatMutation();
  const navigate = useNavigate();

  async function onClick() {
    if (!signedIn) return onSignInRequired();
    const result = await start(target);
    if ('data' in result && result.data) void navigate(roomHref('/chat', result.data.room.roomId));
  }

  return (
    <Button variant={variant} size={size} onClick={() => void onClick()} loading={isLoading} className={className}>
      {!isLoading && <MessageCircle aria-hidden className="size-4" />}
      {children}
    </Button>
  );
}
