import { notificationLimits } from '@pazaryeri/contract/notifications/index';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatCount } from '@/lib/format';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../notifications-api';
import { NotificationEntry } from './notification-entry';

/** Every notification, newest first, a page at a time; the page is the caller's (it lives in the address). */
export function NotificationList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const list = useListNotificationsQuery({ page, limit: notificationLimits.pageSize });
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const unread = list.data?.unread ?? 0;
  return (
    <section aria-labelledby="notification-list-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notification-list-title" className="font-semibold text-slate-900">
          Tüm bildirimler
          {unread > 0 && <span className="ml-2 text-sm font-medium text-brand-700">{formatCount(unread)} okunmamış</span>}
        </h2>
        <Button variant="outline" size="sm" onClick={() => void markAllRead()} loading={marking} disabled={unread === 0}>
          <CheckCheck aria-hidden className="size-4" />
          Tümünü okundu işaretle
        </Button>
      </div>
      <PagedList
        query={list}
        items={list.data?.notifications}
        label="Bildirimler"
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white p-1"
        renderItem={(notification) => (
          <li key={notification._id}>
            <NotificationEntry notification={notification} />
          </li>
        )}
        loading={{ label: 'Bildirimler yükleniyor', rows: 4, rowClassName: 'h-16 w-full rounded-lg', className: 'space-y-2' }}
        errorTitle="Bildirimler yüklenemedi."
        empty={
          <EmptyState Icon={BellOff} title="Henüz bildiriminiz yok">
            Size uygun yeni talepler, taleplerinize gelen teklifler ve son tarihi geçen talepler burada görünür.
          </EmptyState>
        }
        pagination={list.data && { page: list.data.page, totalPages: list.data.totalPages, total: list.data.total, onPageChange }}
      />
    </section>
  );
}
