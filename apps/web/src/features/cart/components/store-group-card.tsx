import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { storePath } from '@/lib/paths';
import type { StoreGroup } from '../cart-totals';
import { FreeShippingProgress } from './free-shipping-progress';

/** The header's word on shipping; a reached free-shipping threshold is told by the progress bar instead. */
function shippingNote(group: StoreGroup, physical: boolean) {
  if (!physical) return <p className="text-sm text-slate-600">Dijital teslimat</p>;
  if (group.shippingCost > 0) return <p className="text-sm text-slate-600">Kargo: {formatMoney(group.shippingCost)}</p>;
  if (group.freeShippingThreshold > 0) return null;
  return <p className="text-sm font-semibold text-emerald-700">Kargo bedava</p>;
}

/** One store's parcel: its name, its shipping and free-shipping progress, then its lines. */
export function StoreGroupCard({ group, children }: { group: StoreGroup; children: ReactNode }) {
  const physical = group.items.some((item) => !item.isDigital);
  return (
    <section aria-label={group.seller.storeName} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="space-y-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={storePath(group.seller.alias)} className="flex min-w-0 items-center gap-2 font-semibold text-slate-900 hover:text-brand-700">
            <Store aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{group.seller.storeName}</span>
          </Link>
          {shippingNote(group, physical)}
        </div>
        {physical && <FreeShippingProgress group={group} />}
      </header>
      <div className="px-4 sm:px-5">{children}</div>
    </section>
  );
}
