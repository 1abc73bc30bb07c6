import { slugify } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildSearchText } from '../../lib/turkish';
import { categories } from '../../db/schema/categories';
import { products } from '../../db/schema/products';
import { newSlug } from './products.write';

/**
 * For the STL module: an STL model is a catalogue product of type model3d (so the cart, orders and
 * payments sell it, and `canDownload` / `hasPaidForProduct` know its buyers). Its file is the
 * product's private digital file.
 */
const MODEL_CATEGORY = { name: '3D Baskı ve Modelleme', slug: '3d-baski-ve-modelleme' };

/** The catalogue's main category of 3D models, made once if the install has none. */
export async function modelMainCategoryId(db: Db): Promise<string> {
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, MODEL_CATEGORY.slug)).limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(categories)
    .values({ name: MODEL_CATEGORY.name, slug: MODEL_CATEGORY.slug, icon: 'printer' })
    .onConflictDoNothing()
    .returning({ id: categories.id });
  if (created) return created.id;
  const [again] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, MODEL_CATEGORY.slug)).limit(1);
  return again.id;
}

export interface ModelProductFields {
  name: string;
  description: string;
  priceKurus: number;
  file: { key: string; name: string; size: number };
}

/** Machine-checked at upload (the reader refused anything else), a model goes on sale at once. */
export async function insertModelProduct(tx: Db, sellerId: string, mainCategoryId: string, fields: ModelProductFields) {
  const slug = await newSlug(tx, fields.name);
  const [row] = await tx
    .insert(products)
    .values({
      sellerId,
      name: fields.name,
      slug: slug || slugify(fields.name),
      description: fields.description,
      productType: 'model3d',
      price: fields.priceKurus,
      stock: 999_999,
      mainCategoryId,
      status: 'active',
      approvalStatus: 'approved',
      digitalFileKey: fields.file.key,
      digitalFileName: fields.file.name,
      digitalFileSize: fields.file.size,
      uploadState: 'uploaded',
      searchText: buildSearchText({ name: fields.name, categoryNames: [MODEL_CATEGORY.name], description: fields.description }),
    })
    .returning({ id: products.id, slug: products.slug });
  return row;
}

export async function updateModelProduct(tx: Db, productId: string, fields: Partial<ModelProductFields>) {
  const [current] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!current) return null;
  const name = fields.name ?? current.name;
  const description = fields.description ?? current.description;
  await tx
    .update(products)
    .set({
      name,
      description,
      ...(fields.priceKurus !== undefined && { price: fields.priceKurus }),
      ...(fields.file && { digitalFileKey: fields.file.key, digitalFileName: fields.file.name, digitalFileSize: fields.file.size }),
      searchText: buildSearchText({ name, categoryNames: [MODEL_CATEGORY.name], description }),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
  return { previousFileKey: current.digitalFileKey };
}

/** Deletes the product row (the STL row cascades; order lines keep their snapshot). Returns its file key. */
export async function deleteModelProduct(tx: Db, productId: string) {
  const [row] = await tx.delete(products).where(eq(products.id, productId)).returning({ fileKey: products.digitalFileKey });
  return row ?? null;
}
