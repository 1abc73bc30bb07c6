import type { ShippingTransaction } from '@pazaryeri/contract/shipping/index';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useShippingBalanceQuery, useShippingTransactionsQuery } from '../shipping-api';

const kindLabels: Record<ShippingTransaction['kind'], string> = { label: 'Etiket', return: 'İade etiketi', refund: 'İptal iadesi' };

/** A movement as it changes the balance: a label is taken from it, a refund given back (the server keeps charges positive). */
export function signedMoney(amount: number): string {
  const effect = -amount;
  return `${effect > 0 ? '+' : ''}${formatMoney(effect)}`;
}

function TransactionRow({ transaction }: { transaction: ShippingTransaction }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{kindLabels[transaction.kind]}</span>
        <span className="text-slate-500">
          {' '}
          · {transaction.trackingNumber ?? '—'} · {formatDate(transaction.createdAt)}
        </span>
      </span>
      <span className={transaction.amount < 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-slate-900'}>{signedMoney(transaction.amount)}</span>
    </li>
  );
}

/** The store's cargo account: what its labels cost, what cancellations gave back, and each movement. */
export function ShippingBalance() {
  const balance = useShippingBalanceQuery();
  const [page, setPage] = useState(1);
  const transactions = useShippingTransactionsQuery(page);
  const figures = balance.data && [
    { label: 'Bakiye', value: signedMoney(-balance.data.balance), note: 'Etiketler − iptal iadeleri' },
    { label: 'Etiket harcaması', value: formatMoney(balance.data.charged), note: `${balance.data.labels} geçerli etiket` },
    { label: 'İptal iadeleri', value: formatMoney(balance.data.refunded), note: 'İptal edilen etiketler' },
  ];
  const totalPages = transactions.data ? Math.max(1, Math.ceil(transactions.data.total / transactions.data.limit)) : 1;
  return (
    <div className="space-y-4">
      <dl aria-label="Kargo bakiyesi" className="grid gap-3 sm:grid-cols-3">
        {(figures ?? [null, null, null]).map((figure, index) => (
          <div key={figure?.label ?? index} className="rounded-xl bg-slate-50 p-4">
            {figure ? (
              <>
                <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900">{figure.value}</dd>
                <dd className="text-xs text-slate-500">{figure.note}</dd>
              </>
            ) : (
              <Skeleton className="h-14" />
            )}
          </div>
        ))}
      </dl>
      <PagedList
        query={transactions}
        items={transactions.data?.data}
        renderItem={(transaction) => <TransactionRow key={transaction._id} transaction={transaction} />}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        label="Kargo hesap hareketleri"
        loading={{ label: 'Hesap hareketleri yükleniyor', rows: 3, rowClassName: 'h-10' }}
        errorTitle="Hesap hareketleri yüklenemedi"
        empty={
          <EmptyState Icon={ReceiptText} title="Henüz hesap hareketi yok">
            İlk etiketinizi aldığınızda burada görünür.
          </EmptyState>
        }
        pagination={{ page, totalPages, total: transactions.data?.total ?? 0, onPageChange: setPage }}
      />
    </div>
  );
}
