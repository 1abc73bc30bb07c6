/**
 * `npm run restore -- <folder>`: rebuilds a fresh install from a backup of `npm run backup`: into
 * the empty PostgreSQL database of DATABASE_URL (pg_restore) or an empty DATA_DIR (the embedded
 * database), and the empty stores (DATA_DIR/uploads and DATA_DIR/private, or the bucket). Checks
 * every file against the manifest before writing anything and the rows and files after; exits 1
 * on any difference, listing it. Never writes into a database or storage that holds data.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, isExpectedFailure } from '../integrations/backup/manifest';
import { restoreBackup } from '../integrations/backup/run-restore';

const started = Date.now();
const given = process.argv[2] ?? process.env.BACKUP_DIR;
try {
  if (!given) throw new BackupError('yedek klasörü gerekli / which backup? npm run restore -- <backup folder>');
  const directory = path.resolve(given);
  const config = loadConfig(process.env);
  if (config.databaseUrl === 'memory://') throw new BackupError('bellek içi veritabanına geri yüklenemez / cannot restore into an in-memory database');
  const { manifest, problems } = await restoreBackup(config, directory);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`geri yükleme doğrulanamadı / restore failed verification: ${problems.length} differences from ${path.join(directory, 'manifest.json')}`);
    process.exit(1);
  }
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const megabytes = (manifest.files.bytes + manifest.database.size) / 1024 / 1024;
  console.log(
    `restore: ${directory}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables (${manifest.database.kind}, ${manifest.database.migrations.latest}), ` +
      `${manifest.files.count} files, ${megabytes.toFixed(1)} MB, verified, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(0);
} catch (error) {
  if (!isExpectedFailure(error)) throw error;
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
