import { z } from 'zod';
import {
  blankToUndefined,
  idList,
  money,
  optionalText,
  parseJsonText,
  productLimits,
  productStatus,
  productType,
  refValue,
  optionalStock,
  stockField,
  textField,
  wholeNumber,
} from './fields';

export * from './fields';
export * from './product';
export * from './queries';
export * from './admin';
export { productMessages } from './messages';

/** An optional field an empty value clears (null). */
const clearIfBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

const optionalId = z.preprocess(blankToUndefined, z.string().max(64).optional());

/** A size of a variant. `_id` keeps an existing size (carts and orders point at it); without it a new one is made. */
export const sizeInput = z.object({
  _id: optionalId,
  label: textField('Beden', 1, 40),
  stock: stockField,
});

/** A variant always has at least one size; the product's stock is then the sum of all sizes. */
export const variantInput = z.object({
  _id: optionalId,
  name: textField('Varyant adı', 1, 80),
  sku: optionalText('Varyant stok kodu', 64),
  priceDelta: money('Fiyat farkı', { min: -productLimits.maxPrice, fallback: 0 }),
  sizes: z
    .array(sizeInput, { error: 'Her varyantın en az bir bedeni olmalı.' })
    .min(1, { error: 'Her varyantın en az bir bedeni olmalı.' })
    .max(productLimits.maxSizesPerVariant, { error: `Bir varyantta en fazla ${productLimits.maxSizesPerVariant} beden olabilir.` }),
});
export type VariantInput = z.infer<typeof variantInput>;

const variantsField = z.preprocess(
  parseJsonText,
  z
    .array(variantInput, { error: 'Varyantlar bir liste olmalı.' })
    .max(productLimits.maxVariants, { error: `En fazla ${productLimits.maxVariants} varyant eklenebilir.` })
    .optional(),
);

const name = textField('Ürün adı', productLimits.nameMin, productLimits.nameMax);
const description = z.preprocess(
  (value) => (value === null ? '' : value),
  z.string().trim().max(productLimits.descriptionMax, { error: `Açıklama en fazla ${productLimits.descriptionMax} karakter olabilir.` }),
);
const minimumOrder = 'Minimum sipariş adedi';
const mainCategoryRef = (value: unknown) => blankToUndefined(refValue(value));
const subCategories = idList('Alt kategori', productLimits.maxSubCategories);

/**
 * `POST /products` (JSON or multipart with up to 8 `images` files; variants and subCategories
 * may be JSON text). Defaults follow spec §3 "Cart item": minimum order 1, shipping 0, free
 * shipping threshold 0. The product starts as a draft, inactive.
 */
/** VAT rates a product may carry (KDV: %1, %10, %20); prices are shown and charged with VAT included. */
export const productVatRates = [1, 10, 20] as const;
export type ProductVatRate = (typeof productVatRates)[number];
const vatRateMessage = 'KDV oranı %1, %10 ya da %20 olmalı.';
const vatRateField = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? undefined : typeof value === 'string' ? Number(value.trim().replace(/^%/, '')) : value),
  z.union([z.literal(1), z.literal(10), z.literal(20)], { error: vatRateMessage }).optional(),
);

export const createProductBody = z.object({
  name,
  description: description.default(''),
  brand: optionalText('Marka', 80),
  sku: optionalText('Stok kodu', 64),
  productType: z.preprocess(blankToUndefined, productType.default('physical')),
  price: money('Fiyat'),
  stock: optionalStock,
  minimumOrderQuantity: wholeNumber(minimumOrder, 1, productLimits.maxStock, { fallback: 1 }),
  shippingCost: money('Kargo ücreti', { fallback: 0 }),
  freeShippingThreshold: money('Ücretsiz kargo limiti', { fallback: 0 }),
  /** Default 20 (most industrial goods). */
  vatRate: vatRateField.transform((value) => value ?? 20),
  mainCategory: z.preprocess(
    mainCategoryRef,
    z.string({ error: 'Ana kategori seçin.' }).trim().min(1, { error: 'Ana kategori seçin.' }).max(120),
  ),
  subCategories,
  variants: variantsField,
});
export type CreateProductBody = z.infer<typeof createProductBody>;

/**
 * `PUT /products/{id}`: any of the same fields ('' keeps a field as it is), plus `removeImages`
 * (image ids) and `status` (a seller may pause an approved product and put it back on sale).
 * New `images` files are added to the ones kept.
 */
export const updateProductBody = z.object({
  name: z.preprocess(blankToUndefined, name.optional()),
  description: description.optional(),
  brand: clearIfBlank(textField('Marka', 1, 80)),
  sku: clearIfBlank(textField('Stok kodu', 1, 64)),
  productType: z.preprocess(blankToUndefined, productType.optional()),
  price: money('Fiyat', { optional: true }),
  stock: optionalStock,
  minimumOrderQuantity: wholeNumber(minimumOrder, 1, productLimits.maxStock, { optional: true }),
  shippingCost: money('Kargo ücreti', { optional: true }),
  freeShippingThreshold: money('Ücretsiz kargo limiti', { optional: true }),
  vatRate: vatRateField,
  mainCategory: z.preprocess(mainCategoryRef, z.string().trim().max(120).optional()),
  subCategories,
  variants: variantsField,
  removeImages: idList('Silinecek resim', productLimits.maxImages * 4),
  status: z.preprocess(blankToUndefined, productStatus.optional()),
});
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** `PUT /products/{id}/update-stock`: sets the stock (never below zero); `sizeId` for products with variants. */
export const updateStockBody = z.object({
  quantity: stockField,
  sizeId: optionalId,
});
export type UpdateStockBody = z.infer<typeof updateStockBody>;

/** Digital products: productType 'digital' (default) or 'model3d', plus the `file` part and its optional display name. */
export const createDigitalProductBody = createProductBody.extend({
  productType: z.preprocess(blankToUndefined, z.enum(['digital', 'model3d']).default('digital')),
  fileName: optionalText('Dosya adı', 120),
});
export type CreateDigitalProductBody = z.infer<typeof createDigitalProductBody>;

export const updateDigitalProductBody = updateProductBody.extend({
  productType: z.preprocess(blankToUndefined, z.enum(['digital', 'model3d']).optional()),
  fileName: optionalText('Dosya adı', 120),
});
export type UpdateDigitalProductBody = z.infer<typeof updateDigitalProductBody>;
