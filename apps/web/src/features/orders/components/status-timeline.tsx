import { Check, X } from 'lucide-react';
import type { SellerOrderView } from '@pazaryeri/contract/orders/index';
import { cn } from '@/lib/cn';
import { formatDateNumeric } from '@/lib/format';
import { lifecycle, statusLabel } from '../order-status';

type Part = Pick<SellerOrderView, 'status' | 'timeline'>;

/** When each status was reached (the last time, if it was reached more than once). */
function reachedAt(part: Part): Map<string, string> {
  const times = new Map<string, string>();
  for (const event of part.timeline) times.set(event.toStatus, event.createdAt);
  return times;
}

/** A store's part on its road: paid → preparing → shipped → delivered → completed, or where it ended. */
export function StatusTimeline({ part }: { part: Part }) {
  const times = reachedAt(part);
  const ended = part.status === 'cancelled' || part.status === 'refunded';
  const currentIndex = lifecycle.indexOf(part.status);
  const lastReached = ended ? Math.max(-1, ...lifecycle.map((step, index) => (times.has(step) ? index : -1))) : currentIndex;
  const steps = ended ? [...lifecycle.slice(0, lastReached + 1), part.status] : part.status === 'pending_payment' ? ['pending_payment' as const, ...lifecycle] : lifecycle;

  return (
    <ol aria-label="Sipariş durumu" className="flex">
      {steps.map((step, index) => {
        const done = ended ? true : step === 'pending_payment' || index <= (part.status === 'pending_payment' ? 0 : lastReached);
        const current = step === part.status;
        const failed = ended && step === part.status;
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col items-center text-center">
            <div className="flex w-full items-center">
              <span className={cn('h-0.5 flex-1', index === 0 ? 'invisible' : done ? 'bg-brand-500' : 'bg-slate-200')} />
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                  failed ? 'border-red-500 bg-red-500 text-white' : done ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-400',
                )}
              >
                {failed ? <X aria-hidden className="size-4" /> : done ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              <span className={cn('h-0.5 flex-1', index === steps.length - 1 ? 'invisible' : done && !current ? 'bg-brand-500' : 'bg-slate-200')} />
            </div>
            <span className={cn('mt-1.5 px-0.5 text-[11px] leading-tight font-medium sm:text-xs', current ? 'text-slate-900' : 'text-slate-500')}>{statusLabel(step)}</span>
            {times.get(step) && <span className="text-[10px] text-slate-400 sm:text-[11px]">{formatDateNumeric(times.get(step)!)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
