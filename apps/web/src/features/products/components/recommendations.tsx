import { useListRecommendationsQuery } from '../products-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

const railClass =
  '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-5';

/** 'Benzer ürünler': the same category first, then the same store; hidden when there are none. */
export function Recommendations({ productId }: { productId: string }) {
  const { data, isLoading } = useListRecommendationsQuery(productId);
  if (!isLoading && !data?.products.length) return null;
  return (
    <section aria-labelledby="recommendations">
      <h2 id="recommendations" className="mb-4 text-xl font-bold text-slate-900">
        Benzer ürünler
      </h2>
      <ul className={railClass} aria-busy={isLoading || undefined}>
        {isLoading
          ? Array.from({ length: 5 }, (_, index) => <ProductCardSkeleton key={index} className="w-44 shrink-0 sm:w-auto" />)
          : data!.products.slice(0, 5).map((product) => (
              <ProductCard key={product._id} product={product} className="w-44 shrink-0 snap-start sm:w-auto" />
            ))}
      </ul>
    </section>
  );
}
