import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: both run queries the same way. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any number taken by no other advisory lock of ours: serialises migrations across processes. */
const MIGRATION_LOCK = 724_311;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Opens the database (PGlite or a PostgreSQL pool) and applies pending migrations. */
export async function openDatabase(url: string, onIdleError?: (error: Error) => void): Promise<Database> {
  return isPostgresUrl(url) ? openPostgres(url, onIdleError) : openPglite(url);
}

async function openPglite(url: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (url !== 'memory://') mkdirSync(url, { recursive: true });
  // Tests start each in-memory database from a migrated copy (src/test/pglite-template.ts).
  const template = url === 'memory://' && process.env.PGLITE_TEMPLATE;
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  const client = await PGlite.create(url === 'memory://' ? undefined : url, { extensions: { pg_trgm, unaccent }, loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, onIdleError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not crash the process: the
  // pool drops it and opens a new one on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
