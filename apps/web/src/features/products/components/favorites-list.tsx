import { Heart } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { useListFavoritesQuery } from '../products-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The signed-in user's favourite products. */
export function FavoritesList() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListFavoritesQuery({ page });

  if (isLoading) {
    return (
      <ul aria-busy aria-label="Favoriler yükleniyor" className={gridClass}>
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ul>
    );
  }
  if (isError) return <LoadError title="Favorileriniz yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data?.products.length) {
    return (
      <EmptyState Icon={Heart} title="Favori ürününüz yok" action={<ButtonLink to="/urunler">Ürünlere göz atın</ButtonLink>}>
        Beğendiğiniz ürünleri kalp simgesiyle favorilerinize ekleyin.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={gridClass}>
        {data.products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
    </>
  );
}
