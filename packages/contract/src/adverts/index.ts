import { z } from 'zod';
import { blankToUndefined, money, optionalText, queryText, textField, toNumber, wholeNumber } from '../products/fields';
import { capabilityProcess } from '../sellers/capabilities';

/**
 * Adverts (ilan, spec §3/§7 `/api/ilan`) and offers (`/api/offer`). An advert is either a
 * buyer's customer request (`customerRequest`: "I need this, budget X") or a store's advert
 * (`service` or `product`: what the store offers). Stores answer customer requests with offers.
 */
export const advertTypes = ['customerRequest', 'service', 'product'] as const;
export const advertType = z.enum(advertTypes, { error: "İlan türü 'customerRequest', 'service' ya da 'product' olmalı." });
export type AdvertType = z.infer<typeof advertType>;
export const advertTypeLabels: Record<AdvertType, string> = { customerRequest: 'Müşteri talebi', service: 'Hizmet ilanı', product: 'Ürün ilanı' };

export const advertStatuses = ['active', 'passive', 'inProgress', 'completed', 'cancelled'] as const;
export const advertStatus = z.enum(advertStatuses, { error: 'Geçerli bir ilan durumu seçin.' });
export type AdvertStatus = z.infer<typeof advertStatus>;
export const advertStatusLabels: Record<AdvertStatus, string> = {
  active: 'Yayında',
  passive: 'Yayında değil',
  inProgress: 'Çalışılıyor',
  completed: 'Tamamlandı',
  cancelled: 'İptal edildi',
};
/** Transitions an owner may make with `PUT /ilan/status/{id}`. `inProgress` comes only from accepting an offer. */
export const advertOwnerTransitions: Record<AdvertStatus, AdvertStatus[]> = {
  active: ['passive', 'cancelled'],
  passive: ['active', 'cancelled'],
  inProgress: ['completed'],
  completed: [],
  cancelled: [],
};

