import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How much of the start of a spooled file stays in memory for content checks (magic numbers, text headers). */
const HEAD_BYTES = 64 * 1024;

/**
 * A large uploaded file written to a temporary file as it arrives, instead of a Buffer: the
 * request never holds more than a few chunks of it. Its first bytes stay at hand for the content
 * check; the rest streams on to storage. The file is removed when the response has gone out.
 */
export class SpooledFile {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly head: Buffer,
  ) {}

  stream(): Readable {
    return createReadStream(this.path);
  }

  remove() {
    return rm(this.path, { force: true });
  }
}

export const isSpooled = (value: unknown): value is SpooledFile => value instanceof SpooledFile;

/** The bytes a content check needs: all of a small upload, the head of a spooled one, and the size. */
export const probeOf = (file: Buffer | SpooledFile) => (isSpooled(file) ? { head: file.head, size: file.size } : { head: file, size: file.length });

/** What storage is handed: the buffer, or a fresh stream of the spooled file. */
export const bodyOf = (file: Buffer | SpooledFile) => (isSpooled(file) ? file.stream() : file);

export const sizeOf = (file: Buffer | SpooledFile) => (isSpooled(file) ? file.size : file.length);

/** Writes a part's stream to a new file under `directory`; a failed or aborted upload leaves nothing. */
export async function spool(source: Readable, directory: string): Promise<SpooledFile> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const target = path.join(directory, randomUUID());
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (headBytes < HEAD_BYTES) {
        const wanted = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(Buffer.from(wanted));
        headBytes += wanted.length;
      }
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return new SpooledFile(target, size, Buffer.concat(head));
}
