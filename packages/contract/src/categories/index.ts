import { z } from 'zod';

export const category = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  parentCategory: z.string().nullable(),
});
export type Category = z.infer<typeof category>;

export const categoryWithCount = category.extend({
  productCount: z.number().int(),
  subCategories: z.array(category.extend({ productCount: z.number().int() })),
});
export type CategoryWithCount = z.infer<typeof categoryWithCount>;

export const mainCategoriesResponse = z.array(category);
export const subCategoriesResponse = z.object({ parent: category, subCategories: z.array(category) });
export const mainWithCountsResponse = z.array(categoryWithCount);
export const slugParam = z.object({ slug: z.string().min(1).max(120) });

/** Folds Turkish letters for URLs: ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u; spaces and punctuation → '-'. */
export function slugify(text: string): string {
  const folded = text
    .toLocaleLowerCase('tr-TR')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The lucide icons a category may carry: the set the web can draw. */
export const categoryIcons = [
  'anvil', 'battery', 'bolt', 'box', 'boxes', 'building-2', 'cable', 'circle-dot', 'cog', 'construction', 'container',
  'cpu', 'cuboid', 'cylinder', 'drill', 'droplets', 'factory', 'fan', 'file-code', 'flame', 'flask-conical', 'forklift',
  'gauge', 'hammer', 'hard-hat', 'layers', 'lightbulb', 'magnet', 'microchip', 'nut', 'package', 'paint-bucket',
  'pencil-ruler', 'plug', 'printer', 'ruler', 'settings', 'shapes', 'shield', 'thermometer', 'truck', 'warehouse',
  'wrench', 'zap',
] as const;
export const categoryIcon = z.enum(categoryIcons, { error: 'Geçersiz kategori simgesi.' });
export type CategoryIcon = z.infer<typeof categoryIcon>;

export const categoryNameLimits = { min: 2, max: 80 } as const;
export const categoryDescriptionMax = 500;

export const categoryMessages = {
  created: 'Kategori başarıyla eklendi',
  updated: 'Kategori başarıyla güncellendi',
  deleted: 'Kategori başarıyla silindi',
  duplicate: 'Bu isimde bir kategori zaten var.',
  parentNotFound: 'Ana kategori bulunamadı.',
  parentNotMain: 'Alt kategori yalnızca bir ana kategorinin altına eklenebilir.',
  hasProducts: 'Bu kategoride ürünler bulunduğu için silinemez. Önce ürünleri başka bir kategoriye taşıyın.',
  subHasProducts: 'Alt kategorilerinde ürünler bulunduğu için bu ana kategori silinemez. Önce ürünleri taşıyın.',
} as const;

const categoryName = z
  .string({ error: 'Kategori adı gerekli.' })
  .trim()
  .min(1, { error: 'Kategori adı gerekli.', abort: true })
  .min(categoryNameLimits.min, { error: `Kategori adı en az ${categoryNameLimits.min} karakter olmalı.` })
  .max(categoryNameLimits.max, { error: `Kategori adı en fazla ${categoryNameLimits.max} karakter olabilir.` })
  .refine((name) => slugify(name).length > 0, { error: 'Kategori adı en az bir harf veya rakam içermeli.' });

/** '' clears the description (null). */
const categoryDescription = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(categoryDescriptionMax, { error: `Açıklama en fazla ${categoryDescriptionMax} karakter olabilir.` })
    .nullable()
    .optional(),
);

/** '' clears the icon (null). */
const categoryIconInput = z.preprocess((value) => (value === '' ? null : value), categoryIcon.nullable().optional());

const parentCategory = z.string({ error: 'Ana kategori gerekli.' }).trim().min(1, { error: 'Ana kategori gerekli.' }).max(64);

/** POST /categories/main. */
export const createMainCategoryBody = z.object({ name: categoryName, description: categoryDescription, icon: categoryIconInput });
export type CreateMainCategoryBody = z.infer<typeof createMainCategoryBody>;

/** POST /categories/sub: `parentCategory` is the main category's _id. */
export const createSubCategoryBody = createMainCategoryBody.extend({ parentCategory });
export type CreateSubCategoryBody = z.infer<typeof createSubCategoryBody>;

/** PUT /categories/main/{id}: the spec's client sends {name}; description and icon may come too. */
export const updateMainCategoryBody = createMainCategoryBody;
export type UpdateMainCategoryBody = z.infer<typeof updateMainCategoryBody>;

/** PUT /categories/sub/{id}: every field optional; a new parentCategory moves it under another main. */
export const updateSubCategoryBody = z.object({
  name: categoryName.optional(),
  description: categoryDescription,
  icon: categoryIconInput,
  parentCategory: parentCategory.optional(),
});
export type UpdateSubCategoryBody = z.infer<typeof updateSubCategoryBody>;

export const categoryWriteResponse = z.object({ message: z.string(), category });
export type CategoryWriteResponse = z.infer<typeof categoryWriteResponse>;
