import { ArrowDown, MessageSquareDashed } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Offer } from '@pazaryeri/contract/adverts/index';
import type { ChatMessage } from '@pazaryeri/contract/chat/index';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { OfferCard, useRoomOffersQuery } from '@/features/adverts';
import { useLazyListOlderChatMessagesQuery, useListChatMessagesQuery } from '../chat-api';
import { sameDay } from '../chat-format';
import { DayDivider } from './day-divider';
import { MessageBubble } from './message-bubble';

/** How close to an edge (px) counts as "at" it. */
const edge = 80;

type Item = { kind: 'message'; at: string; message: ChatMessage } | { kind: 'offer'; at: string; offer: Offer };

/**
 * Messages and offer cards in time order. An offer shows as a card at the first message that
 * announces it; a later message about it (the buyer's "another offer was accepted") stays a text
 * bubble. An offer whose message is not loaded shows at its own time when that falls within the
 * loaded pages.
 */
export function timeline(messages: ChatMessage[], offers: Offer[], hasMore: boolean): Item[] {
  const byId = new Map(offers.map((offer) => [offer._id, offer]));
  const shown = new Set<string>();
  const items: Item[] = [];
  for (const message of messages) {
    const offer = message.kind === 'offer' && message.offerId ? byId.get(message.offerId) : undefined;
    if (offer && !shown.has(offer._id)) {
      shown.add(offer._id);
      items.push({ kind: 'offer', at: message.createdAt, offer });
      if (message.content) items.push({ kind: 'message', at: message.createdAt, message });
    } else if (!(message.kind === 'offer' && !message.content)) {
      items.push({ kind: 'message', at: message.createdAt, message });
    }
  }
  const oldest = hasMore ? (messages[0]?.createdAt ?? '') : '';
  for (const offer of offers) {
    if (!shown.has(offer._id) && offer.createdAt >= oldest) items.push({ kind: 'offer', at: offer.createdAt, offer });
  }
  return items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

function MessagesSkeleton() {
  return (
    <div aria-busy aria-label="Mesajlar yükleniyor" className="space-y-3 p-4">
      <Skeleton className="h-12 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-16 w-3/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
    </div>
  );
}

/**
 * A room's messages, oldest at the top. Scrolling near the top loads the page before the oldest
 * loaded message and keeps the reader's place; new messages follow the reader only when they are
 * at the bottom (or sent them), otherwise a "new messages" button appears.
 */
export function MessageList({ roomId, myId, buyerView }: { roomId: string; myId: string; buyerView: boolean }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useListChatMessagesQuery(roomId, {
    refetchOnMountOrArgChange: true,
  });
  const [loadOlder, older] = useLazyListOlderChatMessagesQuery();
  const roomOffers = useRoomOffersQuery(roomId);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ first?: string; last?: string }>({});
  const [unseen, setUnseen] = useState(0);

  const messages = data?.messages;
  const hasMore = data?.hasMore ?? false;
  const offers = roomOffers.data?.offers;

  // A card announced by a message (a new offer, live) whose offer is not loaded yet: fetch the room's offers again.
  const missingOffer = messages?.find((message) => message.kind === 'offer' && message.offerId && offers && !offers.some((offer) => offer._id === message.offerId))?.offerId;
  const askedFor = useRef<string | null>(null);
  const { refetch: refetchOffers, isFetching: fetchingOffers } = roomOffers;
  useEffect(() => {
    if (!missingOffer || fetchingOffers || askedFor.current === missingOffer) return;
    askedFor.current = missingOffer;
    void refetchOffers();
  }, [missingOffer, fetchingOffers, refetchOffers]);

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const requestOlder = useCallback(() => {
    const element = scroller.current;
    const oldest = messages?.[0];
    if (!element || !oldest || !hasMore || older.isFetching) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    void loadOlder({ roomId, before: oldest._id });
  }, [messages, hasMore, older.isFetching, loadOlder, roomId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !messages) return;
    const first = messages[0]?._id;
    const last = messages.at(-1);
    const previous = shown.current;
    if (previous.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (anchor.current && first !== previous.first) {
      // Older messages went in above: keep the same message under the reader's eyes.
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (last && last._id !== previous.last) {
      if (atBottom.current || last.senderId === myId) scrollToBottom();
      else setUnseen((count) => count + 1);
    }
    shown.current = { first, last: last?._id };
  }, [messages, myId, scrollToBottom]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < edge;
    if (atBottom.current && unseen) setUnseen(0);
    if (element.scrollTop < edge) requestOlder();
  }

  function onMediaLoad() {
    if (atBottom.current) scrollToBottom();
  }

  if (isLoading) return <MessagesSkeleton />;
  if (isError || !messages) {
    return (
      <div className="p-4">
        <LoadError title="Mesajlar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const items = timeline(messages, offers ?? [], hasMore);
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:px-5">
        {hasMore && (
          <div className="flex justify-center pb-3">
            {older.isFetching ? (
              <Spinner label="Önceki mesajlar yükleniyor" className="text-brand-600" />
            ) : (
              <Button variant="ghost" size="sm" onClick={requestOlder}>
                Önceki mesajları göster
              </Button>
            )}
          </div>
        )}
        {older.isError && (
          <Alert tone="error" className="mb-3">
            Önceki mesajlar yüklenemedi.
          </Alert>
        )}
        {items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center text-center text-sm text-slate-500">
            <MessageSquareDashed aria-hidden className="size-10 text-slate-300" />
            <p className="mt-2 font-medium text-slate-700">Henüz mesaj yok</p>
            <p>İlk mesajı yazarak sohbeti başlatın.</p>
          </div>
        ) : (
          <ol aria-label="Mesajlar" className="space-y-2">
            {items.map((item, index) => {
              const previous = items[index - 1];
              const divider = !previous || !sameDay(previous.at, item.at);
              return (
                <Fragment key={item.kind === 'message' ? item.message._id : `offer-${item.offer._id}`}>
                  {divider && <DayDivider at={item.at} />}
                  {item.kind === 'message' ? (
                    <MessageBubble message={item.message} mine={item.message.senderId === myId} onMediaLoad={onMediaLoad} />
                  ) : (
                    <li className="flex justify-center">
                      <OfferCard offer={item.offer} buyerView={buyerView} />
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
      {unseen > 0 && (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg"
        >
          <ArrowDown aria-hidden className="size-3.5" />
          {unseen === 1 ? 'Yeni mesaj' : `${unseen} yeni mesaj`}
        </button>
      )}
    </div>
  );
}
