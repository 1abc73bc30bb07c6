import { writeAsciiStl, writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp, createTestApp } from '../../test/helper';
import { createBuyer, placePaidOrder } from '../orders';
import { createApprovedSeller } from '../sellers';
import { box, demoMeshes } from './stl-meshes';
import { incrementDownloads } from './stl.downloads';
import { stlCategories, stlModels } from '../../db/schema/stl';
import { createStlCategory, cubeStl, download, photoPart, state, stlPart, uploadStl } from './stl-fixtures';

let t: TestApp;
let admin: { token: string };
let seller: { token: string; user: { id: string } };
let categoryId: string;
const eqId = (id: string) => eq(stlCategories.id, id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  seller = await createApprovedSeller(t.app, { storeName: 'Kuzey 3D Tasarım' });
  categoryId = (await createStlCategory(t.app, admin.token, 'Mekanik Parçalar'))._id;
});
afterAll(() => t.close());

describe('STL categories', () => {
  it('are listed publicly and written by admins only, even though the spec client sends no token', async () => {
    const anonymous = await injectJson(t.app, { method: 'POST', url: '/api/stl/categories', body: { name: 'Oyuncak' } });
    expect(anonymous.status).toBe(401);
    const asSeller = await injectJson(t.app, { method: 'POST', url: '/api/stl/categories', headers: auth(seller.token), body: { name: 'Oyuncak' } });
    expect(asSeller.status).toBe(403);
    const created = await createStlCategory(t.app, admin.token, 'Oyuncak ve Hobi');
    const renamed = await injectJson(t.app, { method: 'PUT', url: `/api/stl/categories/${created._id}`, headers: auth(admin.token), body: { name: 'Hobi' } });
    expect(renamed.body.category).toMatchObject({ name: 'Hobi', slug: 'hobi' });
    const duplicate = await injectJson(t.app, { method: 'POST', url: '/api/stl/categories', headers: auth(admin.token), body: { name: 'HOBİ' } });
    expect(duplicate.status).toBe(409);
    const list = await injectJson(t.app, { method: 'GET', url: '/api/stl/categories' });
    expect(list.body.map((category: { name: string }) => category.name)).toEqual(expect.arrayContaining(['Hobi', 'Mekanik Parçalar']));
    const removed = await injectJson(t.app, { method: 'DELETE', url: `/api/stl/categories/${created._id}`, headers: auth(admin.token) });
    expect(removed.status).toBe(200);
  });

  it('refuses to delete a category that has models (409) and counts its models', async () => {
    const category = await createStlCategory(t.app, admin.token, 'Braketler');
    const uploaded = await uploadStl(t.app, seller.token, { title: 'L Braket', price: '0', category: category._id });
    expect(uploaded.status).toBe(201);
    const [row] = await t.app.db.select().from(stlCategories).where(eqId(category._id));
    expect(row.modelCount).toBe(1);
    const refused = await injectJson(t.app, { method: 'DELETE', url: `/api/stl/categories/${category._id}`, headers: auth(admin.token) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('silinemez');
    await injectJson(t.app, { method: 'DELETE', url: `/api/stl/${uploaded.body.model._id}`, headers: auth(seller.token) });
    const afterDelete = await injectJson(t.app, { method: 'DELETE', url: `/api/stl/categories/${category._id}`, headers: auth(admin.token) });
    expect(afterDelete.status).toBe(200);
  });
});

describe('STL uploads', () => {
  it('stores a cube with its facts, a rendered thumbnail, and lists it in the catalogue', async () => {
    const { status, body } = await uploadStl(t.app, seller.token, {
      title: 'Kalibrasyon Küpü',
      description: 'Yazıcı ayarı için 10 mm küp.',
      price: '0',
      category: categoryId,
      licence: 'commercial',
    });
    expect(status).toBe(201);
    expect(body.model).toMatchObject({
      title: 'Kalibrasyon Küpü',
      isFree: true,
      licence: 'commercial',
      licenceLabel: 'Ticari kullanım',
      facts: { triangles: 12, size: [10, 10, 10], areaMm2: 600, volumeCm3: 1, watertight: true, format: 'binary' },
      downloads: 0,
      fileName: 'kup.stl',
    });
    const thumbnail = await t.app.inject({ method: 'GET', url: body.model.thumbnail });
    expect(thumbnail.statusCode).toBe(200);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const stats = await sharp(thumbnail.rawPayload).stats();
    expect(stats.channels[3].max).toBe(255); // the cube is drawn (opaque pixels), not an empty picture
    const found = await injectJson(t.app, { method: 'GET', url: '/api/stl?q=kalibrasyon kupu' });
    expect(found.body.models.map((model: { _id: string }) => model._id)).toContain(body.model._id);
    const free = await injectJson(t.app, { method: 'GET', url: '/api/stl?price=paid' });
    expect(free.body.models.map((model: { _id: string }) => model._id)).not.toContain(body.model._id);
    const page = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model.slug}` });
    expect(page.body).toMatchObject({ _id: body.model._id, access: { canDownload: false, signedIn: false } });
  });

  it('reads an ASCII file too, and the extension does not matter', async () => {
    const ascii = Buffer.from(writeAsciiStl(box(20, 10, 5), 'plaka'));
    const { status, body } = await uploadStl(t.app, seller.token, { title: 'Plaka', price: '12,50', category: categoryId }, stlPart(ascii, 'plaka.txt'));
    expect(status).toBe(201);
    expect(body.model).toMatchObject({ price: 12.5, isFree: false, facts: { format: 'ascii', triangles: 12, volumeCm3: 1 }, fileName: 'plaka.stl' });
  });

  it('refuses hostile and broken files with a 4xx in Turkish, storing nothing', async () => {
    const cube = cubeStl();
    const huge = Buffer.from(cube.subarray(0, 84 + 50));
    huge.writeUInt32LE(4_000_000_000, 80);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0ea5e9' } }).png().toBuffer();
    const cases: [string, Buffer, RegExp][] = [
      ['truncated', cube.subarray(0, cube.length - 30), /eksik/],
      ['4-billion header', huge, /4000000000 üçgen/],
      ['zero bytes', Buffer.alloc(0), /STL dosyası seçin/],
      ['PNG renamed .stl', png, /resim/],
      ['ASCII garbage', Buffer.from('solid x\nfacet normal 0 0 1\n  outer loop\n  vertex 1 2 üç\n'), /sayı yerine/],
      ['not an STL', Buffer.from('%PDF-1.7\n%%EOF\n'), /STL modeli değil/],
    ];
    const before = await state(t);
    for (const [label, data, message] of cases) {
      const { status, body } = await uploadStl(t.app, seller.token, { title: 'Bozuk dosya', price: '0', category: categoryId }, stlPart(data, 'model.stl'));
      expect({ label, status: status >= 400 && status < 500 }).toEqual({ label, status: true });
      expect(body.message).toMatch(message);
    }
    expect(await state(t)).toEqual(before);
  });

  it('refuses a file over STL_MAX_BYTES with a 413, storing nothing', async () => {
    const small = await createTestApp({ STL_MAX_BYTES: '2000', STL_TOTAL_MAX_BYTES: '3000', UPLOAD_LIMIT_BYTES: '1000' });
    try {
      const owner = await createApprovedSeller(small.app);
      const smallAdmin = await createUser(small.app, { role: 'admin' });
      const category = await createStlCategory(small.app, smallAdmin.token, 'Kutular');
      const { status, body } = await uploadStl(small.app, owner.token, { title: 'Büyük', price: '0', category: category._id }, stlPart(Buffer.from(writeBinaryStl(demoMeshes.gear()))));
      expect(status).toBe(413);
      expect(body.message).toContain('STL dosyası çok büyük');
      // Five small files pass one by one but not together (STL_TOTAL_MAX_BYTES).
      const cubes = [1, 2, 3, 4, 5].map((index) => stlPart(cubeStl(), `kup-${index}.stl`));
      const together = await uploadStl(small.app, owner.token, { title: 'Çok parça', price: '0', category: category._id }, cubes);
      expect(together.status).toBe(413);
      expect(together.body.message).toContain('toplam en fazla 3 KB');
      // A photo keeps the pictures' limit (UPLOAD_LIMIT_BYTES), although the STL route takes larger files.
      const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#f97316' } }).png().toBuffer();
      const bigPhoto = Buffer.concat([tiny, Buffer.alloc(1200)]);
      const withPhoto = await uploadStl(small.app, owner.token, { title: 'Fotoğraflı', price: '0', category: category._id }, [stlPart(cubeStl()), photoPart(bigPhoto, 'buyuk.png')]);
      expect(withPhoto.status).toBe(413);
      expect(withPhoto.body.message).toBe('"buyuk.png" fotoğrafı çok büyük. Fotoğraf başına en fazla 1 KB yükleyebilirsiniz.');
      const [{ n }] = await small.app.db.select({ n: count() }).from(stlModels);
      expect(n).toBe(0);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('lets only a store upload, and only the owner edit and delete', async () => {
    const buyer = await createUser(t.app);
    expect((await uploadStl(t.app, buyer.token, { title: 'Deneme', price: '0', category: categoryId })).status).toBe(403);
    const { body } = await uploadStl(t.app, seller.token, { title: 'Menteşe', price: '5', category: categoryId });
    const other = await createApprovedSeller(t.app);
    const edit = await injectJson(t.app, { method: 'PUT', url: `/api/stl/${body.model._id}`, headers: auth(other.token), body: { title: 'Başkasının' } });
    expect(edit.status).toBe(403);
    const own = await injectJson(t.app, { method: 'PUT', url: `/api/stl/${body.model._id}`, headers: auth(seller.token), body: { title: 'Menteşe Yaprağı', price: 0, licence: 'personal' } });
    expect(own.body.model).toMatchObject({ title: 'Menteşe Yaprağı', isFree: true, licence: 'personal' });
    const mine = await injectJson(t.app, { method: 'GET', url: '/api/stl/mine', headers: auth(seller.token) });
    expect(mine.body.models.map((model: { title: string }) => model.title)).toContain('Menteşe Yaprağı');
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/stl/${body.model._id}`, headers: auth(other.token) })).status).toBe(403);
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/stl/${body.model._id}`, headers: auth(seller.token) })).status).toBe(200);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}` })).status).toBe(404);
  });
});

