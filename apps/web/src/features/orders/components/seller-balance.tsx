import { CheckCircle2, Clock, Landmark, Undo2, type LucideIcon } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { useSellerBalanceQuery } from '../orders-api';
import { PaymentAccount } from './payment-account';

const figures: Array<{ key: 'pending' | 'approved' | 'paidOut' | 'refunded'; label: string; hint: string; Icon: LucideIcon; tone: string }> = [
  { key: 'pending', label: 'Bekleyen', hint: 'Ödendi; teslimat ve onay bekliyor.', Icon: Clock, tone: 'text-amber-600 bg-amber-50' },
  { key: 'approved', label: 'Onaylanan', hint: 'Bir sonraki hakedişte hesabınıza geçer.', Icon: CheckCircle2, tone: 'text-brand-700 bg-brand-50' },
  { key: 'paidOut', label: 'Aktarılan', hint: 'Hesabınıza aktarıldı.', Icon: Landmark, tone: 'text-emerald-700 bg-emerald-50' },
  { key: 'refunded', label: 'İade edilen', hint: 'İptal ve iadelerde alıcıya dönen tutar.', Icon: Undo2, tone: 'text-slate-600 bg-slate-100' },
];

/** The store's earnings after commission: held, approved, paid out, refunded. */
export function SellerBalance() {
  const { data, isLoading, isError, error, refetch, isFetching } = useSellerBalanceQuery();
  if (isLoading) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (isError || !data) return <LoadError title="Bakiye yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="space-y-3">
      <PaymentAccount />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(({ key, label, hint, Icon, tone }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            <div className="flex items-center gap-2">
              <span className={`flex size-9 items-center justify-center rounded-xl ${tone}`}>
                <Icon aria-hidden className="size-5" />
              </span>
              <p className="text-sm font-medium text-slate-600">{label}</p>
            </div>
            <p className="mt-3 text-2xl font-bold text-slate-900">{formatMoney(data[key])}</p>
            <p className="mt-1 text-xs text-slate-500">{hint}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-500">Tutarlar platform komisyonu düşülmüş olarak gösterilir. Teslim edilen siparişlerin ödemesi yönetici onayıyla hakedişe geçer.</p>
    </div>
  );
}
