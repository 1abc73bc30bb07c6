import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  key: string;
  /** Where a browser fetches it (public files only). */
  url: string;
}

/** Files on disk under DATA_DIR/uploads, served read-only at /uploads. Keys never leave that folder. */
/** Both kinds of file storage an app holds: public files and private ones. */
export interface FileStores {
  storage: Storage;
  privateFiles: import('./private-files').PrivateFiles;
}

export interface Storage {
  root: string;
  publicPrefix: string;
  put(folder: string, extension: string, data: Buffer): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  keyFromUrl(url: string): string | null;
}

const safeSegment = /^[a-z0-9][a-z0-9-]*$/;

export function createDiskStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    root,
    publicPrefix,
    async put(folder, extension, data) {
      if (!folder.split('/').every((segment) => safeSegment.test(segment)) || !safeSegment.test(extension)) {
        throw new Error(`unsafe storage location: ${folder}/${extension}`);
      }
      const key = `${folder}/${randomUUID()}.${extension}`;
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
      return { key, url: `${publicPrefix}/${key}` };
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    keyFromUrl(url) {
      return url.startsWith(`${publicPrefix}/`) ? url.slice(publicPrefix.length + 1) : null;
    },
  };
}
