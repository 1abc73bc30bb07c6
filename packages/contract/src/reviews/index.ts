import { z } from 'zod';

/** Sizes and counts of product reviews. */
export const reviewLimits = {
  commentMin: 3,
  commentMax: 2000,
  replyMin: 2,
  replyMax: 2000,
  reasonMax: 500,
  maxPhotos: 5,
  listLimit: 10,
} as const;

export const reviewMessages = {
  /** Spec §8. */
  sessionRequired: 'Oturum açmanız gerekmektedir',
  loadFailed: 'Değerlendirmeleriniz yüklenirken bir hata oluştu',
  saveFailed: 'Değerlendirme kaydedilirken bir hata oluştu',
  likeFailed: 'Beğenme işlemi başarısız oldu',
  unlikeFailed: 'Beğenme işlemi iptal edilemedi',
  created: 'Değerlendirmeniz yayınlandı. Teşekkür ederiz!',
  createdPending: 'Değerlendirmeniz alındı. Bağlantı ya da telefon numarası içerdiği için onaylandıktan sonra yayınlanacak.',
  updated: 'Değerlendirmeniz güncellendi.',
  deleted: 'Değerlendirmeniz silindi.',
  replied: 'Yanıtınız yayınlandı.',
  liked: 'Değerlendirmeyi beğendiniz.',
  unliked: 'Beğeniniz geri alındı.',
  approved: 'Değerlendirme onaylandı ve yayınlandı.',
  hidden: 'Değerlendirme gizlendi.',
  notReviewable: 'Bu ürünü değerlendirebilmek için siparişinizin teslim edilmiş olması gerekir.',
  alreadyReviewed: 'Bu sipariş satırını zaten değerlendirdiniz.',
  reviewNotFound: 'Değerlendirme bulunamadı.',
  productNotFound: 'Ürün bulunamadı.',
  notYours: 'Bu değerlendirme size ait değil.',
  notYourStore: 'Bu değerlendirme mağazanızın bir ürününe ait değil.',
  storeNotFound: 'Onaylı bir mağazanız bulunmuyor.',
  ownReviewLike: 'Kendi değerlendirmenizi beğenemezsiniz.',
  tooManyPhotos: 'En fazla 5 fotoğraf ekleyebilirsiniz.',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const reviewRating = z.coerce
  .number({ error: 'Puan 1 ile 5 arasında olmalı.' })
  .int({ error: 'Puan 1 ile 5 arasında olmalı.' })
  .min(1, { error: 'Puan 1 ile 5 arasında olmalı.' })
  .max(5, { error: 'Puan 1 ile 5 arasında olmalı.' });

export const reviewComment = z
  .string({ error: 'Yorum gerekli.' })
  .trim()
  .min(1, { error: 'Yorum gerekli.', abort: true })
  .min(reviewLimits.commentMin, { error: `Yorum en az ${reviewLimits.commentMin} karakter olmalı.` })
  .max(reviewLimits.commentMax, { error: `Yorum en fazla ${reviewLimits.commentMax} karakter olabilir.` });

const idField = (label: string) => z.string({ error: `${label} gerekli.` }).trim().min(1, { error: `${label} gerekli.` }).max(64);

/**
 * `POST /comment` (multipart or JSON): `photos` are up to 5 image files (checked by content). A
 * `userId` sent by the spec's client is accepted and ignored: the author is the token's user.
 */
export const createReviewBody = z.object({
  rating: reviewRating,
  comment: reviewComment,
  productId: idField('Ürün'),
  orderId: idField('Sipariş'),
  userId: z.unknown().optional(),
  photos: z.any().optional().describe('Fotoğraflar: en fazla 5 resim dosyası (multipart, alan adı photos)'),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** The form the web validates before sending (files travel beside it). */
export const reviewFormSchema = z.object({ rating: reviewRating, comment: reviewComment });
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const updateReviewBody = z.object({ rating: reviewRating, comment: reviewComment, userId: z.unknown().optional() });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const replyReviewBody = z.object({
  comment: z
    .string({ error: 'Yanıt gerekli.' })
    .trim()
    .min(1, { error: 'Yanıt gerekli.', abort: true })
    .min(reviewLimits.replyMin, { error: `Yanıt en az ${reviewLimits.replyMin} karakter olmalı.` })
    .max(reviewLimits.replyMax, { error: `Yanıt en fazla ${reviewLimits.replyMax} karakter olabilir.` }),
});
export type ReplyReviewBody = z.infer<typeof replyReviewBody>;

/** Like and unlike: the spec's client sends `{userId}`; it is ignored. */
export const likeReviewBody = z.object({ userId: z.unknown().optional() }).nullish();

export const hideReviewBody = z.object({
  reason: z
    .string({ error: 'Gizleme nedeni gerekli.' })
    .trim()
    .min(3, { error: 'Gizleme nedeni en az 3 karakter olmalı.' })
    .max(reviewLimits.reasonMax, { error: `Gizleme nedeni en fazla ${reviewLimits.reasonMax} karakter olabilir.` }),
});
export type HideReviewBody = z.infer<typeof hideReviewBody>;

export const reviewProductIdParam = z.object({ productId: z.string().min(1).max(64) });
export const reviewIdParam = z.object({ reviewId: z.string().min(1).max(64) });

/** published: public; pending: has a link or a phone number, waits for an admin; hidden: an admin hid it (the author sees why). */
export const reviewStatuses = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  published: 'Yayında',
  pending: 'Onay bekliyor',
  hidden: 'Gizlendi',
};

export const reviewSorts = ['newest', 'most-liked', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reviewSortLabels: Record<ReviewSort, string> = {
  newest: 'En yeni',
  'most-liked': 'En çok beğenilen',
  highest: 'En yüksek puan',
  lowest: 'En düşük puan',
};

const pageFields = {
  page: z.coerce.number({ error: 'Geçersiz sayfa.' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'Geçersiz sayfa boyutu.' }).int().min(1).max(50).default(reviewLimits.listLimit),
};
const pageInfo = { page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() };

const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value),
  z.boolean({ error: "withPhotos 'true' ya da 'false' olmalı." }).default(false),
);

export const productReviewsQuery = z.object({
  ...pageFields,
  sort: z.preprocess(blankToUndefined, z.enum(reviewSorts, { error: 'Geçerli bir sıralama seçin.' }).default('newest')),
  withPhotos: flag,
  rating: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;

export const reviewListQuery = z.object(pageFields);

export const sellerReviewFilters = ['all', 'unreplied', 'replied'] as const;
export const sellerReviewsQuery = z.object({
  ...pageFields,
  status: z.preprocess(blankToUndefined, z.enum(sellerReviewFilters, { error: 'Geçersiz durum.' }).default('all')),
});
export type SellerReviewsQuery = z.infer<typeof sellerReviewsQuery>;

export const adminReviewsQuery = z.object({
  ...pageFields,
  status: z.preprocess(blankToUndefined, z.enum(reviewStatuses, { error: 'Geçersiz durum.' }).default('pending')),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;

export const reviewPhoto = z.object({ listUrl: z.string(), detailUrl: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhoto>;

export const reviewProduct = z.object({ _id: z.string(), name: z.string(), slug: z.string(), image: z.string().nullable() });

export const reviewReply = z.object({ comment: z.string(), storeName: z.string(), createdAt: z.string(), updatedAt: z.string() });

/**
 * A product review (spec §3: _id, rating, comment, likes, productId, order, orderId). The author
 * is shown masked ('A*** Y***'); `likedByMe` and `isMine` are the caller's; `moderationReason`
 * is shown to the author only (and admins).
 */
export const review = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  likes: z.number().int(),
  productId: z.string(),
  order: z.string(),
  orderId: z.string(),
  product: reviewProduct,
  author: z.string(),
  photos: z.array(reviewPhoto),
  reply: reviewReply.nullable(),
  status: z.enum(reviewStatuses),
  moderationReason: z.string().nullable(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** A delivered order line waiting for its review: `_id` is the product's (spec §3), with the order. */
export const pendingReview = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  storeName: z.string(),
  deliveredAt: z.string().nullable(),
});
export type PendingReview = z.infer<typeof pendingReview>;

export const ratingDistribution = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() });
export const ratingSummary = z.object({ average: z.number(), count: z.number().int(), distribution: ratingDistribution, withPhotos: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const productReviewsResponse = z.object({ reviews: z.array(review), ...pageInfo, summary: ratingSummary });
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;

export const myReviewsResponse = z.object({ reviews: z.array(review), ...pageInfo });
export type MyReviewsResponse = z.infer<typeof myReviewsResponse>;

export const pendingReviewsResponse = z.object({ pendingReviews: z.array(pendingReview) });
export type PendingReviewsResponse = z.infer<typeof pendingReviewsResponse>;

export const sellerReviewsResponse = z.object({
  reviews: z.array(review),
  ...pageInfo,
  store: z.object({ average: z.number(), count: z.number().int() }),
  counts: z.object({ all: z.number().int(), replied: z.number().int(), unreplied: z.number().int() }),
});
export type SellerReviewsResponse = z.infer<typeof sellerReviewsResponse>;

export const adminReview = review.extend({ authorName: z.string(), authorEmail: z.string(), storeName: z.string() });
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewsResponse = z.object({ reviews: z.array(adminReview), ...pageInfo });
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

export const reviewResponse = z.object({ message: z.string(), review });
export type ReviewResponse = z.infer<typeof reviewResponse>;

export const deleteReviewResponse = z.object({ message: z.string(), _id: z.string(), productId: z.string() });
export type DeleteReviewResponse = z.infer<typeof deleteReviewResponse>;

export const likeReviewResponse = z.object({ message: z.string(), _id: z.string(), likes: z.number().int(), likedByMe: z.boolean() });
export type LikeReviewResponse = z.infer<typeof likeReviewResponse>;

/** Rounds an average to one decimal the way the stars show it ('4,3'). */
export const roundRating = (value: number) => Math.round(value * 10) / 10;

export const adminReviewResponse = z.object({ message: z.string(), review: adminReview });
export type AdminReviewResponse = z.infer<typeof adminReviewResponse>;
