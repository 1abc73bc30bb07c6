import { describe, expect, it } from 'vitest';
import {
  buildProductListQuery,
  defaultListingFilters,
  listingFiltersFromParams,
  listingFiltersToParams,
  productSortOptions,
} from './listing-filters';

describe('product listing filters → query string (spec §5, §9)', () => {
  it("sends only the default sort ('recommended'), page 1 and limit 20 when nothing is chosen", () => {
    expect(buildProductListQuery(defaultListingFilters)).toEqual({ sort: 'recommended', page: 1, limit: 20 });
    expect(productSortOptions[0]).toEqual({ value: 'recommended', label: 'Önerilen sıralama' });
  });

  it('drops empty filters and keeps the ones with a value', () => {
    expect(
      buildProductListQuery({
        ...defaultListingFilters,
        q: '  paslanmaz celik ',
        mainCategory: 'hirdavat',
        subCategories: ['vida', 'somun'],
        priceMin: '10',
        priceMax: '',
        inStock: true,
        productType: 'physical',
        sort: 'price-asc',
        page: 2,
      }),
    ).toEqual({
      search: 'paslanmaz celik',
      mainCategory: 'hirdavat',
      subCategories: 'vida,somun',
      priceMin: '10',
      inStock: 'true',
      productType: 'physical',
      sort: 'price-asc',
      page: 2,
      limit: 20,
    });
    expect(buildProductListQuery({ ...defaultListingFilters, inStock: false, productType: '' })).not.toHaveProperty('inStock');
  });

  it('round-trips through the address bar, which holds only what differs from the defaults', () => {
    expect(listingFiltersToParams(defaultListingFilters).toString()).toBe('');
    const filters = { ...defaultListingFilters, q: 'vida', priceMax: '250', sort: 'newest' as const, page: 3 };
    const params = listingFiltersToParams(filters);
    expect(params.toString()).toBe('q=vida&priceMax=250&sort=newest&page=3');
    expect(listingFiltersFromParams(params)).toEqual(filters);
    expect(listingFiltersFromParams(new URLSearchParams('sort=fiyat&page=-2&productType=x&priceMin=abc'))).toEqual(defaultListingFilters);
  });

  it('takes the category from the /kategori/:slug path and keeps it out of the query string', () => {
    const filters = listingFiltersFromParams(new URLSearchParams('inStock=true'), 'elektrik');
    expect(filters.mainCategory).toBe('elektrik');
    expect(listingFiltersToParams(filters, { categoryInPath: true }).toString()).toBe('inStock=true');
  });
});
