import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../test/helper';
import { seedCategories, seedDemoStores, seedDemoUsers } from '.';
import { ensureCatalogueStores } from './catalogue';
import { demoStlCategories, demoStlModels, seedDemoStl } from './stl';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.app.db);
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
  await ensureCatalogueStores(t.app.db);
});
afterAll(() => t.close());

describe('STL demo data', () => {
  it('lists a dozen real models across five categories, free and paid, with drawn thumbnails, once', async () => {
    const first = await seedDemoStl(t.app.db, t.app);
    expect(first).toEqual({ categories: 5, models: demoStlModels.length });
    expect(await seedDemoStl(t.app.db, t.app)).toEqual({ categories: 0, models: 0 });

    const categories = await injectJson(t.app, { method: 'GET', url: '/api/stl/categories' });
    expect(categories.body.map((category: { name: string }) => category.name).sort()).toEqual([...demoStlCategories].sort());
    expect(categories.body.every((category: { modelCount: number }) => category.modelCount > 0)).toBe(true);

    const list = await injectJson(t.app, { method: 'GET', url: '/api/stl?limit=50' });
    expect(list.body.total).toBe(demoStlModels.length);
    const models = list.body.models as { isFree: boolean; facts: { watertight: boolean; triangles: number }; thumbnailSmall: string; store: { storeName: string } }[];
    expect(models.some((model) => model.isFree)).toBe(true);
    expect(models.some((model) => !model.isFree)).toBe(true);
    expect(models.every((model) => model.facts.watertight && model.facts.triangles >= 12)).toBe(true);
    expect(new Set(models.map((model) => model.store.storeName))).toEqual(new Set(['Kuzey 3D Tasarım', 'Demir Endüstriyel Makina']));
    const multiPart = list.body.models.filter((model: { parts: unknown[] }) => model.parts.length > 1);
    expect(multiPart.map((model: { title: string }) => model.title).sort()).toEqual(['Elektronik Proje Kutusu 70×45', 'Menteşe Takımı 40 mm']);
    const picture = await t.app.inject({ method: 'GET', url: models[0].thumbnailSmall });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');

    const free = list.body.models.find((model: { isFree: boolean }) => model.isFree);
    const user = await createUser(t.app);
    const link = await injectJson(t.app, { method: 'GET', url: `/api/stl/${free._id}/download-link`, headers: auth(user.token) });
    const zip = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(zip.statusCode).toBe(200);
  }, 60_000);
});
