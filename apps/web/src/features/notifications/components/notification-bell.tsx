import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

// The bell's count and dropdown need the notification endpoints: a chunk of their own, so the
// navbar in the entry chunk stays small. Until it arrives the bell is a plain link to the page.
export const loadNotificationMenu = () => import('./notification-menu');
const NotificationMenu = lazy(loadNotificationMenu);

export const bellClass = 'relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';

/** The navbar's bell (signed-in users): the unread count, and the latest notifications on a click. */
export function NotificationBell() {
  return (
    <Suspense
      fallback={
        <Link to="/hesabim/bildirimler" title="Bildirimler" className={bellClass}>
          <Bell aria-hidden className="size-6" />
          <span className="sr-only">Bildirimler</span>
        </Link>
      }
    >
      <NotificationMenu />
    </Suspense>
  );
}
