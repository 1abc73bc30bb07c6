import { ArrowLeft, ChevronRight, Handshake, Package, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { chatSocketEvents } from '@pazaryeri/contract/chat/constants';
import type { ChatRoom } from '@pazaryeri/contract/chat/index';
import { Button } from '@/components/ui/button';
import { OfferDialog } from '@/features/adverts';
import { productPath, storePath } from '@/lib/paths';
import { useMarkChatReadMutation } from '../chat-api';
import { displayName, presenceLabel } from '../chat-format';
import { chatRoomClosed, chatRoomOpened, selectChatConnection, selectTypingIn } from '../chat-slice';
import { emitChatEvent } from '../realtime/chat-connection';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { RoomAvatar } from './room-avatar';

const contextLabels = { product: 'Ürün hakkında', store: 'Mağaza', advert: 'İlan hakkında', request: 'Talep hakkında', offer: 'Teklif hakkında' };

/** What the conversation is about: the product (with its picture and a link), the store, the advert… */
function ContextBar({ room }: { room: ChatRoom }) {
  const { context, otherUser } = room;
  const to =
    context.type === 'product' && context.slug
      ? productPath(context.slug)
      : context.type === 'store' && otherUser.storeAlias
        ? storePath(otherUser.storeAlias)
        : null;
  const title = context.title ?? (context.type === 'store' ? otherUser.storeName : null);
  if (!title) return null;
  const body = (
    <>
      {context.image ? (
        <img src={context.image} alt="" className="size-10 shrink-0 rounded-lg border border-slate-200 object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-slate-400">
          {context.type === 'store' ? <Store aria-hidden className="size-5" /> : <Package aria-hidden className="size-5" />}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-slate-500">{contextLabels[context.type]}</span>
        <span className="block truncate text-sm font-medium text-slate-900">{title}</span>
      </span>
      {to && <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />}
    </>
  );
  const className = 'flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-4';
  return to ? (
    <Link to={to} className={`${className} hover:bg-slate-100`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/**
 * A store's offer inside the conversation with a buyer: it goes to the room (and, when the room
 * is about the buyer's request, to that request too) and shows as a card for both.
 */
function OfferButton({ room }: { room: ChatRoom }) {
  const [open, setOpen] = useState(false);
  const advertId = room.context.type === 'request' && room.context.id ? room.context.id : undefined;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} className="shrink-0">
        <Handshake aria-hidden className="size-4" />
        Teklif ver
      </Button>
      {open && (
        <OfferDialog roomId={room.roomId} advertId={advertId} title={`${displayName(room.otherUser)} için teklif${room.context.title ? ` · ${room.context.title}` : ''}`} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function Header({ room, backTo }: { room: ChatRoom; backTo: string }) {
  const typing = useSelector(selectTypingIn(room.roomId)).length > 0;
  const connection = useSelector(selectChatConnection);
  const presence = presenceLabel(room.otherUser);
  const name = displayName(room.otherUser);
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-2 py-2.5 sm:px-4">
      <Link
        to={backTo}
        aria-label="Sohbetlere dön"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Link>
      <RoomAvatar user={room.otherUser} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-slate-900">
          {room.otherUser.storeAlias ? (
            <Link to={storePath(room.otherUser.storeAlias)} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p aria-live="polite" className="truncate text-xs text-slate-500">
          {typing ? (
            <span className="font-medium text-brand-600">yazıyor…</span>
          ) : connection === 'reconnecting' ? (
            <span className="text-amber-700">Bağlantı yeniden kuruluyor…</span>
          ) : (
            presence
          )}
        </p>
      </div>
      {room.myRole !== 'buyer' && <OfferButton room={room} />}
    </header>
  );
}

/**
 * One open conversation. While it is on screen it counts as read: opening it (or coming back to
 * the tab) marks the room read, and the socket joins the room so typing hints flow.
 */
export function Conversation({ room, myId, backTo }: { room: ChatRoom; myId: string; backTo: string }) {
  const dispatch = useDispatch();
  const connection = useSelector(selectChatConnection);
  const [markRead] = useMarkChatReadMutation();
  const { roomId, unreadCount } = room;
  const lastMessageId = room.lastMessage?._id ?? '';
  const markedFor = useRef<string | null>(null);

  useEffect(() => {
    dispatch(chatRoomOpened(roomId));
    return () => {
      dispatch(chatRoomClosed(roomId));
    };
  }, [dispatch, roomId]);

  useEffect(() => {
    if (connection !== 'connected') return;
    emitChatEvent(chatSocketEvents.join, { roomId }, () => undefined);
    return () => {
      emitChatEvent(chatSocketEvents.leave, { roomId }, () => undefined);
    };
  }, [connection, roomId]);

  useEffect(() => {
    if (unreadCount === 0) return;
    // Once per last message: a failing call must not repeat in a loop.
    const mark = () => {
      if (document.visibilityState !== 'visible' || markedFor.current === lastMessageId) return;
      markedFor.current = lastMessageId;
      void markRead(roomId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [roomId, unreadCount, lastMessageId, markRead]);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <Header room={room} backTo={backTo} />
      <ContextBar room={room} />
      <MessageList roomId={roomId} myId={myId} buyerView={room.myRole === 'buyer'} />
      <MessageComposer roomId={roomId} myId={myId} />
    </div>
  );
}
