import { BadgeCheck, HeartOff, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { companyTypeLabels, sellerMessages } from '@pazaryeri/contract/sellers/index';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useListFollowingQuery, useUnfollowStoreMutation } from '../follows-api';

/** The stores the signed-in user follows, each with a way to stop following. */
export function FollowedStores() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListFollowingQuery({ page });
  const [unfollow] = useUnfollowStoreMutation();
  const [pending, setPending] = useState<string | null>(null);

  async function onUnfollow(sellerId: string) {
    setPending(sellerId);
    const result = await unfollow(sellerId);
    setPending(null);
    if ('data' in result && result.data) toast.success(result.data.message || sellerMessages.unfollowed);
  }

  if (isLoading) {
    return (
      <ul aria-busy aria-label="Mağazalar yükleniyor" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <Skeleton className="size-12 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (isError || !data) {
    return <LoadError title="Takip ettiğiniz mağazalar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.following.length === 0) {
    return (
      <EmptyState Icon={Store} title="Henüz bir mağaza takip etmiyorsunuz" action={<ButtonLink to="/">Mağazaları keşfet</ButtonLink>}>
        Takip ettiğiniz mağazaların yeni ürün ve kampanyalarından ilk siz haberdar olursunuz.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {data.following.map((store) => (
          <li key={store._id} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
            {store.storeLogo ? (
              <img src={store.storeLogo} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
            ) : (
              <Avatar name={store.storeName} size="md" shape="square" className="size-12" />
            )}
            <div className="min-w-0 flex-1">
              <Link to={`/magaza/${store.alias}`} className="flex items-center gap-1.5 font-semibold text-slate-900 hover:text-brand-700">
                <span className="truncate">{store.storeName}</span>
                {store.verifiedSeller && <BadgeCheck aria-label="Onaylı satıcı" className="size-4 shrink-0 text-brand-600" />}
              </Link>
              <p className="mt-0.5 truncate text-xs text-slate-500">
                {[store.storeLocation, companyTypeLabels[store.companyType], `${formatCount(store.followerCount)} takipçi`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-xs text-slate-400">{formatDate(store.followedAt)} tarihinden beri</p>
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void onUnfollow(store._id)}
              loading={pending === store._id}
              aria-label={`${store.storeName} mağazasını takipten çık`}
            >
              {pending !== store._id && <HeartOff aria-hidden className="size-4" />}
              <span className="hidden sm:inline">Takibi bırak</span>
            </Button>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
    </>
  );
}
