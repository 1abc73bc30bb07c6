import { invoiceKinds, type InvoiceKind } from '@pazaryeri/contract/invoices/index';

/** The admin's invoice list, kept in the address bar so reload and back keep it. */
export interface AdminInvoiceFilters {
  page: number;
  kind: InvoiceKind | '';
  /** The store (its seller id). */
  sellerId: string;
  /** YYYY-MM: a sale's issue month, a commission's period, a missing one's delivery month. */
  month: string;
  /** The delivered parts without an invoice, instead of the invoices. */
  missing: boolean;
}

export const noInvoiceFilters: AdminInvoiceFilters = { page: 1, kind: '', sellerId: '', month: '', missing: false };

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function adminInvoiceFiltersFromParams(params: URLSearchParams): AdminInvoiceFilters {
  const kind = params.get('tur') ?? '';
  const month = params.get('ay') ?? '';
  return {
    page: Math.max(1, Math.floor(Number(params.get('sayfa'))) || 1),
    kind: (invoiceKinds as readonly string[]).includes(kind) ? (kind as InvoiceKind) : '',
    sellerId: params.get('magaza')?.trim() ?? '',
    month: monthPattern.test(month) ? month : '',
    missing: params.get('eksik') === '1',
  };
}

/** Only what differs from the defaults goes into the address bar. */
export function adminInvoiceFiltersToParams(filters: AdminInvoiceFilters): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['eksik', filters.missing ? '1' : ''],
    ['tur', filters.missing ? '' : filters.kind],
    ['magaza', filters.sellerId],
    ['ay', filters.month],
    ['sayfa', filters.page > 1 ? String(filters.page) : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** The API's query: a filter is sent only when it has a value; the kind does not narrow the missing list. */
export function adminInvoicesQueryOf(filters: AdminInvoiceFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page };
  if (filters.missing) query.missing = 'true';
  else if (filters.kind) query.kind = filters.kind;
  if (filters.sellerId) query.sellerId = filters.sellerId;
  if (filters.month) query.month = filters.month;
  return query;
}
