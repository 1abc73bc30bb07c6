import { customizationLimits, customizationMessages, type DesignImage } from '@pazaryeri/contract/customization/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { toWebp } from '../../lib/images';
import { designImages } from '../../db/schema/customization';

export interface DesignContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export const buffersOf = (value: unknown): Buffer[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Buffer => Buffer.isBuffer(item) && item.length > 0);

/** Takes stored files away again (a later step failed); a file that will not go is logged, not fatal. */
export async function removeDesignFiles(ctx: DesignContext, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) => {
      const key = ctx.storage.keyFromUrl(url);
      return key && ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'design image file not removed'));
    }),
  );
}

/**
 * Checks every picture by its content first (a renamed text file is a 415 before anything is
 * kept), then stores each as a WebP within 1600×1600 in public storage and records it as the
 * uploader's. Any failure takes back what was stored.
 */
export async function storeDesignImages(ctx: DesignContext, userId: string, uploads: Buffer[]): Promise<DesignImage[]> {
  if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', customizationMessages.designImagesRequired, { images: customizationMessages.designImagesRequired });
  if (uploads.length > customizationLimits.designImagesMax) throw new AppError('VALIDATION_FAILED', customizationMessages.designImagesTooMany, { images: customizationMessages.designImagesTooMany });
  const side = customizationLimits.designImageSide;
  const encoded = await Promise.all(uploads.map((upload) => toWebp(upload, { width: side, height: side, fit: 'inside' })));
  const urls: string[] = [];
  try {
    for (const data of encoded) urls.push((await ctx.storage.put('designs', 'webp', data)).url);
    const rows = await ctx.db
      .insert(designImages)
      .values(urls.map((url) => ({ userId, url })))
      .returning({ id: designImages.id, url: designImages.url });
    return rows.map((row) => ({ _id: row.id, url: row.url }));
  } catch (error) {
    await removeDesignFiles(ctx, urls);
    throw error;
  }
}

/** Which of these URLs are design images this user uploaded. */
export async function ownDesignUrls(db: Db, userId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: designImages.url })
    .from(designImages)
    .where(and(eq(designImages.userId, userId), inArray(designImages.url, urls)));
  return new Set(rows.map((row) => row.url));
}
