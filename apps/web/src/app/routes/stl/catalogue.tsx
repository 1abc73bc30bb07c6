import type { StlSort } from '@pazaryeri/contract/stl/index';
import { Boxes } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { StlCard, useListStlQuery, useStlCategoriesQuery, type StlFilters } from '@/features/stl';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

const sortOptions: { value: StlSort; label: string }[] = [
  { value: 'newest', label: 'En yeni' },
  { value: 'downloads', label: 'En çok indirilen' },
  { value: 'price-asc', label: 'Fiyat (artan)' },
  { value: 'price-desc', label: 'Fiyat (azalan)' },
];

function filtersOf(params: URLSearchParams): StlFilters {
  const sort = params.get('sirala') as StlSort | null;
  const price = params.get('fiyat');
  return {
    category: params.get('kategori') ?? '',
    q: params.get('q') ?? '',
    price: price === 'free' || price === 'paid' ? price : '',
    sort: sort && sortOptions.some((option) => option.value === sort) ? sort : 'newest',
    page: Math.max(1, Number(params.get('sayfa')) || 1),
  };
}

/** `/stl`: the STL catalogue, its filters in the address bar. */
export default function StlCataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [search, setSearch] = useState(filters.q);
  const { data: categories = [] } = useStlCategoriesQuery();
  const { data, isLoading, isFetching, error, refetch } = useListStlQuery(filters);

  const update = (next: Partial<StlFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.category) query.set('kategori', merged.category);
    if (merged.q) query.set('q', merged.q);
    if (merged.price) query.set('fiyat', merged.price);
    if (merged.sort !== 'newest') query.set('sirala', merged.sort);
    if (merged.page > 1) query.set('sayfa', String(merged.page));
    setParams(query);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900">STL Modeller</h1>
        <p className="mt-1 text-sm text-slate-600">3D yazıcıda basmaya hazır parçalar: boyutları, hacmi ve tahmini filament miktarıyla.</p>
      </header>
      <nav aria-label="STL kategorileri" className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {[{ slug: '', name: 'Tümü', modelCount: null as number | null }, ...categories].map((category) => (
          <button
            key={category.slug || 'all'}
            type="button"
            aria-pressed={filters.category === category.slug}
            onClick={() => update({ category: category.slug })}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium',
              filters.category === category.slug ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {category.name}
            {category.modelCount !== null && <span className="ml-1 opacity-70">({formatCount(category.modelCount)})</span>}
          </button>
        ))}
      </nav>
      <FilterBar
        className="mb-5 grid gap-3 p-3 sm:grid-cols-[1fr_auto_auto]"
        search={{
          label: 'STL modellerde ara',
          placeholder: 'Model ara: dişli, braket, kutu…',
          value: search,
          onValueChange: setSearch,
          onSubmit: (value) => update({ q: value.trim() }),
          showButtonText: 'wide',
        }}
      >
        <FilterSelect
          label="Fiyat"
          value={filters.price}
          onChange={(value) => update({ price: value as StlFilters['price'] })}
          allLabel="Ücretsiz ve ücretli"
          options={[
            ['free', 'Ücretsiz'],
            ['paid', 'Ücretli'],
          ]}
        />
        <FilterSelect label="Sıralama" value={filters.sort} onChange={(value) => update({ sort: (value || 'newest') as StlSort })} allLabel="En yeni" options={sortOptions.slice(1).map((option) => [option.value, option.label] as const)} />
      </FilterBar>
      {error ? (
        <LoadError title="STL modelleri yüklenemedi." error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Yükleniyor">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : !data || data.models.length === 0 ? (
        <EmptyState Icon={Boxes} title="Bu ölçütlere uyan STL modeli yok.">
          Aramayı ya da filtreleri değiştirip tekrar deneyin.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{formatCount(data.total)} model</p>
          <div className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5', isFetching && 'opacity-60')}>
            {data.models.map((model) => (
              <StlCard key={model._id} model={model} />
            ))}
          </div>
          <div className="mt-6">
            <Pagination page={data.page} totalPages={data.pages} total={data.total} onPageChange={(page) => update({ page })} />
          </div>
        </>
      )}
    </div>
  );
}
