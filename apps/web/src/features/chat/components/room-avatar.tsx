import type { ChatOtherUser } from '@pazaryeri/contract/chat/index';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { displayName } from '../chat-format';

/** The other member's picture (a store's logo is square), with a green dot while they are online. */
export function RoomAvatar({ user, size = 'md' }: { user: ChatOtherUser; size?: 'sm' | 'md' }) {
  return (
    <span className="relative shrink-0">
      <Avatar name={displayName(user)} src={user.avatar} size={size} shape={user.storeName ? 'square' : 'circle'} />
      {user.isOnline && (
        <span
          title="Çevrimiçi"
          className={cn(
            'absolute -right-0.5 -bottom-0.5 rounded-full border-2 border-white bg-emerald-500',
            size === 'md' ? 'size-3.5' : 'size-3',
          )}
        >
          <span className="sr-only">Çevrimiçi</span>
        </span>
      )}
    </span>
  );
}
