import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';

// The store's rating is read straight off its products' rating columns (kept by the reviews
// module), so the store page needs no module above sellers to show it.

/** A store's average over its products' reviews (each product weighs by its review count): one pass over the store's products. */
export async function getStoreRating(db: Db, sellerId: string): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      weighted: sql<number>`coalesce(sum(${products.ratingAverage} * ${products.ratingCount}), 0)::float8`,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const count = Number(row?.count ?? 0);
  return { count, average: count ? Math.round((Number(row.weighted) / count) * 100) / 100 : 0 };
}

/** The same store rating as a column of a query over stores (the store page's header). */
export function storeRatingColumns(sellerId: AnyPgColumn) {
  const count = sql<number>`(select coalesce(sum(${products.ratingCount}), 0) from ${products} where ${products.sellerId} = ${sellerId})`.mapWith(Number);
  const average = sql<number>`(select coalesce(round((sum(${products.ratingAverage} * ${products.ratingCount}) / nullif(sum(${products.ratingCount}), 0))::numeric, 2), 0) from ${products} where ${products.sellerId} = ${sellerId})`.mapWith(Number);
  return { ratingCount: count, ratingAverage: average };
}
