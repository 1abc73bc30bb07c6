import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { Avatar } from '@/components/ui/avatar';

// The open list (the account's links with their icons, signing out) is a chunk of its own, fetched
// when the pointer or focus reaches the button; the list shows as soon as it has arrived.
const loadUserMenuList = () => import('./user-menu-list');
const UserMenuList = lazy(() => loadUserMenuList().then(({ UserMenuList: List }) => ({ default: List })));

export function UserMenu({ user }: { user: UserInfoWithToken }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadUserMenuList()}
        onFocus={() => void loadUserMenuList()}
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
        <Suspense fallback={null}>
          <UserMenuList user={user} id={menuId} buttonRef={buttonRef} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
