import { z } from 'zod';
import { partTracking } from '../shipping/index';
import { invoiceView } from '../invoices/index';
import { customValue } from '../customization/index';
import { checkoutStatuses, escrowStatuses, paymentAttemptStatuses, sellerOrderStatuses } from './fields';

/** Where the parcel goes: the buyer's address as it was at checkout. */
export const shippingAddressView = z.object({
  fullName: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  neighbourhood: z.string().nullable().optional(),
  addressLine: z.string(),
  postalCode: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
});
export type ShippingAddressView = z.infer<typeof shippingAddressView>;

/** Who the order is invoiced to, as chosen at checkout (issue 26): Bireysel or Kurumsal. */
export const billingIdentityView = z.object({
  kind: z.enum(['individual', 'corporate']),
  name: z.string(),
  tckn: z.string().nullable(),
  vkn: z.string().nullable(),
  taxOffice: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  addressLine: z.string(),
  postalCode: z.string().nullable(),
});
export type BillingIdentityView = z.infer<typeof billingIdentityView>;

/** A line as bought: name, variant and price are snapshots. Money in TL. */
export const orderItemView = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productSlug: z.string(),
  name: z.string(),
  productType: z.enum(['physical', 'digital', 'model3d']),
  isDigital: z.boolean(),
  variantId: z.string().nullable(),
  variantName: z.string().nullable(),
  sizeId: z.string().nullable(),
  sizeLabel: z.string().nullable(),
  image: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  discount: z.number(),
  escrowStatus: z.enum(escrowStatuses),
  /** Digital goods: when the buyer got the download. */
  deliveredAt: z.string().nullable(),
  /** The buyer may ask for a download link (`GET /orders/{id}/items/{itemId}/download-link`). */
  downloadAvailable: z.boolean(),
  /** The store uploaded a file for this order line (`POST /orders/upload`). */
  hasDeliveryFile: z.boolean(),
  /** What the buyer asked for on a customizable product (labels as they were at checkout); null otherwise. */
  customization: z.array(customValue).nullable().optional(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const orderEventView = z.object({
  fromStatus: z.enum(sellerOrderStatuses).nullable(),
  toStatus: z.enum(sellerOrderStatuses),
  actorRole: z.enum(['buyer', 'seller', 'admin', 'system']),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** What the store needs to ship: the buyer's name, phone and address (sellers and admins only). */
export const orderCustomerView = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: shippingAddressView.nullable(),
});

/** A store's part of an order: what that store sees, ships and is paid for. */
export const sellerOrderView = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(sellerOrderStatuses),
  statusLabel: z.string(),
  seller: z.object({ _id: z.string(), storeName: z.string(), alias: z.string() }),
  itemsTotal: z.number(),
  shippingCost: z.number(),
  discount: z.number(),
  total: z.number(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  sellerNote: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemView),
  timeline: z.array(orderEventView),
  customer: orderCustomerView.optional(),
  /** The store's earnings after commission (sellers and admins only), TL. */
  earnings: z.object({ sellerShare: z.number(), commission: z.number() }).optional(),
  /** Parcels bought through the cargo aggregator, with their tracking (returns last). */
  shipments: z.array(partTracking).optional(),
  /** The part's invoice (the store's file or one issued through the provider), null until there is one. */
  invoice: invoiceView.nullable().optional(),
});
export type SellerOrderView = z.infer<typeof sellerOrderView>;

/** The latest payment attempt, as the buyer may see it (never card data beyond the masked number). */
export const orderPaymentView = z.object({
  status: z.enum(paymentAttemptStatuses),
  maskedCard: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** Spec §3 "Order: status, orders": the checkout and its stores' parts (`orders`). */
export const orderView = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(checkoutStatuses),
  statusLabel: z.string(),
  buyer: z.object({ _id: z.string(), name: z.string(), email: z.string() }).optional(),
  shippingAddress: shippingAddressView.nullable(),
  /** Null on orders made before billing identities existed (or a goods-less offer order). */
  billing: billingIdentityView.nullable(),
  itemsTotal: z.number(),
  shippingTotal: z.number(),
  discountTotal: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Set when the order came from an accepted offer: its page is the freelance order page. */
  offerId: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orders: z.array(sellerOrderView),
  payment: orderPaymentView.nullable(),
});
export type OrderView = z.infer<typeof orderView>;

export const orderResponse = z.object({ message: z.string(), order: orderView });
export type OrderResponse = z.infer<typeof orderResponse>;

export const orderListResponse = z.object({
  orders: z.array(orderView),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** Seller lists: only the store's own parts, with the customer's shipping details. */
export const sellerOrderListResponse = z.object({
  orders: z.array(sellerOrderView),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type SellerOrderListResponse = z.infer<typeof sellerOrderListResponse>;

export const sellerOrderResponse = z.object({ message: z.string(), order: sellerOrderView });
export type SellerOrderResponse = z.infer<typeof sellerOrderResponse>;
