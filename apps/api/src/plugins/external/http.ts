import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** The headers helmet's middleware sets with these options, in its order (it removes only X-Powered-By, which Node never sets). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  const outcome = { called: false, error: undefined as unknown };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => Object.assign(outcome, { called: true, error }));
  // helmet answers at once; an error or a later answer would leave the headers unsure.
  if (!outcome.called || outcome.error || headers.size === 0) throw new Error('helmet did not set its headers at once');
  return [...headers];
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
  // Synchronous and without a promise for the requests that uploaded nothing (nearly all).
  const removeSpooled = (request: FastifyRequest, done: () => void) => {
    const spooled = request.uploadedFiles?.map((part) => part.data).filter(isSpooled);
    if (!spooled?.length) return done();
    void Promise.all(spooled.map((file) => file.remove())).finally(done);
  };
  app.addHook('onResponse', (request, _reply, done) => removeSpooled(request, done));
  app.addHook('onRequestAbort', removeSpooled);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: keepFileNames,
    limits: { fileSize: config.uploadLimit, files: 10, fields: 30, fieldSize: 100_000, parts: 40 },
  });
  const analytics = config.analyticsId ? ['https://www.googletagmanager.com'] : [];
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  // helmet's headers worked out once (none of our settings depends on the request) and given to
  // each reply as Fastify headers: @fastify/helmet builds its middleware again for every request,
  // and even built once it set each header through Node's setHeader (about 15 % of a kept
  // product page's CPU outside the socket's write, session 23's profile). A route's own policy
  // (the bank's 3-D Secure page, file downloads) replaces the default when the route sets it.
  const securityHeaders = helmetHeaders({
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
  // The API's JSON is never shown as a page, so the headers that only a document reads (its
  // sources, opener, agent cluster, DNS prefetch, old IE and Flash switches) are left off its
  // answers, and its policy allows nothing (OWASP's REST guidance): six headers fewer and
  // some 430 bytes less beside a 2 KB product page. Pages (the web app, the API's docs, the bank's
  // 3-D Secure page and its error page, which set their own policy) get helmet's whole set.
  const kept = new Set(['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options']);
  const apiHeaders: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...securityHeaders.filter(([name]) => kept.has(name)),
    ['x-frame-options', 'DENY'],
  ];
  const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApi(request.url) ? apiHeaders : securityHeaders) reply.header(name, value);
    done();
  });
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
