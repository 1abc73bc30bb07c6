import { Landmark, Wallet } from 'lucide-react';
import { useState } from 'react';
import { escrowStatusLabels, type EscrowItemView } from '@pazaryeri/contract/orders/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateNumeric, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useApprovePaymentMutation,
  useDisapprovePaymentMutation,
  usePendingPaymentsQuery,
  useRecordPayoutsMutation,
  type PendingPaymentsFilters,
} from '../orders-api';
import { statusLabel } from '../order-status';

const escrowTones = { none: 'neutral', pending: 'warning', approved: 'brand', disapproved: 'warning', paid_out: 'success', refunded: 'neutral' } as const;
const views: Array<[PendingPaymentsFilters['escrowStatus'], string]> = [
  ['held', 'Onay bekleyenler'],
  ['approved', 'Onaylananlar'],
  ['paid_out', 'Aktarılanlar'],
  ['refunded', 'İade edilenler'],
];

function PaymentRow({ item }: { item: EscrowItemView }) {
  const [approve, { isLoading: approving }] = useApprovePaymentMutation();
  const [disapprove, { isLoading: disapproving }] = useDisapprovePaymentMutation();
  const held = item.escrowStatus === 'pending' || item.escrowStatus === 'disapproved';
  async function run(action: typeof approve) {
    const result = await action({ paymentTransactionId: item.paymentTransactionId });
    if ('data' in result && result.data) toast.success(result.data.message);
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {item.productName} × {item.quantity}
        </p>
        <p className="text-slate-600">
          {item.orderNumber} · {item.seller.storeName} · mağaza {statusLabel(item.sellerOrderStatus).toLocaleLowerCase('tr-TR')}
        </p>
        <p className="text-slate-500">
          Ödenen {formatMoney(item.paidPrice)} · satıcı payı {formatMoney(item.sellerShare)} · komisyon {formatMoney(item.commission)}
          {item.paidAt && ` · ${formatDateNumeric(item.paidAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={escrowTones[item.escrowStatus]}>{escrowStatusLabels[item.escrowStatus]}</Badge>
        {held && item.approvable && (
          <Button size="sm" onClick={() => void run(approve)} loading={approving} aria-label={`${item.orderNumber} ${item.productName} ödemesini onayla`}>
            Onayla
          </Button>
        )}
        {held && !item.approvable && <span className="text-xs text-slate-500">Teslimattan sonra onaylanabilir</span>}
        {item.escrowStatus === 'approved' && (
          <Button size="sm" variant="outline" onClick={() => void run(disapprove)} loading={disapproving} aria-label={`${item.orderNumber} ${item.productName} onayını geri al`}>
            Onayı geri al
          </Button>
        )}
      </div>
    </li>
  );
}

/** Escrow: paid lines wait for delivery and the admin's approval, then the provider pays the store out. */
export function AdminPayments() {
  const [filters, setFilters] = useState<PendingPaymentsFilters>({ page: 1, escrowStatus: 'held' });
  const [payoutDate, setPayoutDate] = useState('');
  const { data, isLoading, isError, error, refetch, isFetching } = usePendingPaymentsQuery(filters);
  const [recordPayouts, { isLoading: recording }] = useRecordPayoutsMutation();

  async function payout() {
    const result = await recordPayouts(payoutDate ? { date: payoutDate } : {});
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  let list;
  if (isLoading) list = <Skeleton className="h-40 w-full rounded-2xl" />;
  else if (isError || !data) list = <LoadError title="Ödemeler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.items.length === 0) list = <EmptyState Icon={Wallet} title="Bu görünümde ödeme kalemi yok" />;
  else {
    list = (
      <>
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-xs" aria-busy={isFetching || undefined}>
          {data.items.map((item) => (
            <PaymentRow key={item._id} item={item} />
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => setFilters({ ...filters, page })} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="w-full sm:w-64">
          <Select aria-label="Ödeme durumu" value={filters.escrowStatus} onChange={(event) => setFilters({ page: 1, escrowStatus: event.target.value as PendingPaymentsFilters['escrowStatus'] })}>
            {views.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="w-44 space-y-1 text-xs font-medium text-slate-600">
            Hakediş günü (boş: son 7 gün)
            <Input type="date" aria-label="Hakediş tarihi" value={payoutDate} onChange={(event) => setPayoutDate(event.target.value)} />
          </label>
          <Button variant="secondary" onClick={() => void payout()} loading={recording}>
            <Landmark aria-hidden className="size-4" />
            Hakedişleri kaydet
          </Button>
        </div>
      </div>
      {list}
    </div>
  );
}
