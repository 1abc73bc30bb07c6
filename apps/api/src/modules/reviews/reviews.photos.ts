import { productImageSizes } from '@pazaryeri/contract/products/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../integrations/storage';
import { toWebp } from '../../lib/images';
import type { StoredReviewPhoto } from '../../db/schema/reviews';

export interface PhotosContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

/** The file parts named `photos` (text values are not files and are ignored). */
export const photoUploadsOf = (value: unknown): Buffer[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Buffer => Buffer.isBuffer(item) && item.length > 0);

/**
 * Checks every photo by its content (a non-image is a 415 before anything is kept) and stores
 * each like a product picture: a 400×400 WebP card and a WebP within 1200×1200.
 */
export async function storeReviewPhotos(ctx: PhotosContext, uploads: Buffer[]): Promise<StoredReviewPhoto[]> {
  const encoded = await Promise.all(uploads.map(async (upload) => Promise.all([toWebp(upload, productImageSizes.list), toWebp(upload, productImageSizes.detail)])));
  const stored: StoredReviewPhoto[] = [];
  try {
    for (const [list, detail] of encoded) {
      const listFile = await ctx.storage.put('reviews', 'webp', list);
      stored.push({ listUrl: listFile.url, detailUrl: listFile.url });
      const detailFile = await ctx.storage.put('reviews', 'webp', detail);
      stored[stored.length - 1].detailUrl = detailFile.url;
    }
  } catch (error) {
    await removeReviewPhotos(ctx, stored);
    throw error;
  }
  return stored;
}

/** Removes the files of photos whose review is gone; a file that will not go is logged, not fatal. */
export async function removeReviewPhotos(ctx: PhotosContext, photos: StoredReviewPhoto[]): Promise<void> {
  const keys = [...new Set(photos.flatMap((photo) => [photo.listUrl, photo.detailUrl]))].map((url) => ctx.storage.keyFromUrl(url));
  await Promise.all(keys.map((key) => key && ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'review photo not removed'))));
}
