import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { bootstrap, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Mailer } from '../integrations/mail';
import { catalogueNotifier } from '../plugins/app/catalogue-cache';

// The requests tests and fixtures make (fixtures take them from requests.ts, which loads no app).
export { auth, createUser, type FilePart, injectJson, multipart, uniqueEmail } from './requests';

/** A fresh PostgreSQL database on the server of DATABASE_URL, dropped again by `drop()`. */
async function createServerDatabase(baseUrl: string) {
  const name = `pz_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // A copy of the migrated template the global setup made (database-template.ts), when there is one.
  const template = process.env.PG_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    // A commit returns once it is visible, without waiting for the server's disk (8 ms a commit on
    // CI's disk, 0.6 ms without): a throw-away database loses nothing a test could notice, since
    // only a crash of the server itself could drop the last commits.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Drops it once the app's pool has let go (a forced drop would kill sockets still closing). */
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** The mailers of the apps writing into each data folder: reading its outbox waits for their sends. */
const mailersOf = new Map<string, Set<Mailer>>();

function watchMailer(dataDir: string, mailer: Mailer) {
  mailersOf.set(dataDir, (mailersOf.get(dataDir) ?? new Set()).add(mailer));
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * An app on a database of its own: in-memory PGlite, or a new database on the PostgreSQL server
 * when DATABASE_URL is set (the same suite runs against both). Limits are opened wide unless a
 * test sets them; Redis keys get a prefix of their own.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pz-test-'));
  const server = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: server?.url ?? 'memory://',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `pz-test-${randomUUID()}:`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    APP_URL: 'http://localhost:3000',
    // CATALOGUE_CACHE=true runs the suite with the public catalogue's response cache on.
    ...(process.env.CATALOGUE_CACHE && { CATALOGUE_CACHE: process.env.CATALOGUE_CACHE }),
    // PGLITE_THREAD=true runs the suite with the embedded database in its own thread, as `npm start` does.
    ...(process.env.PGLITE_THREAD && { PGLITE_THREAD: process.env.PGLITE_THREAD }),
    ...env,
  });
  const app = await buildApp({ config });
  watchMailer(dataDir, app.mailer);
  await extend?.(app);
  await app.ready();
  await bootstrap(app);
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      mailersOf.delete(dataDir);
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the first one's database, Redis prefix and data folder: another API process,
 * inside this one (for multi-instance tests), its settings changed by `config` (the catalogue
 * cache off, for answers to compare with). Close it before the first.
 */
export async function createSiblingApp(first: TestApp, config: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...first.config, ...config }, database: first.app.database });
  watchMailer(first.dataDir, app.mailer);
  await app.ready();
  return app;
}

/**
 * Every catalogue change committed so far has reached this app's cache (the barrier every API
 * write passes before it answers). A test that writes straight to the database and then reads as
 * a visitor waits for it, as a request would: on PostgreSQL the change notice arrives on its own
 * connection, a moment after the commit.
 */
export async function catalogueChangesArrived(app: FastifyInstance): Promise<void> {
  await app.catalogueCache?.barrier(catalogueNotifier(app.db));
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The .eml files the outbox mailer wrote, decoded, oldest first, once the sends in flight of the
 * apps on `dataDir` are done: the mail of a request that has answered is there.
 */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  await Promise.all([...(mailersOf.get(dataDir) ?? [])].map((mailer) => mailer.settled()));
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
    }),
  );
}
