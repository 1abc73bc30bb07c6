import { MessagesSquare, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { chatMessageTexts } from '@pazaryeri/contract/chat/constants';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useListMyChatsQuery } from '../chat-api';
import { Conversation } from './conversation';
import { RoomList, type RoomScope } from './room-list';

interface ChatWorkspaceProps {
  myId: string;
  /** The page's own path; the open room is its `?room=` parameter. */
  basePath: string;
  scope?: RoomScope;
  title?: string;
  className?: string;
}

/**
 * The messaging screen: rooms on the left, the open conversation on the right. On a phone the
 * two are separate views (the list, or the conversation with a way back).
 */
export function ChatWorkspace({ myId, basePath, scope = 'all', title = 'Mesajlar', className }: ChatWorkspaceProps) {
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const { data, isLoading, isError, error, refetch, isFetching } = useListMyChatsQuery();
  const room = roomId ? data?.rooms.find((candidate) => candidate.roomId === roomId) : undefined;

  let pane;
  if (!roomId) {
    pane = (
      <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <MessagesSquare aria-hidden className="size-8" />
        </span>
        <p className="mt-4 font-semibold text-slate-900">Bir sohbet seçin</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">
          Soldaki listeden bir sohbet açın. Mesajlar anında iletilir; okunduğunda ✓✓ görürsünüz.
        </p>
      </div>
    );
  } else if (room) {
    pane = <Conversation key={room.roomId} room={room} myId={myId} backTo={basePath} />;
  } else if (isLoading) {
    pane = <PageSpinner label="Sohbet yükleniyor" />;
  } else if (isError) {
    pane = (
      <div className="p-4">
        <LoadError title="Sohbetler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  } else {
    pane = (
      <div className="p-4">
        <EmptyState
          Icon={SearchX}
          title={chatMessageTexts.roomNotFound}
          action={
            <ButtonLink to={basePath} variant="outline" size="sm">
              Sohbetlere dön
            </ButtonLink>
          }
        >
          Sohbet silinmiş ya da size ait olmayabilir.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={cn('flex min-h-0 overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm', className)}>
      <aside
        aria-label="Sohbet listesi"
        className={cn('min-h-0 w-full shrink-0 flex-col border-slate-200 md:flex md:w-80 md:border-r lg:w-96', roomId ? 'hidden' : 'flex')}
      >
        <RoomList myId={myId} activeRoomId={roomId} basePath={basePath} scope={scope} title={title} />
      </aside>
      <section aria-label="Sohbet" className={cn('min-h-0 min-w-0 flex-1 flex-col', roomId ? 'flex' : 'hidden md:flex')}>
        {pane}
      </section>
    </div>
  );
}
