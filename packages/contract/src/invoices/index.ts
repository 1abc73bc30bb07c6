import { z } from 'zod';
import { adminListLimits } from '../admin';
import { pageQuery } from '../common';
import type { SellerOrderStatus } from '../orders/fields';

/**
 * Invoices (issue 26): a store's invoice on each part of an order it sold (its own file, or one
 * issued through the invoicing provider), and the platform's monthly commission invoice to each
 * store. Money is kuruş.
 */
export const invoiceKinds = ['sale', 'commission'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceKindLabels: Record<InvoiceKind, string> = { sale: 'Satış faturası', commission: 'Komisyon faturası' };

/** `upload`: the store's own file; `provider`: issued through the invoicing provider. */
export const invoiceSources = ['upload', 'provider'] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

export const invoiceProfiles = ['EARSIVFATURA', 'TEMELFATURA'] as const;
export const invoiceProfileLabels: Record<(typeof invoiceProfiles)[number], string> = { EARSIVFATURA: 'e-Arşiv Fatura', TEMELFATURA: 'e-Fatura' };

export const invoiceFileTypes = ['pdf', 'xml'] as const;
export type InvoiceFileType = (typeof invoiceFileTypes)[number];

/** A part may carry an invoice once it is paid and until it is cancelled or refunded. */
export const invoiceableStatuses: readonly SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed'];

const monthNames = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

/** A commission invoice's month: '2026-10' → 'Ekim 2026' (anything else as given). */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return year && month >= 1 && month <= 12 ? `${monthNames[month - 1]} ${year}` : period;
}

export const invoiceLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  /** A part delivered this many days ago without an invoice reminds its store, once. */
  reminderDays: 3,
  /** How long a download link lives. */
  linkSeconds: 10 * 60,
} as const;

export const invoiceMessages = {
  notFound: 'Fatura bulunamadı.',
  partNotFound: 'Sipariş bölümü bulunamadı.',
  notInvoiceable: 'Ödemesi alınmamış, iptal ya da iade edilmiş bir sipariş için fatura eklenemez.',
  alreadyIssued: 'Bu sipariş bölümü için fatura kesildi; kesilmiş bir fatura değiştirilemez.',
  alreadyUploaded: 'Bu sipariş bölümüne faturanız yüklendi. Sağlayıcıdan kesmek için önce yüklediğiniz faturayı kaldırın.',
  fileRequired: 'Fatura dosyasını seçin (PDF ya da e-Fatura XML).',
  fileType: 'Fatura PDF ya da UBL-TR e-Fatura (XML) dosyası olmalı; dosyanın içeriği bu türlerden biri değil.',
  fileTooLarge: 'Fatura dosyası en fazla 10 MB olabilir.',
  uploaded: 'Fatura yüklendi; alıcı sipariş sayfasından indirebilir.',
  replaced: 'Fatura yenisiyle değiştirildi.',
  removed: 'Yüklediğiniz fatura kaldırıldı.',
  issued: 'Fatura kesildi; alıcı sipariş sayfasından indirebilir.',
  notRemovable: 'Sağlayıcıdan kesilmiş bir fatura kaldırılamaz; iptal için entegratörünüzün ekranını kullanın.',
  linkInvalid: 'Fatura bağlantısı geçersiz.',
  linkExpired: 'Fatura bağlantısının süresi doldu; sipariş sayfasından yeniden indirin.',
  fileMissing: 'Fatura dosyası bulunamadı.',
  noXml: 'Bu faturanın XML dosyası yok.',
  monthInvalid: 'Ay YYYY-AA biçiminde olmalı (ör. 2026-10).',
  storeInvalid: 'Geçerli bir mağaza seçin.',
} as const;

export const invoiceView = z.object({
  _id: z.string(),
  kind: z.enum(invoiceKinds),
  source: z.enum(invoiceSources),
  /** The order and its part (a sale); null for a commission invoice. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  partId: z.string().nullable(),
  store: z.object({ _id: z.string(), storeName: z.string() }),
  /** GİB's number and the ETTN, when known (always for an issued invoice, read from an uploaded XML). */
  number: z.string().nullable(),
  ettn: z.string().nullable(),
  profile: z.enum(invoiceProfiles).nullable(),
  fileType: z.enum(invoiceFileTypes),
  fileName: z.string(),
  /** An issued invoice keeps its UBL-TR XML beside the PDF. */
  hasXml: z.boolean(),
  /** A commission invoice's month (YYYY-MM, İstanbul). */
  period: z.string().nullable(),
  /** The amounts, when we made the invoice (an uploaded file's are the store's business). */
  net: z.number().int().nullable(),
  vat: z.number().int().nullable(),
  gross: z.number().int().nullable(),
  issuedAt: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const orderInvoicesParams = z.object({ orderId: z.string().min(1).max(64) });
export const partInvoiceParams = z.object({ orderId: z.string().min(1).max(64), partId: z.string().min(1).max(64) });
export const invoiceIdParams = z.object({ invoiceId: z.string().min(1).max(64) });

export const orderInvoicesResponse = z.object({ invoices: z.array(invoiceView) });
export const invoiceResponse = z.object({ invoice: invoiceView, message: z.string() });

export const invoiceDownloadQuery = z.object({
  format: z
    .enum(['', ...invoiceFileTypes], { error: "Biçim 'pdf' ya da 'xml' olmalı." })
    .optional()
    .transform((value) => (value || undefined) as InvoiceFileType | undefined),
});
export const invoiceDownloadResponse = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
export const invoiceFileQuery = z.object({ token: z.string().max(2000).optional() });
export const invoiceFileParams = z.object({ invoiceId: z.string().min(1).max(64), file: z.enum(invoiceFileTypes, { error: 'Geçersiz dosya.' }) });

/** YYYY-MM naming a real month; '' means "not given". */
const month = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(value), { error: invoiceMessages.monthInvalid })
  .optional()
  .transform((value) => value || undefined);

export const commissionInvoicesQuery = pageQuery(12, 60);
export const commissionInvoicesResponse = z.object({
  invoices: z.array(invoiceView),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** A delivered part without an invoice, as the admin's list shows it. */
export const missingInvoice = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  partId: z.string(),
  store: z.object({ _id: z.string(), storeName: z.string() }),
  total: z.number().int(),
  deliveredAt: z.string(),
  /** Whole days since delivery. */
  daysSinceDelivery: z.number().int(),
  /** When the store was reminded by e-mail, if it was. */
  remindedAt: z.string().nullable(),
});
export type MissingInvoice = z.infer<typeof missingInvoice>;

export const adminInvoicesQuery = pageQuery(adminListLimits.list, adminListLimits.max).extend({
  kind: z
    .enum(['', ...invoiceKinds], { error: 'Geçerli bir fatura türü seçin.' })
    .optional()
    .transform((value) => (value || undefined) as InvoiceKind | undefined),
  sellerId: z
    .string()
    .trim()
    .max(64, { error: invoiceMessages.storeInvalid })
    .optional()
    .transform((value) => value || undefined),
  month,
  /** true: the delivered parts that have no invoice, instead of the invoices. */
  missing: z
    .enum(['', 'true', 'false'], { error: "missing 'true' ya da 'false' olmalı." })
    .optional()
    .transform((value) => value === 'true'),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuery>;

export const adminInvoicesResponse = z.object({
  /** The invoices (missing=false) or the parts without one (missing=true); the other list is empty. */
  invoices: z.array(invoiceView),
  missing: z.array(missingInvoice),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;
