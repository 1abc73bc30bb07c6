import { readFile } from 'node:fs/promises';
import { formatMessage, messages } from '@pazaryeri/contract';
import { advertLimits, advertMessages } from '@pazaryeri/contract/adverts/index';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { isSpooled, type SpooledFile, sizeOf } from '../../lib/spooled-upload';
import { uploadedNameOf } from '../../plugins/external/http';
import { formatBytes } from '../../plugins/app/errors';
import type { TechnicalUpload } from './adverts.files';

/** The non-empty file parts of a field (text values under that name, an advert sent back as received, are ignored). */
const partsOf = (value: unknown): (Buffer | SpooledFile)[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Buffer | SpooledFile => (Buffer.isBuffer(item) || isSpooled(item)) && sizeOf(item) > 0);

/**
 * The advert form's uploads: pictures (`images`, read into memory for re-encoding, each at most
 * the app's upload limit) and technical files (`files`, left spooled on disk, with their names).
 */
export async function advertUploadsOf(request: FastifyRequest, body: { images?: unknown; files?: unknown }, imageMaxBytes: number) {
  const images = await Promise.all(
    partsOf(body.images).map(async (part) => {
      if (sizeOf(part) > imageMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', formatMessage(messages.fileTooLarge, { max: formatBytes(imageMaxBytes) }));
      return isSpooled(part) ? readFile(part.path) : part;
    }),
  );
  const files: TechnicalUpload[] = partsOf(body.files).map((data) => ({ data, name: uploadedNameOf(request, data) }));
  return { images, files };
}

/**
 * The advert form takes technical files of up to 25 MB: its parts are spooled to disk as they
 * arrive (memory holds a few chunks, not the file), and its 413s name the limit that was hit.
 */
export function advertUploadOptions(app: FastifyInstance) {
  const fallback = app.errorHandler;
  const tooLarge: Record<string, string> = { FST_REQ_FILE_TOO_LARGE: advertMessages.fileTooLarge, FST_FILES_LIMIT: advertMessages.tooManyFiles };
  return {
    config: { spoolUploads: true, multipartOptions: { limits: { fileSize: advertLimits.fileMaxBytes, files: advertLimits.maxImages + advertLimits.maxFiles } } },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const message = tooLarge[error.code];
      if (!message) return fallback.call(app, error, request, reply);
      return reply.status(413).send({ message, code: 'PAYLOAD_TOO_LARGE' });
    },
  };
}
