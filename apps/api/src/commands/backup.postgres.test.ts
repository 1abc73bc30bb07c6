import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referencedKeys } from '../integrations/backup/database-facts';
import { type Manifest, readManifest } from '../integrations/backup/manifest';
import { DEFERRED_REMOVALS_QUEUE } from '../integrations/storage/removal-hold';
import { createS3Store } from '../integrations/storage/s3-store';
import { auth, createTestApp, type TestApp } from '../test/helper';
import { startApiProcesses } from '../test/processes';
import { startS3Server } from '../test/s3-server';
import { download, postPicturedProduct, runCommand, seedShop, sha256 } from './backup-fixtures';

type S3 = Awaited<ReturnType<typeof startS3Server>>;

/** A new, empty database on the test server, dropped by `drop`. */
async function createEmptyDatabase() {
  const server = process.env.DATABASE_URL!;
  const name = `pz_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function listBucket(s3: S3) {
  const keys = new Set<string>();
  for (const folder of ['uploads', 'private'] as const) {
    for await (const { key } of createS3Store(s3.client(), s3.settings.bucket, `${folder}/`).list()) keys.add(`${folder}/${key}`);
  }
  return keys;
}

/**
 * The whole round trip on PostgreSQL and a bucket, as an operator runs it: a backup of the demo
 * data taken while an API process keeps adding pictured products and deleting others, restored
 * into a new database and a new bucket, and an API process serving the restored shop. PostgreSQL
 * only: the writes come from another process, and pg_dump needs a server.
 */
describe.skipIf(!process.env.DATABASE_URL)('backup and restore on PostgreSQL with writes going on (needs DATABASE_URL)', () => {
  let t: TestApp;
  let live: S3;
  let fresh: S3;
  let target: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let backupDir: string;
  let restoredDataDir: string;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let manifest: Manifest;
  const writes = { created: 0, deleted: 0, failed: [] as string[] };

  beforeAll(async () => {
    [live, fresh] = await Promise.all([startS3Server(), startS3Server()]);
    // The demo data (every domain's rows, its pictures and private files in the bucket), and a
    // shop of our own whose seller keeps writing while the backup runs.
    const seeding = Date.now();
    t = await createTestApp({ ...live.env, SEED_DEMO_DATA: 'true' });
    console.log(`backup test: demo data on PostgreSQL and a bucket in ${Date.now() - seeding} ms`);
    shop = await seedShop(t.app, 4);
    target = await createEmptyDatabase();
    backupDir = path.join(await mkdtemp(path.join(tmpdir(), 'pz-backup-')), 'yedek');
    restoredDataDir = await mkdtemp(path.join(tmpdir(), 'pz-restored-'));
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await target?.drop();
    await Promise.all([live?.close(), fresh?.close()]);
    await rm(path.dirname(backupDir), { recursive: true, force: true });
    await rm(restoredDataDir, { recursive: true, force: true });
  });

  const restoreEnv = () => ({ DATABASE_URL: target.url, DATA_DIR: restoredDataDir, ...fresh.env });

  it('backs up while products with pictures are added and deleted, restores into a new database and bucket, and the restored shop serves every file', async () => {
    const api = await startApiProcesses(t, 1, { ...live.env, JOBS_WORKER: 'true', JOBS_POLL_MS: '200' });
    let writing = true;
    // A stream of writes through the real process: a new pictured product, then the oldest of its
    // own deleted (its picture removed), over and over until the backup is done.
    const stream = (async () => {
      const mine: string[] = [];
      for (let index = 0; writing; index += 1) {
        const created = await postPicturedProduct(api.servers[0].url, shop.seller.token, shop.categoryId, `Akış Ürünü ${index}`);
        if (created.status === 201 && created.body.product) {
          writes.created += 1;
          mine.push(created.body.product._id);
        } else writes.failed.push(`create ${created.status}`);
        if (mine.length > 2) {
          const removed = await fetch(`${api.servers[0].url}/api/products/${mine.shift()}`, { method: 'DELETE', headers: auth(shop.seller.token) });
          if (removed.ok) writes.deleted += 1;
          else writes.failed.push(`delete ${removed.status}`);
        }
      }
    })();
    try {
      await expect.poll(() => writes.deleted, { timeout: 30_000 }).toBeGreaterThan(0);
      const backup = await runCommand('backup', backupDir, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.dataDir, ...live.env });
      expect(backup.stderr).toBe('');
      if (process.env.BACKUP_TEST_VERBOSE) console.log(backup.stdout);
      expect([backup.code, backup.stdout]).toEqual([0, expect.stringMatching(/^backup: .* rows in \d+ tables \(postgres, \d{4}_\w+\), \d+ files \(\d+ not referenced\), [\d.]+ MB, [\d.]+ s\n$/)]);
      const createdDuringBackup = writes.created;
      await expect.poll(() => writes.created, { timeout: 30_000 }).toBeGreaterThan(createdDuringBackup + 1);
    } finally {
      writing = false;
      await stream;
      await api.stop();
    }
    expect(writes.failed).toEqual([]);
    // Pictures of products deleted while the backup copied were removed only after it: put off.
    const [{ count: putOff }] = await query<{ count: string }>(t.config.databaseUrl, `select count(*) from jobs where queue = '${DEFERRED_REMOVALS_QUEUE}'`);
    expect(Number(putOff)).toBeGreaterThan(0);

    manifest = await readManifest(backupDir);
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.files.storage).toBe('s3');
    expect(manifest.files.missing).toEqual([]);
    // The demo's 221 products, its orders, chats, invoices … and our shop's.
    expect(manifest.database.tables['public.products']).toBeGreaterThanOrEqual(221);
    expect(manifest.database.tables['public.orders']).toBeGreaterThan(0);
    expect(manifest.files.entries.some((entry) => entry.key.startsWith('private/digital/'))).toBe(true);

    const restored = await runCommand('restore', backupDir, restoreEnv());
    expect(restored.stderr).toBe('');
    if (process.env.BACKUP_TEST_VERBOSE) console.log(restored.stdout);
    expect([restored.code, restored.stdout]).toEqual([0, expect.stringMatching(/^restore: .* rows in \d+ tables .* files, [\d.]+ MB, verified, [\d.]+ s\n$/)]);

    // No row of the restored database names a file the restored bucket lacks.
    const inBucket = await listBucket(fresh);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const named = await referencedKeys({ rows: async (text) => (await client.query(text)).rows }).finally(() => client.end());
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((key) => !inBucket.has(`uploads/${key}`) && !inBucket.has(`private/${key}`))).toEqual([]);
    expect(inBucket).toEqual(new Set(manifest.files.entries.map((entry) => entry.key)));

    // An API process on the restored data starts (migrations already at level) and serves every
    // product picture and the digital file with the bytes backed up.
    const hashOf = new Map(manifest.files.entries.map((entry) => [entry.key, entry.sha256]));
    const restoredApp = { config: { ...t.config, databaseUrl: target.url }, dataDir: restoredDataDir } as TestApp;
    const served = await startApiProcesses(restoredApp, 1, fresh.env);
    try {
      const base = served.servers[0].url;
      const images = await query<{ list_url: string; detail_url: string }>(target.url, 'select list_url, detail_url from product_images');
      expect(images.length).toBeGreaterThanOrEqual(221);
      for (const url of images.flatMap((image) => [image.list_url, image.detail_url])) {
        const picture = await download(`${base}${url}`);
        expect([url, picture.status, sha256(picture.body)]).toEqual([url, 200, hashOf.get(url.replace(/^\/uploads\//, 'uploads/'))]);
      }
      const [{ digital_file_key: fileKey }] = await query<{ digital_file_key: string }>(target.url, `select digital_file_key from products where id = '${shop.digitalId}'`);
      const link = (await (await fetch(`${base}/api/products/${shop.digitalId}/download-link`, { headers: auth(shop.seller.token) })).json()) as { url: string };
      const file = await download(`${base}${link.url}`);
      expect([file.status, sha256(file.body)]).toEqual([200, hashOf.get(`private/${fileKey}`)]);
    } finally {
      await served.stop();
    }
  }, 240_000);

  it('refuses to restore into a database that holds data, and changes nothing', async () => {
    const before = await query<{ count: string }>(target.url, 'select count(*) from products');
    const refused = await runCommand('restore', backupDir, { ...restoreEnv(), S3_BUCKET: 'baska' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^restore failed: hedef veritabanı boş değil \/ the target database is not empty \(.*\): restore into a new, empty database\n$/);
    expect(await query<{ count: string }>(target.url, 'select count(*) from products')).toEqual(before);
  }, 60_000);

  it('fails verification when a backed-up file was altered, before writing anything', async () => {
    const empty = await createEmptyDatabase();
    try {
      const picture = manifest.files.entries.find((entry) => entry.key.startsWith('uploads/products/'))!;
      const file = path.join(backupDir, 'files', picture.key);
      const bytes = await readFile(file);
      bytes[bytes.length - 1] ^= 0xff;
      await writeFile(file, bytes);
      const failed = await runCommand('restore', backupDir, { ...restoreEnv(), DATABASE_URL: empty.url });
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(`  ${picture.key}: expected ${picture.size} B sha256 ${picture.sha256.slice(0, 12)}`);
      expect(failed.stderr).toMatch(/geri yükleme doğrulanamadı \/ restore failed verification: 1 differences/);
      expect(await query(empty.url, `select 1 from pg_tables where schemaname = 'public'`)).toEqual([]);
    } finally {
      await empty.drop();
    }
  }, 60_000);
});
