import { messages } from '@pazaryeri/contract';
import sharp from 'sharp';
import { AppError } from './errors';

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * Checks an upload by its content (not its name or declared type) and re-encodes it as WebP,
 * which also drops any metadata (GPS, camera) and anything hidden after the image data.
 */
export async function toWebp(data: Buffer, options: { width: number; height: number; fit?: 'cover' | 'inside' }) {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.invalidImage);
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(options.width, options.height, { fit: options.fit ?? 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.invalidImage);
  }
}
