import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteRange, ObjectStore } from './object-store';

/**
 * Files nobody may fetch by URL (digital goods, paid models, deliveries, chat and offer
 * attachments, cargo labels): DATA_DIR/private on disk or `private/` in the bucket. Only our
 * download routes stream them, after their own access check and a signed, expiring link.
 */
export interface PrivateFiles {
  store: ObjectStore;
  /** Takes a buffer or a stream (a 100 MB upload never sits whole in memory); returns the new key. */
  put(folder: string, extension: string, data: Buffer | Readable): Promise<string>;
  open(key: string, range?: ByteRange): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  remove(key: string): Promise<void>;
}

export function createPrivateFiles(store: ObjectStore): PrivateFiles {
  return {
    store,
    async put(folder, extension, data) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await store.put(key, data);
      return key;
    },
    async open(key, range) {
      const opened = await store.get(key, range);
      return opened && { stream: opened.stream, size: opened.size };
    },
    remove: (key) => store.remove(key),
  };
}
