import { z } from 'zod';
import { blankToUndefined, money, pageParams, queryChoice, queryText, textField } from '../products/fields';

export { estimateGrams, defaultPrintSettings, type StlFacts } from './facts';
export { readStl, StlError, stlReaderMessages, type StlMesh } from './reader';

export * from './messages';
import { stlLicences, stlLimits } from './messages';

export const stlLicence = z.enum(stlLicences, { error: "Lisans 'personal', 'commercial' ya da 'commercial-no-derivatives' olmalı." });

export const stlCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  modelCount: z.number().int(),
});
export type StlCategory = z.infer<typeof stlCategory>;

export const stlCategoryBody = z.object({
  name: textField('Kategori adı', stlLimits.categoryNameMin, stlLimits.categoryNameMax),
});
export type StlCategoryBody = z.infer<typeof stlCategoryBody>;
export const stlCategoryParam = z.object({ categoryId: z.string().min(1).max(64) });
export const stlCategoriesResponse = z.array(stlCategory);
export const stlCategoryResponse = z.object({ message: z.string(), category: stlCategory });

const triple = z.tuple([z.number(), z.number(), z.number()]);

export const stlFactsView = z.object({
  format: z.enum(['binary', 'ascii']),
  triangles: z.number().int(),
  /** Width, depth, height in mm. */
  size: triple,
  areaMm2: z.number(),
  volumeCm3: z.number(),
  watertight: z.boolean(),
  grams: z.number(),
});
export type StlFactsView = z.infer<typeof stlFactsView>;

/** One STL file of a model (an enclosure: box and lid), with its own facts and viewer mesh. */
export const stlPartView = z.object({
  _id: z.string(),
  position: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** A coarse public copy of this part's mesh for the 3D viewer. */
  preview: z.string(),
  facts: stlFactsView,
});
export type StlPartView = z.infer<typeof stlPartView>;

/** A seller's photo of the printed model: a square card and a large view (WebP). */
export const stlPhotoView = z.object({ _id: z.string(), listUrl: z.string(), detailUrl: z.string() });
export type StlPhotoView = z.infer<typeof stlPhotoView>;

export const stlModel = z.object({
  /** The catalogue product's id: the cart, orders and `PUT/DELETE /stl/{productId}` use it. */
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** TL; 0 = free. */
  price: z.number(),
  isFree: z.boolean(),
  licence: stlLicence,
  licenceLabel: z.string(),
  licenceText: z.string(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  store: z.object({ _id: z.string(), storeName: z.string(), alias: z.string().nullable(), logo: z.string().nullable() }),
  thumbnail: z.string(),
  thumbnailSmall: z.string(),
  /** The first part's coarse public mesh (binary STL) for the 3D viewer; the sold files stay private. */
  preview: z.string(),
  /** The whole model: triangles, area, volume and grams summed over the parts, size = the largest part per axis, watertight = every part is. */
  facts: stlFactsView,
  /** The first part's download name. */
  fileName: z.string(),
  /** All parts together, in bytes. */
  fileSize: z.number().int(),
  parts: z.array(stlPartView),
  photos: z.array(stlPhotoView),
  downloads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StlModel = z.infer<typeof stlModel>;

/** A model as its page shows it to the caller: what they may do with it. */
export const stlModelDetail = stlModel.extend({
  access: z.object({
    canDownload: z.boolean(),
    /** Paid and not bought yet: add to cart / buy. */
    mustBuy: z.boolean(),
    isOwner: z.boolean(),
    signedIn: z.boolean(),
  }),
});
export type StlModelDetail = z.infer<typeof stlModelDetail>;

export const stlSorts = ['newest', 'downloads', 'price-asc', 'price-desc'] as const;
export type StlSort = (typeof stlSorts)[number];

export const stlListQuery = z.object({
  category: queryText(80),
  q: queryText(100),
  price: queryChoice(['free', 'paid'] as const, "Fiyat filtresi 'free' ya da 'paid' olmalı."),
  sort: queryChoice(stlSorts, "Sıralama 'newest', 'downloads', 'price-asc' ya da 'price-desc' olmalı."),
  ...pageParams(stlLimits.listLimit),
});
export type StlListQuery = z.input<typeof stlListQuery>;

export const stlListResponse = z.object({
  models: z.array(stlModel),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type StlListResponse = z.infer<typeof stlListResponse>;

export const stlSellerQuery = z.object({ ...pageParams(stlLimits.sellerListLimit) });

const description = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.string({ error: 'Açıklama metin olmalı.' }).trim().max(stlLimits.descriptionMax, { error: `Açıklama en fazla ${stlLimits.descriptionMax} karakter olabilir.` }),
);

const categoryRef = z.preprocess(blankToUndefined, z.string({ error: 'STL kategorisi gerekli.' }).trim().min(1).max(80));

/** `POST /stl` (multipart): the fields beside the `file` parts (one or more STL files) and the optional `photos`. */
export const createStlBody = z.object({
  title: textField('Model adı', stlLimits.titleMin, stlLimits.titleMax),
  description,
  price: money('Fiyat', { fallback: 0 }),
  category: categoryRef,
  licence: z.preprocess(blankToUndefined, stlLicence.default('personal')),
});
export type CreateStlBody = z.infer<typeof createStlBody>;

/** `PUT /stl/{productId}` (multipart or JSON): any field; new `file` parts replace all the model's files, new `photos` all its photos. */
export const updateStlBody = z.object({
  title: textField('Model adı', stlLimits.titleMin, stlLimits.titleMax).optional(),
  description: description.optional(),
  price: money('Fiyat', { optional: true }),
  category: categoryRef.optional(),
  licence: z.preprocess(blankToUndefined, stlLicence.optional()),
});
export type UpdateStlBody = z.infer<typeof updateStlBody>;

export const stlProductParam = z.object({ productId: z.string().min(1).max(64) });
export const stlModelResponse = z.object({ message: z.string(), model: stlModel });
export const stlIncrementResponse = z.object({ message: z.string(), counted: z.boolean(), downloads: z.number().int() });
export const stlDownloadLinkResponse = z.object({ url: z.string(), expiresAt: z.string(), fileName: z.string() });
export type StlDownloadLinkResponse = z.infer<typeof stlDownloadLinkResponse>;
export const stlDownloadQuery = z.object({ token: z.string().max(2000).optional() });
export const stlRefParam = z.object({ ref: z.string().min(1).max(120) });
