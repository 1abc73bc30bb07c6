import path from 'node:path';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../db/client';
import { anyFileIn, checkBackupFiles, hashFile, restoreFiles } from './backup-files';
import { BackupError, type Manifest, readManifest } from './manifest';
import { restorePglite } from './pglite-backup';
import { assertEmptyPostgres, restorePostgres } from './postgres-restore';
import { openFileFolders } from './stores';

/** What a restore found different from the manifest (empty: everything matched). */
export interface RestoreOutcome {
  manifest: Manifest;
  problems: string[];
}

function compareCounts(expected: Record<string, number>, found: Record<string, number>) {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables.filter((table) => expected[table] !== found[table]).map((table) => `${table}: ${expected[table] ?? 'no table'} rows in the backup, ${found[table] ?? 'no table'} restored`);
}

/**
 * Rebuilds a fresh install from the backup in `directory`: the database of `config` (an empty
 * PostgreSQL database, or an empty DATA_DIR for the embedded one) and its empty stores. The backup
 * is checked against its manifest before anything is written, and the result after.
 */
export async function restoreBackup(config: Config, directory: string): Promise<RestoreOutcome> {
  const manifest = await readManifest(directory);
  const postgres = isPostgresUrl(config.databaseUrl);
  if (manifest.database.kind !== (postgres ? 'postgres' : 'pglite')) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'yedek PostgreSQL\'e ait / this is a PostgreSQL backup: set DATABASE_URL to a new, empty database'
        : 'yedek gömülü veritabanına ait / this is an embedded-database backup: restore it without DATABASE_URL, into an empty DATA_DIR',
    );
  }
  if (manifest.database.migrations.latest?.startsWith('unknown')) {
    throw new BackupError('yedek daha yeni bir sürümden / the backup was made by a newer version of the app (a migration this build does not know): restore it with that version');
  }
  const dump = await hashFile(path.join(directory, manifest.database.file)).catch(() => null);
  const problems =
    dump?.sha256 === manifest.database.sha256 ? [] : [`${manifest.database.file}: ${dump ? 'its SHA-256 differs from the manifest' : 'missing from the backup'}`];
  problems.push(...(await checkBackupFiles(directory, manifest.files.entries)));
  if (problems.length > 0) return { manifest, problems };

  const { folders, close } = await openFileFolders(config);
  try {
    if (postgres) await assertEmptyPostgres(config.databaseUrl);
    const present = await anyFileIn(folders);
    if (present) throw new BackupError(`hedef depolama boş değil / the target storage is not empty (${present}): restore into empty folders or a new bucket`);
    const counts = postgres
      ? await restorePostgres(config.databaseUrl, directory, manifest.database.file)
      : await restorePglite(config.databaseUrl, directory, manifest.database.file);
    problems.push(...compareCounts(manifest.database.tables, counts));
    problems.push(...(await restoreFiles(directory, manifest.files.entries, folders)));
    return { manifest, problems };
  } finally {
    close();
  }
}