export const saleStatuses = ['open', 'inNegotiation', 'sold'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export const offerStatuses = ['pending', 'accepted', 'rejected', 'completed', 'inProgress', 'withdrawn'] as const;
export const offerStatus = z.enum(offerStatuses, { error: 'Geçerli bir teklif durumu seçin.' });
export type OfferStatus = z.infer<typeof offerStatus>;
export const offerStatusLabels: Record<OfferStatus, string> = {
  pending: 'Bekliyor',
  accepted: 'Kabul edildi',
  rejected: 'Reddedildi',
  completed: 'Tamamlandı',
  inProgress: 'Devam ediyor',
  withdrawn: 'Geri çekildi',
};

export const advertLimits = {
  titleMin: 5,
  titleMax: 150,
  descriptionMax: 5000,
  maxImages: 6,
  /** Spec §9. */
  listLimit: 12,
  requestFeedLimit: 10,
  offerListLimit: 10,
  recommendations: 10,
  maxLimit: 50,
  maxDeliveryDays: 365,
  maxRevisions: 20,
  noteMax: 2000,
  statusNoteMax: 500,
  maxAttachments: 5,
  /** Days an offer stays open when the store gives no date. */
  defaultValidDays: 14,
  maxValidDays: 180,
  fileLinkSeconds: 3600,
  /** A request's technical files (issue 31): drawings and models, private, checked by content. */
  maxFiles: 5,
  fileMaxBytes: 25 * 1024 * 1024,
  fileNameMax: 200,
  maxQuantity: 1_000_000,
  materialMax: 60,
  /** How many offers a request takes before it stops taking more. */
  defaultMaxOffers: 10,
  maxMaxOffers: 50,
} as const;

/** The units a request's quantity is counted in. */
export const requestUnits = ['piece', 'set', 'kg', 'ton', 'metre', 'squareMetre', 'litre'] as const;
export const requestUnit = z.enum(requestUnits, { error: 'Geçerli bir birim seçin.' });
export type RequestUnit = z.infer<typeof requestUnit>;
export const requestUnitLabels: Record<RequestUnit, string> = {
  piece: 'adet',
  set: 'takım',
  kg: 'kg',
  ton: 'ton',
  metre: 'metre',
  squareMetre: 'm²',
  litre: 'litre',
};

/** A request's technical file formats, recognised by content (or, for DXF/IGES/STEP text, by their first lines). */
export const advertFileFormats = ['pdf', 'dxf', 'dwg', 'step', 'iges', 'stl'] as const;
export type AdvertFileFormat = (typeof advertFileFormats)[number];
export const advertFileFormatLabels: Record<AdvertFileFormat, string> = {
  pdf: 'PDF',
  dxf: 'DXF',
  dwg: 'DWG',
  step: 'STEP',
  iges: 'IGES',
  stl: 'STL',
};
/** What the file picker offers (the server still decides by content). */
export const advertFileAccept = '.pdf,.dxf,.dwg,.step,.stp,.iges,.igs,.stl';

export const advertMessages = {
  /** Spec §8. */
  created: 'İlan başarıyla eklendi',
  createFailed: 'İlan oluşturulamadı.',
  listFailed: 'İlanlar yüklenemedi.',
  updateFailed: 'İlan güncellenemedi.',
  deleteFailed: 'İlan silinemedi.',
  feedServerError: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
  updated: 'İlan güncellendi.',
  deleted: 'İlan silindi.',
  statusChanged: 'İlan durumu güncellendi.',
  notFound: 'İlan bulunamadı.',
  notOwner: 'Bu ilan size ait değil.',
  transitionRefused: 'İlan bu duruma geçirilemez.',
  completeWhileOrderRuns: 'Bu talebin özel siparişi sürüyor; teslimatı kabul ettiğinizde talebi tamamlandı olarak işaretleyebilirsiniz.',
  deleteInProgress: 'Kabul edilmiş bir teklifle çalışılan ilan silinemez.',
  storeOnlyAdvert: 'Hizmet ve ürün ilanlarını yalnızca onaylı mağazalar verebilir.',
  categoryNotFound: 'Kategori bulunamadı.',
  favoriteAdded: 'İlan favorilere eklendi.',
  favoriteRemoved: 'İlan favorilerden çıkarıldı.',
  storeNotFound: 'Onaylı bir mağazanız bulunmuyor.',
  budgetRequired: 'Bütçe gerekli.',
  tooManyFiles: `En fazla ${advertLimits.maxFiles} teknik dosya eklenebilir.`,
  fileTooLarge: `Her teknik dosya en fazla ${advertLimits.fileMaxBytes / 1024 / 1024} MB olabilir.`,
  fileUnrecognised: 'Teknik dosya PDF, DXF, DWG, STEP/STP, IGES ya da STL olmalı; dosyanın içeriği tanınmadı.',
  fileNotFound: 'Dosya bulunamadı.',
  fileForbidden: 'Bu dosyayı yalnızca talebin sahibi ve teklif verebilecek mağazalar indirebilir.',
  fileLinkInvalid: 'Dosya bağlantısı geçersiz.',
  fileLinkExpired: 'Dosya bağlantısının süresi dolmuş; sayfayı yenileyin.',
  filesRequestsOnly: 'Teknik dosyalar yalnızca müşteri taleplerine eklenebilir.',
  closedAtDeadline: 'Talebin son tarihi geçti; artık teklif almıyor.',
} as const;

export const offerMessages = {
  created: 'Teklifiniz gönderildi.',
  notFound: 'Teklif bulunamadı.',
  storesOnly: 'Teklifi yalnızca onaylı mağazalar verebilir.',
  ownRequest: 'Kendi talebinize teklif veremezsiniz.',
  notOpen: 'Bu ilan artık teklif almıyor.',
  notRequest: 'Bir mağazanın ilanına yalnızca o mağaza, sohbet içinden teklif verebilir.',
  needsTarget: 'Teklif bir talebe, bir ilana ya da bir sohbete verilmeli.',
  roomNotFound: 'Sohbet bulunamadı.',
  duplicatePending: 'Bu talebe bekleyen bir teklifiniz zaten var.',
  onlyOwnerDecides: 'Teklifi yalnızca talebin sahibi kabul edebilir ya da reddedebilir.',
  ownOffer: 'Kendi teklifinizi kabul edemezsiniz.',
  notPending: 'Bu teklif artık bekleyen bir teklif değil.',
  expired: 'Teklifin geçerlilik süresi dolmuş; kabul edilemez.',
  alreadyAccepted: 'Bu talep için zaten bir teklif kabul edildi.',
  withdrawOnlyOwn: 'Yalnızca kendi teklifinizi geri çekebilirsiniz.',
  withdrawOnlyPending: 'Yalnızca bekleyen bir teklif geri çekilebilir.',
  orderStatusesLater: 'Bu durum siparişle birlikte değişir.',
  accepted: 'Teklif kabul edildi.',
  rejected: 'Teklif reddedildi.',
  withdrawn: 'Teklif geri çekildi.',
  otherAccepted: 'Bu talep için başka bir teklif kabul edildi.',
  capReached: 'Bu talep alabileceği en fazla teklif sayısına ulaştı.',
  deadlinePassed: 'Talebin son tarihi geçti; artık teklif almıyor.',
  fileLinkInvalid: 'Dosya bağlantısı geçersiz.',
  fileLinkExpired: 'Dosya bağlantısının süresi dolmuş; sayfayı yenileyin.',
  fileMissing: 'Dosya bulunamadı.',
} as const;

const description = z.preprocess(
  (value) => (value === null ? '' : value),
  z.string({ error: 'Açıklama metin olmalı.' }).trim().max(advertLimits.descriptionMax, { error: `Açıklama en fazla ${advertLimits.descriptionMax} karakter olabilir.` }),
);
const title = textField('Başlık', advertLimits.titleMin, advertLimits.titleMax);
/** A calendar day 'YYYY-MM-DD' (or a full ISO time, whose day counts). */
const dayText = z
  .string({ error: 'Tarih metin olmalı.' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' })
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 10))), { error: 'Geçerli bir tarih girin.' })
  .transform((value) => value.slice(0, 10));
