import { ArrowLeft, Menu, ShieldAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, Outlet, useLocation } from 'react-router';
import { selectCurrentUser } from '@/features/users/user-slice';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { adminPages } from './pages';

function SidebarNav() {
  return (
    <nav aria-label="Yönetim paneli">
      <ul className="space-y-0.5">
        {adminPages.map(({ path, title, Icon }) => (
          <li key={path}>
            <NavLink
              to={path ? `/admin/${path}` : '/admin'}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-600 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccessDenied() {
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <ShieldAlert aria-hidden className="size-12 text-red-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Bu sayfaya erişim yetkiniz yok</h1>
      <p className="mt-3 text-slate-600">Yönetim paneli yalnızca yönetici hesaplarına açıktır.</p>
      <ButtonLink to="/" className="mt-8">
        Ana sayfaya dön
      </ButtonLink>
    </div>
  );
}

/** The admin console's own frame: a sidebar on desktop, a drawer on phones. Admins only. */
export default function AdminLayout() {
  const user = useSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [pathname]);

  if (!user?.isAdmin) return <AccessDenied />;

  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside className="hidden w-60 shrink-0 flex-col bg-slate-950 px-3 py-5 lg:flex">
        <div className="px-3 pb-6">
          <Logo inverted />
          <p className="mt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Yönetim</p>
        </div>
        <SidebarNav />
      </aside>
      {navOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/60" onClick={() => setNavOpen(false)} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-slate-950 px-3 py-4" aria-label="Yönetim menüsü">
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
            <SidebarNav />
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
          <p className="font-semibold text-slate-900">Yönetim Paneli</p>
          <div className="ml-auto flex items-center gap-3">
            <div className="hidden sm:block">
              <ButtonLink to="/" variant="ghost" size="sm">
                <ArrowLeft aria-hidden className="size-4" />
                Siteye dön
              </ButtonLink>
            </div>
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
