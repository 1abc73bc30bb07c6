import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { InvoicingProvider } from '../../integrations/invoicing';
import type { Mailer } from '../../integrations/mail';
import type { PrivateFiles } from '../../integrations/storage/private-files';

/** What the invoice services need from the app. */
export interface InvoicesContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  privateFiles: PrivateFiles;
  invoicing: InvoicingProvider;
  now: () => Date;
}

export const invoicesContext = (app: FastifyInstance, request?: FastifyRequest): InvoicesContext => ({
  db: app.db,
  config: app.config,
  log: request?.log ?? app.log,
  mailer: app.mailer,
  privateFiles: app.privateFiles,
  invoicing: app.invoicing,
  now: () => new Date(),
});
