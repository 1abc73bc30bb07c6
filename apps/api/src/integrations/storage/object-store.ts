import type { Readable } from 'node:stream';

/** What a stored object is, as far as a reader needs to know. */
export interface ObjectInfo {
  key: string;
  size: number;
  /** A strong validator for HTTP caches: quoted, as an ETag header carries it. */
  etag: string;
  contentType?: string;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

/** A byte range, both ends included (as in `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface OpenedObject extends ObjectInfo {
  stream: Readable;
  /** The part sent when a range was asked for. */
  range?: { start: number; end: number };
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Asks the server to send it as a download with this name. */
  downloadName?: string;
  contentType?: string;
}

/**
 * Where the bytes of uploaded files live: the local disk (the embedded default) or an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph). Keys are `folder/name.ext` paths;
 * both drivers pass the same contract tests (object-store.test.ts).
 */
export interface ObjectStore {
  readonly driver: 'disk' | 's3';
  /** Writes the whole body or nothing: a failed or aborted stream leaves no object behind. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<{ size: number }>;
  /** null when there is no such object; a range past the end is a RangeNotSatisfiable error. */
  get(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removing what is not there is not an error. */
  remove(key: string): Promise<void>;
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** A link that serves the object without our session for a short while, then stops working. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Rejects when the store cannot be reached (the readiness check asks, with a deadline). */
  ping(signal?: AbortSignal): Promise<void>;
}

export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('range not satisfiable');
  }
}

const safeSegment = /^[a-z0-9][a-z0-9._-]*$/i;

/** Keys are ours (folder + generated name), but every driver refuses one that could escape its root. */
export function assertSafeKey(key: string) {
  const segments = key.split('/');
  if (segments.length < 2 || !segments.every((segment) => safeSegment.test(segment) && !segment.includes('..'))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
