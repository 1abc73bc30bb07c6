import { MessageSquare } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { UnreadBadgeProps } from './chat-unread-badge';

// The count needs the chat endpoints (and the contract's schemas): a chunk of its own, so the
// navbar and the panel menus in the entry chunk stay small.
const UnreadBadge = lazy(() => import('./chat-unread-badge'));

/** The unread total, once its chunk has arrived (nothing before). */
export function ChatUnreadCount(props: UnreadBadgeProps) {
  return (
    <Suspense fallback={null}>
      <UnreadBadge {...props} />
    </Suspense>
  );
}

/** The navbar's way to the messages, with the unread total; kept live by the socket. */
export function ChatNavLink({ className }: { className?: string }) {
  return (
    <Link
      to="/chat"
      title="Mesajlar"
      className={cn('relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100', className)}
    >
      <MessageSquare aria-hidden className="size-6" />
      <span className="sr-only">Mesajlar</span>
      <ChatUnreadCount placement="corner" />
    </Link>
  );
}