const optionalDay = z.preprocess(blankToUndefined, dayText.optional());
const categoryRef = z.preprocess(blankToUndefined, z.string({ error: 'Kategori geçersiz.' }).trim().max(64).optional());
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : blankToUndefined(value)),
  z.boolean({ error: 'true ya da false olmalı.' }).optional(),
);
/** The file parts of the form (multipart), read by the route, not by this schema. */
export const advertImagesField = z.any().optional().describe(`İlan resimleri: en fazla ${advertLimits.maxImages} dosya (multipart, alan adı images)`);
export const advertFilesField = z.any().optional().describe(`Teknik dosyalar: en fazla ${advertLimits.maxFiles} dosya, her biri en fazla 25 MB; PDF, DXF, DWG, STEP/STP, IGES, STL (multipart, alan adı files; içeriğinden tanınır, yalnızca talep sahibi ve teklif verebilecek mağazalar indirir)`);
export const offerAttachmentsField = z.any().optional().describe(`Teklif ekleri: en fazla ${advertLimits.maxAttachments} dosya (multipart, alan adı attachments)`);

/** `POST /ilan` (multipart or JSON). A store's advert needs an approved store; anybody signed in may post a customer request. */
export const createAdvertBody = z.object({
  title,
  description: description.default(''),
  advertType: z.preprocess(blankToUndefined, advertType.default('customerRequest')),
  category: categoryRef,
  /** The same as `category` (a category id or slug), under the name issue 31's calls use; `category` wins when both come. */
  categoryId: categoryRef,
  /** Required for a store's advert; a customer request without one waits for quotes ("teklif bekliyorum"). */
  budget: money('Bütçe', { min: 1, optional: true }),
  deadline: optionalDay,
  city: optionalText('Şehir', 60),
  inStock: flag,
  quantity: wholeNumber('Miktar', 1, advertLimits.maxQuantity, { optional: true }),
  unit: z.preprocess(blankToUndefined, requestUnit.optional()),
  material: optionalText('Malzeme', advertLimits.materialMax),
  process: z.preprocess(blankToUndefined, capabilityProcess.optional()),
  maxOffers: wholeNumber('En fazla teklif', 1, advertLimits.maxMaxOffers, { optional: true }),
  images: advertImagesField,
  files: advertFilesField,
}).superRefine((body, context) => {
  if (body.advertType !== 'customerRequest' && body.budget === undefined) context.addIssue({ code: 'custom', path: ['budget'], message: advertMessages.budgetRequired });
});
export type CreateAdvertBody = z.infer<typeof createAdvertBody>;

