import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../integrations/mail';
import { createDiskStorage, type Storage } from '../../integrations/storage';
import { createPrivateFiles, type PrivateFiles } from '../../integrations/storage/private-files';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: Storage;
    /** Files only our routes hand out, after their own access check (DATA_DIR/private). */
    privateFiles: PrivateFiles;
  }
}

/** Mail (SMTP or the .eml outbox) and file storage (disk, served read-only at /uploads). */
async function integrationsPlugin(app: FastifyInstance) {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  const storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
  await mkdir(storage.root, { recursive: true });
  app.decorate('storage', storage);
  app.decorate('privateFiles', createPrivateFiles(path.join(config.dataDir, 'private')));
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: `${storage.publicPrefix}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });
}

export default fp(integrationsPlugin, { name: 'integrations', dependencies: ['config'] });
