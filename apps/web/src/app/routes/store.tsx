import { Store } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { FollowButton } from '@/features/follows';
import { StoreHeader } from '@/features/sellers/components/store-header';
import { useGetStoreByAliasQuery } from '@/features/sellers/sellers-api';
import { selectCurrentUser } from '@/features/users';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StoreProducts } from '@/features/products/components/store-products';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { loginRedirectPath } from '../session/require-auth';

// The freelance rating (its endpoints, their upload helper, its reviews) is a chunk of its own,
// fetched beside the store; its loading skeleton stands in until both have arrived.
const StoreFreelanceRating = lazy(() =>
  import('@/features/freelance/components/store-freelance-rating').then(({ StoreFreelanceRating: Rating }) => ({ default: Rating })),
);

function StoreSkeleton() {
  return (
    <div aria-busy aria-label="Mağaza yükleniyor" className="overflow-hidden bg-white sm:rounded-2xl sm:border sm:border-slate-200">
      <Skeleton className="aspect-[4/1] min-h-28 w-full rounded-none" />
      <div className="flex items-end gap-4 px-6 pb-6">
        <Skeleton className="-mt-10 size-24 rounded-2xl border-4 border-white" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
    </div>
  );
}

/** A store's public page (/magaza/:alias): who they are, follow them, their products. */
export default function StorePage() {
  const { alias = '' } = useParams();
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: seller, isLoading, isError, error, refetch, isFetching } = useGetStoreByAliasQuery(alias);

  useEffect(() => {
    if (seller) document.title = `${seller.storeName} | Pazaryeri`;
  }, [seller]);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-6xl sm:px-4 lg:px-6">
        <StoreSkeleton />
      </div>
    );
  }
  if (isError || !seller) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        {missing ? (
          <EmptyState Icon={Store} title="Mağaza bulunamadı" action={<ButtonLink to="/">Ana sayfaya dön</ButtonLink>}>
            Bu adreste bir mağaza yok ya da mağaza henüz yayında değil.
          </EmptyState>
        ) : (
          <LoadError title="Mağaza yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </div>
    );
  }

  const ownStore = user?._id === seller.userId._id;
  return (
    <div className="mx-auto max-w-6xl space-y-8 sm:px-4 lg:px-6">
      <StoreHeader
        seller={seller}
        action={
          ownStore ? (
            <ButtonLink to="/seller-panel/seller" variant="outline">
              Mağazayı düzenle
            </ButtonLink>
          ) : (
            <div className="flex flex-wrap gap-2">
              <FollowButton
                sellerId={seller._id}
                isFollowing={seller.isFollowing}
                signedIn={Boolean(user)}
                onSignInRequired={() => void navigate(loginRedirectPath(pathname))}
              />
              <StartChatButton
                target={{ contextType: 'store', sellerId: seller._id }}
                signedIn={Boolean(user)}
                onSignInRequired={() => void navigate(loginRedirectPath(pathname))}
              >
                Mesaj gönder
              </StartChatButton>
            </div>
          )
        }
      />
      <div className="px-4 sm:px-0">
        <Suspense fallback={<Skeleton className="h-24 w-full rounded-2xl" />}>
          <StoreFreelanceRating sellerId={seller._id} />
        </Suspense>
      </div>
      <section aria-labelledby="store-products" className="px-4 sm:px-0">
        <h2 id="store-products" className="text-xl font-bold text-slate-900">
          Ürünler
        </h2>
        <StoreProducts sellerId={seller._id} ownStore={ownStore} />
      </section>
    </div>
  );
}
