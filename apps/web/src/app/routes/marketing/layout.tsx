import { ExternalLink, Megaphone, ShieldAlert } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link, NavLink, Outlet } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';

const tabs = [
  { to: '/pazarlama', label: 'Aboneler', end: true },
  { to: '/pazarlama/kampanyalar', label: 'Kampanyalar', end: false },
  { to: '/pazarlama/gonderilenler', label: 'Gönderilen e-postalar', end: true },
];

/** The marketing panel (role marketing or admin): subscribers, campaigns, the sent log; the blog editor is linked. */
export default function MarketingLayout() {
  const user = useSelector(selectCurrentUser);
  if (!user || (user.role !== 'marketing' && !user.isAdmin)) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <ShieldAlert aria-hidden className="size-12 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Bu sayfaya erişim yetkiniz yok</h1>
        <p className="mt-3 text-slate-600">Pazarlama paneli yalnızca pazarlama ekibine ve yöneticilere açıktır.</p>
        <ButtonLink to="/" className="mt-8">
          Ana sayfaya dön
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Megaphone aria-hidden className="size-6 text-brand-600" />
          Pazarlama
        </h1>
        <Link to="/blog-yonetimi" className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          Blog yönetimi
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </header>
      <nav aria-label="Pazarlama menüsü" className="mt-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn('whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium', isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900')
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
