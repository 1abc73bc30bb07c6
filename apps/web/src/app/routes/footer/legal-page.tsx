import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { footerLinks } from '../../shell/footer-links';

/** Contact points named on the corporate pages; the one place to change them. */
export const siteContact = {
  supportEmail: 'destek@pazaryeri.com.tr',
  kvkkEmail: 'kvkk@pazaryeri.com.tr',
  supportHours: 'Hafta içi 09.00–18.00',
} as const;

interface LegalPageProps {
  title: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
}

/** The /footer pages: a full-width band right under the navbar (hence their smaller top offset), then the text. */
export function LegalPage({ title, lead, updated, children }: LegalPageProps) {
  return (
    <>
      <div className="bg-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6 lg:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-500 uppercase">Pazaryeri</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
          <div className="mt-3 max-w-3xl text-slate-300">{lead}</div>
          {updated && <p className="mt-4 text-xs text-slate-400">Son güncelleme: {updated}</p>}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[220px_1fr] lg:px-6">
        <nav aria-label="Kurumsal sayfalar" className="min-w-0 lg:sticky lg:top-36 lg:self-start">
          <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1">
            {footerLinks.map(({ to, label }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article
          className={cn(
            'min-w-0 rounded-2xl border border-slate-200 bg-white p-6 leading-7 text-slate-700 sm:p-10',
            '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0',
            '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900',
            '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
            '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
          )}
        >
          {children}
        </article>
      </div>
    </>
  );
}
