import { reviewMessages, reviewStatusLabels, type PendingReview, type Review } from '@pazaryeri/contract/reviews/index';
import { MessageSquareText, PackageCheck, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeleteReviewMutation, useListMyReviewsQuery, useListPendingReviewsQuery } from '../reviews-api';
import { ReviewCard } from './review-card';
import { ReviewFormDialog, type ReviewTarget } from './review-form';

type Tab = 'pending' | 'reviewed';

function ProductLine({ name, slug, image, extra }: { name: string; slug: string; image: string | null; extra?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {image ? <img src={image} alt="" className="size-14 shrink-0 rounded-lg object-cover" /> : <span aria-hidden className="size-14 shrink-0 rounded-lg bg-slate-100" />}
      <div className="min-w-0">
        <Link to={productPath(slug)} className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700">
          {name}
        </Link>
        {extra}
      </div>
    </div>
  );
}

function PendingRow({ item, onReview }: { item: PendingReview; onReview: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <ProductLine
        name={item.name}
        slug={item.slug}
        image={item.image}
        extra={
          <p className="mt-0.5 text-xs text-slate-500">
            {item.storeName} · Sipariş {item.orderNumber}
            {item.deliveredAt && ` · ${formatDate(item.deliveredAt)} teslim edildi`}
          </p>
        }
      />
      <Button size="sm" onClick={onReview} className="shrink-0">
        <Star aria-hidden className="size-4" />
        Değerlendir
      </Button>
    </li>
  );
}

function ReviewedRow({ review, onEdit, onDelete }: { review: Review; onEdit: () => void; onDelete: () => void }) {
  const tone = review.status === 'published' ? 'success' : review.status === 'pending' ? 'warning' : 'danger';
  return (
    <li className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <ProductLine name={review.product.name} slug={review.product.slug} image={review.product.image} extra={<Badge tone={tone} className="mt-1">{reviewStatusLabels[review.status]}</Badge>} />
      </div>
      {review.status === 'hidden' && review.moderationReason && (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">Gizlenme nedeni:</span> {review.moderationReason}
        </p>
      )}
      {review.status === 'pending' && <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">Bağlantı ya da telefon numarası içerdiği için yönetici onayından sonra yayınlanacak.</p>}
      <ReviewCard review={review} actions={<EditDeleteButtons subject="Değerlendirmeyi" onEdit={onEdit} onDelete={onDelete} />} />
    </li>
  );
}

/** "Değerlendirmelerim": delivered lines to review, and the reviews written (with their state). */
export function MyReviews() {
  const [tab, setTab] = useState<Tab>('pending');
  const [page, setPage] = useState(1);
  const pending = useListPendingReviewsQuery();
  const reviewed = useListMyReviewsQuery({ page });
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [remove, { isLoading: removing }] = useDeleteReviewMutation();

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove({ id: deleting._id });
    if ('data' in result && result.data) toast.success(result.data.message);
    setDeleting(null);
  }

  return (
    <div className="space-y-4">
      <FilterTabs
        label="Değerlendirmeler"
        tabs={[
          ['pending', 'Değerlendirme bekleyenler'],
          ['reviewed', 'Değerlendirdiklerim'],
        ]}
        value={tab}
        onChange={setTab}
        counts={{ pending: pending.data?.pendingReviews.length ?? 0, reviewed: reviewed.data?.total ?? 0 }}
      />
      {tab === 'pending' ? (
        <PagedList
          query={pending}
          items={pending.data?.pendingReviews}
          renderItem={(item) => (
            <PendingRow key={`${item._id}:${item.orderId}`} item={item} onReview={() => setTarget({ productId: item._id, orderId: item.orderId, name: item.name, image: item.image })} />
          )}
          className="space-y-3"
          loading={{ label: 'Değerlendirmeler yükleniyor', rows: 2, rowClassName: 'h-24 w-full rounded-2xl' }}
          errorTitle={reviewMessages.loadFailed}
          empty={
            <EmptyState Icon={PackageCheck} title="Değerlendirme bekleyen ürün yok">
              Teslim edilen siparişlerinizdeki ürünler burada değerlendirmenizi bekler.
            </EmptyState>
          }
        />
      ) : (
        <PagedList
          query={reviewed}
          items={reviewed.data?.reviews}
          renderItem={(review) => (
            <ReviewedRow
              key={review._id}
              review={review}
              onEdit={() =>
                setTarget({
                  productId: review.productId,
                  orderId: review.orderId,
                  name: review.product.name,
                  image: review.product.image,
                  review: { id: review._id, rating: review.rating, comment: review.comment },
                })
              }
              onDelete={() => setDeleting(review)}
            />
          )}
          className="space-y-6"
          loading={{ label: 'Değerlendirmeler yükleniyor', rows: 2, rowClassName: 'h-40 w-full rounded-2xl' }}
          errorTitle={reviewMessages.loadFailed}
          empty={
            <EmptyState Icon={MessageSquareText} title="Henüz değerlendirme yazmadınız">
              Teslim edilen ürünlerinizi değerlendirerek diğer alıcılara yol gösterin.
            </EmptyState>
          }
          pagination={reviewed.data && { page: reviewed.data.page, totalPages: reviewed.data.totalPages, total: reviewed.data.total, onPageChange: setPage }}
        />
      )}
      {target && <ReviewFormDialog target={target} onClose={() => setTarget(null)} />}
      {deleting && (
        <ConfirmDialog title="Değerlendirme silinsin mi?" confirmLabel="Sil" onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} loading={removing}>
          “{deleting.product.name}” için yazdığınız değerlendirme ve fotoğrafları silinecek.
        </ConfirmDialog>
      )}
    </div>
  );
}
