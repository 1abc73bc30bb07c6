import type {
  CalculatedPrice,
  FinancialReport,
  Shipment,
  ShipmentAnalytics,
  ShipmentListResponse,
  ShipmentResponse,
  ShipmentStatus,
  ShippingProvider,
  ShippingTransaction,
  TrackingEvent,
  UserBalance,
} from '@pazaryeri/contract/shipping/index';
import { shippingLimits, shippingMessages } from '@pazaryeri/contract/shipping/index';
import { api } from '@/lib/api-client';

export interface ShipmentFilters {
  page: number;
  status: ShipmentStatus | '';
  provider: string;
  search: string;
  startDate: string;
  endDate: string;
}

export interface ParcelInput {
  length: number;
  width: number;
  height: number;
  weight: number;
}

interface TransactionResult {
  message: string;
  transaction: { _id: string; amount: number; kind: string };
  shipment: Shipment;
}

const withoutEmpty = (params: object) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value != null));

const shippingWithTags = api.enhanceEndpoints({ addTagTypes: ['Shipment', 'ShippingBalance', 'ShippingReport', 'SellerOrder', 'Order'] });

type Draft = ShipmentListResponse;

/** Spec §4: a created shipment (or return) goes on top and the total grows by one. */
export function addShipment(draft: Draft, shipment: Shipment) {
  if (draft.data.some((row) => row._id === shipment._id)) return;
  draft.data.unshift(shipment);
  draft.total += 1;
}

/** Spec §4: a deleted shipment leaves the list and the total shrinks by one. */
export function removeShipment(draft: Draft, id: string) {
  const before = draft.data.length;
  draft.data = draft.data.filter((row) => row._id !== id);
  if (draft.data.length < before) draft.total = Math.max(0, draft.total - 1);
}

/** The order part's shipment still in the works (offers or a label, not cancelled, not a return), if any. */
export function openShipmentOf(rows: Shipment[], sellerOrderId: string): Shipment | null {
  return rows.find((row) => row.sellerOrderId === sellerOrderId && !row.isReturn && row.status !== 'CANCELED' && row.status !== 'FAILED') ?? null;
}

export function replaceShipment(draft: Draft, shipment: Shipment) {
  draft.data = draft.data.map((row) => (row._id === shipment._id ? shipment : row));
}

