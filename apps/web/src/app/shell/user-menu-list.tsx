import { LogOut } from 'lucide-react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { UserInfoWithToken } from '@pazaryeri/contract';
import { Portal } from '@/components/ui/portal';
import { useSignOut } from '../session/use-auth-actions';
import { accountLinks, useStoreAlias } from './account-links';

interface UserMenuListProps {
  user: UserInfoWithToken;
  id: string;
  /** The button that opened the list: the list sits under it, and focus goes back to it on Escape. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The open user menu (user-menu.tsx): the account's destinations and signing out, in the portal. */
export function UserMenuList({ user, id, buttonRef, onClose }: UserMenuListProps) {
  const [position, setPosition] = useState({ top: 0, right: 0 });
  const menuRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const storeAlias = useStoreAlias(user);
  const [signingOut, setSigningOut] = useState(false);

  useLayoutEffect(() => {
    if (!buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    setPosition({ top: rect.bottom + 8, right: window.innerWidth - rect.right });
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [buttonRef]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
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
  }, [buttonRef, onClose]);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      onClose();
    }
  }

  return (
    <Portal>
      <div
        ref={menuRef}
        id={id}
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
  );
}
