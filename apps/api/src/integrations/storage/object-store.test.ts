import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createDiskStore, verifyDiskLink } from './disk-store';
import { type ObjectStore, RangeNotSatisfiable } from './object-store';
import { createS3Store } from './s3-store';

const SECRET = 'disk-link-secret-disk-link-secret';

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stream that sends `total` bytes and then fails, as a client hanging up mid-upload does. */
function failingAfter(total: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.destroy(new Error('client went away'));
      sent += 64 * 1024;
      this.push(randomBytes(64 * 1024));
    },
  });
}

interface Driver {
  store: ObjectStore;
  /** Fetches a signed link the way a browser would (the disk driver's links are answered by our route; here by the verifier). */
  fetchSigned(url: string): Promise<{ status: number; body: Buffer; disposition: string | null }>;
  /** Every object the driver holds, including half-written ones. */
  everything(): Promise<string[]>;
  close(): Promise<void>;
}

async function diskDriver(): Promise<Driver> {
  const root = await mkdtemp(path.join(tmpdir(), 'pz-disk-'));
  const store = createDiskStore(root, { secret: SECRET, urlPrefix: '/files/private' });
  return {
    store,
    async fetchSigned(url) {
      const parsed = new URL(url, 'http://localhost');
      const key = decodeURIComponent(parsed.pathname.slice('/files/private/'.length));
      const verdict = verifyDiskLink(SECRET, key, Object.fromEntries(parsed.searchParams));
      if (!verdict.ok) return { status: 403, body: Buffer.alloc(0), disposition: null };
      const opened = await store.get(key);
      return { status: 200, body: await readAll(opened!.stream), disposition: verdict.downloadName };
    },
    async everything() {
      return (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  const client = server.client();
  const store = createS3Store(client, server.settings.bucket, 'private/');
  return {
    store,
    async fetchSigned(url) {
      const response = await fetch(url);
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
    },
    async everything() {
      const keys: string[] = [];
      for await (const object of createS3Store(client, server.settings.bucket, '').list()) keys.push(object.key);
      return keys;
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

describe.each([
  ['disk', diskDriver],
  ['s3 (s3rver on loopback)', s3Driver],
])('object storage contract: %s', (_name, start) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(() => driver?.close());

  it('puts a buffer and gets the same bytes, size and type back; head agrees', async () => {
    const data = randomBytes(300_000);
    expect(await driver.store.put('products/a1.webp', data)).toEqual({ size: data.length });
    const opened = await driver.store.get('products/a1.webp');
    expect(opened).toMatchObject({ key: 'products/a1.webp', size: data.length, contentType: 'image/webp' });
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    const head = await driver.store.head('products/a1.webp');
    expect(head).toMatchObject({ size: data.length, etag: opened!.etag });
  });

  it('streams a 20 MB body in and out (several parts on S3)', async () => {
    const parts = Array.from({ length: 20 }, () => randomBytes(1024 * 1024));
    expect(await driver.store.put('digital/big.zip', Readable.from(parts))).toEqual({ size: 20 * 1024 * 1024 });
    const back = await readAll((await driver.store.get('digital/big.zip'))!.stream);
    expect(back.equals(Buffer.concat(parts))).toBe(true);
  });

  it('answers a range with exactly those bytes, and refuses a range past the end', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await driver.store.put('stl/range.stl', data);
    const middle = await driver.store.get('stl/range.stl', { start: 5, end: 9 });
    expect(middle!.range).toEqual({ start: 5, end: 9 });
    expect(middle!.size).toBe(20);
    expect((await readAll(middle!.stream)).toString()).toBe('56789');
    const tail = await driver.store.get('stl/range.stl', { start: 15 });
    expect((await readAll(tail!.stream)).toString()).toBe('fghij');
    await expect(driver.store.get('stl/range.stl', { start: 20 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it('deletes: the object is gone, and deleting again is not an error', async () => {
    await driver.store.put('chat/gone.pdf', Buffer.from('%PDF-1.4 test'));
    await driver.store.remove('chat/gone.pdf');
    expect(await driver.store.get('chat/gone.pdf')).toBeNull();
    expect(await driver.store.head('chat/gone.pdf')).toBeNull();
    await expect(driver.store.remove('chat/gone.pdf')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the uploading stream fails half way', async () => {
    const before = await driver.everything();
    await expect(driver.store.put('digital/broken.zip', failingAfter(12 * 1024 * 1024))).rejects.toThrow();
    expect(await driver.store.head('digital/broken.zip')).toBeNull();
    expect(await driver.everything()).toEqual(before);
  });

  it('lists what is stored under a folder', async () => {
    await driver.store.put('listed/one.pdf', Buffer.from('1'));
    await driver.store.put('listed/two.pdf', Buffer.from('22'));
    const listed: { key: string; size: number }[] = [];
    for await (const object of driver.store.list('listed/')) listed.push(object);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'listed/one.pdf', size: 1 },
      { key: 'listed/two.pdf', size: 2 },
    ]);
  });

  it('serves a signed link until it expires, as a download with its name', async () => {
    await driver.store.put('digital/signed.pdf', Buffer.from('%PDF-1.4 signed'));
    // Two seconds, not one: S3 signs with the time in whole seconds, so a one-second link signed
    // late in a second had already expired when its first fetch landed in the next (seen in CI).
    const url = await driver.store.signedUrl('digital/signed.pdf', { expiresInSeconds: 2, downloadName: 'teklif-dosyasi.pdf', contentType: 'application/pdf' });
    const fresh = await driver.fetchSigned(url);
    expect(fresh.status).toBe(200);
    expect(fresh.body.toString()).toBe('%PDF-1.4 signed');
    expect(fresh.disposition).toContain('teklif-dosyasi.pdf');
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const late = await driver.fetchSigned(url);
    expect(late.status).toBe(403);
    expect(late.body.toString()).not.toContain('signed');
  });

  it('refuses a signed link whose key or expiry was tampered with', async () => {
    await driver.store.put('digital/mine.pdf', Buffer.from('%PDF mine'));
    await driver.store.put('digital/theirs.pdf', Buffer.from('%PDF theirs'));
    const url = await driver.store.signedUrl('digital/mine.pdf', { expiresInSeconds: 60 });
    const otherKey = await driver.fetchSigned(url.replace('mine.pdf', 'theirs.pdf'));
    expect(otherKey.status).toBe(403);
    const later = url.replace(/(expires=|X-Amz-Expires=)(\d+)/, (_all, name: string, value: string) => `${name}${Number(value) + 3600}`);
    expect(later).not.toBe(url);
    expect((await driver.fetchSigned(later)).status).toBe(403);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(driver.store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(driver.store.get('products/../../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});
