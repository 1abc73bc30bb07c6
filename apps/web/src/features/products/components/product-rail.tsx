import { ArrowRight, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useListRailQuery } from '../products-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

const railClass =
  '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-5';
const itemClass = 'w-44 shrink-0 snap-start sm:w-auto';

interface ProductRailProps {
  title: string;
  description?: string;
  /** A main category slug, or the newest products of every category. */
  mainCategory?: string;
  moreTo: string;
  /** Hides the whole rail when it has nothing to show (per-category rails). */
  hideWhenEmpty?: boolean;
}

/** A row of five products with a link to the full listing. */
export function ProductRail({ title, description, mainCategory, moreTo, hideWhenEmpty }: ProductRailProps) {
  const { data, isLoading, isError } = useListRailQuery({
    ...(mainCategory ? { mainCategory } : {}),
    sort: mainCategory ? 'recommended' : 'newest',
    limit: 5,
  });
  const products = data?.products ?? [];
  if (hideWhenEmpty && !isLoading && products.length === 0) return null;
  const id = `rail-${mainCategory ?? 'newest'}`;

  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 lg:px-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        <Link to={moreTo} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          Tümünü gör
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {isLoading ? (
        <ul aria-label={`${title} yükleniyor`} aria-busy className={railClass}>
          {Array.from({ length: 5 }, (_, index) => (
            <ProductCardSkeleton key={index} className={itemClass} />
          ))}
        </ul>
      ) : isError || products.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-sm text-slate-500">
          <PackageOpen aria-hidden className="size-5" />
          {isError ? 'Ürünler şu anda yüklenemedi.' : 'Henüz ürün eklenmedi.'}
        </p>
      ) : (
        <ul className={railClass}>
          {products.map((product) => (
            <ProductCard key={product._id} product={product} className={itemClass} />
          ))}
        </ul>
      )}
    </section>
  );
}
