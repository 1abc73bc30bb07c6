import { ArrowLeft, Handshake, Mail } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminChatRoom as Room } from '@pazaryeri/contract/chat/index';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDate } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { useGetAdminChatMessagesQuery, useListAdminRoomOffersQuery } from '../../admin-chats-api';
import { sameDay } from '../../chat-format';
import { DayDivider } from '../day-divider';
import { MessageBubble } from '../message-bubble';
import { memberLabel, memberRoles } from './member-label';

function Members({ room }: { room: Room }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {room.members.map((member) => (
        <li key={member._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">{memberLabel(member)}</p>
            <Badge tone={member.role === 'buyer' ? 'neutral' : 'brand'}>{memberRoles[member.role]}</Badge>
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Mail aria-hidden className="size-4 text-slate-400" />
            {member.email}
          </p>
          <p className="mt-1 text-xs text-slate-500">Okunmamış: {formatCount(member.unreadCount)}</p>
        </li>
      ))}
    </ul>
  );
}

function Offers({ roomId }: { roomId: string }) {
  const { data, isError } = useListAdminRoomOffersQuery(roomId);
  if (isError || !data) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Handshake aria-hidden className="size-4 text-slate-400" />
      {data.offers.length ? `${formatCount(data.offers.length)} teklif` : 'Bu sohbette teklif yok.'}
    </p>
  );
}

/** One conversation as the admin reads it: both members, the subject, the messages 50 a page (spec §9). */
export function AdminChatRoomView({ roomId }: { roomId: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAdminChatMessagesQuery({ roomId, page });

  const back = (
    <Link to="/admin/sohbetler" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" />
      Tüm sohbetler
    </Link>
  );

  if (isLoading) {
    return (
      <div className="space-y-4" aria-busy aria-label="Sohbet yükleniyor">
        {back}
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError title="Sohbet yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const { room } = data;
  const names = new Map(room.members.map((member) => [member._id, memberLabel(member)]));
  const sellerSide = new Set(room.members.filter((member) => member.role !== 'buyer').map((member) => member._id));
  const messages = [...data.messages].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

  return (
    <div className="space-y-5">
      {back}
      <Members room={room} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
        {room.context.title &&
          (room.context.type === 'product' && room.context.slug ? (
            <Link to={productPath(room.context.slug)} className="font-medium text-brand-700 hover:underline">
              Konu: {room.context.title}
            </Link>
          ) : (
            <span>Konu: {room.context.title}</span>
          ))}
        <span>Başlangıç: {formatDate(room.createdAt)}</span>
        <span>{formatCount(room.messageCount)} mesaj</span>
        <Offers roomId={roomId} />
      </div>
      <section aria-label="Mesajlar" className="rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-5">
        {data.totalPages > 1 && <p className="mb-3 text-xs text-slate-500">1. sayfa en yeni mesajları gösterir; eski mesajlar sonraki sayfalardadır.</p>}
        {messages.length === 0 ? (
          <EmptyState Icon={Mail} title="Bu sohbette mesaj yok" className="border-0 bg-transparent" />
        ) : (
          <ol className="space-y-2" aria-busy={isFetching || undefined}>
            {messages.map((message, index) => (
              <Fragment key={message._id}>
                {(index === 0 || !sameDay(messages[index - 1]!.createdAt, message.createdAt)) && <DayDivider at={message.createdAt} />}
                <MessageBubble
                  message={message}
                  mine={sellerSide.has(message.senderId)}
                  sender={names.get(message.senderId) ?? 'Silinmiş üye'}
                  receipt
                />
              </Fragment>
            ))}
          </ol>
        )}
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          total={data.total}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </section>
    </div>
  );
}
