import { Boxes, LayoutGrid, Megaphone, Menu, Newspaper, Store, UserRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { selectCurrentUser } from '@/features/users';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { ChatNavLink } from '@/features/chat';
import { CartNavLink } from '@/features/cart';
import { NotificationBell } from '@/features/notifications';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { categoryPath } from '@/lib/paths';
import { storeLink, useStoreAlias } from './store-link';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';

// The phone's drawer is drawn only once its button is pressed: a chunk of its own, fetched when the
// pointer or focus reaches the button (the drawer shows as soon as it has arrived).
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu: Menu }) => ({ default: Menu })));

/** The marketplace's other sections, beside the categories. */
const sectionLinks: { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/ilanlar', label: 'İlanlar', Icon: Megaphone },
  { to: '/stl', label: 'STL Modeller', Icon: Boxes },
  { to: '/blog', label: 'Blog', Icon: Newspaper },
];

function CategoryBar() {
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const user = useSelector(selectCurrentUser);
  const store = storeLink(user, useStoreAlias(user));
  return (
    <nav aria-label="Kategoriler" className="hidden h-12 border-t border-slate-100 lg:block">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-6">
        <Link
          to="/#kategoriler"
          className="flex h-9 shrink-0 items-center gap-2 rounded-lg bg-slate-900 px-3 text-sm font-semibold text-white hover:bg-slate-800"
        >
          <LayoutGrid aria-hidden className="size-4" />
          Tüm Kategoriler
        </Link>
        {/* Names that do not fit wrap onto a hidden second line instead of being cut in half. */}
        <ul className="flex h-9 min-w-0 flex-1 flex-wrap items-center gap-x-1 overflow-hidden">
          {categories.map((category) => (
            <li key={category._id}>
              <NavLink
                to={categoryPath(category.slug)}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
        {sectionLinks.map(({ to, label, Icon }) => (
          <NavLink
            key={to}
            to={to}
            className="flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </NavLink>
        ))}
        {store && (
          <Link
            to={store.to}
            className="flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Store aria-hidden className="size-4" />
            {store.label}
          </Link>
        )}
      </div>
    </nav>
  );
}

export function Navbar() {
  const user = useSelector(selectCurrentUser);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 lg:h-16 lg:gap-8 lg:px-6">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          className="-ml-1 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label="Menüyü aç"
          aria-expanded={menuOpen}
        >
          <Menu aria-hidden className="size-6" />
        </button>
        {/* On the narrowest phones the mark alone leaves room for the cart, bell, chat and account. */}
        <Logo className="max-[25rem]:[&>span]:sr-only" />
        <SearchForm className="hidden max-w-2xl flex-1 lg:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <CartNavLink />
          {user ? (
            <>
              <NotificationBell />
              <ChatNavLink />
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <div className="hidden items-center gap-2 sm:flex">
                <ButtonLink to="/login" variant="ghost" size="sm">
                  Giriş Yap
                </ButtonLink>
                <ButtonLink to="/register" size="sm">
                  Kayıt Ol
                </ButtonLink>
              </div>
              <Link
                to="/login"
                className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 sm:hidden"
                aria-label="Giriş Yap"
              >
                <UserRound aria-hidden className="size-6" />
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="flex h-14 items-center px-4 lg:hidden">
        <SearchForm />
      </div>
      <CategoryBar />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={user} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
