import type { z } from 'zod';
import type {
  AdminInvoicesResponse,
  commissionInvoicesResponse,
  invoiceDownloadResponse,
  InvoiceFileType,
  invoiceResponse,
} from '@pazaryeri/contract/invoices/index';
import type { MessageResponse } from '@pazaryeri/contract';
import { api } from '@/lib/api-client';
import { adminInvoicesQueryOf, type AdminInvoiceFilters } from './invoice-filters';

type InvoiceResponse = z.infer<typeof invoiceResponse>;
type InvoiceDownload = z.infer<typeof invoiceDownloadResponse>;
type CommissionInvoicesResponse = z.infer<typeof commissionInvoicesResponse>;

export interface PartRef {
  orderId: string;
  partId: string;
}

/** One store to pick in the admin's filter. */
interface StoreChoice {
  _id: string;
  storeName: string;
}

/** Commission invoices a page (the API's default is 12: a year). */
const commissionPageSize = 12;
/** How many stores the admin's picker lists at once, A–Z; the search narrows them. */
const storeChoiceLimit = 100;

const part = ({ orderId, partId }: PartRef) => `/orders/${encodeURIComponent(orderId)}/parts/${encodeURIComponent(partId)}/invoice`;
/**
 * A store's invoice changed: the order views that carry it (the store's order list, the order
 * itself) and the admin's lists.
 */
const changed = (result: unknown, _error: unknown, { orderId }: PartRef) =>
  result ? ['SellerOrder' as const, { type: 'Order' as const, id: orderId }, { type: 'Invoice' as const, id: 'LIST' }] : [];

export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Order', 'SellerOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The store's own PDF or UBL-TR XML; it replaces the store's earlier upload. */
    uploadPartInvoice: build.mutation<InvoiceResponse, PartRef & { file: File }>({
      query: ({ file, ...ref }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: part(ref), method: 'POST', body };
      },
      invalidatesTags: changed,
    }),
    removePartInvoice: build.mutation<MessageResponse, PartRef>({
      query: (ref) => ({ url: part(ref), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** Issued through the invoicing provider with the buyer's billing identity on the order; final. */
    issuePartInvoice: build.mutation<InvoiceResponse, PartRef>({
      query: (ref) => ({ url: `${part(ref)}/issue`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    /** A 10-minute signed link to the file (or to an issued invoice's XML). */
    invoiceDownload: build.mutation<InvoiceDownload, { invoiceId: string; format?: InvoiceFileType }>({
      query: ({ invoiceId, format }) => ({ url: `/invoices/${encodeURIComponent(invoiceId)}/download`, params: format ? { format } : undefined }),
    }),
    commissionInvoices: build.query<CommissionInvoicesResponse, { page: number }>({
      query: ({ page }) => ({ url: '/seller/commission-invoices', params: { page, limit: commissionPageSize } }),
      providesTags: [{ type: 'Invoice', id: 'COMMISSION' }],
    }),
    adminInvoices: build.query<AdminInvoicesResponse, AdminInvoiceFilters>({
      query: (filters) => ({ url: '/admin/invoices', params: adminInvoicesQueryOf(filters) }),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    /** The admin's stores by name, for the invoice list's store filter. */
    invoiceStoreChoices: build.query<StoreChoice[], string>({
      query: (storeName) => ({
        url: '/admin/users/sellers/filter',
        params: { ...(storeName ? { storeName } : {}), sortBy: 'storeName', sortOrder: 'asc', limit: storeChoiceLimit },
      }),
      transformResponse: (response: { sellers: StoreChoice[] }) => response.sellers.map(({ _id, storeName }) => ({ _id, storeName })),
      providesTags: ['AdminSeller'],
    }),
  }),
});

export const {
  useUploadPartInvoiceMutation,
  useRemovePartInvoiceMutation,
  useIssuePartInvoiceMutation,
  useInvoiceDownloadMutation,
  useCommissionInvoicesQuery,
  useAdminInvoicesQuery,
  useInvoiceStoreChoicesQuery,
} = invoicesApi;
