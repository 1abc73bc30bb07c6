import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createMailer, type Mailer } from '../../integrations/mail';
import { createStorage, PUBLIC_CACHE_CONTROL, type Storage } from '../../integrations/storage';
import { createDiskStore, signedDownloadHeaders, verifyDiskLink } from '../../integrations/storage/disk-store';
import type { ObjectStore } from '../../integrations/storage/object-store';
import { createPrivateFiles, type PrivateFiles } from '../../integrations/storage/private-files';
import { DEFERRED_REMOVAL_RETRY_MS, DEFERRED_REMOVALS_QUEUE, type DeferredRemoval, holdRemovalsDuringBackup } from '../../integrations/storage/removal-hold';
import { AppError } from '../../lib/errors';
import { drawPictureLeftToDraw, picturesToDrawIn } from '../../lib/pictures-to-draw';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: Storage;
    /** Files only our routes hand out, after their own access check (DATA_DIR/private or `private/` in the bucket). */
    privateFiles: PrivateFiles;
  }
}

/** Where the disk driver's signed links of private files are answered. */
const SIGNED_PRIVATE_PREFIX = '/files/private';

/** Mail (SMTP or the .eml outbox) and file storage (the local disk, or an S3-compatible bucket). */
async function integrationsPlugin(app: FastifyInstance) {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    onOutcome: (outcome) => app.metrics.mails.inc({ outcome }),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  let publicStore: ObjectStore;
  let privateStore: ObjectStore;
  if (config.s3) {
    // The S3 client is loaded only with a bucket: the embedded default never needs its 9 MB.
    const { createS3Client, createS3Store } = await import('../../integrations/storage/s3-store');
    const client = createS3Client(config.s3);
    app.addHook('onClose', async () => client.destroy());
    publicStore = createS3Store(client, config.s3.bucket, 'uploads/');
    privateStore = createS3Store(client, config.s3.bucket, 'private/');
  } else {
    const uploadsRoot = path.join(config.dataDir, 'uploads');
    await mkdir(uploadsRoot, { recursive: true });
    publicStore = createDiskStore(uploadsRoot, { secret: config.jwtSecret, urlPrefix: '/files/uploads' });
    privateStore = createDiskStore(path.join(config.dataDir, 'private'), { secret: config.jwtSecret, urlPrefix: SIGNED_PRIVATE_PREFIX });
    // The disk serves its public files itself (sendfile, ranges, validators).
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
    });
    app.register(diskSignedLinks(privateStore));
    app.addHook('onRequest', drawBeforeServing(picturesToDrawIn(config.dataDir), publicStore));
  }
  if (app.database.kind === 'postgres') {
    // A backup copying the files puts removals off until it is done (removal-hold.ts); the job
    // queue (registered after this plugin) carries them out later, from any process.
    const deferIn = (folder: DeferredRemoval['folder']) => (key: string) =>
      app.jobs.enqueue<DeferredRemoval>(DEFERRED_REMOVALS_QUEUE, { folder, key }, { runAt: new Date(Date.now() + DEFERRED_REMOVAL_RETRY_MS) });
    publicStore = holdRemovalsDuringBackup(publicStore, app.db, deferIn('uploads'));
    privateStore = holdRemovalsDuringBackup(privateStore, app.db, deferIn('private'));
  }
  const storage = createStorage(publicStore);
  app.decorate('storage', storage);
  app.decorate('privateFiles', createPrivateFiles(privateStore));
  if (config.s3) app.register(bucketPublicFiles(storage));
}

/**
 * Public files from the bucket, through every API process alike, cached for a year (their names
 * carry their content's hash), with validators so a CDN or browser revalidates cheaply.
 */
function bucketPublicFiles(storage: Storage) {
  return async (app: FastifyInstance) => {
    app.get(`${storage.publicPrefix}/*`, { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const found = await storage.store.head(key).catch(() => null);
      if (!found) throw new AppError('NOT_FOUND', messages.notFound);
      reply.header('ETag', found.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
      const opened = await storage.store.get(key);
      if (!opened) throw new AppError('NOT_FOUND', messages.notFound);
      return reply.header('Content-Type', opened.contentType ?? 'application/octet-stream').header('Content-Length', opened.size).send(opened.stream);
    });
  };
}

/**
 * A picture that a first start gave an address but has not drawn yet (lib/pictures-to-draw.ts) is
 * drawn when a browser asks for it, before the static files answer. Once a request finds the folder
 * of pictures to draw gone (at once on every start but a first one), nothing more is looked up.
 */
function drawBeforeServing(dir: string, store: ObjectStore) {
  let left = true;
  return async (request: FastifyRequest) => {
    if (!left || !request.url.startsWith('/uploads/')) return;
    if (!existsSync(dir)) {
      left = false;
      return;
    }
    try {
      await drawPictureLeftToDraw(dir, store, decodeURIComponent(request.url.slice('/uploads/'.length).split('?')[0]));
    } catch (error) {
      // Not drawable (a malformed name, a full disk): the static files answer what they have.
      request.log.warn({ err: error, url: request.url }, 'a picture left to draw could not be drawn');
    }
  };
}

const signedLinkQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100), name: z.string().max(300).optional() });

/** The disk driver's signed links of private files: checked (untampered, not expired), then streamed. */
function diskSignedLinks(store: ObjectStore) {
  return async (app: FastifyInstance) => {
    app.get(`${SIGNED_PRIVATE_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = signedLinkQuery.safeParse(request.query);
      if (!query.success) throw new AppError('FORBIDDEN', messages.fileLinkInvalid);
      const verdict = verifyDiskLink(app.config.jwtSecret, key, query.data);
      if (!verdict.ok) throw new AppError('FORBIDDEN', verdict.reason === 'expired' ? messages.fileLinkExpired : messages.fileLinkInvalid);
      const opened = await store.get(key).catch(() => null);
      if (!opened) throw new AppError('NOT_FOUND', messages.notFound);
      return reply
        .headers(signedDownloadHeaders(verdict.downloadName, opened.contentType ?? 'application/octet-stream'))
        .header('Content-Length', opened.size)
        .header('Cache-Control', 'private, no-store')
        .send(opened.stream);
    });
  };
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['config', 'db', 'metrics'] });
