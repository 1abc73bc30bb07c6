import { createHash, randomBytes } from 'node:crypto';
import type { ObjectStore } from './object-store';

export interface StoredFile {
  key: string;
  /** Where a browser fetches it (public files only). */
  url: string;
}

/** Both kinds of file storage an app holds: public files and private ones. */
export interface FileStores {
  storage: Storage;
  privateFiles: import('./private-files').PrivateFiles;
}

/**
 * Public files (pictures of products, stores, avatars, blog, reviews, STL thumbnails): served at
 * `/uploads/<key>` with a year's immutable caching, whichever driver holds the bytes.
 */
export interface Storage {
  /** The driver underneath: DATA_DIR/uploads on disk, or `uploads/` in the bucket. */
  store: ObjectStore;
  publicPrefix: string;
  put(folder: string, extension: string, data: Buffer): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  keyFromUrl(url: string): string | null;
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Names carry the content's hash (so a cache or CDN may keep them forever: a name never points
 * at other bytes) and a few random bytes, so two records holding the same picture still own a
 * file each and deleting one never breaks the other.
 */
export function publicKeyFor(folder: string, extension: string, data: Buffer) {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return `${folder}/${hash}-${randomBytes(4).toString('hex')}.${extension}`;
}

export function createStorage(store: ObjectStore, publicPrefix = '/uploads'): Storage {
  return {
    store,
    publicPrefix,
    async put(folder, extension, data) {
      const key = publicKeyFor(folder, extension, data);
      await store.put(key, data, { cacheControl: PUBLIC_CACHE_CONTROL });
      return { key, url: `${publicPrefix}/${key}` };
    },
    remove: (key) => store.remove(key),
    keyFromUrl(url) {
      return url.startsWith(`${publicPrefix}/`) ? url.slice(publicPrefix.length + 1) : null;
    },
  };
}
