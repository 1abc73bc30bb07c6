import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Bumped when a restore of this build could no longer read an older backup as it is. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

const fileEntry = z.object({ key: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof fileEntry>;

/**
 * What a backup holds, written last (a folder without it is an unfinished backup). File keys are
 * `uploads/<key>` or `private/<key>`, as in the bucket and under DATA_DIR.
 */
const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  startedAt: z.string(),
  finishedAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** The dump beside the manifest: pg_dump's custom format, or PGlite's gzipped data folder. */
    file: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    /** drizzle's applied migrations: how many, and the newest one's tag from the journal. */
    migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
    /** Rows per `schema.table`, counted in the dump's own snapshot. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    storage: z.enum(['disk', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Keys the dump's rows name (uploads or private). */
    referenced: z.number().int().nonnegative(),
    /** Files stored but named by no row of the dump: written after its snapshot, or left behind; harmless. */
    notReferenced: z.number().int().nonnegative(),
    /** Keys the dump names that were missing from the storage itself when the backup ran. */
    missing: z.array(z.string()),
    entries: z.array(fileEntry),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {}

export async function writeManifest(directory: string, manifest: Manifest) {
  await writeFile(path.join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A failure the commands report in one line: ours, a bad setting, a refused connection, a full disk. */
export const isExpectedFailure = (error: unknown) =>
  error instanceof BackupError || (error instanceof Error && (/^Invalid environment/.test(error.message) || 'code' in error));

/** The manifest of a finished backup, or a BackupError saying why it cannot be read. */
export async function readManifest(directory: string): Promise<Manifest> {
  const text = await readFile(path.join(directory, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(`yedek okunamadı / no backup here: ${path.join(directory, MANIFEST_FILE)} is missing (an unfinished backup has none)`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`yedek okunamadı / unreadable manifest: ${MANIFEST_FILE} is not JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BackupError(`yedek okunamadı / unreadable manifest: ${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  return result.data;
}
