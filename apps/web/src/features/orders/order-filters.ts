import { orderFilterStatuses, type OrderFilterStatus } from '@pazaryeri/contract/orders/index';

/** The buyer's and the store's order lists: kept in the address bar so reload and back keep them. */
export interface OrderFilters {
  page: number;
  status: OrderFilterStatus | '';
  startDate: string;
  endDate: string;
  search: string;
}

export interface AdminOrderFilters {
  page: number;
  status: OrderFilterStatus | '';
  startDate: string;
  endDate: string;
  keyword: string;
  /** Only the orders holding this product (`?urun=`, from the admin's product list). */
  productId: string;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const status = (value: string | null): OrderFilterStatus | '' =>
  (orderFilterStatuses as readonly string[]).includes(value ?? '') ? (value as OrderFilterStatus) : '';
const page = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

export function orderFiltersFromParams(params: URLSearchParams): OrderFilters {
  return {
    page: page(params.get('sayfa')),
    status: status(params.get('durum')),
    startDate: day(params.get('baslangic')),
    endDate: day(params.get('bitis')),
    search: params.get('q')?.trim() ?? '',
  };
}

export function adminOrderFiltersFromParams(params: URLSearchParams): AdminOrderFilters {
  const { search, ...rest } = orderFiltersFromParams(params);
  return { ...rest, keyword: search, productId: params.get('urun')?.trim() ?? '' };
}

/** The searched text: `search` in the buyer's and the store's lists, `keyword` in the admin's. */
export const filterTextOf = (filters: OrderFilters | AdminOrderFilters) => ('search' in filters ? filters.search : filters.keyword);

export function withFilterText<F extends OrderFilters | AdminOrderFilters>(filters: F, text: string): F {
  return ('search' in filters ? { ...filters, search: text } : { ...filters, keyword: text }) as F;
}

/** Only what differs from the defaults goes into the address bar. */
export function orderFiltersToParams(filters: OrderFilters | AdminOrderFilters): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['q', filterTextOf(filters)],
    ['durum', filters.status],
    ['baslangic', filters.startDate],
    ['bitis', filters.endDate],
    ['sayfa', filters.page > 1 ? String(filters.page) : ''],
    ['urun', 'productId' in filters ? filters.productId : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value));
}