/** What a PUT drops: a JSON list (multipart), one value, or an array. */
const removalList = (field: string, itemMax: number, max: number) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      if (typeof blank !== 'string') return blank;
      try {
        return blank.trim().startsWith('[') ? JSON.parse(blank) : [blank];
      } catch {
        return blank;
      }
    },
    z.array(z.string().max(itemMax), { error: `${field} bir liste olmalı.` }).max(max).optional(),
  );

/** `PUT /ilan/{id}` (owner, multipart or JSON): fields given change; `removeImages` lists image URLs to drop. */
export const updateAdvertBody = z.object({
  title: z.preprocess(blankToUndefined, title.optional()),
  description: description.optional(),
  category: categoryRef,
  /** The same as `category` (a category id or slug), under the name issue 31's calls use; `category` wins when both come. */
  categoryId: categoryRef,
  budget: money('Bütçe', { min: 1, optional: true }),
  deadline: optionalDay,
  city: optionalText('Şehir', 60),
  inStock: flag,
  quantity: wholeNumber('Miktar', 1, advertLimits.maxQuantity, { optional: true }),
  unit: z.preprocess(blankToUndefined, requestUnit.optional()),
  material: optionalText('Malzeme', advertLimits.materialMax),
  process: z.preprocess(blankToUndefined, capabilityProcess.optional()),
  maxOffers: wholeNumber('En fazla teklif', 1, advertLimits.maxMaxOffers, { optional: true }),
  removeImages: removalList('removeImages', 300, advertLimits.maxImages),
  /** File ids (`files[]._id`) to drop; same forms as removeImages. */
  removeFiles: removalList('removeFiles', 64, advertLimits.maxFiles),
  images: advertImagesField,
  files: advertFilesField,
});
export type UpdateAdvertBody = z.infer<typeof updateAdvertBody>;

export const advertStatusBody = z.object({ status: advertStatus });

const sortChoice = z
  .enum(['', 'createdAt:desc', 'createdAt:asc', 'budget:desc', 'budget:asc'], { error: 'Geçersiz sıralama.' })
  .optional()
  .transform((value) => (value ? value : 'createdAt:desc') as 'createdAt:desc' | 'createdAt:asc' | 'budget:desc' | 'budget:asc');
const page = z.preprocess(toNumber, z.number({ error: 'Sayfa bir sayı olmalı.' }).int().min(1).max(10_000).default(1));
const limitOf = (fallback: number) => z.preprocess(toNumber, z.number({ error: 'Limit bir sayı olmalı.' }).int().min(1).max(advertLimits.maxLimit).default(fallback));
const moneyQuery = (label: string) => money(label, { optional: true });
/** 'all' and '' mean no filter (spec §4: defaults status all, inStock all). */
const allOr = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .enum(['', 'all', ...values] as unknown as readonly [string, ...string[]], { error })
    .optional()
    .transform((value) => (value && value !== 'all' ? (value as T[number]) : undefined));

/** `GET /ilan`, `/ilan/filter`, `/ilan/category/{id}[/filter]`: every filter optional; empty and null are dropped. */
export const advertListQuery = z.object({
  page,
  limit: limitOf(advertLimits.listLimit),
  status: allOr(advertStatuses, 'Geçerli bir ilan durumu seçin.'),
  inStock: allOr(['true', 'false'], 'Stok filtresi true, false ya da all olmalı.').transform((value) => (value === undefined ? undefined : value === 'true')),
  advertType: allOr(advertTypes, 'Geçerli bir ilan türü seçin.'),
  type: allOr(advertTypes, 'Geçerli bir ilan türü seçin.'),
  category: queryText(64),
  minBudget: moneyQuery('En düşük bütçe'),
  maxBudget: moneyQuery('En yüksek bütçe'),
  search: queryText(100),
  q: queryText(100),
  city: queryText(60),
  sort: sortChoice,
});
export type AdvertListQuery = z.infer<typeof advertListQuery>;

