import { randomUUID } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildSearchText } from '../../lib/turkish';
import { categories } from '../../db/schema/categories';
import { products, productSubCategories } from '../../db/schema/products';

type ProductValues = typeof products.$inferInsert;

/** A main category (and sub categories) written straight to the database, for tests that file products. */
export async function insertCategoryTree(app: FastifyInstance, name: string, subNames: string[] = []) {
  const [main] = await app.db.insert(categories).values({ name, slug: slugify(name) }).returning();
  const subs = subNames.length
    ? await app.db
        .insert(categories)
        .values(subNames.map((sub, position) => ({ name: sub, slug: slugify(sub), parentId: main.id, position })))
        .returning()
    : [];
  return { main, subs };
}

/**
 * A product written straight to the database: by default one buyers can see (approved, active).
 * Tests of questions and categories use it; the products module's routes are not under test there.
 */
export async function insertProduct(
  app: FastifyInstance,
  values: Pick<ProductValues, 'sellerId' | 'mainCategoryId'> & Partial<ProductValues> & { subCategoryIds?: string[] },
) {
  const { subCategoryIds = [], ...fields } = values;
  const name = fields.name ?? `Paslanmaz Altıgen Cıvata ${randomUUID().slice(0, 6)}`;
  const [row] = await app.db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${randomUUID().slice(0, 8)}`,
      price: 12_500,
      stock: 40,
      status: 'active',
      approvalStatus: 'approved',
      searchText: buildSearchText({ name }),
      ...fields,
    })
    .returning();
  if (subCategoryIds.length) {
    await app.db.insert(productSubCategories).values(subCategoryIds.map((categoryId) => ({ productId: row.id, categoryId })));
  }
  return row;
}

export async function setProduct(app: FastifyInstance, id: string, values: Partial<ProductValues>) {
  await app.db.update(products).set(values).where(eq(products.id, id));
}