describe('STL downloads', () => {
  it('gives a free model to any signed-in user as a zip with the licence, through an expiring link', async () => {
    const { body } = await uploadStl(t.app, seller.token, { title: 'Kablo Klipsi', price: '0', category: categoryId, licence: 'commercial-no-derivatives' }, stlPart(cubeStl(), 'klips.stl'));
    const user = await createUser(t.app, { name: 'Deniz Kaya' });
    const anonymous = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link` });
    expect(anonymous.status).toBe(401);
    const got = await download(t.app, user.token, body.model._id);
    expect(got.status).toBe(200);
    expect(got.headers?.['content-type']).toBe('application/zip');
    expect(Object.keys(got.zip!)).toEqual(['klips.stl', 'LİSANS.txt']);
    expect(got.zip!['klips.stl'].equals(cubeStl())).toBe(true);
    const licence = got.zip!['LİSANS.txt'].toString('utf8');
    expect(licence).toContain('Ticari kullanım, türev yasak');
    expect(licence).toContain('Lisans sahibi: Deniz Kaya');
    const forged = await t.app.inject({ method: 'GET', url: `${got.link.url}x` });
    expect(forged.statusCode).toBe(401);
    const noToken = await t.app.inject({ method: 'GET', url: `/api/stl/${body.model._id}/download` });
    expect(noToken.statusCode).toBe(401);
  });

  it('counts a download once per user, model and day', async () => {
    const { body } = await uploadStl(t.app, seller.token, { title: 'Pul M8', price: '0', category: categoryId });
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const patch = (token: string) => injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads`, headers: auth(token) });
    expect((await patch(first.token)).body).toMatchObject({ counted: true, downloads: 1 });
    expect((await patch(first.token)).body).toMatchObject({ counted: false, downloads: 1 });
    expect((await patch(second.token)).body).toMatchObject({ counted: true, downloads: 2 });
    // The next day (Istanbul time) counts again.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await incrementDownloads(t.app.db, { id: first.user.id, isAdmin: false }, body.model._id, tomorrow)).toMatchObject({ counted: true, downloads: 3 });
    expect((await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads` })).status).toBe(401);
    const page = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}` });
    expect(page.body.downloads).toBe(3);
    const sorted = await injectJson(t.app, { method: 'GET', url: '/api/stl?sort=downloads' });
    expect(sorted.body.models[0]._id).toBe(body.model._id);
  });

  it('keeps a paid model unreachable before purchase and hands it over after checkout and payment', async () => {
    const { body } = await uploadStl(t.app, seller.token, { title: 'Dişli Çark 20T', price: '49,90', category: categoryId }, stlPart(Buffer.from(writeBinaryStl(demoMeshes.gear())), 'disli.stl'));
    const buyer = await createBuyer(t.app, 'Ayşe Alıcı');
    const before = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}`, headers: auth(buyer.token) });
    expect(before.body.access).toMatchObject({ canDownload: false, mustBuy: true });
    expect((await download(t.app, buyer.token, body.model._id)).status).toBe(403);
    expect((await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads`, headers: auth(buyer.token) })).status).toBe(403);
    // The owner's link does not work for anyone else either.
    const ownerLink = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link`, headers: auth(seller.token) });
    expect(ownerLink.status).toBe(200);

    await placePaidOrder(t.app, buyer, [{ productId: body.model._id, quantity: 1 }]);
    const after = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}`, headers: auth(buyer.token) });
    expect(after.body.access).toMatchObject({ canDownload: true, mustBuy: false });
    const got = await download(t.app, buyer.token, body.model._id);
    expect(got.status).toBe(200);
    expect(got.zip!['disli.stl'].equals(Buffer.from(writeBinaryStl(demoMeshes.gear())))).toBe(true);
    expect((await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads`, headers: auth(buyer.token) })).body.counted).toBe(true);
  });
});
