import { ArrowLeft, Store } from 'lucide-react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { ChatUnreadCount } from '@/features/chat';
import { selectCurrentUser } from '@/features/users';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { PanelFrame, panelNavLinkClass } from '@/app/shell/panel-frame';
import { sellerPanelNavPages } from './page-icons';
import { prefetchSellerPanelPages } from './page-modules';
import { sellerPanelPages } from './pages';

const groups = [...new Set(sellerPanelPages.map((page) => page.group))];

function SidebarNav() {
  return (
    <nav aria-label="Satıcı paneli" className="space-y-6">
      {groups.map((group) => (
        <div key={group}>
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group}</p>
          <ul className="mt-2 space-y-0.5">
            {sellerPanelNavPages
              .filter((page) => page.group === group)
              .map(({ path, title, Icon }) => (
                <li key={path}>
                  <NavLink
                    to={`/seller-panel/${path}`}
                    end
                    className={panelNavLinkClass}
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    {title}
                    {path === 'chat' && <ChatUnreadCount placement="inline" scope="selling" />}
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

  useEffect(() => {
    if (isSeller) prefetchSellerPanelPages();
  }, [isSeller]);

  if (!user || !isSeller) return <SellerAccountRequired />;

  return (
    <PanelFrame
      title="Satıcı Paneli"
      menuLabel="Satıcı paneli menüsü"
      sidebarWidth="w-64"
      nav={<SidebarNav />}
      user={user}
    />
  );
}
