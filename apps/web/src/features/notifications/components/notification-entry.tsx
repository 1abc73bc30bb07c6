import type { Notification, NotificationKind } from '@pazaryeri/contract/notifications/index';
import { BellRing, CalendarX2, HandCoins, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useMarkNotificationReadMutation } from '../notifications-api';

const kindIcons: Record<NotificationKind, LucideIcon> = {
  requestMatched: BellRing,
  offerReceived: HandCoins,
  requestClosed: CalendarX2,
};

const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

/** "3 dakika önce", "dün", "2 hafta önce"; older ones as a date. */
export function timeAgo(iso: string, now = Date.now()): string {
  let amount = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(amount) < 1) return 'az önce';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return new Date(iso).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * One notification: following it marks it read. Unread ones are tinted and say so to a screen
 * reader; one without a link is marked read where it stands.
 */
export function NotificationEntry({ notification, compact = false, onFollow }: { notification: Notification; compact?: boolean; onFollow?: () => void }) {
  const [markRead] = useMarkNotificationReadMutation();
  const unread = notification.readAt === null;
  const Icon = kindIcons[notification.kind];
  const follow = () => {
    if (unread) void markRead(notification._id);
    onFollow?.();
  };
  const body = (
    <>
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', unread ? 'text-brand-600' : 'text-slate-400')} />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
          {unread && <span className="sr-only">Okunmadı: </span>}
          {notification.title}
        </span>
        <span className={cn('block text-sm text-slate-600', compact && 'line-clamp-2')}>{notification.body}</span>
        <span className="mt-0.5 block text-xs text-slate-500">{timeAgo(notification.createdAt)}</span>
      </span>
      {unread && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />}
    </>
  );
  const className = cn('flex w-full gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-slate-100 focus-visible:outline-2', unread && 'bg-brand-50/60');
  return notification.link ? (
    <Link to={notification.link} onClick={follow} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={follow} className={className}>
      {body}
    </button>
  );
}
