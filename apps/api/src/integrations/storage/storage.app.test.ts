import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { messages } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createCategories } from '../../modules/products';
import { createApprovedSeller } from '../../modules/sellers';
import { auth, createTestApp, createUser, multipart, type TestApp } from '../../test/helper';
import { startApiProcesses } from '../../test/processes';
import { startS3Server } from '../../test/s3-server';

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/** Every file under a folder, recursively (none when it does not exist). */
async function filesUnder(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The keys of the bucket's private folder under a prefix. */
async function bucketKeys(app: FastifyInstance, prefix: string) {
  const keys: string[] = [];
  for await (const object of app.privateFiles.store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

describe('files on S3: two API processes, one bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  let secondDataDir: string;
  let stopSecond: () => Promise<void>;
  let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
  let categoryId: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ ...s3.env });
    firstUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The second process has a data folder of its own: it can only find the first one's files in the bucket.
    secondDataDir = await mkdtemp(path.join(tmpdir(), 'pz-second-'));
    if (process.env.DATABASE_URL) {
      const started = await startApiProcesses(t, 1, { ...s3.env, DATA_DIR: secondDataDir });
      secondUrl = started.servers[0].url;
      stopSecond = started.stop;
    } else {
      // PGlite lives inside one process: the second API is a second app in this one, on the same database.
      const second: FastifyInstance = await buildApp({ config: { ...t.config, dataDir: secondDataDir }, database: t.app.database });
      secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      stopSecond = () => second.close();
    }
    seller = await createApprovedSeller(t.app, { storeName: 'Bulut Mağaza' });
    categoryId = (await createCategories(t.app, { 'Teknik Çizimler': [] }))['Teknik Çizimler'].id;
  }, 120_000);
  afterAll(async () => {
    await stopSecond?.();
    await t?.close();
    await s3?.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it('serves a picture uploaded through one process from the other, cached for a year, 304 on revalidation; a replaced picture leaves the bucket', async () => {
    const { token } = await createUser(t.app);
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2563eb' } }).png().toBuffer();
    const upload = async () => {
      const body = multipart({}, [{ field: 'avatar', name: 'ben.png', type: 'image/png', data: picture }]);
      const response = await fetch(`${firstUrl}/api/users/profile`, { method: 'PUT', headers: { ...auth(token), 'content-type': body.contentType }, body: body.payload });
      expect(response.status).toBe(200);
      return ((await response.json()) as { avatar: string }).avatar;
    };
    const avatar = await upload();
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-[0-9a-f]{8}\.webp$/);
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);

    const served = await fetch(`${secondUrl}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await fetch(`${secondUrl}${avatar}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    const replaced = await upload();
    expect(replaced).not.toBe(avatar);
    expect(await t.app.storage.store.head(t.app.storage.keyFromUrl(avatar)!)).toBeNull();
    expect((await fetch(`${secondUrl}${avatar}`)).status).toBe(404);
    expect((await fetch(`${secondUrl}${replaced}`)).status).toBe(200);
  });

  it('downloads a digital good uploaded through one process from the other, only through the owner’s signed link', async () => {
    const drawing = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const form = multipart({ name: 'Flanş Çizimi', price: '49.90', mainCategory: categoryId, productType: 'digital' }, [
      { field: 'file', name: 'flans.pdf', type: 'application/pdf', data: drawing },
    ]);
    const created = await fetch(`${firstUrl}/api/products/digital`, {
      method: 'POST',
      headers: { ...auth(seller.token), 'content-type': form.contentType },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const productId = ((await created.json()) as { product: { _id: string } }).product._id;
    expect(await filesUnder(path.join(t.dataDir, 'private'))).toEqual([]);

    const stranger = await createUser(t.app);
    expect((await fetch(`${secondUrl}/api/products/${productId}/download-link`, { headers: auth(stranger.token) })).status).toBe(403);
    const link = await fetch(`${secondUrl}/api/products/${productId}/download-link`, { headers: auth(seller.token) });
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const download = await fetch(new URL(url, secondUrl));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(drawing)).toBe(true);

    // Deleting the product through the second process removes its file from the bucket.
    const before = await bucketKeys(t.app, 'digital/');
    const deleted = await fetch(`${secondUrl}/api/products/${productId}`, { method: 'DELETE', headers: auth(seller.token) });
    expect(deleted.status).toBe(200);
    const after = await bucketKeys(t.app, 'digital/');
    expect(after.length).toBe(before.length - 1);
  });

  it('stores nothing when the file is refused: a picture named .pdf is a 415 and the bucket is unchanged', async () => {
    const before = await bucketKeys(t.app, '');
    const picture = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const form = multipart({ name: 'Sahte Katalog', price: '10', mainCategory: categoryId, productType: 'digital' }, [
      { field: 'file', name: 'katalog.pdf', type: 'application/pdf', data: picture },
    ]);
    const refused = await fetch(`${firstUrl}/api/products/digital`, { method: 'POST', headers: { ...auth(seller.token), 'content-type': form.contentType }, body: form.payload });
    expect(refused.status).toBe(415);
    expect(await bucketKeys(t.app, '')).toEqual(before);
    await expect.poll(() => filesUnder(path.join(t.dataDir, 'tmp')), { timeout: 2000 }).toEqual([]);
  });

  it('streams a 100 MB upload into the bucket without holding it: the process grows by less than 64 MB', async () => {
    const size = 100 * 1024 * 1024;
    const boundary = '----pazaryeri-buyuk-dosya';
    const head = Buffer.from(
      [
        ...Object.entries({ name: 'Büyük Arşiv', price: '10', mainCategory: categoryId, productType: 'digital' }).map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="arsiv.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ].join(''),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 0x5a);
    chunk.write('PK\u0003\u0004', 0, 'latin1');
    const zeros = Buffer.alloc(256 * 1024, 0x5a);
    async function* body() {
      yield head;
      for (let sent = 0; sent < size; sent += chunk.length) yield sent === 0 ? chunk : zeros;
      yield tail;
    }

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        `${firstUrl}/api/products/digital`,
        {
          method: 'POST',
          headers: {
            ...auth(seller.token),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + size + tail.length,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (part) => {
            text += part;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      Readable.from(body()).pipe(request);
    });
    clearInterval(sampler);
    const grownMb = (peak - baseline) / 1024 / 1024;
    console.info(`100 MB upload to S3: ${Date.now() - started} ms, process grew by ${grownMb.toFixed(1)} MB at most`);
    expect(answer.status, answer.text).toBe(201);
    const product = (JSON.parse(answer.text) as { product: { _id: string; digitalFile: { size: number } } }).product;
    expect(product.digitalFile.size).toBe(size);
    expect(grownMb).toBeLessThan(64);
    // Spooled on this machine only while the request ran (removed once the answer is out).
    await expect.poll(() => filesUnder(path.join(t.dataDir, 'tmp')), { timeout: 2000 }).toEqual([]);
    const sizes: number[] = [];
    for await (const object of t.app.privateFiles.store.list('digital/')) sizes.push(object.size);
    expect(sizes).toContain(size);
  }, 120_000);
});

describe('signed links of the disk driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves the file as a download until the link expires; a changed link is refused in Turkish', async () => {
    const key = await t.app.privateFiles.put('digital', 'pdf', Buffer.from('%PDF-1.4 imzalı'));
    const url = await t.app.privateFiles.store.signedUrl(key, { expiresInSeconds: 60, downloadName: 'katalog.pdf' });
    const fresh = await t.app.inject({ method: 'GET', url });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe('%PDF-1.4 imzalı');
    expect(fresh.headers['content-type']).toBe('application/pdf');
    expect(fresh.headers['content-disposition']).toContain('katalog.pdf');

    const tampered = await t.app.inject({ method: 'GET', url: url.replace(/signature=.{4}/, 'signature=AAAA') });
    expect([tampered.statusCode, tampered.json().message]).toEqual([403, messages.fileLinkInvalid]);
    const renamed = await t.app.inject({ method: 'GET', url: url.replace('katalog.pdf', 'baska.pdf') });
    expect(renamed.statusCode).toBe(403);

    const expired = await t.app.privateFiles.store.signedUrl(key, { expiresInSeconds: -1 });
    const late = await t.app.inject({ method: 'GET', url: expired });
    expect([late.statusCode, late.json().message]).toEqual([403, messages.fileLinkExpired]);
  });
});
