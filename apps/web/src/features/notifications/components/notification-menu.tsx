import { Bell, CheckCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { Portal } from '@/components/ui/portal';
import { Spinner } from '@/components/ui/spinner';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../notifications-api';
import { bellClass } from './notification-bell';
import { NotificationEntry } from './notification-entry';

const latest = { limit: 8 };
const pollMs = 60_000;
/** The dropdown's width: 24rem, or the screen less 0.5rem each side on a phone. */
const panelWidth = () => Math.min(384, window.innerWidth - 16);

/** Under the bell, right-aligned with it, moved left no further than fits the screen. */
function panelPosition(bell: DOMRect) {
  const right = Math.min(window.innerWidth - bell.right, window.innerWidth - 8 - panelWidth());
  return { top: bell.bottom + 8, right: Math.max(8, right) };
}

/** Asks again when the reader comes back to the tab, as the bell should not wait a minute to catch up. */
function useRefetchOnFocus(refetch: () => unknown) {
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refetch]);
}

/** Closes on a click outside, on Escape (focus back to the bell) and on moving to another page. */
function useDismiss(open: boolean, close: () => void, panel: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, panel, button]);
}

/** The bell with its unread badge (polled every minute and on return to the tab) and the dropdown of the latest. */
export default function NotificationMenu() {
  const { data, isLoading, isError, refetch } = useListNotificationsQuery(latest, { pollingInterval: pollMs });
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const unread = data?.unread ?? 0;
  useRefetchOnFocus(refetch);
  useDismiss(open, close, panelRef, buttonRef);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    setPosition(panelPosition(buttonRef.current.getBoundingClientRect()));
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title="Bildirimler"
        className={bellClass}
      >
        <Bell aria-hidden className="size-6" />
        <span className="sr-only">Bildirimler</span>
        {unread > 0 && (
          <span className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white ring-2 ring-white">
            <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only"> ({unread} okunmamış)</span>
          </span>
        )}
      </button>
      {open && (
        <Portal>
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-label="Son bildirimler"
            style={{ top: position.top, right: position.right, width: panelWidth() }}
            className="fixed z-50 flex max-h-[70vh] flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
              <p className="font-semibold text-slate-900">Bildirimler</p>
              <button
                type="button"
                onClick={() => void markAllRead()}
                disabled={unread === 0 || marking}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
              >
                <CheckCheck aria-hidden className="size-4" />
                Tümünü okundu işaretle
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-2">
              {isLoading ? (
                <div className="flex justify-center py-6 text-brand-600">
                  <Spinner label="Bildirimler yükleniyor" />
                </div>
              ) : isError ? (
                <p className="px-3 py-6 text-center text-sm text-slate-500">Bildirimler şu an yüklenemedi.</p>
              ) : data && data.notifications.length > 0 ? (
                <ul aria-label="Son bildirimler" className="space-y-1">
                  {data.notifications.map((notification) => (
                    <li key={notification._id}>
                      <NotificationEntry notification={notification} compact onFollow={close} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="px-3 py-6 text-center text-sm text-slate-500">Henüz bildiriminiz yok.</p>
              )}
            </div>
            <Link to="/hesabim/bildirimler" onClick={close} className="border-t border-slate-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50">
              Tüm bildirimler
            </Link>
          </div>
        </Portal>
      )}
    </>
  );
}
