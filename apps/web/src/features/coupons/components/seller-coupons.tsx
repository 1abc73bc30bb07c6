import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { couponMessages } from '@pazaryeri/contract/coupons/index';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateNumeric, formatMoney } from '@/lib/format';
import { couponKindLabels, couponStatusLabels, couponStatusTones, discountText, minimumText } from '../coupon-labels';
import { useSellerCouponsQuery } from '../coupons-api';

/** The store's coupons with what each gave: uses and total discount. */
export function SellerCouponHistory() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useSellerCouponsQuery({ page });
  if (isLoading) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (isError || !data) return <LoadError title={couponMessages.detailFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.coupons.length === 0) {
    return (
      <EmptyState Icon={TicketPercent} title="Henüz kupon oluşturmadınız">
        Yukarıdaki formla ilk kuponunuzu oluşturun; alıcılar sepette kodu girerek kullanır.
      </EmptyState>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-slate-100">
        {data.coupons.map((coupon) => (
          <li key={coupon._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-bold text-slate-900">{coupon.code}</span>
                <Badge tone={couponStatusTones[coupon.status]}>{couponStatusLabels[coupon.status]}</Badge>
                <Badge>{couponKindLabels[coupon.kind]}</Badge>
              </p>
              <p className="text-sm text-slate-600">
                {discountText(coupon)}
                {minimumText(coupon) && ` · ${minimumText(coupon)}`}
              </p>
              <p className="text-xs text-slate-500">
                {formatDateNumeric(coupon.startsAt)} – {coupon.endsAt ? formatDateNumeric(coupon.endsAt) : 'süresiz'}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 text-right text-sm">
              <dt className="text-slate-500">Kullanım</dt>
              <dd className="font-semibold text-slate-900">
                {formatCount(coupon.usedCount)}
                {coupon.usageLimit ? ` / ${formatCount(coupon.usageLimit)}` : ''}
              </dd>
              <dt className="text-slate-500">Verilen indirim</dt>
              <dd className="font-semibold text-slate-900">{formatMoney(coupon.totalDiscount)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
    </div>
  );
}