export const advertPageQuery = z.object({ page, limit: limitOf(advertLimits.listLimit) });
export const sellerAdvertsQuery = z.object({ page, limit: limitOf(advertLimits.listLimit), advertType: allOr(advertTypes, 'Geçerli bir ilan türü seçin.') });
/**
 * The stores' request feed. `match=fit`: only requests the store's capabilities fit, best fit
 * first; `all` (the default, as the spec's call): every open request, newest first. Each item
 * carries `matchReasons` (empty where the store does not fit).
 */
export const requestFeedQuery = z.object({
  page,
  limit: limitOf(advertLimits.requestFeedLimit),
  category: queryText(64),
  search: queryText(100),
  match: z.enum(['', 'fit', 'all'], { error: "Eşleşme 'fit' ya da 'all' olmalı." }).optional().transform((value) => (value === 'fit' ? 'fit' : 'all') as 'fit' | 'all'),
});
export type RequestFeedQuery = z.infer<typeof requestFeedQuery>;
export const advertFileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });
export const advertFileQuery = z.object({ token: z.string().max(2000).optional() });
export const recommendationsQuery = z.object({ limit: z.preprocess(toNumber, z.number().int().min(1).max(advertLimits.maxLimit).default(advertLimits.recommendations)) });
export const userIdParam = z.object({ userId: z.string().min(1).max(64) });
export const slugParam = z.object({ slug: z.string().min(1).max(200) });
export const offerIdParam = z.object({ offerId: z.string().min(1).max(64) });

export const advertOwner = z.object({
  _id: z.string(),
  name: z.string(),
  /** Set when the owner has a store (always for a store's advert). */
  sellerId: z.string().nullable(),
  storeName: z.string().nullable(),
  storeAlias: z.string().nullable(),
  storeLogo: z.string().nullable(),
});
export const advertCategory = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
/** A request's technical file; listed only to those who may download it (the owner, an admin, a store that may quote). */
export const advertFile = z.object({ _id: z.string(), name: z.string(), format: z.enum(advertFileFormats), size: z.number().int(), createdAt: z.string() });
export type AdvertFile = z.infer<typeof advertFile>;
export const advertFileLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });

