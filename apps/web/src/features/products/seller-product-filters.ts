import type { ApprovalStatus, ProductStatus, ProductType, StockState } from '@pazaryeri/contract/products/index';

/** Spec §7: the seller's list starts on page 1 with 10 products. */
export const sellerProductLimit = 10;

export interface SellerProductFilters {
  query: string;
  approvalStatus: ApprovalStatus | '';
  status: ProductStatus | '';
  productType: ProductType | '';
  stockStatus: StockState | '';
  page: number;
}

export const defaultSellerProductFilters: SellerProductFilters = {
  query: '',
  approvalStatus: '',
  status: '',
  productType: '',
  stockStatus: '',
  page: 1,
};

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  draft: 'Taslak',
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const stockStatusLabels: Record<StockState, string> = {
  inStock: 'Stokta',
  outOfStock: 'Tükendi',
  lowStock: 'Az kaldı (1-5)',
};

/** Only filters with a value are sent (spec §5), with the page and the limit of 10. */
export function buildSellerProductQuery(filters: SellerProductFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.query.trim()) query.query = filters.query.trim();
  if (filters.approvalStatus) query.approvalStatus = filters.approvalStatus;
  if (filters.status) query.status = filters.status;
  if (filters.productType) query.productType = filters.productType;
  if (filters.stockStatus) query.stockStatus = filters.stockStatus;
  query.page = filters.page;
  query.limit = sellerProductLimit;
  return query;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** From the address bar (`/seller-panel/product?q=…&approvalStatus=…&page=2`): unknown values are ignored. */
export function sellerProductFiltersFromParams(params: URLSearchParams): SellerProductFilters {
  const page = Number(params.get('page'));
  return {
    query: params.get('q') ?? '',
    approvalStatus: pick(params.get('approvalStatus'), ['draft', 'pending', 'approved', 'rejected'] as const),
    status: pick(params.get('status'), ['active', 'inactive'] as const),
    productType: pick(params.get('productType'), ['physical', 'digital', 'model3d'] as const),
    stockStatus: pick(params.get('stockStatus'), ['inStock', 'outOfStock', 'lowStock'] as const),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Into the address bar: only what differs from the defaults, so a fresh list has a clean URL. */
export function sellerProductFiltersToParams(filters: SellerProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('q', filters.query.trim());
  for (const key of ['approvalStatus', 'status', 'productType', 'stockStatus'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
