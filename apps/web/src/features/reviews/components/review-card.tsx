import type { Review } from '@pazaryeri/contract/reviews/index';
import { ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Stars } from '@/components/ui/rating';

/** One review: stars, author, date, text, photos, the store's reply; `actions` and `footer` are the caller's. */
export function ReviewCard({ review, onLike, liking, actions, children }: { review: Review; onLike?: () => void; liking?: boolean; actions?: ReactNode; children?: ReactNode }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="text-sm font-medium text-slate-800">{review.author}</span>
        <span className="text-xs text-slate-500">{formatDate(review.createdAt)}</span>
        {actions && <span className="ml-auto flex gap-2">{actions}</span>}
      </header>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{review.comment}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Değerlendirme fotoğrafları">
          {review.photos.map((photo, index) => (
            <li key={photo.listUrl}>
              <a href={photo.detailUrl} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-slate-200">
                <img src={photo.listUrl} alt={`Alıcı fotoğrafı ${index + 1}`} loading="lazy" className="size-20 object-cover sm:size-24" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <p className="text-xs font-semibold text-brand-700">{review.reply.storeName} yanıtladı</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.comment}</p>
        </div>
      )}
      {onLike && (
        <button
          type="button"
          onClick={onLike}
          disabled={liking}
          aria-pressed={review.likedByMe}
          className={cn(
            'mt-3 inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition disabled:opacity-60',
            review.likedByMe ? 'border-brand-200 bg-brand-50 text-brand-700' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
          )}
        >
          <ThumbsUp aria-hidden className={cn('size-3.5', review.likedByMe && 'fill-current')} />
          Faydalı ({review.likes})
        </button>
      )}
      {children}
    </article>
  );
}
