import { z } from 'zod';
import { approvalStatuses, imageStatuses, productStatuses, productTypes, uploadStates } from './fields';

export const categoryRef = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

/** The store card every product carries. */
export const productSeller = z.object({
  _id: z.string(),
  storeName: z.string(),
  alias: z.string(),
  storeLogo: z.string().nullable(),
  verifiedSeller: z.boolean(),
});
export type ProductSeller = z.infer<typeof productSeller>;

/** A size of a variant; the cart takes the stock of the selected variant's size (spec §5). */
export const productSize = z.object({ _id: z.string(), label: z.string(), stock: z.number().int() });

/** `priceDelta` (TL, may be negative) is added to the product price for this variant. */
export const productVariant = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  priceDelta: z.number(),
  sizes: z.array(productSize),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** A picture in two WebP sizes. Buyers only ever receive approved ones; owners and admins see all. */
export const productImage = z.object({
  _id: z.string(),
  listUrl: z.string(),
  detailUrl: z.string(),
  status: z.enum(imageStatuses),
});
export type ProductImage = z.infer<typeof productImage>;

/**
 * A product (spec §3). Money is TL with two decimals (stored as kuruş). `stock` of a product with
 * variants is the sum of its sizes. `isDigital` = not physical, `is3DModel` = model3d.
 * `thumbnail` is the first picture a buyer may see, null when none is approved yet (show a
 * placeholder). The downloadable file of a digital product is never a URL here: only its name and
 * size; the file itself comes through `GET /products/{id}/download-link`.
 */
export const product = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  sku: z.string().nullable(),
  productType: z.enum(productTypes),
  isDigital: z.boolean(),
  is3DModel: z.boolean(),
  price: z.number(),
  stock: z.number().int(),
  minimumOrderQuantity: z.number().int(),
  shippingCost: z.number(),
  freeShippingThreshold: z.number(),
  /** KDV in percent (1, 10 or 20), included in the price. */
  vatRate: z.number().int(),
  mainCategory: categoryRef,
  subCategories: z.array(categoryRef),
  /** Breadcrumb of the detail page: the main category, then the first sub category. */
  categoryPath: z.array(categoryRef).optional(),
  sellerId: z.string(),
  seller: productSeller,
  variants: z.array(productVariant),
  images: z.array(productImage),
  thumbnail: z.string().nullable(),
  status: z.enum(productStatuses),
  approvalStatus: z.enum(approvalStatuses),
  rejectionReason: z.string().nullable(),
  uploadState: z.enum(uploadStates),
  digitalFile: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  isFavorite: z.boolean(),
  /** The customization template a buyer fills in before adding it to the cart (`GET /products/custom-templates/{id}`). */
  customTemplateId: z.string().nullable().optional(),
  /** Published reviews' average (0 without reviews) and count. */
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** Public and admin lists. `searchMode` says whether a search matched the words or, finding none, similar spellings. */
export const productListResponse = z.object({
  products: z.array(product),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  searchMode: z.enum(['text', 'similar']).optional(),
  /**
   * Set when more products match than a list counts (`productCountCap`): `total` is then the cap
   * and the screen says "10.000+". Deeper pages are not served; narrowing the filters is.
   */
  totalCapped: z.boolean().optional(),
});
/** Buyer lists count at most this many matches: counting every one costs more than the page. */
export const productCountCap = 10_000;
export type ProductListResponse = z.infer<typeof productListResponse>;

/** Spec §3 "Seller product list response". */
export const sellerProductListResponse = z.object({
  products: z.array(product),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type SellerProductListResponse = z.infer<typeof sellerProductListResponse>;

export const productResponse = z.object({ message: z.string(), product });
export type ProductResponse = z.infer<typeof productResponse>;

export const recommendationsResponse = z.object({ products: z.array(product) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;

export const checkStockResponse = z.object({ available: z.boolean(), stock: z.number().int() });
export type CheckStockResponse = z.infer<typeof checkStockResponse>;

export const toggleFavoriteResponse = z.object({ favorite: z.boolean(), message: z.string() });
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponse>;

/** `url` is relative to the API host and works without a bearer header until `expiresAt`. */
export const downloadLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponse>;
