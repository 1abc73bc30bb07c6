import { formatMessage } from '@pazaryeri/contract';
import { productLimits, productMessages } from '@pazaryeri/contract/products/index';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSpooled, type SpooledFile, sizeOf } from '../../lib/spooled-upload';
import { uploadedNameOf } from '../../plugins/external/http';
import type { ProductsContext, Uploads } from './products.seller';

/** The file parts of a product form, as the multipart plugin hands them over (key → Buffer or Buffer[]). */
export const imagesField = z.any().optional().describe('Ürün resimleri: en fazla 8 dosya (multipart, alan adı images)');
export const digitalFileField = z.any().optional().describe('İndirilebilir dosya (multipart, alan adı file)');

const buffersOf = (value: unknown): Buffer[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Buffer => Buffer.isBuffer(item) && item.length > 0);

/** The digital goods' file: spooled to disk on the routes that take large files, a buffer elsewhere. */
const filesOf = (value: unknown): (Buffer | SpooledFile)[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is Buffer | SpooledFile => (Buffer.isBuffer(item) || isSpooled(item)) && sizeOf(item) > 0);

/**
 * Picture uploads: every non-empty file part named `images`. Text values are ignored, so a
 * product sent back as received (its `images` objects included) is not mistaken for uploads.
 */
export function uploadsOf(body: { images?: unknown; file?: unknown; fileName?: string }, request?: FastifyRequest): Uploads {
  const [file] = filesOf(body.file);
  // The `fileName` field wins; otherwise the name the file was uploaded with.
  const fileName = body.fileName?.trim() || (file && request ? uploadedNameOf(request, file) : undefined);
  return { images: buffersOf(body.images), ...(file && { digitalFile: { data: file, fileName } }) };
}

/** The services' context: database, public storage for pictures, private storage for digital goods. */
export function productsContext(app: FastifyInstance, request: FastifyRequest): ProductsContext {
  return {
    db: app.db,
    storage: app.storage,
    log: request.log,
    privateFiles: app.privateFiles,
  };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Digital goods may be larger than pictures: their routes take bigger files and say so in their 413. */
export function digitalUploadOptions(app: FastifyInstance) {
  const fallback = app.errorHandler;
  return {
    config: { spoolUploads: true, multipartOptions: { limits: { fileSize: productLimits.digitalFileMaxBytes } } },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.code !== 'FST_REQ_FILE_TOO_LARGE') return fallback.call(app, error, request, reply);
      return reply.status(413).send({
        message: formatMessage(productMessages.digitalFileTooLarge, { max: megabytes(productLimits.digitalFileMaxBytes) }),
        code: 'PAYLOAD_TOO_LARGE',
      });
    },
  };
}
