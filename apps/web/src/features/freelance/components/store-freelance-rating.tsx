import { PencilRuler } from 'lucide-react';
import { formatRating, Stars } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useStoreFreelancerReviewsQuery } from '../freelance-api';

/** The store's freelance rating (average, count) and its latest freelancer reviews, on the store page. */
export function StoreFreelanceRating({ sellerId }: { sellerId: string }) {
  const { data, isLoading, isError } = useStoreFreelancerReviewsQuery({ sellerId });
  if (isLoading) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (isError || !data) return null;
  return (
    <section aria-labelledby="freelance-rating" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="freelance-rating" className="flex items-center gap-2 font-semibold text-slate-900">
          <PencilRuler aria-hidden className="size-5 text-brand-600" />
          Freelance hizmet puanı
        </h2>
        {data.count > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Stars value={data.average} />
            <span className="text-lg font-bold text-slate-900">{formatRating(data.average)}</span>
            <span>({data.count} değerlendirme)</span>
          </p>
        ) : (
          <p className="text-sm text-slate-500">Henüz freelance değerlendirmesi yok.</p>
        )}
      </div>
      {data.reviews.length > 0 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {data.reviews.map((review) => (
            <li key={review._id} className="rounded-xl bg-slate-50 p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <Stars value={review.rating} size="xs" />
                <span className="text-xs text-slate-500">{formatDate(review.createdAt)}</span>
              </div>
              {review.comment && <p className="mt-1 line-clamp-3 text-slate-700">{review.comment}</p>}
              <p className="mt-1 text-xs text-slate-500">{review.buyer.name}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
