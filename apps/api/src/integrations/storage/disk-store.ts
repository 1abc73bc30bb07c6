import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentHeader } from '../../lib/file-links';
import { assertSafeKey, type ObjectStore, RangeNotSatisfiable } from './object-store';

/** Content types by extension: the disk keeps no metadata, and every key we write has one of these. */
const typesByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  stl: 'model/stl',
  eml: 'message/rfc822',
};

export const contentTypeOfKey = (key: string) => typesByExtension[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Where half-written files wait: inside the root (same file system, so the final rename is atomic), hidden by the dot. */
const PARTIAL_DIR = '.partial';

export interface DiskSigning {
  secret: Uint8Array | string;
  /** The route that serves signed links for this store, e.g. `/files/private`. */
  urlPrefix: string;
}

const signatureOf = (secret: Uint8Array | string, key: string, expires: number, downloadName: string) =>
  createHmac('sha256', secret).update(`${key}\n${expires}\n${downloadName}`).digest('base64url');

/**
 * Checks a signed link of the disk driver: untampered and not expired. Returns the key and the
 * download name, or the reason it is refused.
 */
export function verifyDiskLink(
  secret: Uint8Array | string,
  key: string,
  query: { expires?: string; signature?: string; name?: string },
  now = Date.now(),
): { ok: true; downloadName: string } | { ok: false; reason: 'expired' | 'invalid' } {
  const expires = Number(query.expires);
  const downloadName = query.name ?? '';
  if (!Number.isInteger(expires) || !query.signature) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signatureOf(secret, key, expires, downloadName));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, downloadName };
}

/** Files on this machine's disk under one root (DATA_DIR/uploads or DATA_DIR/private). */
export function createDiskStore(root: string, signing: DiskSigning): ObjectStore {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(absoluteRoot, key);
    if (!full.startsWith(absoluteRoot + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  const infoOf = async (key: string) => {
    const info = await stat(fileOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { key, size: info.size, etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`, contentType: contentTypeOfKey(key) };
  };

  return {
    driver: 'disk',
    async ping() {
      await stat(absoluteRoot);
    },
    async put(key, body) {
      const target = fileOf(key);
      const partial = path.join(absoluteRoot, PARTIAL_DIR, randomUUID());
      await mkdir(path.dirname(partial), { recursive: true, mode: 0o700 });
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key, range) {
      const info = await infoOf(key);
      if (!info) return null;
      if (!range) return { ...info, stream: createReadStream(fileOf(key)) };
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      if (range.start >= info.size || range.start > end) throw new RangeNotSatisfiable(info.size);
      return { ...info, stream: createReadStream(fileOf(key), { start: range.start, end }), range: { start: range.start, end } };
    },
    head: infoOf,
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      async function* walk(directory: string, relative: string): AsyncGenerator<{ key: string; size: number }> {
        const entries = await opendir(directory).catch(() => null);
        if (!entries) return;
        for await (const entry of entries) {
          if (entry.name.startsWith('.')) continue;
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) yield* walk(path.join(directory, entry.name), key);
          else if (entry.isFile() && key.startsWith(prefix)) yield { key, size: (await stat(path.join(directory, entry.name))).size };
        }
      }
      yield* walk(absoluteRoot, '');
    },
    async signedUrl(key, { expiresInSeconds, downloadName = '' }) {
      fileOf(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(signing.secret, key, expires, downloadName) });
      if (downloadName) query.set('name', downloadName);
      return `${signing.urlPrefix}/${key}?${query}`;
    },
  };
}

/** The headers a signed download of either driver answers with. */
export const signedDownloadHeaders = (downloadName: string, contentType: string) => ({
  'Content-Type': contentType,
  ...(downloadName && { 'Content-Disposition': attachmentHeader(downloadName) }),
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
});
