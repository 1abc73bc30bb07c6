import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseStock } from '../products';
import { orderItems } from '../../db/schema/orders';

/**
 * Puts the units reserved for these parts back on sale, all of their lines at once through the
 * catalogue's `releaseStock` (lines in product order, like checkout's reservations, so the two
 * cannot deadlock). A line whose product was deleted since has nothing to give back. Call inside
 * the caller's transaction.
 */
export async function releasePartsStock(tx: Db, partIds: string[]): Promise<void> {
  if (partIds.length === 0) return;
  const lines = await tx
    .select({ productId: orderItems.productId, sizeId: orderItems.sizeId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.sellerOrderId, partIds));
  await releaseStock(
    tx,
    lines.flatMap(({ productId, sizeId, quantity }) => (productId ? [{ productId, sizeId: sizeId ?? undefined, quantity }] : [])),
  );
}
