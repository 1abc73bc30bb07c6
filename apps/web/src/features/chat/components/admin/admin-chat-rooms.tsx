import { ChevronRight, MessagesSquare, Paperclip } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { AdminChatRoom } from '@pazaryeri/contract/chat/index';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { SearchForm } from '@/components/ui/search-form';
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
  const rooms = useListAdminChatsQuery({ page, search });

  function go(next: { search?: string; page?: number }) {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  }

  return (
    <div className="space-y-4">
      <SearchForm
        label="Sohbetlerde ara"
        placeholder="Üye adı, e-posta, mağaza veya ürün"
        value={search}
        onSearch={(text) => go({ search: text, page: 1 })}
        className="max-w-lg"
      />
      <PagedList
        query={rooms}
        items={rooms.data?.rooms}
        renderItem={(room) => <RoomRow key={room.roomId} room={room} />}
        className="space-y-3"
        label="Sohbetler"
        loading={{ label: 'Sohbetler yükleniyor', rows: 5, rowClassName: 'h-24 w-full rounded-2xl' }}
        errorTitle="Sohbetler yüklenemedi"
        empty={<EmptyState Icon={MessagesSquare} title={search ? 'Aramanızla eşleşen sohbet yok' : 'Henüz sohbet yok'} />}
        pagination={
          rooms.data && { page: rooms.data.page, totalPages: rooms.data.totalPages, total: rooms.data.total, onPageChange: (next) => go({ page: next }) }
        }
      />
    </div>
  );
}
