import { replyReviewBody, reviewLimits, type Review } from '@pazaryeri/contract/reviews/index';
import { MessageSquareText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { formatRating, Stars } from '@/components/ui/rating';
import { Textarea } from '@/components/ui/textarea';
import { productPath } from '@/lib/paths';
import { useListSellerReviewsQuery, useReplyToReviewMutation, type SellerReviewFilter } from '../reviews-api';
import { ReviewCard } from './review-card';

const tabs: Array<[SellerReviewFilter, string]> = [
  ['unreplied', 'Yanıt bekleyen'],
  ['replied', 'Yanıtlanan'],
  ['all', 'Tümü'],
];

function ReplyForm({ review }: { review: Review }) {
  const [comment, setComment] = useState(review.reply?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useReplyToReviewMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = replyReviewBody.safeParse({ comment });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Yanıt gerekli.');
      return;
    }
    setProblem(null);
    const result = await send({ id: review._id, comment: parsed.data.comment });
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
      <label htmlFor={`reply-${review._id}`} className="sr-only">
        Mağaza yanıtı
      </label>
      <Textarea
        id={`reply-${review._id}`}
        rows={2}
        maxLength={reviewLimits.replyMax}
        placeholder="Alıcıya yanıtınızı yazın (ürün sayfasında görünür)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" loading={isLoading}>
        {review.reply ? 'Yanıtı güncelle' : 'Yanıtla'}
      </Button>
    </form>
  );
}

/** The store's reviews: its average, unreplied first, one reply each (editable). */
export function SellerReviews() {
  const [status, setStatus] = useState<SellerReviewFilter>('unreplied');
  const [page, setPage] = useState(1);
  const reviews = useListSellerReviewsQuery({ status, page });
  const store = reviews.data?.store;

  return (
    <div className="space-y-4">
      {store && store.count > 0 && (
        <p className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          <Stars value={store.average} />
          <span className="text-lg font-bold text-slate-900">{formatRating(store.average)}</span>
          mağaza ortalaması · {store.count.toLocaleString('tr-TR')} değerlendirme
        </p>
      )}
      <FilterTabs
        label="Yanıt durumu"
        tabs={tabs}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        counts={reviews.data?.counts}
      />
      <PagedList
        query={reviews}
        items={reviews.data?.reviews}
        renderItem={(review) => (
          <li key={review._id} className="space-y-2">
            <Link to={productPath(review.product.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
              {review.product.name}
            </Link>
            <ReviewCard review={review}>
              <ReplyForm review={review} />
            </ReviewCard>
          </li>
        )}
        className="space-y-5"
        loading={{ label: 'Değerlendirmeler yükleniyor', rows: 2, rowClassName: 'h-40 w-full rounded-2xl' }}
        errorTitle="Değerlendirmeleriniz yüklenirken bir hata oluştu"
        empty={
          <EmptyState Icon={MessageSquareText} title={status === 'unreplied' ? 'Yanıt bekleyen değerlendirme yok' : 'Değerlendirme bulunamadı'}>
            Alıcılar teslim aldıkları ürünleri değerlendirdiğinde burada görünür.
          </EmptyState>
        }
        pagination={reviews.data && { page: reviews.data.page, totalPages: reviews.data.totalPages, total: reviews.data.total, onPageChange: setPage }}
      />
    </div>
  );
}