export const shippingApi = shippingWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** The shipment list of the seller panel (spec: page 1, limit 100, newest first; ten shown per screen page). */
    sellerShipments: build.query<ShipmentListResponse, void>({
      query: () => ({ url: '/shipping/seller/shipments', params: { page: 1, limit: shippingLimits.sellerListLimit, sort: '-createdAt' } }),
      extraOptions: { fallbackMessage: shippingMessages.loadFailed },
      providesTags: ['Shipment'],
    }),
    shipments: build.query<ShipmentListResponse, ShipmentFilters>({
      query: (filters) => ({ url: '/shipping/shipments', params: withoutEmpty({ ...filters, limit: shippingLimits.listLimit }) }),
      extraOptions: { fallbackMessage: shippingMessages.loadFailed },
      providesTags: ['Shipment'],
    }),
    /** Every store's shipments for admins, filtered and paged on the server (read-only). */
    adminShipments: build.query<ShipmentListResponse, ShipmentFilters>({
      query: (filters) => ({ url: '/shipping/admin/shipments', params: withoutEmpty({ ...filters, limit: shippingLimits.listLimit }) }),
      extraOptions: { fallbackMessage: shippingMessages.loadFailed },
      providesTags: ['Shipment'],
    }),
    shippingProviders: build.query<ShippingProvider[], void>({
      query: () => '/shipping/providers',
    }),
    calculatePrice: build.mutation<CalculatedPrice, ParcelInput & { sellerOrderId: string; senderAddressId?: string }>({
      query: (body) => ({ url: '/shipping/shipments', method: 'POST', body }),
      extraOptions: { fallbackMessage: shippingMessages.loadFailed },
    }),
    /** Creation is a status update with the shipment's data (spec §7); the answer goes on top of the list (§4). */
    createShipment: build.mutation<ShipmentResponse, ParcelInput & { sellerOrderId: string; senderAddressId?: string }>({
      query: ({ sellerOrderId, ...body }) => ({ url: `/shipping/shipments/${encodeURIComponent(sellerOrderId)}/status`, method: 'PUT', body }),
      extraOptions: { fallbackMessage: shippingMessages.createFailed },
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shippingApi.util.updateQueryData('sellerShipments', undefined, (draft) => addShipment(draft, data.shipment)));
      },
    }),
    acceptOffer: build.mutation<TransactionResult, { offerId: string }>({
      query: (body) => ({ url: '/shipping/transactions', method: 'POST', body }),
      extraOptions: { fallbackMessage: shippingMessages.acceptFailed },
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shippingApi.util.updateQueryData('sellerShipments', undefined, (draft) => replaceShipment(draft, data.shipment)));
      },
      invalidatesTags: (result) => (result ? ['ShippingBalance', 'ShippingReport', 'SellerOrder', 'Order'] : []),
    }),
    deleteShipment: build.mutation<ShipmentResponse, string>({
      query: (id) => ({ url: `/shipping/shipments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { fallbackMessage: shippingMessages.deleteFailed },
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(shippingApi.util.updateQueryData('sellerShipments', undefined, (draft) => removeShipment(draft, id)));
      },
      invalidatesTags: (result) => (result ? ['ShippingBalance', 'ShippingReport', 'SellerOrder'] : []),
    }),
    /** A return: the new shipment, marked isReturn with RETURN_CREATED, goes on top (§4). */
    createReturn: build.mutation<TransactionResult, string>({
      query: (id) => ({ url: `/shipping/shipments/${encodeURIComponent(id)}/return`, method: 'POST' }),
      extraOptions: { fallbackMessage: shippingMessages.returnFailed },
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(shippingApi.util.updateQueryData('sellerShipments', undefined, (draft) => addShipment(draft, { ...data.shipment, isReturn: true, status: 'RETURN_CREATED' })));
        }
      },
      invalidatesTags: (result) => (result ? ['ShippingBalance', 'ShippingReport'] : []),
    }),
    labelLink: build.mutation<{ labelUrl: string; expiresAt: string }, string>({
      query: (id) => ({ url: `/shipping/shipments/${encodeURIComponent(id)}/label` }),
      extraOptions: { fallbackMessage: shippingMessages.labelFailed },
    }),
    shipmentStatus: build.query<{ status: ShipmentStatus; trackingCode: string | null; trackingNumber: string | null; trackingUrl: string | null; events: TrackingEvent[] }, string>({
      query: (id) => `/shipping/shipments/${encodeURIComponent(id)}/status`,
      extraOptions: { fallbackMessage: shippingMessages.loadFailed },
    }),
    shippingBalance: build.query<UserBalance, void>({
      query: () => '/shipping/user/balance',
      providesTags: ['ShippingBalance'],
    }),
    shippingTransactions: build.query<{ data: ShippingTransaction[]; total: number; page: number; limit: number }, number>({
      query: (page) => ({ url: '/shipping/transactions', params: { page, limit: shippingLimits.listLimit } }),
      providesTags: ['ShippingBalance'],
    }),
    shipmentAnalytics: build.query<ShipmentAnalytics, { startDate?: string; endDate?: string }>({
      query: (range) => ({ url: '/shipping/reports/shipments', params: withoutEmpty(range) }),
      providesTags: ['ShippingReport'],
    }),
    shippingReport: build.query<FinancialReport, { startDate?: string; endDate?: string }>({
      query: (range) => ({ url: '/shipping/reports', params: withoutEmpty(range) }),
      providesTags: ['ShippingReport'],
    }),
  }),
});

export const {
  useAdminShipmentsQuery,
  useShippingProvidersQuery,
  useSellerShipmentsQuery,
  useShipmentsQuery,
  useCalculatePriceMutation,
  useCreateShipmentMutation,
  useAcceptOfferMutation,
  useDeleteShipmentMutation,
  useCreateReturnMutation,
  useLabelLinkMutation,
  useShipmentStatusQuery,
  useShippingBalanceQuery,
  useShippingTransactionsQuery,
  useShipmentAnalyticsQuery,
  useShippingReportQuery,
} = shippingApi;
