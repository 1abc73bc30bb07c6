import { Truck } from 'lucide-react';
import { formatMessage } from '@pazaryeri/contract';
import { formatMoney } from '@/lib/format';
import { cartMessages } from '../cart-messages';
import type { StoreGroup } from '../cart-totals';

/** 'Ücretsiz kargoya X TL kaldı' and a bar, while the store's threshold is not reached. */
export function FreeShippingProgress({ group }: { group: StoreGroup }) {
  if (group.freeShippingThreshold <= 0) return null;
  const reached = group.remainingForFreeShipping <= 0;
  const percent = reached ? 100 : Math.min(100, Math.round((group.itemsTotal / group.freeShippingThreshold) * 100));
  return (
    <div className="space-y-1.5">
      <p className={reached ? 'flex items-center gap-1.5 text-sm font-semibold text-emerald-700' : 'flex items-center gap-1.5 text-sm text-slate-700'}>
        <Truck aria-hidden className="size-4 shrink-0" />
        {reached ? cartMessages.freeShippingReached : formatMessage(cartMessages.freeShippingLeft, { amount: formatMoney(group.remainingForFreeShipping) })}
      </p>
      <div
        role="progressbar"
        aria-label={`${group.seller.storeName} ücretsiz kargo`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={reached ? 'h-full rounded-full bg-emerald-500' : 'h-full rounded-full bg-brand-500'} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
