import { ChevronRight, FolderOpen, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryWithCount } from '@pazaryeri/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { categoryPath } from '@/lib/paths';
import { useListMainCategoriesWithCountsQuery } from '../categories-api';
import { CategoryGridSkeleton } from './category-grid-skeleton';
import { CategoryIcon } from './category-icon';

const visibleSubCategories = 4;

function CategoryCard({ category }: { category: CategoryWithCount }) {
  const extra = category.subCategories.length - visibleSubCategories;
  return (
    <li className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-slate-900 text-brand-500 transition group-hover:bg-brand-600 group-hover:text-white">
          <CategoryIcon name={category.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            <Link to={categoryPath(category.slug)} className="after:absolute after:inset-0 after:rounded-2xl">
              {category.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            {category.productCount > 0 ? `${formatCount(category.productCount)} ürün` : 'Ürünler yakında'}
          </p>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-300 transition group-hover:text-brand-600" />
      </div>
      {category.description && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{category.description}</p>}
      {category.subCategories.length > 0 && (
        <ul className="relative z-10 mt-4 flex flex-wrap gap-2" aria-label={`${category.name} alt kategorileri`}>
          {category.subCategories.slice(0, visibleSubCategories).map((sub) => (
            <li key={sub._id}>
              <Link
                to={categoryPath(sub.slug)}
                className="inline-flex items-center rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
              >
                {sub.name}
              </Link>
            </li>
          ))}
          {extra > 0 && (
            <li className="inline-flex items-center px-1 text-xs font-medium text-slate-500">+{extra} alt kategori</li>
          )}
        </ul>
      )}
    </li>
  );
}

/** The main categories with their product counts and sub-categories, as the home page shows them. */
export function CategoryGrid() {
  const { data, isLoading, isError, error, refetch, isFetching } = useListMainCategoriesWithCountsQuery();

  if (isLoading) return <CategoryGridSkeleton />;
  if (isError) {
    return (
      <Alert tone="error" title="Kategoriler yüklenemedi">
        <p>{error && 'message' in error ? error.message : 'Lütfen biraz sonra tekrar deneyin.'}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()} loading={isFetching}>
          <RefreshCw aria-hidden className="size-4" />
          Tekrar dene
        </Button>
      </Alert>
    );
  }
  if (!data?.length) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <FolderOpen aria-hidden className="size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-800">Henüz kategori eklenmedi</p>
        <p className="mt-1 text-sm text-slate-500">Kategoriler yayına alındığında burada listelenecek.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {data.map((category) => (
        <CategoryCard key={category._id} category={category} />
      ))}
    </ul>
  );
}
