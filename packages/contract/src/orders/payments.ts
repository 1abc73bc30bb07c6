import { z } from 'zod';
import { escrowStatuses, orderLimits, orderPageParams, orderOptionalText, orderRequiredId, sellerOrderStatuses } from './fields';
import { orderView } from './views';

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/** Passed to the payment provider and nowhere else: never stored, never logged, never echoed in errors. */
export const paymentCard = z.object({
  holderName: z.string({ error: 'Kart üzerindeki isim gerekli.' }).trim().min(2, { error: 'Kart üzerindeki isim gerekli.' }).max(100),
  number: z.preprocess(digitsOnly, z.string({ error: 'Kart numarası gerekli.' }).regex(/^\d{12,19}$/, { error: 'Kart numarası geçersiz.' })),
  expireMonth: z.preprocess(
    (value) => (typeof value === 'number' ? String(value).padStart(2, '0') : value),
    z.string({ error: 'Son kullanma ayı gerekli.' }).trim().regex(/^(0?[1-9]|1[0-2])$/, { error: 'Son kullanma ayı 01–12 olmalı.' }),
  ),
  expireYear: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Son kullanma yılı gerekli.' }).trim().regex(/^(\d{2}|\d{4})$/, { error: 'Son kullanma yılı geçersiz.' }),
  ),
  cvc: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Güvenlik kodu (CVC) gerekli.' }).trim().regex(/^\d{3,4}$/, { error: 'Güvenlik kodu (CVC) 3 ya da 4 haneli olmalı.' }),
  ),
});
export type PaymentCardInput = z.infer<typeof paymentCard>;

/**
 * `POST /payment/marketplace-payment`. With `threeDS` the answer carries the bank's page; the bank
 * posts back to our callback, which then sends the browser to `callbackUrl` (a page of this site;
 * default the order's page) with `odeme=basarili` or `odeme=basarisiz`.
 */
export const marketplacePaymentBody = z.object({
  orderId: orderRequiredId('Sipariş'),
  card: paymentCard,
  threeDS: z.boolean().optional().default(false),
  callbackUrl: orderOptionalText('Dönüş adresi', 500),
});
export type MarketplacePaymentBody = z.infer<typeof marketplacePaymentBody>;

export const marketplacePaymentResponse = z.object({
  message: z.string(),
  status: z.enum(['paid', 'three_ds_required']),
  order: orderView,
  /**
   * The bank's 3D Secure page. `pageUrl` serves it as a page of its own (open it in the whole
   * window): its scripts run and its form may post to the bank, in an origin that cannot read
   * this site's storage. The bank posts back to our callback, which returns to `callbackUrl`.
   */
  threeDS: z.object({ paymentId: z.string(), htmlContent: z.string(), pageUrl: z.string() }).nullable(),
  /** Some digital goods were delivered with this payment ('Dijital ürün başarıyla teslim edildi.'). */
  digitalDelivered: z.boolean(),
});
export type MarketplacePaymentResponse = z.infer<typeof marketplacePaymentResponse>;

export const subMerchantView = z.object({
  sellerId: z.string(),
  subMerchantType: z.enum(['PERSONAL', 'PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY']),
  provider: z.enum(['sandbox', 'iyzico']),
  createdAt: z.string(),
});
export const subMerchantResponse = z.object({ message: z.string(), subMerchant: subMerchantView });
export type SubMerchantResponse = z.infer<typeof subMerchantResponse>;

/**
 * `GET /submerchant/my-submerchant`: whether the store can be paid. `active`: it has its account;
 * `ready`: its details are complete, the account is made on request or at its first sale;
 * `blocked`: `problem` says what to fix first (buyers cannot pay for its products meanwhile).
 */
export const subMerchantStatusResponse = z.object({
  status: z.enum(['active', 'ready', 'blocked']),
  subMerchant: subMerchantView.nullable(),
  problem: z.string().nullable(),
});
export type SubMerchantStatusResponse = z.infer<typeof subMerchantStatusResponse>;

/** A paid line in escrow, as the admin approves it. Money in TL. */
export const escrowItemView = z.object({
  _id: z.string(),
  paymentTransactionId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  sellerOrderId: z.string(),
  sellerOrderStatus: z.enum(sellerOrderStatuses),
  seller: z.object({ _id: z.string(), storeName: z.string() }),
  productName: z.string(),
  quantity: z.number().int(),
  /** What the buyer paid for the line (its share of shipping included). */
  paidPrice: z.number(),
  sellerShare: z.number(),
  commission: z.number(),
  escrowStatus: z.enum(escrowStatuses),
  /** The store's part was delivered or completed: the admin may approve it. */
  approvable: z.boolean(),
  paidAt: z.string().nullable(),
  escrowUpdatedAt: z.string().nullable(),
});
export type EscrowItemView = z.infer<typeof escrowItemView>;

export const pendingPaymentsQuery = z.object({
  ...orderPageParams(orderLimits.pendingPaymentsLimit),
  /** held = waiting for approval (pending or disapproved); default held. */
  escrowStatus: z
    .enum(['', 'held', 'approved', 'paid_out', 'refunded'], { error: 'Geçerli bir ödeme durumu seçin.' })
    .optional()
    .transform((value) => value || 'held'),
  sellerId: orderOptionalText('Mağaza', 64),
  approvable: z
    .enum(['', 'true', 'false'])
    .optional()
    .transform((value) => (value ? value === 'true' : undefined)),
});
export type PendingPaymentsQuery = z.infer<typeof pendingPaymentsQuery>;

export const pendingPaymentsResponse = z.object({
  items: z.array(escrowItemView),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PendingPaymentsResponse = z.infer<typeof pendingPaymentsResponse>;

/** Names one paid line: by the provider's transaction id or our order item id. */
export const escrowItemBody = z
  .object({
    paymentTransactionId: orderOptionalText('Ödeme kalemi', 64),
    orderItemId: orderOptionalText('Sipariş kalemi', 64),
  })
  .refine((body) => Boolean(body.paymentTransactionId || body.orderItemId), {
    error: 'paymentTransactionId ya da orderItemId gerekli.',
    path: ['paymentTransactionId'],
  });
export type EscrowItemBody = z.infer<typeof escrowItemBody>;

export const escrowItemResponse = z.object({ message: z.string(), item: escrowItemView });
export type EscrowItemResponse = z.infer<typeof escrowItemResponse>;

/** Records what the provider paid out on a day (YYYY-MM-DD, Istanbul; default today). */
export const payoutBody = z
  .object({
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-MM-DD biçiminde olmalı.' })
      .optional(),
  })
  .optional()
  .transform((body) => body ?? {});
export type PayoutBody = z.infer<typeof payoutBody>;

export const payoutResponse = z.object({ message: z.string(), date: z.string(), paidOut: z.number().int(), items: z.array(escrowItemView) });
export type PayoutResponse = z.infer<typeof payoutResponse>;

/** `GET /orders/seller-balance`: the store's earnings after commission, TL. */
export const sellerBalanceResponse = z.object({
  /** Paid by buyers, held until delivery and the admin's approval. */
  pending: z.number(),
  /** Approved, waiting for the provider's next payout. */
  approved: z.number(),
  paidOut: z.number(),
  refunded: z.number(),
  currency: z.literal('TRY'),
});
export type SellerBalanceResponse = z.infer<typeof sellerBalanceResponse>;
