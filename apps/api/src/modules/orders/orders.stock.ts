import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariantSizes, productVariants } from '../products/products.table';

export interface ReleasedLine {
  productId: string | null;
  sizeId: string | null;
  quantity: number;
}

/**
 * Puts reserved units back on sale (a failed payment, a cancelled or expired order): the
 * opposite of the catalogue's `reserveStock`, with the same lock order (product row first, then
 * its size) and products in id order, so it cannot deadlock with reservations. A product or size
 * deleted since is skipped; a product with variants only gets back what its size gets back (its
 * stock stays the sum of its sizes). Call inside the caller's transaction.
 */
export async function releaseStock(tx: Db, lines: ReleasedLine[]): Promise<void> {
  const sorted = lines
    .filter((line): line is ReleasedLine & { productId: string } => line.productId !== null && line.quantity > 0)
    .sort((a, b) => a.productId.localeCompare(b.productId) || (a.sizeId ?? '').localeCompare(b.sizeId ?? ''));
  for (const line of sorted) {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, line.productId)).for('update');
    if (!product) continue;
    if (line.sizeId) {
      const [size] = await tx
        .update(productVariantSizes)
        .set({ stock: sql`${productVariantSizes.stock} + ${line.quantity}` })
        .where(
          and(
            eq(productVariantSizes.id, line.sizeId),
            sql`${productVariantSizes.variantId} in (select ${productVariants.id} from ${productVariants} where ${productVariants.productId} = ${line.productId})`,
          ),
        )
        .returning({ id: productVariantSizes.id });
      if (!size) continue;
    } else {
      const [variant] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, line.productId)).limit(1);
      if (variant) continue;
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
}
