import { replyReviewBody, reviewLimits, reviewMessages, type Review } from '@pazaryeri/contract/reviews/index';
import { MessageSquareText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxList, useInboxTabs } from '@/components/ui/inbox-list';
import { formatRating, Stars } from '@/components/ui/rating';
import { ReplyForm } from '@/components/ui/reply-form';
import { productPath } from '@/lib/paths';
import { useListSellerReviewsQuery, useReplyToReviewMutation, type SellerReviewFilter } from '../reviews-api';
import { ReviewCard } from './review-card';

const tabs: Array<[SellerReviewFilter, string]> = [
  ['unreplied', 'Yanıt bekleyen'],
  ['replied', 'Yanıtlanan'],
  ['all', 'Tümü'],
];

/** The reply form; once a reply is published (the card shows it), the form opens only to edit it. */
function StoreReply({ review }: { review: Review }) {
  const [send, { isLoading }] = useReplyToReviewMutation();
  const [editing, setEditing] = useState(false);
  if (review.reply && !editing) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden /> Yanıtı düzenle
      </Button>
    );
  }
  return (
    <ReplyForm
      id={`reply-${review._id}`}
      label="Mağaza yanıtı"
      placeholder="Alıcıya yanıtınızı yazın (ürün sayfasında görünür)"
      current={review.reply?.comment ?? null}
      maxLength={reviewLimits.replyMax}
      schema={replyReviewBody}
      field="comment"
      send={async (comment) => {
        const result = await send({ id: review._id, comment });
        if (result.data) setEditing(false);
        return result;
      }}
      sending={isLoading}
    />
  );
}

/** The store's reviews: its average, unreplied first, one reply each (editable). */
export function SellerReviews() {
  const state = useInboxTabs<SellerReviewFilter>('unreplied');
  const reviews = useListSellerReviewsQuery({ status: state.status, page: state.page });
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
      <InboxList
        label="Yanıt durumu"
        tabs={tabs}
        state={state}
        query={reviews}
        items={reviews.data?.reviews}
        renderItem={(review) => (
          <li key={review._id} className="space-y-2">
            <Link to={productPath(review.product.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
              {review.product.name}
            </Link>
            <ReviewCard review={review}>
              <StoreReply review={review} />
            </ReviewCard>
          </li>
        )}
        loadingLabel="Değerlendirmeler yükleniyor"
        errorTitle={reviewMessages.loadFailed}
        empty={
          <EmptyState Icon={MessageSquareText} title={state.status === 'unreplied' ? 'Yanıt bekleyen değerlendirme yok' : 'Değerlendirme bulunamadı'}>
            Alıcılar teslim aldıkları ürünleri değerlendirdiğinde burada görünür.
          </EmptyState>
        }
      />
    </div>
  );
}
