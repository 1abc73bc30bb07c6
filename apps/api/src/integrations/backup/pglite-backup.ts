import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { countRows, migrationLevel, referencedKeys, type SqlReader } from './database-facts';
import { BackupError } from './manifest';

export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';

/**
 * The embedded database lives inside the API's process, which alone may open its folder: a second
 * PGlite on the same files would corrupt them. PGlite writes `postmaster.pid` as it opens and
 * removes it when it closes, so its presence means a server holds the folder (or one was killed
 * and never closed it: starting and stopping the server once clears it). The backup then refuses
 * rather than guess.
 */
export function assertPgliteFree(dataDir: string) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`gömülü veritabanı yok / no embedded database at ${dataDir}`);
  }
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `gömülü veritabanı kullanımda / the embedded database is in use (${path.join(dataDir, 'postmaster.pid')}): stop the server first (if it was killed, start and stop it once)`,
    );
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir && { loadDataDir }) });
}

const readerOf = (db: PGlite): SqlReader => ({ rows: async <T>(text: string) => (await db.query<T>(text)).rows });

/**
 * The embedded database's folder as PGlite's own dump (a gzipped tar of the data folder, which
 * PGlite loads into an empty folder), and the manifest's facts, read by this process alone.
 */
export async function dumpPglite(dataDir: string, directory: string) {
  assertPgliteFree(dataDir);
  const db = await openPglite(dataDir);
  try {
    const reader = readerOf(db);
    const facts = { tables: await countRows(reader), migrations: await migrationLevel(reader), referenced: await referencedKeys(reader) };
    const dump = await db.dumpDataDir('gzip');
    await writeFile(path.join(directory, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    return { file: PGLITE_DUMP_FILE, ...facts };
  } finally {
    await db.close();
  }
}

/** Refuses a folder that already holds anything: a restore never overwrites. */
export async function assertEmptyFolder(folder: string) {
  const entries = await readdir(folder).catch(() => []);
  if (entries.length > 0) throw new BackupError(`hedef klasör boş değil / the target folder is not empty: ${folder}`);
}

/** Loads the dump into the empty folder `dataDir`; the rows per table afterwards. */
export async function restorePglite(dataDir: string, directory: string, file: string): Promise<Record<string, number>> {
  await assertEmptyFolder(dataDir);
  const db = await openPglite(dataDir, new Blob([await readFile(path.join(directory, file))]));
  try {
    return await countRows(readerOf(db));
  } finally {
    await db.close();
  }
}
