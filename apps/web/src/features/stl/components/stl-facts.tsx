import type { StlFactsView } from '@pazaryeri/contract/stl/index';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { formatCm3, formatGrams, formatMm, formatMm2, formatTriangles } from '../stl-format';

/** The geometry the reader found: what a buyer checks before printing. */
export function StlFacts({ facts }: { facts: StlFactsView }) {
  const rows: [string, string][] = [
    ['Boyut (G × D × Y)', formatMm(facts.size)],
    ['Hacim', formatCm3(facts.volumeCm3)],
    ['Yüzey alanı', formatMm2(facts.areaMm2)],
    ['Üçgen sayısı', formatTriangles(facts.triangles)],
    ['Tahmini filament (PLA)', formatGrams(facts.grams)],
    ['Dosya biçimi', facts.format === 'binary' ? 'İkili STL' : 'ASCII STL'],
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-3 flex items-center gap-2 text-sm font-medium ${facts.watertight ? 'text-emerald-700' : 'text-amber-700'}`}>
        {facts.watertight ? <CircleCheck aria-hidden className="size-4" /> : <CircleAlert aria-hidden className="size-4" />}
        {facts.watertight ? 'Su geçirmez (kapalı) model: doğrudan basılabilir.' : 'Model kapalı değil: dilimleyicide onarım gerekebilir.'}
      </p>
      <p className="mt-1 text-xs text-slate-500">Filament tahmini: 1,24 g/cm³ PLA, 0,8 mm duvar ve %20 doluluk varsayımıyla.</p>
    </div>
  );
}
