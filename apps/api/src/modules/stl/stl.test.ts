import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { writeAsciiStl, writeBinaryStl } from '@pazaryeri/contract/stl/reader';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp, createTestApp } from '../../test/helper';
import { createBuyer, placePaidOrder } from '../orders';
import { products } from '../../db/schema/products';
import { createApprovedSeller } from '../sellers';
import { box, demoMeshes } from './stl-meshes';
import { incrementDownloads } from './stl.downloads';
import { stlCategories, stlModelParts, stlModelPhotos, stlModels } from '../../db/schema/stl';
import { createStlCategory, cubeStl, photoPart, stlPart, updateStlForm, uploadStl } from './stl-fixtures';

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

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

async function state() {
  const [[models], [productRows], [parts], [photos], files] = await Promise.all([
    t.app.db.select({ n: count() }).from(stlModels),
    t.app.db.select({ n: count() }).from(products),
    t.app.db.select({ n: count() }).from(stlModelParts),
    t.app.db.select({ n: count() }).from(stlModelPhotos),
    listFiles(t.dataDir),
  ]);
  return { models: models.n, products: productRows.n, parts: parts.n, photos: photos.n, files: files.filter((file) => !file.includes('outbox')).sort() };
}

const pngPhoto = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#f97316' } }).png().toBuffer();

/** The entries of a stored zip: name → bytes (our downloads use no compression). */
function unzip(data: Buffer) {
  const entries: Record<string, Buffer> = {};
  let at = 0;
  while (data.readUInt32LE(at) === 0x04034b50) {
    const method = data.readUInt16LE(at + 8);
    const size = data.readUInt32LE(at + 18);
    const nameLength = data.readUInt16LE(at + 26);
    const extra = data.readUInt16LE(at + 28);
    const name = data.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const body = data.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    entries[name] = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    at += 30 + nameLength + extra + size;
  }
  return entries;
}

async function download(token: string, productId: string) {
  const link = await injectJson(t.app, { method: 'GET', url: `/api/stl/${productId}/download-link`, headers: auth(token) });
  if (link.status !== 200) return { status: link.status, body: link.body };
  const file = await t.app.inject({ method: 'GET', url: link.body.url });
  return { status: file.statusCode, link: link.body, headers: file.headers, zip: file.statusCode === 200 ? unzip(file.rawPayload) : null };
}

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
    const before = await state();
    for (const [label, data, message] of cases) {
      const { status, body } = await uploadStl(t.app, seller.token, { title: 'Bozuk dosya', price: '0', category: categoryId }, stlPart(data, 'model.stl'));
      expect({ label, status: status >= 400 && status < 500 }).toEqual({ label, status: true });
      expect(body.message).toMatch(message);
    }
    expect(await state()).toEqual(before);
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
    const got = await download(user.token, body.model._id);
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
    expect((await download(buyer.token, body.model._id)).status).toBe(403);
    expect((await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads`, headers: auth(buyer.token) })).status).toBe(403);
    // The owner's link does not work for anyone else either.
    const ownerLink = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link`, headers: auth(seller.token) });
    expect(ownerLink.status).toBe(200);

    await placePaidOrder(t.app, buyer, [{ productId: body.model._id, quantity: 1 }]);
    const after = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}`, headers: auth(buyer.token) });
    expect(after.body.access).toMatchObject({ canDownload: true, mustBuy: false });
    const got = await download(buyer.token, body.model._id);
    expect(got.status).toBe(200);
    expect(got.zip!['disli.stl'].equals(Buffer.from(writeBinaryStl(demoMeshes.gear())))).toBe(true);
    expect((await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${body.model._id}/increment-downloads`, headers: auth(buyer.token) })).body.counted).toBe(true);
  });
});

