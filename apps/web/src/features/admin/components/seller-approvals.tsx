import { BadgeCheck, Check, ClipboardCheck, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { companyTypeLabels, sellerMessages, type Seller } from '@pazaryeri/contract/sellers/index';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount, formatDate, formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useApproveSellerMutation,
  useListApprovedSellersQuery,
  useListSellerApprovalsQuery,
  useRejectSellerMutation,
} from '../admin-api';

type Tab = 'pending' | 'approved';

function ApplicationCard({ seller, actions }: { seller: Seller; actions?: React.ReactNode }) {
  const address = seller.storeAddress;
  const facts: Array<[string, string]> = [
    ['Şirket türü', companyTypeLabels[seller.companyType]],
    ['Vergi no / dairesi', `${seller.taxNumber ?? '—'} · ${seller.taxOffice ?? '—'}`],
    ['İletişim', `${formatPhone(seller.contactPhone)} · ${seller.contactEmail}`],
    ['Adres', [address.street, address.district, address.city].filter(Boolean).join(', ')],
  ];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar name={seller.storeName} src={seller.storeLogo} size="md" shape="square" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{seller.storeName}</p>
            <p className="text-sm text-slate-500">
              /magaza/{seller.alias} · {seller.userId.name ?? ''} {seller.userId.email ? `(${seller.userId.email})` : ''}
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="break-words text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
              <Clock aria-hidden className="size-3.5" />
              {seller.status === 'approved' && seller.approvedAt
                ? `${formatDate(seller.approvedAt)} tarihinde onaylandı`
                : `${formatDate(seller.createdAt)} tarihinde başvurdu`}
            </p>
          </div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2 lg:flex-col">{actions}</div>}
      </div>
    </li>
  );
}

function PendingList() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListSellerApprovalsQuery({ page });
  const [approve, { isLoading: approving, originalArgs: approvingId }] = useApproveSellerMutation();
  const [reject, { isLoading: rejecting }] = useRejectSellerMutation();
  const [rejectingSeller, setRejectingSeller] = useState<Seller | null>(null);

  async function onApprove(seller: Seller) {
    const result = await approve(seller._id);
    if ('data' in result && result.data) toast.success(result.data.message || sellerMessages.approved);
  }

  async function onReject() {
    if (!rejectingSeller) return;
    const result = await reject(rejectingSeller._id);
    setRejectingSeller(null);
    if ('data' in result && result.data) toast.success(result.data.message || sellerMessages.rejected);
  }

  if (isLoading) return <ApplicationsSkeleton />;
  if (isError || !data) return <LoadError title="Satıcı başvuruları yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.sellers.length === 0) {
    return (
      <EmptyState Icon={ClipboardCheck} title="Onay bekleyen başvuru yok">
        Yeni satıcı başvuruları geldiğinde burada, en eskisi önce listelenir.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={isFetching || undefined}>
      <p className="mb-2 text-sm text-slate-600">{formatCount(data.totalSellers)} başvuru onay bekliyor</p>
      <ul className="space-y-3" aria-label="Onay bekleyen başvurular">
        {data.sellers.map((seller) => (
          <ApplicationCard
            key={seller._id}
            seller={seller}
            actions={
              <>
                <Button
                  size="sm"
                  onClick={() => void onApprove(seller)}
                  loading={approving && approvingId === seller._id}
                  disabled={approving || rejecting}
                  aria-label={`${seller.storeName} başvurusunu onayla`}
                >
                  <Check aria-hidden className="size-4" />
                  Onayla
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="text-red-600"
                  onClick={() => setRejectingSeller(seller)}
                  disabled={approving || rejecting}
                  aria-label={`${seller.storeName} başvurusunu reddet`}
                >
                  <X aria-hidden className="size-4" />
                  Reddet
                </Button>
              </>
            }
          />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.totalSellers} onPageChange={setPage} />
      {rejectingSeller && (
        <ConfirmDialog
          title="Başvuru reddedilsin mi?"
          confirmLabel="Başvuruyu reddet"
          loading={rejecting}
          onCancel={() => setRejectingSeller(null)}
          onConfirm={onReject}
        >
          <strong>{rejectingSeller.storeName}</strong> başvurusu silinir ve başvuru sahibine e-posta ile bildirilir. Başvuru
          sahibi daha sonra yeniden başvurabilir.
        </ConfirmDialog>
      )}
    </div>
  );
}

function ApprovedList() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListApprovedSellersQuery({ page });
  if (isLoading) return <ApplicationsSkeleton />;
  if (isError || !data) return <LoadError title="Onaylı satıcılar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.sellers.length === 0) {
    return <EmptyState Icon={BadgeCheck} title="Henüz onaylanmış satıcı yok" />;
  }
  return (
    <div>
      <ul className="space-y-3" aria-label="Onaylı satıcılar">
        {data.sellers.map((seller) => (
          <ApplicationCard
            key={seller._id}
            seller={seller}
            actions={
              <Link to={`/magaza/${seller.alias}`} className="text-sm font-semibold text-brand-700 hover:underline">
                Mağazayı gör
              </Link>
            }
          />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.totalSellers} onPageChange={setPage} />
    </div>
  );
}

function ApplicationsSkeleton() {
  return (
    <div aria-busy aria-label="Başvurular yükleniyor" className="space-y-3">
      <Skeleton className="h-36 w-full rounded-2xl" />
      <Skeleton className="h-36 w-full rounded-2xl" />
    </div>
  );
}

/** The seller approval queue (spec §4): approve, which reloads the queue, or reject after confirming. */
export function SellerApprovals() {
  const [tab, setTab] = useState<Tab>('pending');
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'pending', label: 'Onay bekleyenler' },
    { id: 'approved', label: 'Onaylananlar' },
  ];
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Başvurular" className="inline-flex rounded-lg bg-slate-200/70 p-1">
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium',
              tab === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'pending' ? <PendingList /> : <ApprovedList />}</div>
    </div>
  );
}
