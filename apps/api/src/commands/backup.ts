/**
 * `npm run backup [-- <folder>]`: a backup of the database DATABASE_URL names (pg_dump) or of the
 * embedded one in DATA_DIR (while no server holds it), and of every stored file (DATA_DIR/uploads
 * and DATA_DIR/private, or the bucket), with manifest.json. The folder is the argument, else
 * BACKUP_DIR, else ./backups/<time>; it must be new or empty. Restore with `npm run restore`.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, isExpectedFailure } from '../integrations/backup/manifest';
import { createBackup } from '../integrations/backup/run-backup';

const started = Date.now();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const directory = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? path.join('backups', stamp));
try {
  const config = loadConfig(process.env);
  if (config.databaseUrl === 'memory://') throw new BackupError('bellek içi veritabanı yedeklenemez / an in-memory database has nothing to back up');
  const manifest = await createBackup(config, directory);
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const megabytes = (manifest.files.bytes + manifest.database.size) / 1024 / 1024;
  console.log(
    `backup: ${directory}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables (${manifest.database.kind}, ${manifest.database.migrations.latest}), ` +
      `${manifest.files.count} files (${manifest.files.notReferenced} not referenced), ${megabytes.toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (manifest.files.missing.length > 0) {
    for (const key of manifest.files.missing) console.error(`  missing: ${key}`);
    console.error(`yedek eksik / incomplete backup: ${manifest.files.missing.length} files the database names are missing from the storage itself`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  if (!isExpectedFailure(error)) throw error;
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