describe('STL models of several files', () => {
  const plate = () => Buffer.from(writeAsciiStl(box(20, 10, 5), 'kapak'));

  it('sums the parts into the model facts and hands every part and the licence over in one ZIP', async () => {
    const { status, body } = await uploadStl(t.app, seller.token, { title: 'Kutu ve Kapak', price: '0', category: categoryId }, [
      stlPart(cubeStl(), 'govde.stl'),
      stlPart(plate(), 'kapak.stl'),
      photoPart(await pngPhoto(), 'baski.png'),
    ]);
    expect(status).toBe(201);
    expect(body.model.facts).toMatchObject({ triangles: 24, size: [20, 10, 10], areaMm2: 1300, volumeCm3: 2, watertight: true });
    expect(body.model.fileSize).toBe(cubeStl().length + plate().length);
    expect(body.model.parts).toMatchObject([
      { position: 0, fileName: 'govde.stl', facts: { triangles: 12, size: [10, 10, 10], format: 'binary' } },
      { position: 1, fileName: 'kapak.stl', facts: { triangles: 12, size: [20, 10, 5], format: 'ascii', volumeCm3: 1 } },
    ]);
    expect((await t.app.inject({ method: 'GET', url: body.model.parts[1].preview })).statusCode).toBe(200);
    expect(body.model.photos).toHaveLength(1);
    const photo = await t.app.inject({ method: 'GET', url: body.model.photos[0].listUrl });
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const user = await createUser(t.app, { name: 'Ece Yılmaz' });
    const got = await download(user.token, body.model._id);
    expect(got.status).toBe(200);
    expect(Number(got.headers!['content-length'])).toBeGreaterThan(cubeStl().length + plate().length);
    expect(Object.keys(got.zip!)).toEqual(['govde.stl', 'kapak.stl', 'LİSANS.txt']);
    expect(got.zip!['govde.stl'].equals(cubeStl())).toBe(true);
    expect(got.zip!['kapak.stl'].equals(plate())).toBe(true);
    expect(got.zip!['LİSANS.txt'].toString('utf8')).toContain('Dosyalar: govde.stl, kapak.stl');
  });

  it('gives files of the same name their own names in the download', async () => {
    const { body } = await uploadStl(t.app, seller.token, { title: 'İki Küp', price: '0', category: categoryId }, [stlPart(cubeStl(), 'kup.stl'), stlPart(cubeStl(), 'KUP.stl')]);
    expect(body.model.parts.map((part: { fileName: string }) => part.fileName)).toEqual(['kup.stl', 'kup-2.stl']);
    const got = await download(seller.token, body.model._id);
    expect(Object.keys(got.zip!)).toEqual(['kup.stl', 'kup-2.stl', 'LİSANS.txt']);
  });

  it('refuses the whole upload when one part or one photo is bad, naming it, and keeps nothing', async () => {
    const before = await state();
    const cube = cubeStl();
    const badPart = await uploadStl(t.app, seller.token, { title: 'Yarım Kutu', price: '0', category: categoryId }, [
      stlPart(cube, 'govde.stl'),
      stlPart(cube.subarray(0, cube.length - 30), 'kapak.stl'),
    ]);
    expect(badPart.status).toBe(422);
    expect(badPart.body.message).toMatch(/^"kapak\.stl" dosyası: .*eksik/);
    expect(await state()).toEqual(before);

    // The STL files are read and stored before the photos: a refused photo takes them away again.
    const badPhoto = await uploadStl(t.app, seller.token, { title: 'Yarım Kutu', price: '0', category: categoryId }, [
      stlPart(cube, 'govde.stl'),
      photoPart(await pngPhoto(), 'on.png'),
      photoPart(Buffer.from('%PDF-1.7\n%%EOF\n'), 'fatura.png'),
    ]);
    expect(badPhoto.status).toBe(415);
    expect(badPhoto.body.message).toContain('"fatura.png" fotoğrafı');
    expect(await state()).toEqual(before);

    const eleven = Array.from({ length: 11 }, (_, index) => stlPart(cube, `parca-${index}.stl`));
    const tooMany = await uploadStl(t.app, seller.token, { title: 'Çok Parçalı', price: '0', category: categoryId }, eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Bir modele en fazla 10 STL dosyası eklenebilir.');
    expect(await state()).toEqual(before);
  });

  it('keeps every part of a paid model unreachable before purchase and hands them all over after', async () => {
    const gear = Buffer.from(writeBinaryStl(demoMeshes.gear()));
    const { body } = await uploadStl(t.app, seller.token, { title: 'Dişli Takımı', price: '79,90', category: categoryId }, [stlPart(gear, 'disli.stl'), stlPart(cubeStl(), 'mil.stl')]);
    const buyer = await createBuyer(t.app, 'Mert Alıcı');
    expect((await download(buyer.token, body.model._id)).status).toBe(403);
    // A link made for the owner cannot be used by the buyer either: it names its holder.
    const ownerLink = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link`, headers: auth(seller.token) });
    const page = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}`, headers: auth(buyer.token) });
    expect(page.body.access).toMatchObject({ canDownload: false, mustBuy: true });
    expect(page.body.parts).toHaveLength(2);
    expect(JSON.stringify(page.body)).not.toContain(ownerLink.body.url.split('token=')[1]);

    const order = await placePaidOrder(t.app, buyer, [{ productId: body.model._id, quantity: 1 }]);
    const got = await download(buyer.token, body.model._id);
    expect(got.status).toBe(200);
    expect(Object.keys(got.zip!)).toEqual(['disli.stl', 'mil.stl', 'LİSANS.txt']);
    expect(got.zip!['disli.stl'].equals(gear)).toBe(true);

    // The order page's download is the same ZIP, not the first part alone.
    const item = order.orders[0].items[0];
    const fromOrder = await injectJson(t.app, { method: 'GET', url: `/api/orders/${order._id}/items/${item._id}/download-link`, headers: auth(buyer.token) });
    expect(fromOrder.status).toBe(200);
    expect(fromOrder.body.url).toMatch(new RegExp(`^/api/stl/${body.model._id}/download\\?token=`));
    const zipped = await t.app.inject({ method: 'GET', url: fromOrder.body.url });
    expect(Object.keys(unzip(zipped.rawPayload))).toEqual(['disli.stl', 'mil.stl', 'LİSANS.txt']);
  });

  it('replaces the set of files and the photos on update, and removes every file on delete', async () => {
    const before = await state();
    const { body } = await uploadStl(t.app, seller.token, { title: 'Raf Seti', price: '0', category: categoryId }, [
      stlPart(cubeStl(), 'raf.stl'),
      stlPart(plate(), 'ayak.stl'),
      photoPart(await pngPhoto(), 'raf.png'),
    ]);
    const oldLink = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link`, headers: auth(seller.token) });
    const replaced = await updateStlForm(t.app, seller.token, body.model._id, { title: 'Raf Seti v2' }, [
      stlPart(Buffer.from(writeBinaryStl(box(30, 30, 3))), 'raf-v2.stl'),
      photoPart(await pngPhoto(), 'yeni-1.png'),
      photoPart(await pngPhoto(), 'yeni-2.png'),
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.model.parts).toMatchObject([{ fileName: 'raf-v2.stl', facts: { size: [30, 30, 3] } }]);
    expect(replaced.body.model.facts).toMatchObject({ triangles: 12, size: [30, 30, 3] });
    expect(replaced.body.model.photos).toHaveLength(2);
    for (const url of [body.model.parts[1].preview, body.model.photos[0].listUrl, body.model.thumbnail]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // Links to the old files stop working.
    expect((await t.app.inject({ method: 'GET', url: oldLink.body.url })).statusCode).toBe(403);
    const afterUpdate = await state();
    expect(afterUpdate.files.length - before.files.length).toBe(2 + 1 + 1 + 2 * 2); // thumbnails, preview, file, photos×2

    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/stl/${body.model._id}`, headers: auth(seller.token) })).status).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('removes every file and the category count when an admin deletes the model as a product', async () => {
    const before = await state();
    const category = await createStlCategory(t.app, admin.token, 'Yönetici Silme Testi');
    const { body } = await uploadStl(t.app, seller.token, { title: 'Kapaklı Kutu', price: '0', category: category._id }, [
      stlPart(cubeStl(), 'kutu.stl'),
      stlPart(plate(), 'kapak.stl'),
      photoPart(await pngPhoto(), 'kutu.png'),
    ]);
    expect(body.model.parts).toHaveLength(2);
    const removed = await injectJson(t.app, { method: 'DELETE', url: `/api/admin/products/${body.model._id}`, headers: auth(admin.token) });
    expect(removed.status).toBe(200);
    const categories = await injectJson(t.app, { method: 'GET', url: '/api/stl/categories' });
    expect(categories.body.find((row: { _id: string }) => row._id === category._id)).toMatchObject({ modelCount: 0 });
    await injectJson(t.app, { method: 'DELETE', url: `/api/stl/categories/${category._id}`, headers: auth(admin.token) });
    expect(await state()).toEqual(before);
  });
});
