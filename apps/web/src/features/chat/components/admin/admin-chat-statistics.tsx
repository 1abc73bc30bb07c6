import { CalendarPlus, MessageSquareText, MessagesSquare, UsersRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useGetChatStatisticsQuery } from '../../admin-chats-api';

// Recharts is large: it arrives in its own chunk, only when the chart is drawn.
const ChatActivityChart = lazy(() => import('./chat-activity-chart'));

const chartFallback = <Skeleton className="h-[260px] w-full rounded-xl" />;

function Tile({ Icon, label, value }: { Icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-2 text-sm text-slate-500">
        <Icon aria-hidden className="size-4 text-brand-600" />
        {label}
      </div>
      <p className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">{formatCount(value)}</p>
    </div>
  );
}

/** Rooms, messages, active members and the last 30 days of messages. */
export function AdminChatStatistics() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetChatStatisticsQuery();
  if (isLoading) {
    return (
      <div aria-busy aria-label="İstatistikler yükleniyor" className="space-y-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </div>
        {chartFallback}
      </div>
    );
  }
  if (isError || !data) {
    return <LoadError title="İstatistikler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const last30 = data.messagesPerDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile Icon={MessagesSquare} label="Toplam sohbet" value={data.totalRooms} />
        <Tile Icon={MessageSquareText} label="Toplam mesaj" value={data.totalMessages} />
        <Tile Icon={UsersRound} label="Son 7 günde aktif üye" value={data.activeUsers7d} />
        <Tile Icon={CalendarPlus} label="Bugün başlayan sohbet" value={data.roomsToday} />
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
        <h2 className="font-semibold text-slate-900">Günlük mesajlar</h2>
        <p className="text-sm text-slate-500">Son 30 gün · {formatCount(last30)} mesaj</p>
        <div className="mt-4">
          <Suspense fallback={chartFallback}>
            <ChatActivityChart data={data.messagesPerDay} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
