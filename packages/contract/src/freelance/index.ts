import { z } from 'zod';
import { orderOptionalText, orderRequiredId } from '../orders/fields';
import { marketplacePaymentBody } from '../orders/payments';
import { orderView } from '../orders/views';

/** Freelance orders (issue 11): an accepted offer as an order, its customization, deliveries and the freelancer's reviews. */

/** Spec §4 Customization: not_started, in_progress (on start), completed (on custom delivery). */
export const customizationStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type CustomizationStatus = (typeof customizationStatuses)[number];
export const customizationStatusLabels: Record<CustomizationStatus, string> = {
  not_started: 'Başlanmadı',
  in_progress: 'Hazırlanıyor',
  completed: 'Teslim edildi',
};

export const deliveryStatuses = ['pending', 'accepted', 'auto_accepted', 'revision_requested'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Onayınızı bekliyor',
  accepted: 'Kabul edildi',
  auto_accepted: '7 gün içinde yanıt verilmediği için otomatik kabul edildi',
  revision_requested: 'Revizyon istendi',
};

export const freelanceLimits = {
  /** A delivery not answered within this many days is accepted automatically. */
  autoAcceptDays: 7,
  filesMax: 5,
  noteMax: 2000,
  reviewCommentMax: 2000,
  reviewsPerPage: 10,
} as const;

export const freelanceMessages = {
  created: 'Sipariş başarıyla oluşturuldu',
  offerNotAccepted: 'Yalnızca kabul edilmiş bir tekliften sipariş oluşturulabilir.',
  offerNotYours: 'Bu teklif size yapılmadı.',
  offerNotFound: 'Teklif bulunamadı.',
  notFreelance: 'Bu sipariş bir teklif siparişi değil.',
  onlyStoreStarts: 'Özelleştirmeyi yalnızca siparişin mağazası başlatabilir.',
  onlyStoreDelivers: 'Teslimatı yalnızca siparişin mağazası yapabilir.',
  onlyBuyerAnswers: 'Teslimatı yalnızca siparişin alıcısı kabul edebilir ya da revizyon isteyebilir.',
  notPaid: 'Sipariş ödenmeden özelleştirme başlatılamaz.',
  alreadyStarted: 'Özelleştirme zaten başlatıldı.',
  notInProgress: 'Teslimat için özelleştirmenin başlatılmış olması gerekir.',
  filesRequired: 'En az bir dosya yükleyin.',
  noPendingDelivery: 'Yanıt bekleyen bir teslimat yok.',
  noRevisionsLeft: 'Bu teklifin revizyon hakkı kalmadı.',
  revisionNoteRequired: 'Revizyonda nelerin değişmesini istediğinizi yazın.',
  started: 'Özelleştirme başlatıldı.',
  delivered: 'Teslimat gönderildi. Alıcı 7 gün içinde yanıt vermezse teslimat otomatik kabul edilir.',
  accepted: 'Teslimatı kabul ettiniz. Ödeme mağazaya aktarılmak üzere onaya gönderildi.',
  revisionRequested: 'Revizyon istendi.',
  stepsOnly: 'Teklif siparişleri özelleştirme adımlarıyla ilerler (başlat, teslim et, kabul et ya da revizyon iste).',
  fileLinkInvalid: 'Dosya bağlantısı geçersiz.',
  fileLinkExpired: 'Dosya bağlantısının süresi doldu. Sayfayı yenileyip tekrar deneyin.',
  fileMissing: 'Dosya bulunamadı.',
  // Freelancer reviews
  reviewCreated: 'Değerlendirmeniz için teşekkürler.',
  reviewDeleted: 'Değerlendirmeniz silindi.',
  reviewNotFound: 'Değerlendirme bulunamadı.',
  reviewNotAllowed: 'Yalnızca bu mağazadan tamamlanmış bir teklif siparişi olan alıcı değerlendirme yapabilir.',
  reviewExists: 'Bu siparişi zaten değerlendirdiniz.',
  reviewOnlyOwn: 'Yalnızca kendi değerlendirmenizi silebilirsiniz.',
} as const;

export const fromOfferBody = z.object({ offerId: orderRequiredId('Teklif') });
export type FromOfferBody = z.infer<typeof fromOfferBody>;

export const startCustomizationBody = z.object({ offerId: orderOptionalText('Teklif', 64) });
export type StartCustomizationBody = z.infer<typeof startCustomizationBody>;

export const customDeliveryBody = z.object({
  note: orderOptionalText('Not', freelanceLimits.noteMax),
  attachments: z.any().optional().describe(`Teslim dosyaları: en fazla ${freelanceLimits.filesMax} dosya (multipart, alan adı attachments)`),
});
export type CustomDeliveryBody = z.infer<typeof customDeliveryBody>;

