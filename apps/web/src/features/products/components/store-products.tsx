import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { useListRailQuery } from '../products-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

const PAGE_SIZE = 12;
const gridClass = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** A store's products on sale, newest first, a page at a time. */
export function StoreProducts({ sellerId, ownStore }: { sellerId: string; ownStore: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListRailQuery({
    seller: sellerId,
    sort: 'newest',
    limit: PAGE_SIZE,
    page,
  });

  if (isLoading) {
    return (
      <ul aria-busy aria-label="Ürünler yükleniyor" className={gridClass}>
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ul>
    );
  }
  if (isError || !data) {
    return <LoadError title="Ürünler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (data.products.length === 0) {
    return (
      <EmptyState Icon={PackageOpen} title="Bu mağazanın henüz yayında ürünü yok" className="mt-4">
        {ownStore
          ? 'Ürünlerinizi satıcı panelinden ekleyip onaya gönderebilirsiniz.'
          : 'Mağazayı takip ederek yeni ürünlerden haberdar olun.'}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{data.total} ürün</p>
      <ul className={gridClass}>
        {data.products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
    </>
  );
}
