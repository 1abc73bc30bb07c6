import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export const formatRating = (value: number) => value.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Five stars filled to the rating (halves rounded to the nearest), with the figure for screen readers. */
export function Stars({ value, size = 'sm', className }: { value: number; size?: 'xs' | 'sm' | 'md'; className?: string }) {
  // 4,5 shows four stars, 4,8 five: a half never rounds up to a full star.
  const filled = Math.floor(value + 0.25);
  const sizes = { xs: 'size-3', sm: 'size-4', md: 'size-5' };
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`5 üzerinden ${formatRating(value)} puan`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden className={cn(sizes[size], star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')} />
      ))}
    </span>
  );
}

/** A product card's line: stars, the average and the number of reviews; nothing without reviews. */
export function RatingLine({ average, count, className }: { average: number; count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-slate-600', className)}>
      <Stars value={average} size="xs" />
      <span className="font-semibold text-slate-800">{formatRating(average)}</span>
      <span>({count.toLocaleString('tr-TR')})</span>
    </span>
  );
}
