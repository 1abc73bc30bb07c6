import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Picking 1–5 stars: a radio group, so keyboards and screen readers work. */
export function StarInput({ value, onChange, name = 'rating' }: { value: number; onChange: (value: number) => void; name?: string }) {
  const labels = ['Çok kötü', 'Kötü', 'Orta', 'İyi', 'Çok iyi'];
  return (
    <div role="radiogroup" aria-label="Puanınız" className="flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} className="cursor-pointer" title={labels[star - 1]}>
          <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="peer sr-only" aria-label={`${star} yıldız: ${labels[star - 1]}`} />
          <Star
            aria-hidden
            className={cn('size-8 rounded transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500', star <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300 hover:text-amber-300')}
          />
        </label>
      ))}
      <span className="ml-2 text-sm text-slate-600">{value ? labels[value - 1] : 'Puan seçin'}</span>
    </div>
  );
}
