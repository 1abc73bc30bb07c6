import { Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router';

/** A seller panel subpage that is not built yet: its title and what it will do. */
export default function SellerComingSoonPage() {
  const matches = useMatches();
  const { title, description } = (matches.at(-1)?.handle ?? {}) as { title?: string; description?: string };
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Hammer aria-hidden className="size-7" />
        </span>
        <h2 className="mt-5 text-xl font-bold text-slate-900">Bu bölüm yakında</h2>
        {description && <p className="mx-auto mt-2 max-w-md text-slate-600">{description}</p>}
        <Link to="/seller-panel/dashboard" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Genel bakışa dön
        </Link>
      </div>
    </div>
  );
}
