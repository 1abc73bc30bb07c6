import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files nobody may fetch by URL (the goods of digital products): on disk under DATA_DIR/private,
 * outside the /uploads folder that is served publicly. Only the download route streams them,
 * after checking a signed, expiring link.
 */
export interface PrivateFiles {
  root: string;
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  open(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  remove(key: string): Promise<void>;
}

const safeSegment = /^[a-z0-9][a-z0-9-]*$/;

export function createPrivateFiles(root: string): PrivateFiles {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`private key escapes the root: ${key}`);
    return full;
  };
  return {
    root,
    async put(folder, extension, data) {
      if (!safeSegment.test(folder) || !safeSegment.test(extension)) throw new Error(`unsafe private location: ${folder}/${extension}`);
      const key = `${folder}/${randomUUID()}.${extension}`;
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      await writeFile(full, data, { mode: 0o600 });
      return key;
    },
    async open(key) {
      const full = resolveKey(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}
