import { z } from 'zod';
import { productMessages } from './messages';
import {
  approvalStatuses,
  blankToUndefined,
  idList,
  money,
  pageParams,
  priceRangeOrdered,
  productLimits,
  productStatuses,
  productTypes,
  queryChoice,
  queryFlag,
  queryText,
  wholeNumber,
} from './fields';

export const productSorts = ['recommended', 'price-asc', 'price-desc', 'newest', 'name', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];
/** The labels the listing shows; the default is the spec's 'Önerilen sıralama' (§9). */
export const productSortLabels: Record<ProductSort, string> = {
  recommended: 'Önerilen sıralama',
  'price-asc': 'En düşük fiyat',
  'price-desc': 'En yüksek fiyat',
  newest: 'En yeniler',
  name: 'Ürün adı (A-Z)',
  rating: 'En yüksek puan',
};

const priceRangeRule = { error: productMessages.priceRangeInvalid, path: ['priceMax'] };
const optionalMoney = (label: string) => money(label, { optional: true });
const categoryParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * `GET /products`: every filter a buyer expects; empty values are dropped. `mainCategory` is an id
 * or a slug (a sub category's slug narrows to it); `subCategories` (ids or slugs, a comma list or
 * repeated) match any of them; prices are TL, inclusive. `populate` is accepted for the client's
 * sake: every list already carries the store card, categories, variants and pictures.
 */
export const productListQuery = z
  .object({
    ...pageParams(productLimits.listLimit),
    mainCategory: categoryParam,
    subCategories: idList('Alt kategori', productLimits.maxSubCategories),
    priceMin: optionalMoney('En düşük fiyat'),
    priceMax: optionalMoney('En yüksek fiyat'),
    inStock: queryFlag,
    seller: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    productType: queryChoice(productTypes, "Ürün türü 'physical', 'digital' ya da 'model3d' olmalı."),
    isDigital: queryFlag,
    is3DModel: queryFlag,
    search: queryText(200),
    sort: queryChoice(productSorts, 'Geçerli bir sıralama seçin.'),
    populate: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .refine(priceRangeOrdered, priceRangeRule);
export type ProductListQuery = z.infer<typeof productListQuery>;

/** `GET /products/seller/{id}/products`: one store's products, sorted and paged like the listing. */
export const storeProductsQuery = z.object({
  ...pageParams(productLimits.listLimit),
  sort: queryChoice(productSorts, 'Geçerli bir sıralama seçin.'),
});

export const favoritesQuery = z.object(pageParams(productLimits.listLimit));

export const recommendationsQuery = z.object({
  limit: wholeNumber('Limit', 1, 50, { fallback: productLimits.recommendations }),
});

/** `GET /products/{id}/check-stock?quantity`: a size (`sizeId`) is checked for products with variants. */
export const checkStockQuery = z.object({
  quantity: wholeNumber(`${productMessages.stockCheckFailed}: adet`, 1, productLimits.maxStock, { fallback: 1 }),
  sizeId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
});
export type CheckStockQuery = z.infer<typeof checkStockQuery>;

/** Spec §7: page 1, limit 10. */
export const sellerProductsQuery = z.object(pageParams(productLimits.sellerListLimit));
export type SellerProductsQuery = z.infer<typeof sellerProductsQuery>;

export const sellerProductsSearchQuery = z.object({
  ...pageParams(productLimits.sellerListLimit),
  query: queryText(200),
});
export type SellerProductsSearchQuery = z.infer<typeof sellerProductsSearchQuery>;

export const stockStates = ['inStock', 'outOfStock', 'lowStock'] as const;
export type StockState = (typeof stockStates)[number];

/** The seller's filter; `stockStatus` lowStock means 1…5 left. */
export const sellerProductsFilterQuery = z
  .object({
    ...pageParams(productLimits.sellerListLimit),
    status: queryChoice(productStatuses, "Durum 'active' ya da 'inactive' olmalı."),
    approvalStatus: queryChoice(approvalStatuses, 'Geçerli bir onay durumu seçin.'),
    productType: queryChoice(productTypes, "Ürün türü 'physical', 'digital' ya da 'model3d' olmalı."),
    mainCategory: categoryParam,
    stockStatus: queryChoice(stockStates, "Stok durumu 'inStock', 'outOfStock' ya da 'lowStock' olmalı."),
    priceMin: optionalMoney('En düşük fiyat'),
    priceMax: optionalMoney('En yüksek fiyat'),
    query: queryText(200),
  })
  .refine(priceRangeOrdered, priceRangeRule);
export type SellerProductsFilterQuery = z.infer<typeof sellerProductsFilterQuery>;

export const downloadQuery = z.object({ token: z.preprocess(blankToUndefined, z.string().max(2000).optional()) });
