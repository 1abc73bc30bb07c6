import type { StlModel } from '@pazaryeri/contract/stl/index';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatMoney } from '@/lib/format';
import { formatMm } from '../stl-format';

export const stlPath = (slug: string) => `/stl/${encodeURIComponent(slug)}`;

/** A catalogue card: the rendered thumbnail, title, store, size in mm, downloads and the price or "Ücretsiz". */
export function StlCard({ model }: { model: StlModel }) {
  return (
    <Link
      to={stlPath(model.slug)}
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="aspect-square bg-gradient-to-b from-slate-50 to-slate-100">
        <img src={model.thumbnailSmall} alt={model.title} loading="lazy" width={300} height={300} className="size-full object-contain" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-medium text-slate-500">{model.category.name}</p>
        <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{model.title}</h3>
        <p className="text-xs text-slate-500">{formatMm(model.facts.size)}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <span className={model.isFree ? 'font-bold text-emerald-700' : 'font-bold text-slate-900'}>{model.isFree ? 'Ücretsiz' : formatMoney(model.price)}</span>
          <span className="flex items-center gap-1 text-xs text-slate-500" title="İndirme">
            <Download aria-hidden className="size-3.5" />
            {formatCount(model.downloads)}
          </span>
        </div>
      </div>
    </Link>
  );
}
