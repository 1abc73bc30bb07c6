import { describe, expect, it } from 'vitest';
import {
  buildSellerFilterQuery,
  companyTypeOptions,
  defaultSellerFilters,
  sellerFiltersFromParams,
  sellerFiltersToParams,
  sellerSortOptions,
} from './seller-filters';

describe('admin seller filter query (spec §3, §5, §9)', () => {
  it('sends only the default sort (storeName asc), page 1 and limit 10 when nothing is chosen', () => {
    expect(buildSellerFilterQuery(defaultSellerFilters)).toEqual({ sortBy: 'storeName', sortOrder: 'asc', page: 1, limit: 10 });
  });

  it('drops empty filters and keeps the ones with a value', () => {
    expect(
      buildSellerFilterQuery({ ...defaultSellerFilters, companyType: 'limited', startDate: '2025-01-01', endDate: '', storeName: '  çelik ' }),
    ).toEqual({ companyType: 'limited', startDate: '2025-01-01', storeName: 'çelik', sortBy: 'storeName', sortOrder: 'asc', page: 1, limit: 10 });
  });

  it("offers 'Tümü' (empty, sent as nothing) and the four company types", () => {
    expect(companyTypeOptions).toEqual([
      { value: '', label: 'Tümü' },
      { value: 'individual', label: 'Bireysel' },
      { value: 'person', label: 'Şahıs' },
      { value: 'limited', label: 'Limited' },
      { value: 'anonymous', label: 'Anonim' },
    ]);
    expect(buildSellerFilterQuery({ ...defaultSellerFilters, companyType: '' })).not.toHaveProperty('companyType');
  });

  it.each([
    ['storeName:asc', 'Mağaza adı (A-Z)', 'storeName', 'asc'],
    ['storeName:desc', 'Mağaza adı (Z-A)', 'storeName', 'desc'],
    ['createdAt:desc', 'En yeni', 'createdAt', 'desc'],
    ['createdAt:asc', 'En eski', 'createdAt', 'asc'],
  ] as const)('sort %s (%s) → sortBy=%s, sortOrder=%s', (sort, label, sortBy, sortOrder) => {
    expect(sellerSortOptions.find((option) => option.value === sort)?.label).toBe(label);
    expect(buildSellerFilterQuery({ ...defaultSellerFilters, sort, page: 3 })).toEqual({ sortBy, sortOrder, page: 3, limit: 10 });
  });

  it('round-trips through the address bar, which holds only what differs from the defaults', () => {
    expect(sellerFiltersToParams(defaultSellerFilters).toString()).toBe('');
    const filters = { ...defaultSellerFilters, companyType: 'person' as const, sort: 'createdAt:desc' as const, page: 2 };
    const params = sellerFiltersToParams(filters);
    expect(params.toString()).toBe('companyType=person&sortBy=createdAt&sortOrder=desc&page=2');
    expect(sellerFiltersFromParams(params)).toEqual(filters);
    expect(sellerFiltersFromParams(new URLSearchParams('companyType=bilinmeyen&sortBy=fiyat&page=-1'))).toEqual(defaultSellerFilters);
  });
});