export const deliveryAnswerBody = z.object({ note: orderOptionalText('Not', freelanceLimits.noteMax) });
export type DeliveryAnswerBody = z.infer<typeof deliveryAnswerBody>;

export const freelancerPaymentBody = marketplacePaymentBody;
export type FreelancerPaymentBody = z.infer<typeof freelancerPaymentBody>;

export const deliveryFileView = z.object({ id: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() });
export type DeliveryFileView = z.infer<typeof deliveryFileView>;

export const customDeliveryView = z.object({
  _id: z.string(),
  round: z.number().int(),
  note: z.string(),
  status: z.enum(deliveryStatuses),
  statusLabel: z.string(),
  responseNote: z.string().nullable(),
  deliveredAt: z.string(),
  respondedAt: z.string().nullable(),
  /** When a pending delivery is accepted automatically. */
  autoAcceptAt: z.string().nullable(),
  files: z.array(deliveryFileView),
});
export type CustomDeliveryView = z.infer<typeof customDeliveryView>;

export const freelanceOrderView = z.object({
  order: orderView,
  sellerOrderId: z.string(),
  offer: z.object({
    _id: z.string(),
    amount: z.number(),
    deliveryDays: z.number().int(),
    revisions: z.number().int(),
    note: z.string(),
    advert: z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable(),
  }),
  customization: z.object({
    status: z.enum(customizationStatuses),
    statusLabel: z.string(),
    revisionsAllowed: z.number().int(),
    revisionsUsed: z.number().int(),
    revisionsLeft: z.number().int(),
    deliveries: z.array(customDeliveryView),
  }),
  /** What the caller may do now. */
  can: z.object({ pay: z.boolean(), start: z.boolean(), deliver: z.boolean(), accept: z.boolean(), requestRevision: z.boolean(), review: z.boolean() }),
  review: z.object({ _id: z.string(), rating: z.number().int(), comment: z.string(), createdAt: z.string() }).nullable(),
});
export type FreelanceOrderView = z.infer<typeof freelanceOrderView>;

export const freelanceOrderResponse = z.object({ message: z.string().optional(), freelanceOrder: freelanceOrderView });
export type FreelanceOrderResponse = z.infer<typeof freelanceOrderResponse>;

export const freelanceOrderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  customizationStatus: z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.enum(customizationStatuses).optional()),
});
export type FreelanceOrderListQuery = z.infer<typeof freelanceOrderListQuery>;

export const freelanceOrderSummary = z.object({
  _id: z.string(),
  sellerOrderId: z.string(),
  orderNumber: z.string(),
  title: z.string(),
  buyerName: z.string(),
  storeName: z.string(),
  total: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  customizationStatus: z.enum(customizationStatuses),
  customizationStatusLabel: z.string(),
  revisionsLeft: z.number().int(),
  createdAt: z.string(),
});
export type FreelanceOrderSummary = z.infer<typeof freelanceOrderSummary>;

export const freelanceOrderListResponse = z.object({
  orders: z.array(freelanceOrderSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FreelanceOrderListResponse = z.infer<typeof freelanceOrderListResponse>;

export const createFreelancerReviewBody = z.object({
  orderId: orderRequiredId('Sipariş'),
  rating: z.coerce
    .number({ error: 'Puan 1 ile 5 arasında olmalı.' })
    .int({ error: 'Puan 1 ile 5 arasında olmalı.' })
    .min(1, { error: 'Puan 1 ile 5 arasında olmalı.' })
    .max(5, { error: 'Puan 1 ile 5 arasında olmalı.' }),
  comment: z.preprocess((value) => value ?? '', z.string({ error: 'Yorum metin olmalı.' }).trim().max(freelanceLimits.reviewCommentMax, { error: `Yorum en fazla ${freelanceLimits.reviewCommentMax} karakter olabilir.` })),
});
export type CreateFreelancerReviewBody = z.infer<typeof createFreelancerReviewBody>;

export const freelancerReviewView = z.object({
  _id: z.string(),
  seller: z.object({ _id: z.string(), storeName: z.string() }),
  buyer: z.object({ name: z.string() }),
  orderId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type FreelancerReviewView = z.infer<typeof freelancerReviewView>;

export const freelancerReviewResponse = z.object({ message: z.string().optional(), review: freelancerReviewView });
export type FreelancerReviewResponse = z.infer<typeof freelancerReviewResponse>;

export const freelancerReviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(freelanceLimits.reviewsPerPage),
});

export const freelancerReviewListResponse = z.object({
  reviews: z.array(freelancerReviewView),
  /** The store's average rating (one decimal) and number of reviews, kept as an aggregate. */
  average: z.number(),
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type FreelancerReviewListResponse = z.infer<typeof freelancerReviewListResponse>;
