import { z } from 'zod';
import { orderDateParam, orderLimits, orderPageParams, orderStatusParam, orderOptionalText, orderRequiredId, sellerOrderStatuses } from './fields';

const optionalId = (label: string) => orderOptionalText(label, 64);

/** A cart line. Price, shipping and discounts are never taken from the client: extra fields are ignored. */
export const orderLineInput = z.object({
  productId: orderRequiredId('Ürün'),
  variantId: optionalId('Varyant'),
  sizeId: optionalId('Beden'),
  /** A product with a customization template: the buyer's saved values (`POST /productCustomInput/add`). */
  customInputId: optionalId('Özelleştirme bilgileri'),
  quantity: z
    .number({ error: 'Adet bir tam sayı olmalı.' })
    .int({ error: 'Adet bir tam sayı olmalı.' })
    .min(1, { error: 'Adet en az 1 olmalı.' })
    .max(orderLimits.maxQuantity, { error: `Adet en fazla ${orderLimits.maxQuantity} olabilir.` }),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** Any printable key a client makes up (a UUID is ideal): a retried checkout with it returns the same order. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, { error: 'idempotencyKey 8–128 karakter (harf, rakam, . _ : -) olmalı.' });

/** `POST /orders`. `Idempotency-Key` may come as a header instead of `idempotencyKey`. */
export const createOrderBody = z.object({
  lines: z
    .array(orderLineInput, { error: 'Sepetiniz boş.' })
    .min(1, { error: 'Sepetiniz boş.' })
    .max(orderLimits.maxLines, { error: `Bir siparişte en fazla ${orderLimits.maxLines} satır olabilir.` }),
  addressId: orderRequiredId('Teslimat adresi'),
  /** Who to invoice: one of the buyer's billing identities; the default one, else the delivery address's name, when absent. */
  billingProfileId: z.preprocess((value) => (value === '' || value === null ? undefined : value), orderRequiredId('Fatura bilgisi').optional()),
  couponCode: orderOptionalText('Kupon kodu', 64),
  idempotencyKey: z.preprocess((value) => (value === '' || value === null ? undefined : value), idempotencyKeyField.optional()),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

const searchText = orderOptionalText('Arama', 100);

/** The filters every order list takes: a status and a date range. */
const statusAndDates = {
  status: orderStatusParam,
  startDate: orderDateParam,
  endDate: orderDateParam,
};

/** Buyer's list: status (of the checkout or any part), date range, order number or product name, 10 a page. */
export const myOrdersQuery = z.object({
  ...orderPageParams(orderLimits.myOrdersLimit),
  ...statusAndDates,
  search: searchText,
  keyword: searchText,
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuery>;

/** Seller's list (spec §9: 10 a page): order number, product or customer name. */
export const sellerOrdersQuery = z.object({
  ...orderPageParams(orderLimits.sellerOrdersLimit),
  ...statusAndDates,
  search: searchText,
  keyword: searchText,
  query: searchText,
});
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuery>;

/**
 * The admin's filters, the same on all three lists (all-orders, search, filtre) and all combined:
 * keyword (order number, buyer name or e-mail, product or store name), status, date range, store,
 * buyer, product.
 */
const adminOrderFilters = {
  ...statusAndDates,
  keyword: searchText,
  sellerId: optionalId('Mağaza'),
  buyerId: optionalId('Alıcı'),
  /** Checkouts holding this product (what `product-order` lists, with the other filters too). */
  productId: optionalId('Ürün'),
};

/** Spec §9: the admin's list 20 a page. */
export const adminOrdersQuery = z.object({
  ...orderPageParams(orderLimits.adminListLimit),
  ...adminOrderFilters,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** Spec §9: searches 10 a page; `search` and `filtre` take it. */
export const adminOrdersSearchQuery = z.object({
  ...orderPageParams(orderLimits.adminSearchLimit),
  ...adminOrderFilters,
});
export type AdminOrdersSearchQuery = z.infer<typeof adminOrdersSearchQuery>;

/** Orders that contain a product. */
export const productOrdersQuery = z.object({
  ...orderPageParams(orderLimits.adminListLimit),
  productId: orderRequiredId('Ürün'),
});
export type ProductOrdersQuery = z.infer<typeof productOrdersQuery>;

/**
 * `PUT /orders/{id}/status` (`{id}`: the order or one store's part of it). Shipping needs the
 * carrier and tracking number. Admins (and buyers of a multi-store order) may name the part with
 * `sellerOrderId`; without it every part of the order moves.
 */
export const updateOrderStatusBody = z.object({
  status: z.enum(sellerOrderStatuses, { error: 'Geçerli bir sipariş durumu seçin.' }),
  carrier: orderOptionalText('Kargo firması', 60),
  trackingNumber: orderOptionalText('Takip numarası', 60),
  note: orderOptionalText('Not', 500),
  sellerOrderId: optionalId('Mağaza siparişi'),
});
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBody>;

/** `PUT /orders/update/{orderId}/{productId}`: the store corrects its shipping details or leaves a note. */
export const updateOrderItemBody = z
  .object({
    carrier: orderOptionalText('Kargo firması', 60),
    trackingNumber: orderOptionalText('Takip numarası', 60),
    note: orderOptionalText('Not', 500),
  })
  .refine((body) => body.carrier !== undefined || body.trackingNumber !== undefined || body.note !== undefined, {
    error: 'Güncellenecek bir bilgi (kargo firması, takip numarası ya da not) girin.',
  });
export type UpdateOrderItemBody = z.infer<typeof updateOrderItemBody>;

export const orderItemParams = z.object({ orderId: orderRequiredId('Sipariş'), productId: orderRequiredId('Ürün') });
export const orderItemIdParams = z.object({ id: orderRequiredId('Sipariş'), itemId: orderRequiredId('Sipariş kalemi') });

/** `POST /orders/upload` (multipart): the store's file for a digital line of a paid order. */
export const uploadDeliveryFields = z.object({
  orderId: orderRequiredId('Sipariş'),
  productId: orderRequiredId('Ürün'),
  fileName: orderOptionalText('Dosya adı', 120),
});
