import { TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { couponCode as couponCodeSchema, couponMessages, type MyCoupon } from '@pazaryeri/contract/coupons/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { couponKindLabels, couponStatusLabels, couponStatusTones, discountText, minimumText } from '../coupon-labels';
import { useEarnCouponMutation, useMyCouponsQuery } from '../coupons-api';

function EarnCouponForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [earn, { isLoading }] = useEarnCouponMutation();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? couponMessages.codeRequired);
      return;
    }
    const result = await earn({ code: parsed.data });
    if ('error' in result) {
      setError(errorMessage(result.error));
      return;
    }
    setError(null);
    setCode('');
    toast.success(result.data.message || couponMessages.earned);
  }
  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <label htmlFor="earn-code" className="text-sm font-semibold text-slate-900">
        Kupon kodu ekle
      </label>
      <p className="text-sm text-slate-500">Size verilen kodu kuponlarınıza kaydedin; ödeme adımında kullanın.</p>
      <div className="mt-3 flex gap-2">
        <Input id="earn-code" value={code} onChange={(event) => setCode(event.target.value)} placeholder="Örn. HOSGELDIN10" aria-invalid={error ? true : undefined} />
        <Button type="submit" loading={isLoading}>
          Ekle
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}

function CouponCard({ coupon }: { coupon: MyCoupon }) {
  const minimum = minimumText(coupon);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex items-start justify-between gap-3 border-b border-dashed border-slate-200 p-4">
        <div className="min-w-0">
          <p className="font-mono text-lg font-bold tracking-wide text-slate-900">{coupon.code}</p>
          <p className="font-semibold text-brand-700">{discountText(coupon)}</p>
        </div>
        <Badge tone={couponStatusTones[coupon.status]}>{couponStatusLabels[coupon.status]}</Badge>
      </div>
      <div className="flex-1 space-y-1 p-4 text-sm text-slate-600">
        {coupon.description && <p className="text-slate-800">{coupon.description}</p>}
        <p>
          {couponKindLabels[coupon.kind]}
          {coupon.seller ? ` · ${coupon.seller.storeName} ürünlerinde` : ' · tüm ürünlerde'}
        </p>
        {minimum && <p>{minimum}</p>}
        <p>{coupon.endsAt ? `Son kullanma: ${formatDate(coupon.endsAt)}` : 'Süresiz'}</p>
        <p>Kalan kullanım hakkı: {coupon.remainingUses}</p>
      </div>
    </li>
  );
}

/** "Kuponlarım": the buyer's coupons with what is left of them, and a field to add one by its code. */
export function MyCoupons() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useMyCouponsQuery({ page });

  let list;
  if (isLoading) list = <Skeleton className="h-40 w-full rounded-2xl" />;
  else if (isError || !data) list = <LoadError title={couponMessages.detailFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.coupons.length === 0) {
    list = (
      <EmptyState Icon={TicketPercent} title="Henüz kuponunuz yok">
        Mağazaların ve Pazaryeri'nin verdiği kodları yukarıdan ekleyin.
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.coupons.map((coupon) => (
            <CouponCard key={coupon._id} coupon={coupon} />
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
      </>
    );
  }
  return (
    <div className="space-y-5">
      <EarnCouponForm />
      {list}
    </div>
  );
}
