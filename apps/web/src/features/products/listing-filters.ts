import type { ProductSort, ProductType } from '@pazaryeri/contract/products/index';

/** Spec §9: 20 products a page; the default order is 'Önerilen sıralama'. */
export const listingLimit = 20;

// The contract's labels, kept here as plain data so the listing never loads the schemas (zod).
export const productSortOptions: Array<{ value: ProductSort; label: string }> = [
  { value: 'recommended', label: 'Önerilen sıralama' },
  { value: 'price-asc', label: 'En düşük fiyat' },
  { value: 'price-desc', label: 'En yüksek fiyat' },
  { value: 'newest', label: 'En yeniler' },
  { value: 'name', label: 'Ürün adı (A-Z)' },
];

export const productTypeOptions: Array<{ value: ProductType | ''; label: string }> = [
  { value: '', label: 'Tümü' },
  { value: 'physical', label: 'Fiziksel ürün' },
  { value: 'digital', label: 'Dijital ürün' },
  { value: 'model3d', label: '3D model (STL)' },
];

export interface ListingFilters {
  /** The search text (`q` in the address bar, `search` for the API). */
  q: string;
  /** A main (or sub) category's slug. */
  mainCategory: string;
  /** Sub category slugs. */
  subCategories: string[];
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  productType: ProductType | '';
  sort: ProductSort;
  page: number;
}

export const defaultListingFilters: ListingFilters = {
  q: '',
  mainCategory: '',
  subCategories: [],
  priceMin: '',
  priceMax: '',
  inStock: false,
  productType: '',
  sort: 'recommended',
  page: 1,
};

const isSort = (value: string | null): value is ProductSort => productSortOptions.some((option) => option.value === value);
const isType = (value: string | null): value is ProductType =>
  productTypeOptions.some((option) => option.value !== '' && option.value === value);
const price = (value: string | null) => {
  const text = (value ?? '').trim().replace(',', '.');
  return text !== '' && Number.isFinite(Number(text)) && Number(text) >= 0 ? text : '';
};

/** Filters from the address bar; `categorySlug` is the `/kategori/:slug` part. Unknown values fall back to the defaults. */
export function listingFiltersFromParams(params: URLSearchParams, categorySlug?: string): ListingFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    mainCategory: categorySlug ?? params.get('mainCategory') ?? params.get('kategori') ?? '',
    subCategories: (params.get('subCategories') ?? '').split(',').map((slug) => slug.trim()).filter(Boolean),
    priceMin: price(params.get('priceMin')),
    priceMax: price(params.get('priceMax')),
    inStock: params.get('inStock') === 'true',
    productType: isType(params.get('productType')) ? (params.get('productType') as ProductType) : '',
    sort: isSort(params.get('sort')) ? (params.get('sort') as ProductSort) : 'recommended',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The `GET /products` query: a filter goes only when it has a value (spec §5); the sort is always
 * sent ('recommended' unless another is chosen), with the page and the limit of 20.
 */
export function buildProductListQuery(filters: ListingFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.q.trim()) query.search = filters.q.trim();
  if (filters.mainCategory) query.mainCategory = filters.mainCategory;
  if (filters.subCategories.length) query.subCategories = filters.subCategories.join(',');
  if (filters.priceMin) query.priceMin = filters.priceMin;
  if (filters.priceMax) query.priceMax = filters.priceMax;
  if (filters.inStock) query.inStock = 'true';
  if (filters.productType) query.productType = filters.productType;
  query.sort = filters.sort;
  query.page = filters.page;
  query.limit = listingLimit;
  return query;
}

/** The address bar holds only what differs from the defaults (the path carries the category on /kategori). */
export function listingFiltersToParams(filters: ListingFilters, { categoryInPath = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.mainCategory && !categoryInPath) params.set('mainCategory', filters.mainCategory);
  if (filters.subCategories.length) params.set('subCategories', filters.subCategories.join(','));
  if (filters.priceMin) params.set('priceMin', filters.priceMin);
  if (filters.priceMax) params.set('priceMax', filters.priceMax);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.productType) params.set('productType', filters.productType);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
