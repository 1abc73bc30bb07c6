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
