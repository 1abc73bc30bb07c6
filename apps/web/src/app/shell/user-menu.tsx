import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { Avatar } from '@/components/ui/avatar';
import { Portal } from '@/components/ui/portal';
import { useSignOut } from '../session/use-auth-actions';
import { accountLinks, useStoreAlias } from './account-links';

export function UserMenu({ user }: { user: UserInfoWithToken }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const storeAlias = useStoreAlias(user);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => setOpen(false), [pathname]);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    setPosition({ top: rect.bottom + 8, right: window.innerWidth - rect.right });
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
        const current = items.indexOf(document.activeElement as HTMLElement);
        const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
        items[(next + items.length) % items.length]?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="flex items-center gap-2 rounded-lg py-1 pr-2 pl-1 text-left hover:bg-slate-100"
      >
        <Avatar name={user.name} src={user.avatar} />
        <span className="hidden max-w-40 truncate text-sm font-semibold text-slate-800 xl:block">{user.name}</span>
        <span className="sr-only xl:hidden">Hesabım</span>
        <ChevronDown aria-hidden className="hidden size-4 text-slate-500 sm:block" />
      </button>
      {open && (
        <Portal>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Hesabım"
            style={{ top: position.top, right: position.right }}
            className="fixed z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          >
            <div className="border-b border-slate-100 px-3 pt-1 pb-3">
              <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
            <div className="py-1">
              {accountLinks(user, storeAlias).map(({ to, label, Icon }) => (
                <Link
                  key={to}
                  to={to}
                  role="menuitem"
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
                >
                  <Icon aria-hidden className="size-4 text-slate-500" />
                  {label}
                </Link>
              ))}
            </div>
            <div className="border-t border-slate-100 pt-1">
              <button
                type="button"
                role="menuitem"
                onClick={onSignOut}
                disabled={signingOut}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-red-600 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
              >
                <LogOut aria-hidden className="size-4" />
                {signingOut ? 'Çıkış yapılıyor…' : 'Çıkış Yap'}
              </button>
            </div>
          </div>
        </Portal>
      )}
    </>
  );
}
