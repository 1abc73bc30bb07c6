import type {
  CreateOrderBody,
  EscrowItemResponse,
  MarketplacePaymentBody,
  MarketplacePaymentResponse,
  OrderListResponse,
  OrderResponse,
  OrderView,
  PayoutResponse,
  PendingPaymentsResponse,
  SellerBalanceResponse,
  SellerOrderListResponse,
  SellerOrderResponse,
  SubMerchantResponse,
  SubMerchantStatusResponse,
  UpdateOrderItemBody,
  UpdateOrderStatusBody,
} from '@pazaryeri/contract/orders/index';
import { orderLimits, orderMessages, paymentMessages } from '@pazaryeri/contract/orders/index';
import type { DownloadLinkResponse } from '@pazaryeri/contract/products/index';
import { api, quietError } from '@/lib/api-client';
import type { AdminOrderFilters, OrderFilters } from './order-filters';

/** Drops what was not chosen (spec §5: filter parameters are sent only when non-empty). */
const given = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value != null));

/** The spec's list variants: `/search` when searching, `/filter` when filtering, the plain list otherwise. */
function listPath(base: string, { search, status, startDate, endDate }: Omit<OrderFilters, 'page'>): string {
  if (search) return `${base}/search`;
  return status || startDate || endDate ? `${base}/filter` : base;
}

export type PaymentCard = MarketplacePaymentBody['card'];

export interface PendingPaymentsFilters {
  page: number;
  escrowStatus: '' | 'held' | 'approved' | 'paid_out' | 'refunded';
}

const ordersWithTags = api.enhanceEndpoints({ addTagTypes: ['Order', 'SellerOrder', 'AdminOrder', 'SellerBalance', 'SubMerchant', 'PendingPayment'] });

