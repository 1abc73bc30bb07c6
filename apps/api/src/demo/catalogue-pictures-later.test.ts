import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { productImages } from '../db/schema/products';
import { drawPicturesLeftToDraw, picturesToDrawIn } from '../lib/pictures-to-draw';
import { seedCategories, seedDemoStores, seedDemoUsers } from '.';
import { seedDemoCatalogue } from './catalogue';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedDemoCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.app.db);
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
  seeded = await seedDemoCatalogue(t.app.db, { ...t.app, picturesToDraw: picturesToDrawIn(t.dataDir) });
}, 120_000);
afterAll(() => t.close());

const uploaded = (url: string) => path.join(t.dataDir, url.replace(/^\//, ''));

describe('the demo catalogue with its pictures drawn after the first answer (a first start)', () => {
  it('writes every picture’s row with its address before any is drawn, and each address is served as the picture it names', async () => {
    const rows = await t.app.db.select({ listUrl: productImages.listUrl, detailUrl: productImages.detailUrl }).from(productImages);
    expect(rows).toHaveLength(seeded.images);
    expect(seeded.images).toBeGreaterThan(200);
    // Nothing drawn yet: one picture to draw for each size of each row.
    expect(existsSync(path.join(t.dataDir, 'uploads', 'products'))).toBe(false);
    expect(await readdir(picturesToDrawIn(t.dataDir))).toHaveLength(rows.length * 2);

    // A browser asks for the first product's pictures before the drawing in the background started.
    for (const [url, size] of [
      [rows[0].listUrl, 400],
      [rows[0].detailUrl, 1200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
    }

    // The background drawing does the rest, and every address the rows hold is a file.
    expect(await drawPicturesLeftToDraw(picturesToDrawIn(t.dataDir), t.app.storage.store, { concurrency: 4 })).toBe(rows.length * 2 - 2);
    expect(existsSync(picturesToDrawIn(t.dataDir))).toBe(false);
    for (const { listUrl, detailUrl } of rows) {
      expect(existsSync(uploaded(listUrl)), listUrl).toBe(true);
      expect(existsSync(uploaded(detailUrl)), detailUrl).toBe(true);
    }
    const last = rows.at(-1)!;
    const response = await t.app.inject({ method: 'GET', url: last.detailUrl });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
  }, 120_000);
});
