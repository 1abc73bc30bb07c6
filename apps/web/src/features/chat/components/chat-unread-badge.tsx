import { cn } from '@/lib/cn';
import { useListMyChatsQuery } from '../chat-api';
import type { RoomScope } from './room-list';

export interface UnreadBadgeProps {
  /** 'corner' sits on an icon (the navbar); 'inline' follows a label (the seller panel menu). */
  placement: 'corner' | 'inline';
  /** 'selling': only conversations where I answer as a store or freelancer. */
  scope?: RoomScope;
}

/** The unread total (spec §4), live through the socket's cache updates. */
export default function ChatUnreadBadge({ placement, scope = 'all' }: UnreadBadgeProps) {
  const { data } = useListMyChatsQuery();
  const unread =
    scope === 'all'
      ? (data?.totalUnread ?? 0)
      : (data?.rooms ?? []).filter((room) => room.myRole !== 'buyer').reduce((sum, room) => sum + room.unreadCount, 0);
  if (!unread) return null;
  return (
    <span
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white',
        placement === 'corner' ? 'absolute top-0.5 right-0 ring-2 ring-white' : 'ml-auto',
      )}
    >
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only"> ({unread} okunmamış)</span>
    </span>
  );
}
