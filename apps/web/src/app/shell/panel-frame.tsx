import { ArrowLeft, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { NotificationBell } from '@/features/notifications';

/** The class of a sidebar link in a panel (seller panel, admin console). */
export const panelNavLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
  );

interface PanelFrameProps {
  /** Shown in the top bar ("Satıcı Paneli", "Yönetim Paneli"). */
  title: string;
  /** The phone drawer's accessible name. */
  menuLabel: string;
  /** A small caption under the logo in the sidebar. */
  caption?: string;
  /** Tailwind width of the desktop sidebar. */
  sidebarWidth: 'w-60' | 'w-64';
  nav: ReactNode;
  user: { name: string; avatar: string | null };
}

/** A panel's own frame: a sidebar on desktop, a drawer on phones, a top bar, and the page. */
export function PanelFrame({ title, menuLabel, caption, sidebarWidth, nav, user }: PanelFrameProps) {
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside className={cn('hidden shrink-0 flex-col bg-slate-950 px-3 py-5 lg:flex', sidebarWidth)}>
        <div className="px-3 pb-6">
          <Logo inverted />
          {caption && <p className="mt-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">{caption}</p>}
        </div>
        {nav}
      </aside>
      {navOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/60" onClick={() => setNavOpen(false)} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-slate-950 px-3 py-4" aria-label={menuLabel}>
            <div className="mb-6 flex items-center justify-between px-3">
              <Logo inverted />
              <button
                type="button"
                onClick={() => setNavOpen(false)}
                className="flex size-9 items-center justify-center rounded-lg text-slate-300 hover:bg-white/10"
                aria-label="Menüyü kapat"
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            {nav}
          </aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-8">
          <button
            type="button"
            onClick={() => setNavOpen(true)}
            className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Menüyü aç"
          >
            <Menu aria-hidden className="size-6" />
          </button>
          <p className="font-semibold text-slate-900">{title}</p>
          <div className="ml-auto flex items-center gap-3">
            <div className="hidden sm:block">
              <ButtonLink to="/" variant="ghost" size="sm">
                <ArrowLeft aria-hidden className="size-4" />
                Siteye dön
              </ButtonLink>
            </div>
            <NotificationBell />
            <Avatar name={user.name} src={user.avatar} />
          </div>
        </header>
        <div className="flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
