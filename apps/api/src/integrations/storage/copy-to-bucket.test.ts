import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { copyMissingObjects } from './copy-to-bucket';
import { createDiskStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

const run = promisify(execFile);
const apiRoot = path.join(import.meta.dirname, '../../..');

let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
const files: Record<string, Buffer> = {
  'uploads/products/0f3a-kapak.webp': randomBytes(20_000),
  'uploads/avatars/9b1c-ben.webp': randomBytes(3_000),
  'private/digital/5d2e.zip': randomBytes(2 * 1024 * 1024),
  'private/order-deliveries/0193b2c4-0000-7000-8000-000000000001/teslimat.pdf': Buffer.from('%PDF-1.7 teslimat'),
};

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The command as an operator runs it, on this data folder and the test bucket. */
async function copyCommand() {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/commands/copy-files-to-s3.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...s3.env, NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'copy-command-secret-copy-command-secret', LOG_LEVEL: 'silent' },
  });
  return stdout;
}

const bucketFolder = (folder: 'uploads' | 'private') => createS3Store(s3.client(), s3.settings.bucket, `${folder}/`);

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'pz-copy-'));
  for (const [key, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, key)), { recursive: true });
    await writeFile(path.join(dataDir, key), data);
  }
  // Half-written files of the disk driver are not files yet: they are never copied.
  await mkdir(path.join(dataDir, 'private/.partial'), { recursive: true });
  await writeFile(path.join(dataDir, 'private/.partial/yarim'), 'yarım');
}, 60_000);
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('copying DATA_DIR into a bucket', () => {
  it('copies every upload and private file where the API looks for them; a second run copies nothing', async () => {
    const first = await copyCommand();
    expect(first).toMatch(/uploads: 2 copied .* 0 already there, 0 failed/);
    expect(first).toMatch(/private: 2 copied .* 0 already there, 0 failed/);
    for (const [key, data] of Object.entries(files)) {
      const [folder, ...rest] = key.split('/');
      const stored = await bucketFolder(folder as 'uploads' | 'private').get(rest.join('/'));
      expect((await readAll(stored!.stream)).equals(data), key).toBe(true);
    }
    expect(await bucketFolder('private').head('.partial/yarim').catch(() => null)).toBeNull();

    const second = await copyCommand();
    expect(second).toMatch(/uploads: 0 copied .* 2 already there, 0 failed/);
    expect(second).toMatch(/private: 0 copied .* 2 already there, 0 failed/);
  }, 60_000);

  it('resumes after a failure: the next run copies what is missing and what is new, and nothing else', async () => {
    const source = createDiskStore(path.join(dataDir, 'uploads'), { secret: 'x', urlPrefix: '/files/uploads' });
    const target = bucketFolder('uploads');
    await target.remove('avatars/9b1c-ben.webp');
    await writeFile(path.join(dataDir, 'uploads/products/77aa-yeni.webp'), randomBytes(5_000));
    // The connection drops on one file: it fails alone, and no half object is left behind.
    const flaky: ObjectStore = {
      ...target,
      put: (key, body, options) => (key === 'products/77aa-yeni.webp' ? Promise.reject(new Error('bağlantı koptu')) : target.put(key, body, options)),
    };
    const interrupted = await copyMissingObjects(source, flaky);
    expect(interrupted).toMatchObject({ copied: 1, skipped: 1, failed: [{ key: 'products/77aa-yeni.webp', error: 'bağlantı koptu' }] });
    expect(await target.head('products/77aa-yeni.webp')).toBeNull();

    const resumed = await copyMissingObjects(source, target);
    expect(resumed).toMatchObject({ copied: 1, skipped: 2, failed: [] });
    expect(await target.head('products/77aa-yeni.webp')).toMatchObject({ size: 5_000 });
  }, 60_000);
});
