import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../db/client';
import { copyFileOut, copyFilesOut, type FileFolders, hashFile } from './backup-files';
import { assertEmptyFolder, dumpPglite } from './pglite-backup';
import { dumpPostgres, holdFileRemovals } from './postgres-backup';
import { type FileEntry, MANIFEST_FORMAT, type Manifest, writeManifest } from './manifest';
import { openFileFolders } from './stores';

/**
 * The keys the dump names that the copy missed, copied now if the storage has them (a file the
 * app wrote after its row committed); what the storage lacks too is returned.
 */
async function copyReferencedLate(folders: FileFolders, directory: string, referenced: Set<string>, entries: FileEntry[]) {
  const copied = new Set(entries.map((entry) => entry.key.slice(entry.key.indexOf('/') + 1)));
  const missing: string[] = [];
  for (const key of referenced) {
    if (copied.has(key)) continue;
    const late = (await copyFileOut(folders, directory, 'uploads', key)) ?? (await copyFileOut(folders, directory, 'private', key));
    if (late) entries.push(late);
    else missing.push(key);
  }
  entries.sort((a, b) => a.key.localeCompare(b.key));
  return missing.sort();
}

/**
 * A backup of the install `config` describes into the empty folder `directory`: the dump first,
 * then every stored file, then the manifest. On PostgreSQL file removals are held from before the
 * snapshot until the copy is done, so every file the dump names is copied; files written after the
 * snapshot are copied too and counted as not referenced (harmless). The embedded database is backed
 * up only while no server holds it, so nothing changes meanwhile.
 */
export async function createBackup(config: Config, directory: string): Promise<Manifest> {
  const startedAt = new Date();
  await assertEmptyFolder(directory);
  await mkdir(directory, { recursive: true });
  const postgres = isPostgresUrl(config.databaseUrl);
  const { folders, close } = await openFileFolders(config);
  const hold = postgres ? await holdFileRemovals(config.databaseUrl) : null;
  try {
    const dumped = postgres ? await dumpPostgres(config.databaseUrl, directory) : await dumpPglite(config.databaseUrl, directory);
    const entries = await copyFilesOut(folders, directory);
    const missing = await copyReferencedLate(folders, directory, dumped.referenced, entries);
    await hold?.release();
    const dump = await hashFile(path.join(directory, dumped.file));
    const referencedEntries = entries.filter((entry) => dumped.referenced.has(entry.key.slice(entry.key.indexOf('/') + 1))).length;
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: { kind: postgres ? 'postgres' : 'pglite', file: dumped.file, ...dump, migrations: dumped.migrations, tables: dumped.tables },
      files: {
        storage: config.s3 ? 's3' : 'disk',
        count: entries.length,
        bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
        referenced: referencedEntries,
        notReferenced: entries.length - referencedEntries,
        missing,
        entries,
      },
    };
    await writeManifest(directory, manifest);
    return manifest;
  } finally {
    await hold?.release().catch(() => undefined);
    close();
  }
}
