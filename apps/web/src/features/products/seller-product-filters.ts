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
