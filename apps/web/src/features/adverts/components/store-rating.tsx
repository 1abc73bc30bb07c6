import { Star } from 'lucide-react';
import { formatRating } from '@/components/ui/rating';
import { cn } from '@/lib/cn';

/** A store's freelance rating as a compact line: "★ 4,3 (3 değerlendirme)", or that it has none yet. */
export function StoreRating({ rating, className }: { rating: { average: number; count: number }; className?: string }) {
  if (rating.count === 0) return <span className={cn('text-xs text-slate-500', className)}>Henüz değerlendirme yok</span>;
  return (
    <span role="img" className={cn('inline-flex flex-wrap items-center gap-1 text-xs text-slate-700', className)} aria-label={`Freelance puanı 5 üzerinden ${formatRating(rating.average)}, ${rating.count} değerlendirme`}>
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-slate-900">{formatRating(rating.average)}</span>
      <span className="whitespace-nowrap">({rating.count} değerlendirme)</span>
    </span>
  );
}
