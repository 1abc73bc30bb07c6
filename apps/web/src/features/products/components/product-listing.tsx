import { PackageSearch, SlidersHorizontal, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CategoryWithCount } from '@pazaryeri/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import {
  defaultListingFilters,
  productSortOptions,
  productTypeOptions,
  type ListingFilters,
} from '../listing-filters';
import { useListProductsQuery } from '../products-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Next to the filter column: three across on laptops, four on wide screens. */
const listingGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

interface ProductListingProps {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** The main categories with their sub categories (the page loads them). */
  categories: CategoryWithCount[];
}

/** The main category a slug names: itself, or the parent of the sub category it names. */
export function mainCategoryOf(categories: CategoryWithCount[], slug: string) {
  return categories.find((main) => main.slug === slug || main.subCategories.some((sub) => sub.slug === slug));
}

function FilterPanel({ filters, onChange, categories }: ProductListingProps) {
  const [priceMin, setPriceMin] = useState(filters.priceMin);
  const [priceMax, setPriceMax] = useState(filters.priceMax);
  const main = mainCategoryOf(categories, filters.mainCategory);
  const set = (changes: Partial<ListingFilters>) => onChange({ ...filters, ...changes, page: 1 });

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    set({ priceMin: priceMin.trim(), priceMax: priceMax.trim() });
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <label htmlFor="filter-main-category" className="text-sm font-semibold text-slate-900">
          Kategori
        </label>
        <Select
          id="filter-main-category"
          value={main?.slug ?? ''}
          onChange={(event) => set({ mainCategory: event.target.value, subCategories: [] })}
        >
          <option value="">Tüm kategoriler</option>
          {categories.map((category) => (
            <option key={category._id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>

      {main && main.subCategories.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Alt kategoriler</legend>
          <ul className="mt-2 max-h-60 space-y-1.5 overflow-y-auto">
            {main.subCategories.map((sub) => {
              const checked = filters.subCategories.includes(sub.slug) || filters.mainCategory === sub.slug;
              return (
                <li key={sub._id}>
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-brand-600"
                      checked={checked}
                      onChange={() =>
                        set({
                          mainCategory: main.slug,
                          subCategories: checked
                            ? filters.subCategories.filter((slug) => slug !== sub.slug)
                            : [...filters.subCategories, sub.slug],
                        })
                      }
                    />
                    <span className="flex-1">{sub.name}</span>
                    <span className="text-xs text-slate-400">{formatCount(sub.productCount)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <form onSubmit={applyPrice} className="space-y-2" aria-label="Fiyat aralığı">
        <p className="text-sm font-semibold text-slate-900">Fiyat aralığı (TL)</p>
        <div className="flex items-center gap-2">
          <Input aria-label="En düşük fiyat" inputMode="decimal" placeholder="En az" value={priceMin} onChange={(event) => setPriceMin(event.target.value)} />
          <span className="text-slate-400">–</span>
          <Input aria-label="En yüksek fiyat" inputMode="decimal" placeholder="En çok" value={priceMax} onChange={(event) => setPriceMax(event.target.value)} />
        </div>
        <Button type="submit" variant="outline" size="sm" className="w-full">
          Fiyatı uygula
        </Button>
      </form>

      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          checked={filters.inStock}
          onChange={(event) => set({ inStock: event.target.checked })}
        />
        Yalnızca stoktakiler
      </label>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Ürün türü</legend>
        <div className="mt-2 space-y-1.5">
          {productTypeOptions.map((option) => (
            <label key={option.value || 'all'} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="productType"
                className="size-4 accent-brand-600"
                checked={filters.productType === option.value}
                onChange={() => set({ productType: option.value })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The catalogue listing: filters, sort, the product grid and pages. Every change goes through `onChange` (the address bar). */
export function ProductListing({ filters, onChange, categories }: ProductListingProps) {
  const { data, isLoading, isFetching, isError, error, refetch } = useListProductsQuery(filters);
  const [showFilters, setShowFilters] = useState(false);
  const active =
    filters.subCategories.length + (filters.priceMin ? 1 : 0) + (filters.priceMax ? 1 : 0) + (filters.inStock ? 1 : 0) + (filters.productType ? 1 : 0);
  const clear = () => onChange({ ...defaultListingFilters, q: filters.q, mainCategory: filters.mainCategory, sort: filters.sort });

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <aside aria-label="Filtreler" className={cn('rounded-2xl border border-slate-200 bg-white p-4 lg:block lg:self-start', showFilters ? 'block' : 'hidden')}>
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold text-slate-900">Filtreler</p>
          {active > 0 && (
            <button type="button" onClick={clear} className="text-xs font-semibold text-brand-700 hover:underline">
              Temizle
            </button>
          )}
        </div>
        <FilterPanel key={`${filters.priceMin}|${filters.priceMax}`} filters={filters} onChange={onChange} categories={categories} />
      </aside>

      <div className="min-w-0">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data ? `${formatCount(data.total)}${data.totalCapped ? '+' : ''} ürün` : isLoading ? 'Ürünler yükleniyor…' : ''}
          </p>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setShowFilters((open) => !open)} aria-expanded={showFilters}>
              {showFilters ? <X aria-hidden className="size-4" /> : <SlidersHorizontal aria-hidden className="size-4" />}
              Filtreler{active > 0 ? ` (${active})` : ''}
            </Button>
            <label htmlFor="listing-sort" className="sr-only">
              Sıralama
            </label>
            <Select
              id="listing-sort"
              className="h-9! text-sm"
              value={filters.sort}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as ListingFilters['sort'], page: 1 })}
            >
              {productSortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {data?.searchMode === 'similar' && data.products.length > 0 && (
          <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            Tam eşleşme bulunamadı; benzer yazılışlı ürünler gösteriliyor.
          </p>
        )}

        {isLoading ? (
          <ul aria-label="Ürünler yükleniyor" aria-busy className={listingGridClass}>
            {Array.from({ length: 10 }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </ul>
        ) : isError ? (
          <LoadError title="Ürünler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : !data?.products.length ? (
          <EmptyState
            Icon={PackageSearch}
            title="Aradığınız kriterlere uygun ürün bulunamadı"
            action={
              active > 0 ? (
                <Button variant="outline" onClick={clear}>
                  Filtreleri temizle
                </Button>
              ) : undefined
            }
          >
            Farklı bir arama yapmayı ya da filtreleri azaltmayı deneyin.
          </EmptyState>
        ) : (
          <>
            <ul className={cn(listingGridClass, isFetching && 'opacity-60')}>
              {data.products.map((product) => (
                <ProductCard key={product._id} product={product} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              total={data.totalCapped ? undefined : data.total}
              onPageChange={(page) => {
                onChange({ ...filters, page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
