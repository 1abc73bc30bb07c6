import { type ProductResponse, productMessages } from '@pazaryeri/contract/products/index';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { assertCanManage, productNotFound } from './products.access';
import { removeImageFiles } from './products.images';
import { getManagedProduct, type ProductsContext } from './products.seller';
import type { ProductsPorts } from './products.ports';
import { productImages, products } from '../../db/schema/products';

type Actor = { id: string; isAdmin: boolean };

/**
 * The seller asks for review: a draft or a rejected product becomes pending (asking again while
 * pending changes nothing). A digital product needs its file first.
 */
export async function submitForApproval(ctx: ProductsContext, actor: Actor, productId: string): Promise<ProductResponse> {
  await assertCanManage(ctx.db, actor, productId);
  await ctx.db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) productNotFound();
    if (product.approvalStatus === 'approved') throw new AppError('CONFLICT', productMessages.alreadyApproved);
    if (product.productType !== 'physical' && product.uploadState !== 'uploaded') {
      throw new AppError('UNPROCESSABLE', productMessages.digitalFileRequired);
    }
    if (product.approvalStatus === 'pending') return;
    await tx
      .update(products)
      .set({ approvalStatus: 'pending', status: 'inactive', rejectionReason: null, updatedAt: new Date() })
      .where(eq(products.id, productId));
  });
  return { message: productMessages.submitted, product: await getManagedProduct(ctx.db, productId, actor) };
}

/** Deletes a product with its pictures, variants and favorites (rows cascade), then its files. */
export async function deleteProduct(ctx: ProductsContext & ProductsPorts, actor: Actor, productId: string, asAdmin = false) {
  await assertCanManage(ctx.db, actor, productId, asAdmin);
  // An STL model's parts, previews, thumbnail and photos belong to the STL module, which removes them with its rows.
  if (await ctx.removeStlModel(ctx, productId)) return { message: productMessages.deleted };
  const removed = await ctx.db.transaction(async (tx) => {
    const images = await tx.select().from(productImages).where(eq(productImages.productId, productId));
    const [product] = await tx.delete(products).where(eq(products.id, productId)).returning({ fileKey: products.digitalFileKey });
    if (!product) productNotFound();
    return { images, fileKey: product.fileKey };
  });
  await removeImageFiles(ctx, removed.images);
  if (removed.fileKey) {
    await ctx.privateFiles.remove(removed.fileKey).catch((error) => ctx.log.warn({ err: error }, 'digital file not removed'));
  }
  return { message: productMessages.deleted };
}

/** Spec §4: approve → approved and active (on sale); reject → rejected and inactive, with an optional reason. */
export async function reviewProduct(
  ctx: ProductsContext,
  actor: Actor,
  productId: string,
  decision: { approve: true } | { approve: false; reason?: string },
): Promise<ProductResponse> {
  await assertCanManage(ctx.db, actor, productId, true);
  if (decision.approve) {
    const [product] = await ctx.db
      .select({ productType: products.productType, uploadState: products.uploadState })
      .from(products)
      .where(eq(products.id, productId));
    if (product && product.productType !== 'physical' && product.uploadState !== 'uploaded') {
      throw new AppError('UNPROCESSABLE', productMessages.digitalFileMissing);
    }
  }
  const values = decision.approve
    ? { approvalStatus: 'approved' as const, status: 'active' as const, rejectionReason: null }
    : { approvalStatus: 'rejected' as const, status: 'inactive' as const, rejectionReason: decision.reason ?? null };
  const [updated] = await ctx.db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!updated) productNotFound();
  return {
    message: decision.approve ? productMessages.approved : productMessages.rejected,
    product: await getManagedProduct(ctx.db, productId, actor),
  };
}
