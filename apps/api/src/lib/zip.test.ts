import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { unzip } from '../test/unzip';
import { zipWriter } from './zip';

async function* chunks(parts: Buffer[]) {
  for (const part of parts) yield part;
}

describe('zipWriter', () => {
  it('streams entries of unknown size: JSON deflated, files stored, UTF-8 names, every CRC right', async () => {
    const json = Buffer.from(JSON.stringify({ siparişler: Array.from({ length: 200 }, (_, i) => ({ no: i, ürün: 'Rulman 6204 ZZ' })) }));
    const picture = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    const archive = await buffer(
      zipWriter([
        { name: 'BENİ OKU.txt', data: Buffer.from('Merhaba') },
        { name: 'siparisler/veriler.json', data: json },
        { name: 'dosyalar/yorumlar/fotoğraf.webp', data: async () => chunks([picture.subarray(0, 30_000), picture.subarray(30_000)]) },
        { name: 'dosyalar/boş.txt', data: async () => chunks([]) },
      ]),
    );
    const entries = unzip(archive);
    expect(entries.map((entry) => entry.name)).toEqual(['BENİ OKU.txt', 'siparisler/veriler.json', 'dosyalar/yorumlar/fotoğraf.webp', 'dosyalar/boş.txt']);
    expect(entries[1].data.equals(json)).toBe(true);
    expect(entries[2].data.equals(picture)).toBe(true);
    expect(entries[3].data).toHaveLength(0);
    // The JSON was deflated: the archive is smaller than what it holds.
    expect(archive.length).toBeLessThan(json.length + picture.length);
  });

  it('is read by the system unzip too (Info-ZIP tests every entry)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pz-zip-'));
    try {
      const file = path.join(folder, 'kopya.zip');
      await writeFile(file, await buffer(zipWriter([{ name: 'a/veriler.json', data: Buffer.from('{"ad":"Çağla"}') }, { name: 'dosyalar/b.bin', data: async () => chunks([Buffer.alloc(5000, 1)]) }])));
      const { stdout } = await promisify(execFile)('unzip', ['-t', file]);
      expect(stdout).toContain('No errors detected');
      expect((await readFile(file)).length).toBeGreaterThan(5000);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
