import { ChevronRight, MessagesSquare, Paperclip } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { AdminChatRoom } from '@pazaryeri/contract/chat/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useListAdminChatsQuery } from '../../admin-chats-api';
import { formatRoomTime } from '../../chat-format';
import { memberLabel } from './member-label';

function RoomRow({ room }: { room: AdminChatRoom }) {
  return (
    <li>
      <Link
        to={`/admin/sohbetler/${encodeURIComponent(room.roomId)}`}
        className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-200 hover:shadow-md"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold break-words text-slate-900">{room.members.map(memberLabel).join(' ↔ ')}</p>
          {room.context.title && <p className="truncate text-sm text-slate-600">Konu: {room.context.title}</p>}
          {room.lastMessage && (
            <p className="flex items-center gap-1 truncate text-sm text-slate-500">
              {room.lastMessage.hasAttachments && <Paperclip aria-label="Dosya eki" className="size-3.5 shrink-0" />}
              <span className="truncate">{room.lastMessage.content || 'Dosya'}</span>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5 text-right">
          <time dateTime={room.lastActivity} className="text-xs text-slate-500">
            {formatRoomTime(room.lastActivity)}
          </time>
          <Badge>{formatCount(room.messageCount)} mesaj</Badge>
        </div>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600" />
      </Link>
    </li>
  );
}

/** Every conversation, newest activity first, 20 a page (spec §9), searchable by member, store or product. */
export function AdminChatRooms() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListAdminChatsQuery({ page, search });

  function go(next: { search?: string; page?: number }) {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  }

  return (
    <div className="space-y-4">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim(), page: 1 });
        }}
        className="flex max-w-lg gap-2"
      >
        <Input
          key={search}
          name="search"
          type="search"
          defaultValue={search}
          aria-label="Sohbetlerde ara"
          placeholder="Üye adı, e-posta, mağaza veya ürün"
        />
        <Button type="submit" variant="outline">
          Ara
        </Button>
      </form>
      {isLoading ? (
        <ul aria-busy aria-label="Sohbetler yükleniyor" className="space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : isError || !data ? (
        <LoadError title="Sohbetler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.rooms.length === 0 ? (
        <EmptyState Icon={MessagesSquare} title={search ? 'Aramanızla eşleşen sohbet yok' : 'Henüz sohbet yok'} />
      ) : (
        <>
          <ul aria-label="Sohbetler" aria-busy={isFetching || undefined} className="space-y-3">
            {data.rooms.map((room) => (
              <RoomRow key={room.roomId} room={room} />
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(next) => go({ page: next })} />
        </>
      )}
    </div>
  );
}
