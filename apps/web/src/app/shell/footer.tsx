import { LockKeyhole, ShieldCheck, Truck } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectCurrentUser } from '@/features/users';
import { Logo } from '@/components/logo';
import { SubscribeBox } from '@/features/marketing';
import { openConsentSettings } from '@/features/privacy';
import { accountLinks, useStoreAlias } from './account-links';
import { footerLinks } from './footer-links';

const visitorLinks = [
  { to: '/login', label: 'Giriş Yap' },
  { to: '/register', label: 'Kayıt Ol' },
  { to: '/satici-ol', label: 'Satıcı Ol' },
];

const assurances = [
  { Icon: ShieldCheck, label: 'Onaylı satıcılar' },
  { Icon: LockKeyhole, label: 'Güvenli ödeme' },
  { Icon: Truck, label: 'Entegre kargo' },
];

export function Footer() {
  const user = useSelector(selectCurrentUser);
  const storeAlias = useStoreAlias(user);
  const columns = [
    { title: 'Kurumsal', links: footerLinks.slice(0, 3) },
    { title: 'Yasal', links: footerLinks.slice(3) },
    { title: 'Hesap', links: user ? accountLinks(user, storeAlias) : visitorLinks },
  ];
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-6">
        <div className="col-span-2 space-y-4 sm:col-span-3 lg:col-span-1">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-6 text-slate-400">
            Türkiye'nin endüstriyel pazaryeri. Makine parçaları, dijital ürünler, STL 3D modeller ve freelance
            mühendislik hizmetleri onaylı satıcılarla tek çatı altında.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-400">
            {assurances.map(({ Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-brand-500" />
                {label}
              </li>
            ))}
          </ul>
          <SubscribeBox />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className="text-slate-400 hover:text-white">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p>© {new Date().getFullYear()} Pazaryeri. Tüm hakları saklıdır.</p>
          <div className="flex items-center gap-4">
            {/* The cookie banner's answer can be changed at any time (KVKK's cookie guideline). */}
            <button type="button" onClick={openConsentSettings} className="text-slate-400 underline-offset-2 hover:text-white hover:underline">
              Çerez ayarları
            </button>
            <p>Türkiye'nin endüstriyel pazaryeri</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
