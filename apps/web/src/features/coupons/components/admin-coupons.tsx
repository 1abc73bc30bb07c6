import { Search, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { couponMessages, type Coupon } from '@pazaryeri/contract/coupons/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateNumeric } from '@/lib/format';
import { couponKindLabels, couponStatusLabels, couponStatusTones, discountText, minimumText } from '../coupon-labels';
import { useActivateCouponMutation, useAdminCouponsQuery, type AdminCouponFilters } from '../coupons-api';

function CouponRow({ coupon }: { coupon: Coupon }) {
  const [activate, { isLoading }] = useActivateCouponMutation();
  async function toggle() {
    const result = await activate({ code: coupon.code, id: coupon._id, isActive: !coupon.isActive });
    if ('data' in result && result.data) toast.success(result.data.message || (coupon.isActive ? couponMessages.deactivated : couponMessages.activated));
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-bold text-slate-900">{coupon.code}</span>
          <Badge tone={couponStatusTones[coupon.status]}>{couponStatusLabels[coupon.status]}</Badge>
          <Badge>{couponKindLabels[coupon.kind]}</Badge>
        </p>
        <p className="text-slate-600">
          {discountText(coupon)}
          {minimumText(coupon) && ` · ${minimumText(coupon)}`}
          {coupon.seller ? ` · ${coupon.seller.storeName}` : ' · tüm mağazalar'}
          {coupon.owner && ` · ${coupon.owner.name}`}
        </p>
        <p className="text-slate-500">
          {formatDateNumeric(coupon.startsAt)} – {coupon.endsAt ? formatDateNumeric(coupon.endsAt) : 'süresiz'} · {formatCount(coupon.usedCount)}
          {coupon.usageLimit ? ` / ${formatCount(coupon.usageLimit)}` : ''} kullanım
        </p>
      </div>
      <Button
        size="sm"
        variant={coupon.isActive ? 'outline' : 'primary'}
        onClick={() => void toggle()}
        loading={isLoading}
        aria-label={`${coupon.code} ${coupon.isActive ? 'devre dışı bırak' : 'etkinleştir'}`}
      >
        {coupon.isActive ? 'Devre dışı bırak' : 'Etkinleştir'}
      </Button>
    </li>
  );
}

/** Every coupon: kind, active or not, part of the code; activation switches the other coupon holding the code off. */
export function AdminCoupons() {
  const [filters, setFilters] = useState<AdminCouponFilters>({ page: 1, kind: '', isActive: '', search: '' });
  const [search, setSearch] = useState('');
  const { data, isLoading, isError, error, refetch, isFetching } = useAdminCouponsQuery(filters);
  const set = (changes: Partial<AdminCouponFilters>) => setFilters({ ...filters, ...changes, page: 1 });

  let list;
  if (isLoading) list = <Skeleton className="h-40 w-full rounded-2xl" />;
  else if (isError || !data) list = <LoadError title={couponMessages.detailFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.coupons.length === 0) list = <EmptyState Icon={TicketPercent} title="Kupon bulunamadı" />;
  else {
    list = (
      <>
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-xs">
          {data.coupons.map((coupon) => (
            <CouponRow key={coupon._id} coupon={coupon} />
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => setFilters({ ...filters, page })} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_12rem]">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ search: search.trim() });
          }}
        >
          <Input aria-label="Kupon kodu ara" placeholder="Kupon kodu" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Button type="submit" variant="secondary" aria-label="Ara">
            <Search aria-hidden className="size-4" />
          </Button>
        </form>
        <Select aria-label="Kupon türü" value={filters.kind} onChange={(event) => set({ kind: event.target.value as AdminCouponFilters['kind'] })}>
          <option value="">Tüm türler</option>
          {Object.entries(couponKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select aria-label="Etkinlik" value={filters.isActive} onChange={(event) => set({ isActive: event.target.value as AdminCouponFilters['isActive'] })}>
          <option value="">Etkin ve devre dışı</option>
          <option value="true">Etkin</option>
          <option value="false">Devre dışı</option>
        </Select>
      </div>
      {list}
    </div>
  );
}
