import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import multipart, { type MultipartFile } from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { isSpooled, type SpooledFile, sizeOf, spool } from '../../lib/spooled-upload';

/** A file part of a multipart form, with what the sender's computer said about it. */
export interface UploadedPart {
  field: string;
  /** As sent: untrusted, for display and download names only (content decides the type). */
  filename: string;
  data: Buffer | SpooledFile;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Large files of this route are written to DATA_DIR/tmp as they arrive and reach the handler as SpooledFile. */
    spoolUploads?: boolean;
    /** The most bytes all the files of one multipart form may hold together (a route with many large files). */
    uploadTotalBytes?: number;
  }
  interface FastifyRequest {
    /** The file parts of a multipart form; the body holds only their bytes (null without files). */
    uploadedFiles: UploadedPart[] | null;
  }
}

/** The name a part of this request's body was uploaded with (matched by identity, not by content). */
export function uploadedNameOf(request: { uploadedFiles: UploadedPart[] | null }, data: Buffer | SpooledFile): string | undefined {
  return request.uploadedFiles?.find((part) => part.data === data)?.filename;
}

/**
 * Forms arrive as `{ field: value | Buffer }` (`keyValues`), which would drop each file's name;
 * reading the parts here keeps the bytes in the body and the names beside them.
 */
async function keepFileNames(this: FastifyRequest, part: MultipartFile & { value?: unknown }) {
  const data = this.routeOptions.config.spoolUploads ? await spoolPart(this, part) : await part.toBuffer();
  part.value = data;
  (this.uploadedFiles ??= []).push({ field: part.fieldname, filename: part.filename, data });
  const total = this.routeOptions.config.uploadTotalBytes;
  if (total !== undefined && this.uploadedFiles.reduce((sum, file) => sum + sizeOf(file.data), 0) > total) {
    // Refused while the form is read, so memory holds at most the limit and one file.
    throw Object.assign(new Error('uploaded files exceed the total limit'), { code: 'FST_UPLOADS_TOTAL_TOO_LARGE', statusCode: 413 });
  }
}

/** Streams a file part to DATA_DIR/tmp; past the route's size limit it is a 413, and nothing stays on disk. */
async function spoolPart(request: FastifyRequest, part: MultipartFile) {
  const spooled = await spool(part.file, path.join(request.server.config.dataDir, 'tmp'));
  if (part.file.truncated) {
    await spooled.remove();
    throw new request.server.multipartErrors.RequestFileTooLargeError();
  }
  return spooled;
}

/** Third-party HTTP plumbing: cookies, forms, multipart, security headers, CORS, rate limits. */
async function httpPlugin(app: FastifyInstance) {
  const { config } = app;
  // Empty-bodied POST/PUT actions (approve, submit for approval) are often sent with a JSON
  // content type and no body; read that as "no body" instead of refusing it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  await app.register(cookie, { secret: Buffer.from(config.jwtSecret).toString('base64') });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  app.decorateRequest('uploadedFiles', null);
  const removeSpooled = async (request: FastifyRequest) => {
    const spooled = request.uploadedFiles?.map((part) => part.data).filter(isSpooled) ?? [];
    await Promise.all(spooled.map((file) => file.remove()));
  };
  app.addHook('onResponse', removeSpooled);
  app.addHook('onRequestAbort', removeSpooled);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: keepFileNames,
    limits: { fileSize: config.uploadLimit, files: 10, fields: 30, fieldSize: 100_000, parts: 40 },
  });
  const analytics = config.analyticsId ? ['https://www.googletagmanager.com'] : [];
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  // helmet's middleware built once: @fastify/helmet builds it again for every request (parsing
  // the policy each time), 5 % of a cached product page's CPU. A route's own policy (the bank's
  // 3-D Secure page, file downloads) replaces it when the route sets the header.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics, ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(analytics.length ? ['https://*.google-analytics.com'] : []), ...google],
        frameSrc: ["'self'", ...google],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: google.length ? { policy: 'same-origin-allow-popups' } : undefined,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    redis: app.redis ?? undefined,
    nameSpace: `${config.redisPrefix}rl:`,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', messages.rateLimited),
    // A page load fetches many assets and pictures; only API calls count against the limit.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}

export default fp(httpPlugin, { name: 'http', dependencies: ['config', 'redis'] });
