import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const migrationsFolder = path.join(import.meta.dirname, '../db/migrations');

/**
 * Vitest global setup: migrate one database once, so each test file's fresh database starts as a
 * copy of it instead of migrating again. Embedded runs save a PGlite dump that each in-memory
 * database loads (under a second instead of three to five); PostgreSQL runs (DATABASE_URL) keep a
 * migrated database on the server that each test database is created from (`create database …
 * template …`: a tenth of a second instead of one and a half).
 */
export default async function setup() {
  return process.env.DATABASE_URL ? postgresTemplate(process.env.DATABASE_URL) : pgliteTemplate();
}

async function pgliteTemplate() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Every test app unpacks this dump, so it is kept small: 25 MB instead of the 45 MB initdb and
  // the migrations leave, by 1 MB WAL segments instead of one preallocated 16 MB file, the WAL a
  // checkpoint no longer needs dropped, and no template0, which no embedded run copies from.
  const client = await PGlite.create(undefined, {
    extensions: { pg_trgm, unaccent },
    initDbStartParams: ['--wal-segsize=1'],
    startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
  });
  await migrate(drizzle(client), { migrationsFolder });
  await client.exec("update pg_database set datistemplate = false where datname = 'template0'");
  await client.exec('drop database template0');
  await client.exec('checkpoint');
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `pazaryeri-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  // Test files run in forked workers started after this, so they inherit the variable.
  process.env.PGLITE_TEMPLATE = file;
  return async () => {
    await rm(file, { force: true });
  };
}

async function postgresTemplate(serverUrl: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `pz_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy is made: PostgreSQL copies a template nobody is connected to.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    // As the test databases copied from it do (helper.ts): commits do not wait for the disk.
    await client.query('set synchronous_commit = off');
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
  process.env.PG_TEMPLATE_DATABASE = name;
  return async () => {
    await admin(`drop database if exists ${name} with (force)`);
  };
}
