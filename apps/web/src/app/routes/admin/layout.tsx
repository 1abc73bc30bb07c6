import { Newspaper, ShieldAlert } from 'lucide-react';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { selectCurrentUser } from '@/features/users';
import { ButtonLink } from '@/components/ui/button';
import { PanelFrame, panelNavLinkClass } from '@/app/shell/panel-frame';
import { adminNavPages } from './page-icons';

function SidebarNav() {
  return (
    <nav aria-label="Yönetim paneli">
      <ul className="space-y-0.5">
        {adminNavPages.map(({ path, title, Icon }) => (
          <li key={path}>
            <NavLink
              to={path ? `/admin/${path}` : '/admin'}
              end={!path}
              className={panelNavLinkClass}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {title}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/blog-yonetimi" className={panelNavLinkClass}>
            <Newspaper aria-hidden className="size-4 shrink-0" />
            Blog yönetimi
          </NavLink>
        </li>
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

  if (!user?.isAdmin) return <AccessDenied />;

  return (
    <PanelFrame
      title="Yönetim Paneli"
      menuLabel="Yönetim menüsü"
      caption="Yönetim"
      sidebarWidth="w-60"
      nav={<SidebarNav />}
      user={user}
    />
  );
}
