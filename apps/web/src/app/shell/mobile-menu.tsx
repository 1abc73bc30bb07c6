import { ChevronRight, LogOut, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Portal } from '@/components/ui/portal';
import { categoryPath } from '@/lib/paths';
import { Logo } from '@/components/logo';
import { useSignOut } from '../session/use-auth-actions';
import { accountLinks, storeLink, useStoreAlias } from './account-links';
import { footerLinks } from './footer-links';

export function MobileMenu({ user, onClose }: { user: UserInfoWithToken | null; onClose: () => void }) {
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const signOut = useSignOut();
  const storeAlias = useStoreAlias(user);
  const store = storeLink(user, storeAlias);
  const { pathname, search } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(`${pathname}${search}`);

  useEffect(() => {
    if (`${pathname}${search}` !== openedAt.current) onClose();
  }, [pathname, search, onClose]);

  useEffect(() => {
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <Portal>
      <div className="fixed inset-0 z-50 lg:hidden">
        <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden />
        <div
          ref={panelRef}
          tabIndex={-1}
          role="dialog"
          aria-modal="true"
          aria-label="Menü"
          className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
            <Logo />
            <button
              type="button"
              onClick={onClose}
              className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="Menüyü kapat"
            >
              <X aria-hidden className="size-6" />
            </button>
          </div>

          <div className="border-b border-slate-200 p-4">
            {user ? (
              <>
                <div className="mb-3 flex items-center gap-3">
                  <Avatar name={user.name} src={user.avatar} size="md" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{user.name}</p>
                    <p className="truncate text-sm text-slate-500">{user.email}</p>
                  </div>
                </div>
                <ul className="space-y-1">
                  {accountLinks(user, storeAlias).map(({ to, label, Icon }) => (
                    <li key={to}>
                      <Link to={to} className="flex items-center gap-3 rounded-lg px-2 py-2.5 text-slate-700 hover:bg-slate-100">
                        <Icon aria-hidden className="size-5 text-slate-500" />
                        {label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => void signOut()}
                      className="flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-red-600 hover:bg-red-50"
                    >
                      <LogOut aria-hidden className="size-5" />
                      Çıkış Yap
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <ButtonLink to="/login" variant="outline">
                  Giriş Yap
                </ButtonLink>
                <ButtonLink to="/register">Kayıt Ol</ButtonLink>
              </div>
            )}
          </div>

          <nav aria-label="Kategoriler" className="border-b border-slate-200 p-4">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Kategoriler</p>
            <ul className="space-y-0.5">
              {categories.map((category) => (
                <li key={category._id}>
                  <Link
                    to={categoryPath(category.slug)}
                    className="flex items-center justify-between rounded-lg px-2 py-2.5 text-slate-700 hover:bg-slate-100"
                  >
                    {category.name}
                    <ChevronRight aria-hidden className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/stl" className="flex items-center justify-between rounded-lg px-2 py-2.5 font-medium text-slate-900 hover:bg-slate-100">
                  STL Modeller
                  <ChevronRight aria-hidden className="size-4 text-slate-400" />
                </Link>
              </li>
              <li>
                <Link to="/#kategoriler" className="block rounded-lg px-2 py-2.5 font-medium text-brand-700 hover:bg-brand-50">
                  Tüm kategoriler
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-label="Kurumsal" className="p-4">
            <ul className="space-y-0.5 text-sm">
              {store && (
                <li>
                  <Link to={store.to} className="block rounded-lg px-2 py-2 text-slate-600 hover:bg-slate-100">
                    {store.label}
                  </Link>
                </li>
              )}
              {footerLinks.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className="block rounded-lg px-2 py-2 text-slate-600 hover:bg-slate-100">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </Portal>
  );
}
