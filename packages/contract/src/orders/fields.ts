import { z } from 'zod';

/** A store's part of an order (spec §3 "Order: status, orders"): the lifecycle the state machine enforces. */
export const sellerOrderStatuses = ['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'] as const;
export type SellerOrderStatus = (typeof sellerOrderStatuses)[number];

/** The buyer's checkout as a whole: paid once. A failed payment ends it; the cart makes a new one. */
export const checkoutStatuses = ['pending_payment', 'paid', 'payment_failed', 'cancelled'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** Every status a list may be filtered by: a checkout's or any of its parts'. */
export const orderFilterStatuses = ['pending_payment', 'paid', 'payment_failed', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'] as const;
export type OrderFilterStatus = (typeof orderFilterStatuses)[number];

export const orderStatusLabels: Record<OrderFilterStatus, string> = {
  pending_payment: 'Ödeme bekleniyor',
  paid: 'Ödendi',
  payment_failed: 'Ödeme başarısız',
  preparing: 'Hazırlanıyor',
  shipped: 'Kargoya verildi',
  delivered: 'Teslim edildi',
  completed: 'Tamamlandı',
  cancelled: 'İptal edildi',
  refunded: 'İade edildi',
};

/** Escrow of a paid line at the payment provider. */
export const escrowStatuses = ['none', 'pending', 'approved', 'disapproved', 'paid_out', 'refunded'] as const;
export type EscrowStatus = (typeof escrowStatuses)[number];

export const escrowStatusLabels: Record<EscrowStatus, string> = {
  none: 'Ödeme yok',
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  disapproved: 'Onay geri alındı',
  paid_out: 'Satıcıya aktarıldı',
  refunded: 'İade edildi',
};

export const paymentAttemptStatuses = ['pending', 'three_ds_pending', 'succeeded', 'failed', 'needs_review'] as const;

/** Sizes and page limits (spec §9: seller orders 10 a page; admin lists 20, searches 10). */
export const orderLimits = {
  maxLines: 50,
  maxQuantity: 10_000,
  myOrdersLimit: 10,
  sellerOrdersLimit: 10,
  adminListLimit: 20,
  adminSearchLimit: 10,
  maxLimit: 100,
  pendingPaymentsLimit: 20,
  /** An unpaid checkout holds its stock this long after its last payment attempt began. */
  reservationMinutes: 30,
} as const;

/** Money travels as TL with two decimals; it is kept as integer kuruş. */
export const kurusToLira = (kurus: number): number => Math.round(kurus) / 100;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
export const orderOptionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string({ error: `${label} metin olmalı.` })
      .trim()
      .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
      .optional(),
  );

export const orderRequiredId = (label: string) =>
  z.string({ error: `${label} gerekli.` }).trim().min(1, { error: `${label} gerekli.` }).max(64, { error: `${label} geçersiz.` });

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDayOrInstant = (value: string) =>
  (dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)) ||
  z.iso.datetime({ offset: true }).safeParse(value).success;

/** A calendar day (YYYY-MM-DD, Istanbul) or an ISO instant; '' means not given. */
export const orderDateParam = z
  .string()
  .trim()
  .refine((value) => value === '' || isDayOrInstant(value), { error: 'Tarih YYYY-MM-DD biçiminde olmalı.' })
  .optional()
  .transform((value) => value || undefined);

const toNumber = (value: unknown) => (blank(value) ? undefined : typeof value === 'string' ? Number(value) : value);

export const orderPageParams = (defaultLimit: number) => ({
  page: z.preprocess(toNumber, z.number({ error: 'Sayfa bir sayı olmalı.' }).int().min(1).max(100_000).default(1)),
  limit: z.preprocess(
    toNumber,
    z
      .number({ error: 'Limit bir sayı olmalı.' })
      .int()
      .min(1, { error: 'Limit en az 1 olmalı.' })
      .max(orderLimits.maxLimit, { error: `Limit en fazla ${orderLimits.maxLimit} olabilir.` })
      .default(defaultLimit),
  ),
});

export const orderStatusParam = z
  .enum(['', 'all', ...orderFilterStatuses], { error: 'Geçerli bir sipariş durumu seçin.' })
  .optional()
  .transform((value) => (value && value !== 'all' ? (value as OrderFilterStatus) : undefined));
