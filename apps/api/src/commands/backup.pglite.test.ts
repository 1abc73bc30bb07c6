import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../integrations/backup/manifest';
import { auth, createTestApp, injectJson, type TestApp } from '../test/helper';
import { runCommand, seedShop, sha256 } from './backup-fixtures';

/**
 * The embedded default: a backup of DATA_DIR (PGlite's folder and the files on disk), refused
 * while a server holds the database, restored into an empty DATA_DIR that an app then opens.
 */
// The embedded suite's only: the PostgreSQL run has no PGlite template, and this path needs no server.
describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let dataDir: string;
  let restoredDir: string;
  let backupDir: string;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  const embedded = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: path.join(dir, 'pglite') });
  /** An app on the data folder's own PGlite, as `npm start` runs it. */
  const openApp = (dir: string) => createTestApp(embedded(dir));

  /**
   * The data folder starts as a copy of the suite's migrated template when there is one: creating
   * and migrating a PGlite on disk takes a minute, loading the template a second or two.
   */
  async function startFromTemplate(dir: string) {
    if (!process.env.PGLITE_TEMPLATE) return;
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const db = await PGlite.create(path.join(dir, 'pglite'), { extensions: { pg_trgm, unaccent }, loadDataDir: new Blob([await readFile(process.env.PGLITE_TEMPLATE)]) });
    await db.close();
  }

  beforeAll(async () => {
    [dataDir, restoredDir] = await Promise.all([mkdtemp(path.join(tmpdir(), 'pz-embedded-')), mkdtemp(path.join(tmpdir(), 'pz-embedded-restored-'))]);
    backupDir = path.join(await mkdtemp(path.join(tmpdir(), 'pz-embedded-backup-')), 'yedek');
    await startFromTemplate(dataDir);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([dataDir, restoredDir, backupDir && path.dirname(backupDir)].map((dir) => dir && rm(dir, { recursive: true, force: true })));
  });

  it('refuses while a server holds the database, backs it up once stopped, and restores it into an empty DATA_DIR that serves the same shop', async () => {
    const t: TestApp = await openApp(dataDir);
    shop = await seedShop(t.app, 2);
    const refused = await runCommand('backup', backupDir, embedded(dataDir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^backup failed: gömülü veritabanı kullanımda \/ the embedded database is in use .*postmaster\.pid\): stop the server first/);
    expect(existsSync(path.join(backupDir, 'manifest.json'))).toBe(false);
    await t.app.close();

    const backup = await runCommand('backup', backupDir, embedded(dataDir));
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(backup.stdout).toMatch(/^backup: .* rows in \d+ tables \(pglite, \d{4}_\w+\), \d+ files \(0 not referenced\), [\d.]+ MB, [\d.]+ s\n$/);
    const manifest = await readManifest(backupDir);
    expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'database.pglite.tar.gz' });
    expect(manifest.database.tables['public.products']).toBe(3);
    expect(manifest.files).toMatchObject({ storage: 'disk', missing: [], notReferenced: 0 });
    expect(manifest.files.count).toBe(5);
    for (const entry of manifest.files.entries) expect(sha256(await readFile(path.join(dataDir, entry.key)))).toBe(entry.sha256);

    const restored = await runCommand('restore', backupDir, embedded(restoredDir));
    expect([restored.code, restored.stderr]).toEqual([0, '']);
    expect(restored.stdout).toMatch(/^restore: .* 5 files, [\d.]+ MB, verified, [\d.]+ s\n$/);
    const again = await runCommand('restore', backupDir, embedded(restoredDir));
    expect([again.code, again.stderr]).toEqual([1, expect.stringMatching(/^restore failed: hedef depolama boş değil|^restore failed: hedef klasör boş değil/)]);

    const r = await openApp(restoredDir);
    try {
      const listed = await injectJson(r.app, { method: 'GET', url: `/api/products/${shop.products[0]}` });
      expect(listed.status).toBe(200);
      const hashOf = new Map(manifest.files.entries.map((entry) => [entry.key, entry.sha256]));
      const images = (listed.body.product ?? listed.body).images as { listUrl: string; detailUrl: string }[];
      for (const url of images.flatMap((image) => [image.listUrl, image.detailUrl])) {
        const picture = await r.app.inject({ method: 'GET', url });
        expect([url, picture.statusCode, sha256(picture.rawPayload)]).toEqual([url, 200, hashOf.get(url.slice(1))]);
      }
      const link = await injectJson(r.app, { method: 'GET', url: `/api/products/${shop.digitalId}/download-link`, headers: auth(shop.seller.token) });
      const file = await r.app.inject({ method: 'GET', url: link.body.url });
      const digital = manifest.files.entries.find((entry) => entry.key.startsWith('private/digital/'))!;
      expect([file.statusCode, sha256(file.rawPayload)]).toEqual([200, digital.sha256]);
    } finally {
      await r.app.close();
    }
  }, 180_000);
});
