import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup for the embedded runs: migrate one PGlite database once and save it, so
 * each test file's fresh database loads that copy (under a second) instead of migrating again
 * (three to five seconds on two CPUs). Real PostgreSQL runs (DATABASE_URL) do not need it.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return undefined;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(undefined, { extensions: { pg_trgm, unaccent } });
  await migrate(drizzle(client), { migrationsFolder: path.join(import.meta.dirname, '../db/migrations') });
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
