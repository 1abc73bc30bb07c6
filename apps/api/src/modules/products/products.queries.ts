import { and, asc, count, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../categories/categories.table';
import { sellers } from '../sellers/sellers.table';
import { users } from '../users/users.table';
import { favorites, productImages, products, productSubCategories, productVariantSizes, productVariants } from './products.table';
import { concurrentQueries } from '../../lib/concurrent-queries';

const { searchText: _searchText, searchName: _searchName, searchVector: _searchVector, ...productFields } = getTableColumns(products);

/** A product row as every view needs it: the product, its store card and its main category. */
const productRowColumns = {
  product: productFields,
  seller: {
    id: sellers.id,
    userId: sellers.userId,
    storeName: sellers.storeName,
    alias: sellers.alias,
    storeLogo: sellers.storeLogo,
    verifiedSeller: sellers.verifiedSeller,
  },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

export type ProductRecord = Omit<typeof products.$inferSelect, 'searchText' | 'searchName' | 'searchVector'>;
export interface ProductJoinedRow {
  product: ProductRecord;
  seller: { id: string; userId: string; storeName: string; alias: string; storeLogo: string | null; verifiedSeller: boolean };
  category: { id: string; name: string; slug: string };
}

/**
 * What buyers may see: approved and active, in an approved store whose owner is neither suspended
 * nor deleted. Needs the store and owner joins of `selectProductRows`.
 */
export const visibleToBuyers: SQL = and(
  eq(products.approvalStatus, 'approved'),
  eq(products.status, 'active'),
  eq(sellers.status, 'approved'),
  isNull(users.bannedAt),
  isNull(users.deletedAt),
)!;

export interface PageRequest {
  where?: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** One page of joined product rows. */
export async function selectProductRows(db: Db, { where, orderBy, limit, offset }: PageRequest): Promise<ProductJoinedRow[]> {
  return db
    .select(productRowColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** How many products match (same joins as the page, minus the category's). */
export async function countProducts(db: Db, where?: SQL): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where);
  return total;
}

/**
 * How many products match, counting no further than `cap`: a buyer list shows "10.000+" past it,
 * and stopping there keeps the count an index walk instead of a pass over every product on sale.
 */
export async function countProductsUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return total;
}

export async function selectProductRow(db: Db, where: SQL): Promise<ProductJoinedRow | null> {
  const [row] = await selectProductRows(db, { where, orderBy: [], limit: 1, offset: 0 });
  return row ?? null;
}

/** The owner check's data: the product's store and that store's user. */
export async function selectProductOwner(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, ownerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function lockProduct(tx: Db, productId: string): Promise<ProductRecord | null> {
  const [row] = await tx.select(productFields).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

export interface Relations {
  images: Map<string, (typeof productImages.$inferSelect)[]>;
  subCategories: Map<string, { id: string; name: string; slug: string }[]>;
  variants: Map<string, { variant: typeof productVariants.$inferSelect; sizes: (typeof productVariantSizes.$inferSelect)[] }[]>;
  favorites: Set<string>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Pictures, sub categories, variants and the viewer's favorites of a page of products: four queries, whatever the page size. */
export async function loadRelations(
  db: Db,
  ids: string[],
  options: { approvedImagesOnly: boolean; viewerId: string | null },
): Promise<Relations> {
  if (ids.length === 0) return { images: new Map(), subCategories: new Map(), variants: new Map(), favorites: new Set() };
  const [images, subs, variantRows, favoriteRows] = await concurrentQueries(db, [
    // Called inside the product-update transaction too: one connection, so one query at a time there.
    () =>
      db
        .select()
        .from(productImages)
        .where(and(inArray(productImages.productId, ids), options.approvedImagesOnly ? eq(productImages.status, 'approved') : undefined))
        .orderBy(asc(productImages.position), asc(productImages.createdAt)),
    () =>
      db
        .select({ productId: productSubCategories.productId, id: categories.id, name: categories.name, slug: categories.slug })
        .from(productSubCategories)
        .innerJoin(categories, eq(categories.id, productSubCategories.categoryId))
        .where(inArray(productSubCategories.productId, ids))
        .orderBy(asc(categories.position), asc(categories.name)),
    () =>
      db
        .select({ variant: productVariants, size: productVariantSizes })
        .from(productVariants)
        .leftJoin(productVariantSizes, eq(productVariantSizes.variantId, productVariants.id))
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position), asc(productVariants.id), asc(productVariantSizes.position), asc(productVariantSizes.id)),
    async () =>
      options.viewerId
        ? await db
            .select({ productId: favorites.productId })
            .from(favorites)
            .where(and(eq(favorites.userId, options.viewerId), inArray(favorites.productId, ids)))
        : [],
  ]);
  const variants: Relations['variants'] = new Map();
  const byVariant = new Map<string, { variant: typeof productVariants.$inferSelect; sizes: (typeof productVariantSizes.$inferSelect)[] }>();
  for (const { variant, size } of variantRows) {
    let entry = byVariant.get(variant.id);
    if (!entry) {
      entry = { variant, sizes: [] };
      byVariant.set(variant.id, entry);
      const list = variants.get(variant.productId) ?? [];
      list.push(entry);
      variants.set(variant.productId, list);
    }
    if (size) entry.sizes.push(size);
  }
  return {
    images: groupBy(images, (image) => image.productId),
    subCategories: groupBy(subs, (sub) => sub.productId),
    variants,
    favorites: new Set(favoriteRows.map((row) => row.productId)),
  };
}

/** Keeps a product with sizes at the sum of its sizes (call inside the writing transaction). */
export async function syncStockWithSizes(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`
    update ${products} set stock = sized.total, updated_at = now()
    from (
      select sum(${productVariantSizes.stock})::int as total
      from ${productVariantSizes}
      join ${productVariants} on ${productVariants.id} = ${productVariantSizes.variantId}
      where ${productVariants.productId} = ${productId}
    ) sized
    where ${products.id} = ${productId} and sized.total is not null`);
}
