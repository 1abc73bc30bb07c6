import { ArrowLeft, Menu, Store, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, Outlet, useLocation } from 'react-router';
import { selectCurrentUser } from '@/features/users/user-slice';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { prefetchSellerPanelPages, sellerPanelPages } from './pages';

const groups = [...new Set(sellerPanelPages.map((page) => page.group))];

function SidebarNav() {
  return (
    <nav aria-label="Satıcı paneli" className="space-y-6">
      {groups.map((group) => (
        <div key={group}>
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group}</p>
          <ul className="mt-2 space-y-0.5">
            {sellerPanelPages
              .filter((page) => page.group === group)
              .map(({ path, title, Icon }) => (
                <li key={path}>
                  <NavLink
                    to={`/seller-panel/${path}`}
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
        </div>
      ))}
    </nav>
  );
}

function SellerAccountRequired() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:px-8">
        <Logo />
        <ButtonLink to="/" variant="ghost" size="sm">
          <ArrowLeft aria-hidden className="size-4" />
          Siteye dön
        </ButtonLink>
      </header>
      <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Store aria-hidden className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">Satıcı hesabı gerekli</h1>
        <p className="mt-3 text-slate-600">
          Satıcı paneli yalnızca onaylı satıcı hesaplarına açıktır. Mağazanızı açmak için satıcı başvurusu yapın.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/satici-ol">Satıcı olun</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Ana sayfaya dön
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

export default function SellerPanelLayout() {
  const user = useSelector(selectCurrentUser);
  const isSeller = user?.role === 'seller';
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);

  useEffect(() => {
    if (isSeller) prefetchSellerPanelPages();
  }, [isSeller]);
  useEffect(() => setNavOpen(false), [pathname]);

  if (!user || !isSeller) return <SellerAccountRequired />;

  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside className="hidden w-64 shrink-0 flex-col bg-slate-950 px-3 py-5 lg:flex">
        <div className="px-3 pb-6">
          <Logo inverted />
        </div>
        <SidebarNav />
      </aside>
      {navOpen && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/60" onClick={() => setNavOpen(false)} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 overflow-y-auto bg-slate-950 px-3 py-4" aria-label="Satıcı paneli menüsü">
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
          <p className="font-semibold text-slate-900">Satıcı Paneli</p>
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
