import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSvg } from './drawn-pictures';

const cacheFolder = path.join(import.meta.dirname, '../../../../node_modules/.cache/pazaryeri-demo-pictures');

describe('drawn demo pictures', () => {
  it('draws a picture once and reads the same bytes back from the cache the next time', async () => {
    const label = randomUUID();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#1e40af"/><text x="4" y="40" font-size="8">${label}</text></svg>`;
    const before = new Set(await readdir(cacheFolder).catch(() => []));

    const first = await drawSvg(svg, { format: 'webp', quality: 82, effort: 1 }, 144);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'webp', width: 240, height: 160 });
    // Other test files may seed demo data meanwhile: this drawing's file is the new one holding its bytes.
    const added = (await readdir(cacheFolder)).filter((name) => !before.has(name));
    const kept = [];
    for (const name of added) if ((await readFile(path.join(cacheFolder, name))).equals(first)) kept.push(name);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{64}\.webp$/);

    // The next draw reads the file instead of drawing: what the file holds is what it answers.
    const stand = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    await writeFile(path.join(cacheFolder, kept[0]), stand);
    expect((await drawSvg(svg, { format: 'webp', quality: 82, effort: 1 }, 144)).equals(stand)).toBe(true);
    // Another size or encoding of the same drawing is another picture.
    const jpeg = await drawSvg(svg, { format: 'jpeg', quality: 80 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    for (const name of (await readdir(cacheFolder)).filter((file) => !before.has(file))) {
      const data = await readFile(path.join(cacheFolder, name)).catch(() => null);
      if (data?.equals(stand) || data?.equals(jpeg)) await rm(path.join(cacheFolder, name));
    }
  });

  it('draws a picture asked for twice at once only once (a first start draws ahead of its seed)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#15803d"/><text x="2" y="20" font-size="6">${randomUUID()}</text></svg>`;
    const encoding = { format: 'webp', quality: 82, effort: 1 } as const;
    const [ahead, seed] = await Promise.all([drawSvg(svg, encoding), drawSvg(svg, encoding)]);
    // The same drawing, not two equal ones.
    expect(seed).toBe(ahead);
    // Once drawn, the next ask reads the cache: equal bytes, another buffer.
    const later = await drawSvg(svg, encoding);
    expect(later).not.toBe(ahead);
    expect(later.equals(ahead)).toBe(true);
    for (const name of await readdir(cacheFolder)) {
      if ((await readFile(path.join(cacheFolder, name)).catch(() => null))?.equals(ahead)) await rm(path.join(cacheFolder, name));
    }
  });
});
