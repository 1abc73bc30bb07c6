import { UserRoundSearch, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useGetFollowerReportQuery } from '../follows-api';

const FollowerTrendChart = lazy(() => import('./follower-trend-chart'));

/**
 * Spec §3 "Follower report": active followers and the last 30 days' new followers of the given
 * store. Spec §5: a report without that store is 'Takipçi raporu bulunamadı'.
 */
export function FollowerReport({ sellerId }: { sellerId: string }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetFollowerReportQuery();
  const entry = data?.report.find((candidate) => candidate.seller.id === sellerId);

  let body;
  if (isLoading) {
    body = <Skeleton className="h-64 w-full rounded-xl" />;
  } else if (isError && (error as { status?: unknown } | undefined)?.status !== 404) {
    body = <LoadError title={sellerMessages.followerReportNotFound} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (!entry) {
    body = (
      <EmptyState Icon={UserRoundSearch} title={sellerMessages.followerReportNotFound} className="py-8">
        Mağazanız onaylandıktan sonra takipçi raporu burada görünür.
      </EmptyState>
    );
  } else {
    const stats = [
      ['Aktif takipçi', entry.activeFollowers],
      ['Son 30 günde yeni', entry.newFollowers],
      ['Toplam takipçi', entry.totalFollowers],
    ] as const;
    body = (
      <div className="space-y-4">
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Günlük yeni takipçiler</p>
          <Suspense fallback={<Skeleton className="h-[200px] w-full rounded-xl" />}>
            <FollowerTrendChart data={entry.dailyFollowers} />
          </Suspense>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="follower-report-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id="follower-report-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users aria-hidden className="size-5 text-brand-600" />
        Takipçiler
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
