import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_CACHE_CONTROL } from '../storage';
import { contentTypeOfKey } from '../storage/disk-store';
import type { ObjectStore } from '../storage/object-store';
import type { FileEntry } from './manifest';

/** The two stores of an install, by the folder their keys carry in a backup. */
export type FileFolders = Record<'uploads' | 'private', ObjectStore>;

/** Where a backup keeps its files: `files/uploads/<key>`, `files/private/<key>`. */
export const FILES_DIR = 'files';

/** How many files travel at once: enough to hide the round trips, few enough for a small machine. */
const PARALLEL = 4;

/** A pass-through stream that hashes and counts what flows through it. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Runs `work` on every item, PARALLEL at a time. */
async function eachInParallel<T>(items: AsyncIterable<T> | Iterable<T>, work: (item: T) => Promise<void>) {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const task = work(item).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
}

async function* keysOf(folders: FileFolders) {
  for (const folder of ['uploads', 'private'] as const) {
    for await (const { key } of folders[folder].list()) yield { folder, key };
  }
}

/**
 * Streams one stored file into the backup, hashing it on the way; null when the store no longer
 * has it. Keys never change their bytes (content-hashed or random names), so a copy is the file.
 */
export async function copyFileOut(folders: FileFolders, directory: string, folder: 'uploads' | 'private', key: string): Promise<FileEntry | null> {
  const opened = await folders[folder].get(key);
  if (!opened) return null;
  const target = path.join(directory, FILES_DIR, folder, key);
  await mkdir(path.dirname(target), { recursive: true });
  const hash = hashing();
  await pipeline(opened.stream, hash.stream, createWriteStream(target));
  return { key: `${folder}/${key}`, ...hash.result() };
}

/** Copies every stored file into `directory`, one stream at a time per file; the entries, sorted. */
export async function copyFilesOut(folders: FileFolders, directory: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  await eachInParallel(keysOf(folders), async ({ folder, key }) => {
    const entry = await copyFileOut(folders, directory, folder, key);
    if (entry) entries.push(entry);
  });
  return entries.sort((a, b) => a.key.localeCompare(b.key));
}

const splitKey = (entryKey: string) => {
  const slash = entryKey.indexOf('/');
  return { folder: entryKey.slice(0, slash) as 'uploads' | 'private', key: entryKey.slice(slash + 1) };
};

/** The SHA-256 and size of a file on disk, read as a stream. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** The backup's files whose bytes are not what the manifest says (missing, other size, other hash). */
export async function checkBackupFiles(directory: string, entries: FileEntry[]): Promise<string[]> {
  const problems: string[] = [];
  await eachInParallel(entries, async (entry) => {
    const found = await hashFile(path.join(directory, FILES_DIR, entry.key)).catch(() => null);
    if (!found) problems.push(`${entry.key}: missing from the backup`);
    else if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      problems.push(`${entry.key}: expected ${entry.size} B sha256 ${entry.sha256.slice(0, 12)}…, found ${found.size} B ${found.sha256.slice(0, 12)}…`);
    }
  });
  return problems.sort();
}

/**
 * Puts every file of the backup into the stores, hashing each as it streams; what does not match
 * the manifest (bytes read, or the size the store reports afterwards) is returned, not thrown.
 */
export async function restoreFiles(directory: string, entries: FileEntry[], folders: FileFolders): Promise<string[]> {
  const problems: string[] = [];
  await eachInParallel(entries, async (entry) => {
    const { folder, key } = splitKey(entry.key);
    const hash = hashing();
    const reading = pipeline(createReadStream(path.join(directory, FILES_DIR, entry.key)), hash.stream);
    const options = { contentType: contentTypeOfKey(key), ...(folder === 'uploads' && { cacheControl: PUBLIC_CACHE_CONTROL }) };
    await Promise.all([folders[folder].put(key, hash.stream, options), reading]);
    const sent = hash.result();
    const stored = await folders[folder].head(key);
    if (sent.sha256 !== entry.sha256 || sent.size !== entry.size) problems.push(`${entry.key}: the backup's bytes do not match the manifest`);
    else if (stored?.size !== entry.size) problems.push(`${entry.key}: stored ${stored?.size ?? 'nothing'}, expected ${entry.size} B`);
  });
  return problems.sort();
}

/** Whether either store holds any file (a restore goes into empty ones only). */
export async function anyFileIn(folders: FileFolders): Promise<string | null> {
  for await (const { folder, key } of keysOf(folders)) return `${folder}/${key}`;
  return null;
}
