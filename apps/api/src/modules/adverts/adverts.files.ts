import { advertLimits, advertMessages, type AdvertFileFormat } from '@pazaryeri/contract/adverts/index';
import type { FastifyBaseLogger } from 'fastify';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { bodyOf, probeOf, type SpooledFile } from '../../lib/spooled-upload';
import { downloadNameOf, fileFormats, recogniseFileFormat } from './adverts.file-formats';

/** A technical file as uploaded: its bytes (a buffer, or spooled to disk) and the name the sender's computer gave it. */
export interface TechnicalUpload {
  data: Buffer | SpooledFile;
  name?: string;
}

/** A technical file in private storage, as its `advert_files` row records it. */
export interface StoredTechnicalFile {
  name: string;
  format: AdvertFileFormat;
  mimeType: string;
  size: number;
  storageKey: string;
}

type CheckedUpload = Omit<StoredTechnicalFile, 'storageKey'> & { data: Buffer | SpooledFile };


/**
 * Every upload checked before anything is stored: at most `maxFiles` with those the advert keeps,
 * each at most 25 MB, each a format recognised by its content (415 otherwise). Only customer
 * requests take technical files.
 */
export function checkTechnicalFiles(uploads: TechnicalUpload[], kept: number, isRequest: boolean): CheckedUpload[] {
  if (uploads.length === 0) return [];
  if (!isRequest) throw new AppError('VALIDATION_FAILED', advertMessages.filesRequestsOnly, { files: advertMessages.filesRequestsOnly });
  if (kept + uploads.length > advertLimits.maxFiles) throw new AppError('VALIDATION_FAILED', advertMessages.tooManyFiles, { files: advertMessages.tooManyFiles });
  return uploads.map((upload) => {
    const { head, size } = probeOf(upload.data);
    if (size > advertLimits.fileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', advertMessages.fileTooLarge);
    const format = recogniseFileFormat(head, size);
    if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', advertMessages.fileUnrecognised, { files: advertMessages.fileUnrecognised });
    return { data: upload.data, name: downloadNameOf(upload.name, format, advertLimits.fileNameMax), format, mimeType: fileFormats[format].mimeType, size };
  });
}

/** Streams each checked file to private storage; if one fails, those already written are removed. */
export async function storeTechnicalFiles(ctx: { privateFiles: PrivateFiles; log: FastifyBaseLogger }, checked: CheckedUpload[]): Promise<StoredTechnicalFile[]> {
  const stored: StoredTechnicalFile[] = [];
  try {
    for (const { data, ...file } of checked) {
      const storageKey = await ctx.privateFiles.put('advert-files', fileFormats[file.format].extensions[0], bodyOf(data));
      stored.push({ ...file, storageKey });
    }
    return stored;
  } catch (error) {
    await removeTechnicalFiles(ctx, stored.map((file) => file.storageKey));
    throw error;
  }
}

export async function removeTechnicalFiles(ctx: { privateFiles: PrivateFiles; log: FastifyBaseLogger }, keys: string[]) {
  await Promise.allSettled(keys.map((key) => ctx.privateFiles.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'advert file not removed'))));
}
