import { companyTypeLabels, companyTypes, type CompanyType } from '@pazaryeri/contract/sellers/index';

/** Spec §9: the admin seller list starts on page 1 with 10 stores, sorted by store name A-Z. */
export const sellerListLimit = 10;

export const sellerSortOptions = [
  { value: 'storeName:asc', label: 'Mağaza adı (A-Z)', sortBy: 'storeName', sortOrder: 'asc' },
  { value: 'storeName:desc', label: 'Mağaza adı (Z-A)', sortBy: 'storeName', sortOrder: 'desc' },
  { value: 'createdAt:desc', label: 'En yeni', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt:asc', label: 'En eski', sortBy: 'createdAt', sortOrder: 'asc' },
] as const;

export type SellerSort = (typeof sellerSortOptions)[number]['value'];

/** Spec §3 company types; '' means all (Tümü). */
export const companyTypeOptions: Array<{ value: CompanyType | ''; label: string }> = [
  { value: '', label: 'Tümü' },
  ...companyTypes.map((type) => ({ value: type, label: companyTypeLabels[type] })),
];

/** Spec §3 "Seller filters". */
export interface SellerFilters {
  companyType: CompanyType | '';
  startDate: string;
  endDate: string;
  storeName: string;
  sort: SellerSort;
  page: number;
}

export const defaultSellerFilters: SellerFilters = {
  companyType: '',
  startDate: '',
  endDate: '',
  storeName: '',
  sort: 'storeName:asc',
  page: 1,
};

const isCompanyType = (value: string | null): value is CompanyType => companyTypes.includes(value as CompanyType);

/** Filters from the address bar (unknown values fall back to the defaults). */
export function sellerFiltersFromParams(params: URLSearchParams): SellerFilters {
  const sort = `${params.get('sortBy') ?? 'storeName'}:${params.get('sortOrder') ?? 'asc'}`;
  const page = Number(params.get('page'));
  return {
    companyType: isCompanyType(params.get('companyType')) ? (params.get('companyType') as CompanyType) : '',
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    storeName: params.get('storeName') ?? '',
    sort: sellerSortOptions.some((option) => option.value === sort) ? (sort as SellerSort) : defaultSellerFilters.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The API query (spec §5: a filter is sent only when it has a value). The sort is always sent,
 * storeName asc unless another is chosen, with the page and the limit of 10.
 */
export function buildSellerFilterQuery(filters: SellerFilters): Record<string, string | number> {
  const option = sellerSortOptions.find((candidate) => candidate.value === filters.sort) ?? sellerSortOptions[0];
  const query: Record<string, string | number> = {};
  if (filters.companyType) query.companyType = filters.companyType;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  if (filters.storeName.trim()) query.storeName = filters.storeName.trim();
  query.sortBy = option.sortBy;
  query.sortOrder = option.sortOrder;
  query.page = filters.page;
  query.limit = sellerListLimit;
  return query;
}

/** The address bar keeps what differs from the defaults, so a shared link opens the same list. */
export function sellerFiltersToParams(filters: SellerFilters): URLSearchParams {
  const { page, limit: _limit, sortBy, sortOrder, ...rest } = buildSellerFilterQuery(filters);
  const params = new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)]));
  if (filters.sort !== defaultSellerFilters.sort) {
    params.set('sortBy', String(sortBy));
    params.set('sortOrder', String(sortOrder));
  }
  if (Number(page) > 1) params.set('page', String(page));
  return params;
}
