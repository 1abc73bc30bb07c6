import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { couponMessages, type Coupon } from '@pazaryeri/contract/coupons/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { PagedList } from '@/components/ui/paged-list';
import { formatCount, formatDateNumeric } from '@/lib/format';
import { toast } from '@/lib/toast';
import { couponKindLabels, couponStatusLabels, couponStatusTones, discountText, minimumText } from '../coupon-labels';
import { useActivateCouponMutation, useAdminCouponsQuery, type AdminCouponFilters } from '../coupons-api';

const activityOptions = [
  ['true', 'Etkin'],
  ['false', 'Devre dışı'],
] as const;

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
  const coupons = useAdminCouponsQuery(filters);
  const set = (changes: Partial<AdminCouponFilters>) => setFilters({ ...filters, ...changes, page: 1 });

  return (
    <div className="space-y-4">
      <FilterBar
        className="grid gap-3 p-4 sm:grid-cols-[1fr_12rem_12rem]"
        search={{
          label: 'Kupon kodu ara',
          placeholder: 'Kupon kodu',
          value: search,
          onValueChange: setSearch,
          onSubmit: (text) => set({ search: text.trim() }),
        }}
      >
        <FilterSelect
          label="Kupon türü"
          value={filters.kind}
          onChange={(value) => set({ kind: value as AdminCouponFilters['kind'] })}
          allLabel="Tüm türler"
          options={Object.entries(couponKindLabels)}
        />
        <FilterSelect
          label="Etkinlik"
          value={filters.isActive}
          onChange={(value) => set({ isActive: value as AdminCouponFilters['isActive'] })}
          allLabel="Etkin ve devre dışı"
          options={activityOptions}
        />
      </FilterBar>
      <PagedList
        query={coupons}
        items={coupons.data?.coupons}
        renderItem={(coupon) => <CouponRow key={coupon._id} coupon={coupon} />}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-xs"
        loading={{ label: 'Kuponlar yükleniyor', rows: 1, rowClassName: 'h-40 w-full rounded-2xl', className: 'space-y-3' }}
        errorTitle={couponMessages.detailFailed}
        empty={<EmptyState Icon={TicketPercent} title="Kupon bulunamadı" />}
        pagination={
          coupons.data && {
            page: coupons.data.page,
            totalPages: coupons.data.totalPages,
            total: coupons.data.total,
            onPageChange: (page) => setFilters({ ...filters, page }),
          }
        }
      />
    </div>
  );
}
