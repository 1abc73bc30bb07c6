import { z } from 'zod';

export const productTypes = ['physical', 'digital', 'model3d'] as const;
export const productType = z.enum(productTypes, { error: "Ürün türü 'physical', 'digital' ya da 'model3d' olmalı." });
export type ProductType = z.infer<typeof productType>;
export const productTypeLabels: Record<ProductType, string> = {
  physical: 'Fiziksel ürün',
  digital: 'Dijital ürün',
  model3d: '3D model (STL)',
};

export const productStatuses = ['active', 'inactive'] as const;
export const productStatus = z.enum(productStatuses, { error: "Durum 'active' ya da 'inactive' olmalı." });
export type ProductStatus = z.infer<typeof productStatus>;

export const approvalStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const approvalStatus = z.enum(approvalStatuses, { error: 'Geçerli bir onay durumu seçin.' });
export type ApprovalStatus = z.infer<typeof approvalStatus>;

export const imageStatuses = ['pending', 'approved', 'rejected'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

export const uploadStates = ['not_uploaded', 'uploaded'] as const;
export type UploadState = (typeof uploadStates)[number];

/** Sizes, counts and defaults of the catalogue (spec §9 where it names one). */
export const productLimits = {
  nameMin: 3,
  nameMax: 150,
  descriptionMax: 5000,
  maxImages: 8,
  maxSubCategories: 10,
  maxVariants: 20,
  maxSizesPerVariant: 30,
  maxStock: 1_000_000,
  /** TL; 10 million TL is far above any industrial listing and keeps kuruş inside int4. */
  maxPrice: 10_000_000,
  listLimit: 20,
  sellerListLimit: 10,
  adminListLimit: 20,
  adminSearchLimit: 10,
  maxLimit: 100,
  recommendations: 10,
  /** At or below this a product counts as "low stock" in the seller's filter. */
  lowStock: 5,
  /** A digital product sells copies, not units: when the seller gives no stock, 999 copies (as Etsy does). */
  digitalDefaultStock: 999,
  digitalFileMaxBytes: 100 * 1024 * 1024,
  downloadLinkSeconds: 600,
} as const;

/** WebP sizes made from every product picture: a square card and a large detail view. */
export const productImageSizes = {
  list: { width: 400, height: 400, fit: 'cover' },
  detail: { width: 1200, height: 1200, fit: 'inside' },
} as const;

/** Money travels as TL with up to two decimals and is stored as integer kuruş. */
export const tlToKurus = (tl: number): number => Math.round(tl * 100);
export const kurusToTl = (kurus: number): number => Math.round(kurus) / 100;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** '' and null mean "not given". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** '1.234,56', '1234,56', '1234.56' and 1234.56 are the same amount. */
function parseMoney(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let text = value.trim().replace(/\s|₺|TL$/gi, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  return text === '' ? undefined : Number(text);
}

export const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? Number(blank.trim()) : blank;
};

const moneyValue = (label: string, min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} gerekli.` : `${label} bir sayı olmalı.`) })
    .min(min, { error: min === 0 ? `${label} negatif olamaz.` : `${label} en az ${min} olmalı.` })
    .max(productLimits.maxPrice, { error: `${label} en fazla ${productLimits.maxPrice} TL olabilir.` })
    .refine(hasAtMostTwoDecimals, { error: `${label} en fazla iki ondalık basamak içerebilir.` });

const toMoney = (value: unknown) => parseMoney(blankToUndefined(value));

/**
 * A TL amount (0 or more unless `min` says otherwise), at most two decimals. '' counts as not
 * given: required fails, `optional` leaves it out, `fallback` fills it in.
 */
export function money(label: string, options?: { min?: number }): z.ZodType<number, unknown>;
export function money(label: string, options: { min?: number; optional: true }): z.ZodType<number | undefined, unknown>;
export function money(label: string, options: { min?: number; fallback: number }): z.ZodType<number, unknown>;
export function money(label: string, options: { min?: number; optional?: true; fallback?: number } = {}): z.ZodType {
  const value = moneyValue(label, options.min ?? 0);
  if (options.fallback !== undefined) return z.preprocess(toMoney, value.default(options.fallback));
  return z.preprocess(toMoney, options.optional ? value.optional() : value);
}

const wholeValue = (label: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} gerekli.` : `${label} bir tam sayı olmalı.`) })
    .int({ error: `${label} bir tam sayı olmalı.` })
    .min(min, { error: `${label} en az ${min} olmalı.` })
    .max(max, { error: `${label} en fazla ${max} olabilir.` });

/** A whole number; '' counts as not given, as for `money`. */
export function wholeNumber(label: string, min: number, max: number): z.ZodType<number, unknown>;
export function wholeNumber(label: string, min: number, max: number, options: { optional: true }): z.ZodType<number | undefined, unknown>;
export function wholeNumber(label: string, min: number, max: number, options: { fallback: number }): z.ZodType<number, unknown>;
export function wholeNumber(label: string, min: number, max: number, options: { optional?: true; fallback?: number } = {}): z.ZodType {
  const value = wholeValue(label, min, max);
  if (options.fallback !== undefined) return z.preprocess(toNumber, value.default(options.fallback));
  return z.preprocess(toNumber, options.optional ? value.optional() : value);
}

export const stockField = wholeNumber('Stok', 0, productLimits.maxStock);
export const optionalStock = wholeNumber('Stok', 0, productLimits.maxStock, { optional: true });

/** Trimmed text; '' is "not given" for optional fields. */
export const textField = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} gerekli.` : `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

export const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, textField(label, 1, max).optional());

/** A reference may arrive as an id, a slug or a populated object with `_id` (a product sent back as received). */
export const refValue = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) && '_id' in value ? (value as { _id: unknown })._id : value;

/** JSON text (multipart), a comma list, repeated fields or an array: always a list of trimmed ids. */
export function toIdList(value: unknown): unknown {
  let list: unknown = blankToUndefined(value);
  if (list === undefined) return undefined;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return list;
      }
    } else list = text.split(',');
  }
  if (!Array.isArray(list)) return list;
  return list
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [refValue(item)]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '' && item !== undefined && item !== null);
}

/** Multipart forms send nested data as JSON text. */
export function parseJsonText(value: unknown): unknown {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  try {
    return JSON.parse(blank);
  } catch {
    return blank;
  }
}

export const idList = (label: string, max: number) =>
  z.preprocess(
    toIdList,
    z
      .array(z.string({ error: `${label} geçersiz.` }).max(120), { error: `${label} bir liste olmalı.` })
      .max(max, { error: `En fazla ${max} ${label.toLocaleLowerCase('tr-TR')} seçilebilir.` })
      .optional(),
  );

/** A query flag: 'true'/'1' and 'false'/'0'; '' means not given. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'true ya da false olmalı.' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

/** An optional choice in a query string; '' means all. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .enum(['', ...values] as unknown as readonly [string, ...string[]], { error })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

export const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter girin.` })
    .optional()
    .transform((value) => value || undefined);

export const pageParams = (defaultLimit: number) => ({
  page: z.preprocess(toNumber, z.number({ error: 'Sayfa bir sayı olmalı.' }).int().min(1).max(100_000).default(1)),
  limit: z.preprocess(
    toNumber,
    z
      .number({ error: 'Limit bir sayı olmalı.' })
      .int()
      .min(1, { error: 'Limit en az 1 olmalı.' })
      .max(productLimits.maxLimit, { error: `Limit en fazla ${productLimits.maxLimit} olabilir.` })
      .default(defaultLimit),
  ),
});

export const priceRangeOrdered = (query: { priceMin?: number; priceMax?: number }) =>
  query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax;
