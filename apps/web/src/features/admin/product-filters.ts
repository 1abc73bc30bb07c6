import type { ApprovalStatus, ProductType } from '@pazaryeri/contract/products/index';

/** Spec §9: the admin's filtered and searched product lists hold 10 a page. */
export const adminProductLimit = 10;

export interface AdminProductFilters {
  /** Free text: searched by name (Turkish-aware); empty uses the `filtre` list. */
  name: string;
  approvalStatus: ApprovalStatus | '';
  productType: ProductType | '';
  mainCategory: string;
  priceMin: string;
  priceMax: string;
  startDate: string;
  endDate: string;
  page: number;
}

/** The queue opens on what waits for a decision. */
export const defaultAdminProductFilters: AdminProductFilters = {
  name: '',
  approvalStatus: 'pending',
  productType: '',
  mainCategory: '',
  priceMin: '',
  priceMax: '',
  startDate: '',
  endDate: '',
  page: 1,
};

/** A search goes to `products/search`, anything else to `products/filtre`; empty values are not sent (spec §5). */
export function buildAdminProductRequest(filters: AdminProductFilters): { url: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  if (filters.approvalStatus) params.approvalStatus = filters.approvalStatus;
  if (filters.mainCategory) params.mainCategory = filters.mainCategory;
  if (filters.name.trim()) {
    params.name = filters.name.trim();
    params.page = filters.page;
    params.limit = adminProductLimit;
    return { url: '/admin/products/search', params };
  }
  if (filters.productType) params.productType = filters.productType;
  if (filters.priceMin.trim()) params.priceMin = filters.priceMin.trim();
  if (filters.priceMax.trim()) params.priceMax = filters.priceMax.trim();
  if (filters.startDate) params.startDate = filters.startDate;
  if (filters.endDate) params.endDate = filters.endDate;
  params.page = filters.page;
  params.limit = adminProductLimit;
  return { url: '/admin/products/filtre', params };
}

const approvalValues = ['draft', 'pending', 'approved', 'rejected'];
const typeValues = ['physical', 'digital', 'model3d'];

/** From the address bar; `approvalStatus=all` is the explicit "every state" (the default is pending). */
export function adminProductFiltersFromParams(params: URLSearchParams): AdminProductFilters {
  const approval = params.get('approvalStatus');
  const type = params.get('productType') ?? '';
  const page = Number(params.get('page'));
  return {
    name: params.get('name') ?? '',
    approvalStatus: approval === 'all' ? '' : approvalValues.includes(approval ?? '') ? (approval as ApprovalStatus) : 'pending',
    productType: typeValues.includes(type) ? (type as ProductType) : '',
    mainCategory: params.get('mainCategory') ?? '',
    priceMin: params.get('priceMin') ?? '',
    priceMax: params.get('priceMax') ?? '',
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function adminProductFiltersToParams(filters: AdminProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name.trim()) params.set('name', filters.name.trim());
  if (filters.approvalStatus !== 'pending') params.set('approvalStatus', filters.approvalStatus || 'all');
  for (const key of ['productType', 'mainCategory', 'priceMin', 'priceMax', 'startDate', 'endDate'] as const) {
    if (filters[key].trim()) params.set(key, filters[key].trim());
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