export const advert = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  advertType,
  status: advertStatus,
  saleStatus: z.enum(saleStatuses),
  /** TL; 0 with `budgetOpen` (a request waiting for quotes). */
  budget: z.number(),
  budgetOpen: z.boolean(),
  deadline: z.string().nullable(),
  city: z.string().nullable(),
  inStock: z.boolean(),
  category: advertCategory.nullable(),
  quantity: z.number().int().nullable(),
  unit: requestUnit.nullable(),
  material: z.string().nullable(),
  process: capabilityProcess.nullable(),
  /** How many offers the request takes (customer requests; null for a store's advert). */
  maxOffers: z.number().int().nullable(),
  images: z.array(z.string()),
  files: z.array(advertFile),
  filesCount: z.number().int(),
  owner: advertOwner,
  /** In the stores' request feed only: why the request fits the store ("CNC işleme", "İzmir", "Çelik"); empty where it does not. */
  matchReasons: z.array(z.string()).optional(),
  offersCount: z.number(),
  favoritesCount: z.number(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Advert = z.infer<typeof advert>;

export const advertListResponse = z.object({
  adverts: z.array(advert),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type AdvertListResponse = z.infer<typeof advertListResponse>;
export const advertResponse = z.object({ advert });
export const advertMessageResponse = z.object({ message: z.string(), advert });
export const recommendationsResponse = z.object({ adverts: z.array(advert) });
export const toggleFavoriteResponse = z.object({ message: z.string(), isFavorite: z.boolean(), favoritesCount: z.number() });

// ---------------------------------------------------------------- offers

const statusNote = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.string({ error: 'Not metin olmalı.' }).trim().max(advertLimits.statusNoteMax, { error: `Not en fazla ${advertLimits.statusNoteMax} karakter olabilir.` }).optional(),
);
const optionalUuidRef = (label: string) => z.preprocess(blankToUndefined, z.string({ error: `${label} geçersiz.` }).trim().max(64).optional());

/** `POST /offer/create` (stores only; multipart with `attachments`, or JSON). One target at least: advertId (a customer request) or roomId (a chat). */
export const createOfferBody = z.object({
  advertId: optionalUuidRef('İlan'),
  roomId: optionalUuidRef('Sohbet'),
  amount: money('Tutar', { min: 1 }),
  deliveryDays: wholeNumber('Teslim süresi (gün)', 1, advertLimits.maxDeliveryDays),
  revisions: wholeNumber('Revizyon hakkı', 0, advertLimits.maxRevisions, { fallback: 0 }),
  note: z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({ error: 'Not metin olmalı.' }).trim().max(advertLimits.noteMax, { error: `Not en fazla ${advertLimits.noteMax} karakter olabilir.` }).default(''),
  ),
  validUntil: optionalDay,
  attachments: offerAttachmentsField,
});
export type CreateOfferBody = z.infer<typeof createOfferBody>;

/** `PUT /offer/{id}/status`, `PATCH /offer/create/{id}/status`, `PATCH /ilan/requests/offers/{offerId}/status`. */
export const offerStatusBody = z.object({ status: offerStatus, statusNote });
export type OfferStatusBody = z.infer<typeof offerStatusBody>;

export const offerAttachment = z.object({ _id: z.string(), name: z.string(), kind: z.enum(['image', 'file']), mimeType: z.string(), size: z.number(), url: z.string() });
export const offer = z.object({
  _id: z.string(),
  status: offerStatus,
  statusNote: z.string().nullable(),
  advertId: z.string().nullable(),
  advert: z.object({ _id: z.string(), title: z.string(), slug: z.string(), advertType, status: advertStatus, saleStatus: z.enum(saleStatuses) }).nullable(),
  roomId: z.string().nullable(),
  /** TL. */
  amount: z.number(),
  deliveryDays: z.number(),
  revisions: z.number(),
  note: z.string(),
  attachments: z.array(offerAttachment),
  validUntil: z.string(),
  isExpired: z.boolean(),
  seller: z.object({
    _id: z.string(),
    userId: z.string(),
    storeName: z.string(),
    alias: z.string(),
    storeLogo: z.string().nullable(),
    /** The store's freelance rating: average to one decimal (0 with no reviews) and number of reviews. */
    rating: z.object({ average: z.number(), count: z.number().int() }),
    /** Average hours from a request's publication to the store's offer on it; null before its first offer on a request. */
    responseHours: z.number().nullable(),
  }),
  buyer: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offer>;

export const offerCounts = z.object({
  all: z.number(),
  pending: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  withdrawn: z.number(),
});
export type OfferCounts = z.infer<typeof offerCounts>;

export const offerResponse = z.object({ offer });
export const offerMessageResponse = z.object({ message: z.string(), offer, advert: advert.nullable() });
export type OfferMessageResponse = z.infer<typeof offerMessageResponse>;
export const offerListResponse = z.object({ offers: z.array(offer), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });
export type OfferListResponse = z.infer<typeof offerListResponse>;
export const roomOffersResponse = z.object({ offers: z.array(offer) });
export const sellerOffersResponse = offerListResponse.extend({ counts: offerCounts });
export type SellerOffersResponse = z.infer<typeof sellerOffersResponse>;
export const offerListQuery = z.object({ page, limit: limitOf(advertLimits.offerListLimit), status: allOr(offerStatuses, 'Geçerli bir teklif durumu seçin.') });
export const sellerOffersQuery = offerListQuery.extend({
  search: queryText(100),
  query: queryText(100),
  sort: z.enum(['', '-createdAt', 'createdAt'], { error: 'Geçersiz sıralama.' }).optional().transform((value) => (value === 'createdAt' ? 'createdAt' : '-createdAt')),
});
export type SellerOffersQuery = z.infer<typeof sellerOffersQuery>;
export const offerFileParams = z.object({ id: z.string().max(64), attachmentId: z.string().max(64) });
export const offerFileQuery = z.object({ token: z.string().max(2000).optional() });
