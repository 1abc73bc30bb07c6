import { MessagesSquare, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { chatMessageTexts } from '@pazaryeri/contract/chat/constants';
import type { ChatRoom } from '@pazaryeri/contract/chat/index';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useListMyChatsQuery } from '../chat-api';
import { displayName, fold, formatRoomTime, lastMessagePreview } from '../chat-format';
import { roomHref } from '../chat-paths';
import { selectTypingIn } from '../chat-slice';
import { RoomAvatar } from './room-avatar';

export type RoomScope = 'all' | 'selling';

function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> okunmamış mesaj</span>
    </span>
  );
}

function RoomItem({ room, myId, active, href }: { room: ChatRoom; myId: string; active: boolean; href: string }) {
  const typing = useSelector(selectTypingIn(room.roomId)).length > 0;
  const unread = room.unreadCount > 0;
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex items-center gap-3 px-4 py-3 hover:bg-slate-50',
          active && 'bg-brand-50/70 hover:bg-brand-50',
        )}
      >
        <RoomAvatar user={room.otherUser} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={cn('truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
              {displayName(room.otherUser)}
            </p>
            <time dateTime={room.lastActivity} className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700' : 'text-slate-500')}>
              {formatRoomTime(room.lastActivity)}
            </time>
          </div>
          {room.context.title && <p className="truncate text-xs text-slate-500">{room.context.title}</p>}
          <div className="mt-0.5 flex items-center justify-between gap-2">
            {typing ? (
              <p className="truncate text-sm font-medium text-brand-600">yazıyor…</p>
            ) : (
              <p className={cn('truncate text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {lastMessagePreview(room, myId)}
              </p>
            )}
            {unread && <UnreadBadge count={room.unreadCount} />}
          </div>
        </div>
      </Link>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-busy aria-label="Sohbetler yükleniyor" className="space-y-1 p-4">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 py-2">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface RoomListProps {
  myId: string;
  activeRoomId: string | null;
  basePath: string;
  /** 'selling': only conversations where I answer as a store or freelancer (the seller panel). */
  scope: RoomScope;
  title: string;
}

/** The conversations, newest activity first, with unread counts, presence and a search box. */
export function RoomList({ myId, activeRoomId, basePath, scope, title }: RoomListProps) {
  const { data, isLoading, isError, error, refetch, isFetching } = useListMyChatsQuery();
  const [query, setQuery] = useState('');

  // The list's failures are quiet for the navbar badge; here each failed load is the spec's toast
  // (once: an error already there when the screen opened is retried, and only that outcome counts).
  const loading = useRef(false);
  useEffect(() => {
    if (isFetching) loading.current = true;
    else if (loading.current) {
      loading.current = false;
      if (isError) toast.error(errorMessage(error, chatMessageTexts.listFailed));
    }
  }, [isFetching, isError, error]);

  const rooms = (data?.rooms ?? []).filter((room) => scope === 'all' || room.myRole !== 'buyer');
  const needle = fold(query.trim());
  const shown = needle
    ? rooms.filter((room) =>
        fold([room.otherUser.name, room.otherUser.storeName, room.context.title].filter(Boolean).join(' ')).includes(needle),
      )
    : rooms;

  let body;
  if (isLoading) body = <ListSkeleton />;
  else if (isError)
    body = (
      <div className="p-4">
        <LoadError title="Sohbetler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  else if (rooms.length === 0)
    body = (
      <EmptyState
        Icon={MessagesSquare}
        title="Henüz bir sohbetiniz yok"
        className="m-4 border-0"
        action={
          scope === 'all' ? (
            <ButtonLink to="/urunler" variant="outline" size="sm">
              Ürünlere göz atın
            </ButtonLink>
          ) : undefined
        }
      >
        {scope === 'all'
          ? 'Bir ürün sayfasındaki “Satıcıya sor” ya da bir mağazadaki “Mesaj gönder” ile yazışma başlatabilirsiniz.'
          : 'Alıcılar ürünleriniz veya mağazanız hakkında yazdığında sohbetler burada görünür.'}
      </EmptyState>
    );
  else if (shown.length === 0) body = <p className="p-6 text-center text-sm text-slate-500">Aramanızla eşleşen sohbet yok.</p>;
  else
    body = (
      <ul aria-label="Sohbetler" className="divide-y divide-slate-100">
        {shown.map((room) => (
          <RoomItem
            key={room.roomId}
            room={room}
            myId={myId}
            active={room.roomId === activeRoomId}
            href={roomHref(basePath, room.roomId)}
          />
        ))}
      </ul>
    );

  return (
    <>
      <div className="border-b border-slate-200 p-4">
        <h1 className="text-lg font-bold text-slate-900">{title}</h1>
        <div className="relative mt-3">
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label="Sohbetlerde ara"
            placeholder="Kişi, mağaza veya ürün ara"
            className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-base focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:text-sm"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </>
  );
}
