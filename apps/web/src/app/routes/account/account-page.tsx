import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the buyer's account pages: a way back to the profile, the title, the content. */
export function AccountPage({
  title,
  description,
  children,
  back = { to: '/profile', label: 'Hesabım' },
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** Where the link above the title leads (a detail page goes back to its list). */
  back?: { to: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6 lg:py-0">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ChevronLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{description}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
