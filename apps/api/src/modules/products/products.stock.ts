import {
  type CheckStockQuery,
  type CheckStockResponse,
  type ProductResponse,
  productMessages,
  type UpdateStockBody,
} from '@pazaryeri/contract/products/index';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { assertCanManage, isCheckViolation, productNotFound } from './products.access';
import { findViewableRow } from './products.catalogue';
import { lockProduct, syncStockWithSizes } from './products.queries';
import { getManagedProduct, type ProductsContext } from './products.seller';
import { products, productVariantSizes, productVariants } from '../../db/schema/products';
import type { ProductViewer } from './products.view';

const sizeOfProduct = (productId: string, sizeId: string) =>
  and(
    eq(productVariantSizes.id, sizeId),
    sql`${productVariantSizes.variantId} in (select ${productVariants.id} from ${productVariants} where ${productVariants.productId} = ${productId})`,
  );

const noVariants = (productId: string) =>
  sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId})`;

function variantNotFound(): never {
  throw new AppError('NOT_FOUND', productMessages.variantNotFound);
}

/** Whether `quantity` can be bought now: of the size when one is named, else of the product (the sum of its sizes). */
export async function checkStock(db: Db, ref: string, query: CheckStockQuery, viewer: ProductViewer): Promise<CheckStockResponse> {
  const row = await findViewableRow(db, ref, viewer);
  let stock = row.product.stock;
  if (query.sizeId) {
    if (!isId(query.sizeId)) variantNotFound();
    const [size] = await db
      .select({ stock: productVariantSizes.stock })
      .from(productVariantSizes)
      .where(sizeOfProduct(row.product.id, query.sizeId));
    if (!size) variantNotFound();
    stock = size.stock;
  }
  return { available: stock >= query.quantity, stock };
}

/**
 * The owner sets the stock. A product without variants: one guarded UPDATE. With variants the
 * stock lives in the sizes: the size is set under the product's row lock and the product's stock
 * becomes the sum again in the same transaction. A value below zero never reaches the database
 * (400), and the CHECK constraint answers 409 if anything else ever tries.
 */
export async function updateStock(
  ctx: ProductsContext,
  actor: { id: string; isAdmin: boolean },
  productId: string,
  body: UpdateStockBody,
  options: { /** The route checked that the actor manages the product (its onRequest hook). */ ownerChecked?: boolean } = {},
): Promise<ProductResponse> {
  if (!options.ownerChecked) await assertCanManage(ctx.db, actor, productId);
  try {
    if (!body.sizeId) {
      const [updated] = await ctx.db
        .update(products)
        .set({ stock: body.quantity, updatedAt: new Date() })
        .where(and(eq(products.id, productId), noVariants(productId)))
        .returning({ id: products.id });
      if (!updated) throw new AppError('UNPROCESSABLE', productMessages.stockBySize);
    } else {
      const sizeId = body.sizeId;
      if (!isId(sizeId)) variantNotFound();
      await ctx.db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) productNotFound();
        const [size] = await tx
          .update(productVariantSizes)
          .set({ stock: body.quantity })
          .where(sizeOfProduct(productId, sizeId))
          .returning({ id: productVariantSizes.id });
        if (!size) variantNotFound();
        await syncStockWithSizes(tx, productId);
      });
    }
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('CONFLICT', productMessages.stockNegative);
    throw error;
  }
  return { message: productMessages.stockUpdated, product: await getManagedProduct(ctx.db, productId, actor) };
}

export interface StockReservation {
  productId: string;
  sizeId?: string;
  quantity: number;
}

/**
 * For orders: takes `quantity` off the stock or fails with 409 ('…stokta yetersiz', which the
 * client turns into its per-product message). Never oversells under concurrency: a guarded
 * `stock >= n` UPDATE, and for sizes the product's row lock first (the same order updateStock
 * takes locks in, so the two cannot deadlock). Pass the order's transaction as `db`.
 */
export async function reserveStock(db: Db, { productId, sizeId, quantity }: StockReservation): Promise<number> {
  if (!isId(productId)) productNotFound();
  if (!Number.isInteger(quantity) || quantity < 1) throw new AppError('VALIDATION_FAILED', productMessages.stockCheckFailed);
  const insufficient = () => new AppError('CONFLICT', productMessages.insufficientStock);
  if (!sizeId) {
    const [row] = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), gte(products.stock, quantity), noVariants(productId)))
      .returning({ stock: products.stock });
    if (row) return row.stock;
    const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    if (!product) productNotFound();
    if (product.stock >= quantity) throw new AppError('UNPROCESSABLE', productMessages.stockBySize);
    throw insufficient();
  }
  if (!isId(sizeId)) variantNotFound();
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) productNotFound();
    const [size] = await tx
      .update(productVariantSizes)
      .set({ stock: sql`${productVariantSizes.stock} - ${quantity}` })
      .where(and(sizeOfProduct(productId, sizeId), gte(productVariantSizes.stock, quantity)))
      .returning({ id: productVariantSizes.id });
    if (!size) {
      const [exists] = await tx.select({ id: productVariantSizes.id }).from(productVariantSizes).where(sizeOfProduct(productId, sizeId));
      if (!exists) variantNotFound();
      throw insufficient();
    }
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ stock: products.stock });
    return row.stock;
  });
}

/**
 * For orders: puts reserved units back on sale (a failed payment, a cancelled or expired order),
 * the opposite of `reserveStock`, with its lock order: lines in product (then size) order, the
 * product's row lock before its size, so a release never deadlocks with reservations or
 * update-stock. All or nothing (one transaction; pass the order's). A product or size deleted
 * since is skipped, and so is a line without a size of a product that has variants now: such a
 * product's stock stays the sum of its sizes.
 */
export async function releaseStock(db: Db, lines: StockReservation[]): Promise<void> {
  const sorted = lines
    .filter((line) => isId(line.productId) && (!line.sizeId || isId(line.sizeId)) && Number.isInteger(line.quantity) && line.quantity > 0)
    .sort((a, b) => a.productId.localeCompare(b.productId) || (a.sizeId ?? '').localeCompare(b.sizeId ?? ''));
  if (sorted.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { productId, sizeId, quantity } of sorted) {
      if (!(await lockProduct(tx, productId))) continue;
      if (sizeId) {
        const [size] = await tx
          .update(productVariantSizes)
          .set({ stock: sql`${productVariantSizes.stock} + ${quantity}` })
          .where(sizeOfProduct(productId, sizeId))
          .returning({ id: productVariantSizes.id });
        if (!size) continue;
      }
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, productId), sizeId ? undefined : noVariants(productId)));
    }
  });
}
