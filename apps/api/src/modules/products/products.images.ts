import {
  type AdminImage,
  type AdminImageListResponse,
  type AdminImageResponse,
  type ImageStatus,
  productImageSizes,
  productMessages,
} from '@pazaryeri/contract/products/index';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { toWebp } from '../../lib/images';
import { foldTurkish } from '../../lib/turkish';
import { sellers } from '../../db/schema/sellers';
import { pageCount } from './products.view';
import { productImages, products } from '../../db/schema/products';

export interface StoredImage {
  listUrl: string;
  detailUrl: string;
}

export interface FilesContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * Checks every upload by its content (a non-image is a 415 before anything is kept) and stores
 * each as two WebP files: a 400×400 card and a detail view within 1200×1200.
 */
export async function storeProductImages(ctx: FilesContext, uploads: Buffer[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads) {
      const [list, detail] = await Promise.all([toWebp(upload, productImageSizes.list), toWebp(upload, productImageSizes.detail)]);
      const listFile = await ctx.storage.put('products', 'webp', list);
      const detailFile = await ctx.storage.put('products', 'webp', detail).catch(async (error) => {
        await ctx.storage.remove(listFile.key);
        throw error;
      });
      stored.push({ listUrl: listFile.url, detailUrl: detailFile.url });
    }
  } catch (error) {
    await removeImageFiles(ctx, stored);
    throw error;
  }
  return stored;
}

/** Removes the files of pictures whose rows are gone; a file that will not go is logged, not fatal. */
export async function removeImageFiles(ctx: FilesContext, images: StoredImage[]): Promise<void> {
  const keys = images.flatMap((image) => [image.listUrl, image.detailUrl]).map((url) => ctx.storage.keyFromUrl(url));
  await Promise.all(
    keys.map((key) => key && ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'product image file not removed'))),
  );
}

const adminImageColumns = {
  image: productImages,
  product: { id: products.id, name: products.name, slug: products.slug },
  seller: { id: sellers.id, storeName: sellers.storeName },
};

type AdminImageRow = {
  image: typeof productImages.$inferSelect;
  product: { id: string; name: string; slug: string };
  seller: { id: string; storeName: string };
};

function toAdminImage({ image, product, seller }: AdminImageRow): AdminImage {
  return {
    _id: image.id,
    listUrl: image.listUrl,
    detailUrl: image.detailUrl,
    status: image.status,
    createdAt: image.createdAt.toISOString(),
    reviewedAt: image.reviewedAt?.toISOString() ?? null,
    product: { _id: product.id, name: product.name, slug: product.slug },
    seller: { _id: seller.id, storeName: seller.storeName },
  };
}

const selectAdminImages = (db: Db) =>
  db
    .select(adminImageColumns)
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));

/** The admin's image queues: pending oldest first (a queue), reviewed ones most recently reviewed first. */
export async function listImagesByStatus(
  db: Db,
  status: ImageStatus,
  page: number,
  limit: number,
  search?: string,
): Promise<AdminImageListResponse> {
  const folded = search ? foldTurkish(search) : '';
  const where = and(
    eq(productImages.status, status),
    // The fold leaves letters, digits and spaces only: nothing for LIKE to misread.
    folded ? ilike(products.searchText, `%${folded}%`) : undefined,
  );
  const orderBy =
    status === 'pending'
      ? [asc(productImages.createdAt), asc(productImages.productId), asc(productImages.position), asc(productImages.id)]
      : [desc(productImages.reviewedAt), desc(productImages.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectAdminImages(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(where),
  ]);
  return { images: rows.map(toAdminImage), page, limit, total, totalPages: pageCount(total, limit) };
}

/** Spec §4: pending → approved, or off the pending queue as rejected (buyers never see it; the seller may delete it). */
export async function reviewImage(db: Db, imageId: string, status: 'approved' | 'rejected'): Promise<AdminImageResponse> {
  if (!isId(imageId)) throw new AppError('NOT_FOUND', productMessages.imageNotFound);
  const [updated] = await db
    .update(productImages)
    .set({ status, reviewedAt: new Date() })
    .where(eq(productImages.id, imageId))
    .returning({ id: productImages.id });
  if (!updated) throw new AppError('NOT_FOUND', productMessages.imageNotFound);
  const [row] = await selectAdminImages(db).where(eq(productImages.id, imageId));
  return {
    message: status === 'approved' ? productMessages.imageApproved : productMessages.imageRejected,
    image: toAdminImage(row),
  };
}

/** The pictures of a product among `ids` (others are ignored by the caller's 404). */
export async function selectImagesOf(db: Db, productId: string, ids?: string[]) {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), ids ? inArray(productImages.id, ids.filter(isId)) : undefined));
}
