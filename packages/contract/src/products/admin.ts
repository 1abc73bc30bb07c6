import { z } from 'zod';
import { toDateRange } from '../admin';
import { companyTypes } from '../sellers/fields';
import {
  approvalStatuses,
  blankToUndefined,
  idList,
  imageStatuses,
  money,
  pageParams,
  priceRangeOrdered,
  productLimits,
  productStatuses,
  productTypes,
  queryChoice,
  queryFlag,
  queryText,
} from './fields';
import { productMessages } from './messages';

const categoryParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());
const dayOrInstant = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: 'Geçerli bir tarih girin (YYYY-AA-GG).' })
    .optional(),
);
const priceRangeRule = { error: productMessages.priceRangeInvalid, path: ['priceMax'] };
const dateRangeOrdered = (query: { startDate?: string; endDate?: string }) => {
  const { from, before } = toDateRange(query.startDate, query.endDate);
  return !from || !before || from < before;
};

/** The approval queue and the edit screen narrow any admin list by these two as well. */
const stateFilters = {
  approvalStatus: queryChoice(approvalStatuses, 'Geçerli bir onay durumu seçin.'),
  status: queryChoice(productStatuses, "Durum 'active' ya da 'inactive' olmalı."),
};

/** `GET /admin/products`: every product in every state, newest first (20 per page, spec §9). */
export const adminProductsQuery = z.object({ ...pageParams(productLimits.adminListLimit), ...stateFilters });
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

/** `products/search`: `name` is the Turkish-aware search; `productId` an exact id. */
export const adminProductsSearchQuery = z.object({
  ...pageParams(productLimits.adminSearchLimit),
  ...stateFilters,
  name: queryText(200),
  mainCategory: categoryParam,
  subCategories: idList('Alt kategori', productLimits.maxSubCategories),
  productId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type AdminProductsSearchQuery = z.infer<typeof adminProductsSearchQuery>;

/** `products/filtre` (the spec's spelling): dates are Istanbul calendar days, `sellerType` the store's company type. */
export const adminProductsFilterQuery = z
  .object({
    ...pageParams(productLimits.adminSearchLimit),
    ...stateFilters,
    startDate: dayOrInstant,
    endDate: dayOrInstant,
    priceMin: money('En düşük fiyat', { optional: true }),
    priceMax: money('En yüksek fiyat', { optional: true }),
    inStock: queryFlag,
    productType: queryChoice(productTypes, "Ürün türü 'physical', 'digital' ya da 'model3d' olmalı."),
    sellerType: queryChoice(companyTypes, 'Geçerli bir şirket türü seçin.'),
    mainCategory: categoryParam,
    subCategory: categoryParam,
  })
  .refine(priceRangeOrdered, priceRangeRule)
  .refine(dateRangeOrdered, { error: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['endDate'] });
export type AdminProductsFilterQuery = z.infer<typeof adminProductsFilterQuery>;

/** The body is optional: a bare PUT rejects without a reason. */
export const rejectProductBody = z.preprocess(
  (body) => body ?? {},
  z.object({ reason: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()) }),
);
export type RejectProductBody = z.infer<typeof rejectProductBody>;

/** A picture in the admin's image queues, with the product and store it belongs to. */
export const adminImage = z.object({
  _id: z.string(),
  listUrl: z.string(),
  detailUrl: z.string(),
  status: z.enum(imageStatuses),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  seller: z.object({ _id: z.string(), storeName: z.string() }),
});
export type AdminImage = z.infer<typeof adminImage>;

export const adminImagesQuery = z.object({
  ...pageParams(productLimits.adminListLimit),
  /** Part of the product's name, matched without regard to case or Turkish letters. */
  search: z.string().trim().max(100).optional(),
});

export const adminImageListResponse = z.object({
  images: z.array(adminImage),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminImageListResponse = z.infer<typeof adminImageListResponse>;

export const adminImageResponse = z.object({ message: z.string(), image: adminImage });
export type AdminImageResponse = z.infer<typeof adminImageResponse>;