export const ordersApi = ordersWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /orders`; the checkout maps its refusals to the spec's messages itself. */
    createOrder: build.mutation<OrderResponse, CreateOrderBody & { idempotencyKey: string }>({
      query: (body) => ({ url: '/orders', method: 'POST', body, headers: { 'Idempotency-Key': body.idempotencyKey } }),
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? ['Order'] : []),
    }),
    /** `POST /payment/marketplace-payment`: charges once, however often it is sent. */
    payOrder: build.mutation<MarketplacePaymentResponse, { orderId: string; card: PaymentCard; threeDS: boolean; callbackUrl?: string }>({
      query: (body) => ({ url: '/payment/marketplace-payment', method: 'POST', body }),
      extraOptions: { fallbackMessage: paymentMessages.failed },
      transformErrorResponse: quietError,
      invalidatesTags: ['Order'],
    }),
    /** The buyer abandons an unpaid order (its stock and coupon go back at once). */
    cancelUnpaidOrder: build.mutation<OrderResponse, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/status`, method: 'PUT', body: { status: 'cancelled' } }),
      transformErrorResponse: quietError,
    }),
    myOrders: build.query<OrderListResponse, OrderFilters>({
      query: ({ page, ...filters }) => ({
        url: listPath('/orders/myorders', filters),
        params: given({ page, limit: orderLimits.myOrdersLimit, ...filters }),
      }),
      providesTags: ['Order'],
    }),
    order: build.query<OrderView, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      extraOptions: { fallbackMessage: orderMessages.detailFailed },
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** A 10-minute link to a digital line's file. */
    downloadLink: build.mutation<DownloadLinkResponse, { orderId: string; itemId: string }>({
      query: ({ orderId, itemId }) => ({ url: `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/download-link` }),
    }),
    /** The buyer cancels before the store starts, or confirms a delivered part. */
    updateMyOrderStatus: build.mutation<OrderResponse, { id: string; body: UpdateOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/orders/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: orderMessages.statusUpdateFailed },
      invalidatesTags: (result) => (result ? ['Order'] : []),
    }),

    sellerOrders: build.query<SellerOrderListResponse, OrderFilters>({
      query: ({ page, ...filters }) => ({
        url: listPath('/orders/seller-orders', filters),
        params: given({ page, limit: orderLimits.sellerOrdersLimit, ...filters }),
      }),
      providesTags: ['SellerOrder'],
    }),
    /** `{id}` is the store's part; the answer is the whole order as the store sees it. */
    updateSellerOrderStatus: build.mutation<OrderResponse, { id: string; body: UpdateOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/orders/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: orderMessages.statusUpdateFailed },
      invalidatesTags: (result) => (result ? ['SellerOrder', 'SellerBalance'] : []),
    }),
    /** `POST /orders/upload`: the store's own file for a digital line; a new upload replaces the old. */
    uploadDeliveryFile: build.mutation<SellerOrderResponse, { orderId: string; productId: string; fileName?: string; file: File }>({
      query: ({ orderId, productId, fileName, file }) => {
        const body = new FormData();
        body.append('orderId', orderId);
        body.append('productId', productId);
        if (fileName) body.append('fileName', fileName);
        body.append('file', file, file.name);
        return { url: '/orders/upload', method: 'POST', body };
      },
      invalidatesTags: (result) => (result ? ['SellerOrder'] : []),
    }),
    /** `PUT /orders/update/{orderId}/{productId}`: corrects the carrier, tracking number or note of the part holding the product. */
    updateSellerShipping: build.mutation<SellerOrderResponse, { orderId: string; productId: string; body: UpdateOrderItemBody }>({
      query: ({ orderId, productId, body }) => ({ url: `/orders/update/${encodeURIComponent(orderId)}/${encodeURIComponent(productId)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['SellerOrder'] : []),
    }),
    sellerBalance: build.query<SellerBalanceResponse, void>({
      query: () => '/orders/seller-balance',
      providesTags: ['SellerBalance'],
    }),
    subMerchantStatus: build.query<SubMerchantStatusResponse, void>({
      query: () => '/submerchant/my-submerchant',
      providesTags: ['SubMerchant'],
    }),
    /** `POST /submerchant/create-submerchant`: opens the store's payment account now instead of at its first sale. */
    createSubMerchant: build.mutation<SubMerchantResponse, void>({
      query: () => ({ url: '/submerchant/create-submerchant', method: 'POST' }),
      invalidatesTags: (result) => (result ? ['SubMerchant'] : []),
    }),

    adminOrders: build.query<OrderListResponse, AdminOrderFilters>({
      // The spec's three lists; each takes every filter, so a keyword keeps the status and dates.
      query: ({ page, keyword, status, startDate, endDate, productId }) => {
        const filters = given({ status, startDate, endDate, productId });
        if (keyword) return { url: '/admin/orders/search', params: { page, limit: orderLimits.adminSearchLimit, keyword, ...filters } };
        if (Object.keys(filters).length) return { url: '/admin/orders/filtre', params: { page, limit: orderLimits.adminSearchLimit, ...filters } };
        return { url: '/admin/orders/all-orders', params: { page, limit: orderLimits.adminListLimit } };
      },
      extraOptions: { fallbackMessage: orderMessages.fetchFailed },
      providesTags: ['AdminOrder'],
    }),
    updateAdminOrderStatus: build.mutation<OrderResponse, { orderId: string; body: UpdateOrderStatusBody }>({
      query: ({ orderId, body }) => ({ url: `/admin/orders/${encodeURIComponent(orderId)}/status`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: orderMessages.statusUpdateFailed },
      invalidatesTags: (result) => (result ? ['AdminOrder', 'PendingPayment'] : []),
    }),
    pendingPayments: build.query<PendingPaymentsResponse, PendingPaymentsFilters>({
      query: ({ page, escrowStatus }) => ({ url: '/approval/pending-payments', params: given({ page, limit: orderLimits.pendingPaymentsLimit, escrowStatus }) }),
      providesTags: ['PendingPayment'],
    }),
    approvePayment: build.mutation<EscrowItemResponse, { paymentTransactionId: string }>({
      query: (body) => ({ url: '/approval/update-submerchant-item', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['PendingPayment'] : []),
    }),
    disapprovePayment: build.mutation<EscrowItemResponse, { paymentTransactionId: string }>({
      query: (body) => ({ url: '/approval/disapprove-transaction', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['PendingPayment'] : []),
    }),
    recordPayouts: build.mutation<PayoutResponse, { date?: string }>({
      query: (body) => ({ url: '/approval/payout-submerchant', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['PendingPayment'] : []),
    }),
  }),
});

export const {
  useCreateOrderMutation,
  usePayOrderMutation,
  useCancelUnpaidOrderMutation,
  useMyOrdersQuery,
  useOrderQuery,
  useDownloadLinkMutation,
  useUpdateMyOrderStatusMutation,
  useSellerOrdersQuery,
  useUpdateSellerOrderStatusMutation,
  useUploadDeliveryFileMutation,
  useUpdateSellerShippingMutation,
  useSellerBalanceQuery,
  useSubMerchantStatusQuery,
  useCreateSubMerchantMutation,
  useAdminOrdersQuery,
  useUpdateAdminOrderStatusMutation,
  usePendingPaymentsQuery,
  useApprovePaymentMutation,
  useDisapprovePaymentMutation,
  useRecordPayoutsMutation,
} = ordersApi;
