import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { drawPicturesLeftToDraw, keyOfPictureToDraw, leavePictureToDraw, picturesToDrawIn } from './pictures-to-draw';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const encoding = { format: 'webp', quality: 82, effort: 1 } as const;
/** A 300×150 drawing no other test draws (its label is new), so it is really drawn, not read from the cache. */
const drawing = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="${color}"/><text x="8" y="80" font-size="12">${randomUUID()}</text></svg>`;

async function leave(color: string, density = 72) {
  const picture = { svg: drawing(color), encoding, density };
  const key = keyOfPictureToDraw('products', picture);
  await leavePictureToDraw(picturesToDrawIn(t.dataDir), { key, ...picture });
  return key;
}

describe('pictures given their address before they are drawn', () => {
  it('a picture asked for before it is drawn is drawn then and served as the image it is, and stays', async () => {
    const key = await leave('#1e40af', 144);
    expect(key).toMatch(/^products\/[0-9a-f]{32}-[0-9a-f]{8}\.webp$/);
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);

    const first = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    // Drawn at twice the SVG's size, blue where the drawing is blue.
    const image = sharp(first.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });
    const { data } = await image.extract({ left: 590, top: 290, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    const blue = [0x1e, 0x40, 0xaf];
    for (const [channel, value] of blue.entries()) expect(Math.abs(data[channel]! - value)).toBeLessThan(12);
    // Kept where every later request finds it, with the public files' year of caching.
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toContain('immutable');

    // A name nobody left to draw is still not found.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/products/${'0'.repeat(32)}-00000000.webp` })).statusCode).toBe(404);
  });

  it('draws every picture left in the background, without drawing again one a browser asked for first, and then the folder goes', async () => {
    const asked = await leave('#15803d');
    const others = [await leave('#b91c1c', 24), await leave('#a16207'), await leave('#6d28d9', 48)];
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${asked}` })).statusCode).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: `/uploads/${asked}` })).rawPayload;

    expect(await drawPicturesLeftToDraw(picturesToDrawIn(t.dataDir), t.app.storage.store, { concurrency: 2 })).toBe(others.length);
    expect(existsSync(picturesToDrawIn(t.dataDir))).toBe(false);
    for (const [index, key] of others.entries()) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: [100, 300, 200][index] });
    }
    // The one drawn on request is the file that stays.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${asked}` })).rawPayload.equals(served)).toBe(true);
    // One file a picture (and the first test's), no second copy of the one drawn twice.
    const files = await readdir(path.join(t.dataDir, 'uploads', 'products'));
    expect(files).toEqual(expect.arrayContaining([asked, ...others].map((key) => key.slice('products/'.length))));
    expect(files).toHaveLength(others.length + 2);
  });
});
