import { reviewMessages, reviewSortLabels, reviewSorts, type ProductReviewsResponse, type ReviewSort } from '@pazaryeri/contract/reviews/index';
import { Camera, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useLikeReviewMutation, useListProductReviewsQuery } from '../reviews-api';
import { ReviewCard } from './review-card';
import { formatRating, Stars } from '@/components/ui/rating';

function Summary({ summary }: { summary: ProductReviewsResponse['summary'] }) {
  return (
    <section aria-label="Puan özeti" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-bold text-slate-900">{formatRating(summary.average)}</p>
        <Stars value={summary.average} size="md" className="mt-1" />
        <p className="mt-1 text-sm text-slate-600">{summary.count.toLocaleString('tr-TR')} değerlendirme</p>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label="Puan dağılımı">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const value = summary.distribution[star];
          const percent = summary.count ? Math.round((value / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-16 shrink-0 whitespace-nowrap text-slate-600">{star} yıldız</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={`${star} yıldız`}>
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums text-slate-600">{value}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The product page's reviews (spec §7): summary and distribution, photo filter, sort, likes, store replies. */
export function ProductReviews({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [withPhotos, setWithPhotos] = useState(false);
  const { data, isLoading, isError, error, refetch, isFetching } = useListProductReviewsQuery({ productId, page, sort, withPhotos });
  const [like, { isLoading: liking, originalArgs }] = useLikeReviewMutation();

  async function toggleLike(id: string, liked: boolean) {
    if (!signedIn) {
      toast.error(reviewMessages.sessionRequired);
      return;
    }
    const result = await like({ id, like: !liked });
    if ('error' in result) toast.error(liked ? reviewMessages.unlikeFailed : reviewMessages.likeFailed, { description: (result.error as { message?: string }).message });
  }

  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy aria-label="Değerlendirmeler yükleniyor">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isError || !data) return <LoadError title="Değerlendirmeler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.summary.count === 0) {
    return (
      <EmptyState Icon={MessageSquareText} title="Henüz değerlendirme yok">
        Bu ürünü satın alan alıcılar, siparişleri teslim edildikten sonra değerlendirebilir.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <Summary summary={data.summary} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={withPhotos}
          onClick={() => {
            setWithPhotos(!withPhotos);
            setPage(1);
          }}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
            withPhotos ? 'border-brand-300 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
          )}
        >
          <Camera aria-hidden className="size-4" />
          Fotoğraflı ({data.summary.withPhotos})
        </button>
        <label className="ml-auto flex items-center gap-2 text-sm text-slate-600">
          <span className="hidden sm:inline">Sırala</span>
          <Select
            aria-label="Değerlendirmeleri sırala"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
            className="h-9 w-auto"
          >
            {reviewSorts.map((value) => (
              <option key={value} value={value}>
                {reviewSortLabels[value]}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {data.reviews.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">Fotoğraflı değerlendirme yok.</p>
      ) : (
        <ul className="space-y-3" aria-busy={isFetching}>
          {data.reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard
                review={review}
                onLike={review.isMine ? undefined : () => void toggleLike(review._id, review.likedByMe)}
                liking={liking && originalArgs?.id === review._id}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
    </div>
  );
}
