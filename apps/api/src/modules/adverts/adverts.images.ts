import { advertLimits } from '@pazaryeri/contract/adverts/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { toWebp } from '../../lib/images';
import type { AdvertImage } from '../../db/schema/adverts';

export interface AdvertFiles {
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * Checks each picture by its content and stores a 640×480 card and a 1400 px detail WebP. On a
 * failure the files already written are removed: nothing half-stored stays behind.
 */
export async function storeAdvertImages(ctx: AdvertFiles, uploads: Buffer[], already: number): Promise<AdvertImage[]> {
  if (already + uploads.length > advertLimits.maxImages) {
    throw new AppError('UNPROCESSABLE', `Bir ilana en fazla ${advertLimits.maxImages} resim eklenebilir.`);
  }
  const stored: AdvertImage[] = [];
  try {
    for (const upload of uploads) {
      const card = await toWebp(upload, { width: 640, height: 480 });
      const detail = await toWebp(upload, { width: 1400, height: 1400, fit: 'inside' });
      const cardFile = await ctx.storage.put('adverts', 'webp', card);
      const detailFile = await ctx.storage.put('adverts', 'webp', detail).catch(async (error) => {
        await ctx.storage.remove(cardFile.key);
        throw error;
      });
      stored.push({ url: cardFile.url, key: cardFile.key, detailUrl: detailFile.url, detailKey: detailFile.key });
    }
    return stored;
  } catch (error) {
    await removeAdvertImages(ctx, stored);
    throw error;
  }
}

export async function removeAdvertImages(ctx: AdvertFiles, images: AdvertImage[]) {
  await Promise.allSettled(
    images.flatMap((image) => [image.key, image.detailKey]).map((key) => ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'advert image not removed'))),
  );
}
