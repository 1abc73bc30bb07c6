import { hideReviewBody, reviewStatusLabels, type AdminReview, type ReviewStatus } from '@pazaryeri/contract/reviews/index';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { FormField } from '@/components/ui/form-field';
import { PagedList } from '@/components/ui/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useListAdminReviewsQuery, useModerateReviewMutation } from '../reviews-api';
import { ReviewCard } from './review-card';

const tabs: Array<[ReviewStatus, string]> = [
  ['pending', 'Onay bekleyen'],
  ['published', 'Yayında'],
  ['hidden', 'Gizlenen'],
];

function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [moderate, { isLoading }] = useModerateReviewMutation();

  async function hide() {
    const parsed = hideReviewBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Gizleme nedeni gerekli.');
      return;
    }
    const result = await moderate({ id: review._id, action: 'hide', reason: parsed.data.reason });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onClose();
    }
  }

  return (
    <Dialog
      title="Değerlendirmeyi gizle"
      description="Gerekçe, yazarın Değerlendirmelerim sayfasında görünür."
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void hide()}>
            Gizle
          </Button>
        </>
      }
    >
      <FormField label="Gizleme nedeni" error={problem ?? undefined}>
        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Örn. Ürünle ilgisiz içerik, kişisel bilgi" />
      </FormField>
    </Dialog>
  );
}

function ModerationRow({ review, onHide }: { review: AdminReview; onHide: () => void }) {
  const [moderate, { isLoading }] = useModerateReviewMutation();
  async function approve() {
    const result = await moderate({ id: review._id, action: 'approve' });
    if ('data' in result && result.data) toast.success(result.data.message);
  }
  return (
    <li className="space-y-2">
      <p className="text-sm text-slate-600">
        <Link to={productPath(review.product.slug)} className="font-semibold text-brand-700 hover:underline">
          {review.product.name}
        </Link>{' '}
        · {review.storeName} · {review.authorName} ({review.authorEmail}) · {reviewStatusLabels[review.status]}
      </p>
      <ReviewCard review={review}>
        {review.moderationReason && <p className="mt-2 text-sm text-red-700">Gizlenme nedeni: {review.moderationReason}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          {review.status !== 'published' && (
            <Button size="sm" loading={isLoading} onClick={() => void approve()}>
              Onayla ve yayınla
            </Button>
          )}
          {review.status !== 'hidden' && (
            <Button size="sm" variant="outline" className="text-red-700" onClick={onHide}>
              Gizle
            </Button>
          )}
        </div>
      </ReviewCard>
    </li>
  );
}

/** Review moderation: reviews with a link or a phone number wait here; any review can be hidden with a reason. */
export function AdminReviews() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useListAdminReviewsQuery({ status, page });

  return (
    <div className="space-y-4">
      <FilterTabs
        label="Değerlendirme durumu"
        tabs={tabs}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <PagedList
        query={reviews}
        items={reviews.data?.reviews}
        renderItem={(review) => <ModerationRow key={review._id} review={review} onHide={() => setHiding(review)} />}
        className="space-y-5"
        loading={{ label: 'Değerlendirmeler yükleniyor', rows: 2, rowClassName: 'h-40 w-full rounded-2xl' }}
        errorTitle="Değerlendirmeler yüklenemedi"
        empty={
          <EmptyState Icon={ShieldCheck} title={status === 'pending' ? 'Onay bekleyen değerlendirme yok' : 'Değerlendirme bulunamadı'}>
            Bağlantı ya da telefon numarası içeren değerlendirmeler yayınlanmadan önce burada onay bekler.
          </EmptyState>
        }
        pagination={reviews.data && { page: reviews.data.page, totalPages: reviews.data.totalPages, total: reviews.data.total, onPageChange: setPage }}
      />
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </div>
  );
}
