import { writeAsciiStl, writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp, createTestApp } from '../../test/helper';
import { createBuyer, placePaidOrder } from '../orders';
import { createApprovedSeller } from '../sellers';
import { box, demoMeshes } from './stl-meshes';
import { createStlCategory, cubeStl, download, photoPart, state, stlPart, unzip, updateStlForm, uploadStl } from './stl-fixtures';

let t: TestApp;
let admin: { token: string };
let seller: { token: string; user: { id: string } };
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  seller = await createApprovedSeller(t.app, { storeName: 'Kuzey 3D Tasarım' });
  categoryId = (await createStlCategory(t.app, admin.token, 'Mekanik Parçalar'))._id;
});
afterAll(() => t.close());

const pngPhoto = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#f97316' } }).png().toBuffer();

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
    const got = await download(t.app, user.token, body.model._id);
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
    const got = await download(t.app, seller.token, body.model._id);
    expect(Object.keys(got.zip!)).toEqual(['kup.stl', 'kup-2.stl', 'LİSANS.txt']);
  });

  it('refuses the whole upload when one part or one photo is bad, naming it, and keeps nothing', async () => {
    const before = await state(t);
    const cube = cubeStl();
    const badPart = await uploadStl(t.app, seller.token, { title: 'Yarım Kutu', price: '0', category: categoryId }, [
      stlPart(cube, 'govde.stl'),
      stlPart(cube.subarray(0, cube.length - 30), 'kapak.stl'),
    ]);
    expect(badPart.status).toBe(422);
    expect(badPart.body.message).toMatch(/^"kapak\.stl" dosyası: .*eksik/);
    expect(await state(t)).toEqual(before);

    // The STL files are read and stored before the photos: a refused photo takes them away again.
    const badPhoto = await uploadStl(t.app, seller.token, { title: 'Yarım Kutu', price: '0', category: categoryId }, [
      stlPart(cube, 'govde.stl'),
      photoPart(await pngPhoto(), 'on.png'),
      photoPart(Buffer.from('%PDF-1.7\n%%EOF\n'), 'fatura.png'),
    ]);
    expect(badPhoto.status).toBe(415);
    expect(badPhoto.body.message).toContain('"fatura.png" fotoğrafı');
    expect(await state(t)).toEqual(before);

    const eleven = Array.from({ length: 11 }, (_, index) => stlPart(cube, `parca-${index}.stl`));
    const tooMany = await uploadStl(t.app, seller.token, { title: 'Çok Parçalı', price: '0', category: categoryId }, eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Bir modele en fazla 10 STL dosyası eklenebilir.');
    expect(await state(t)).toEqual(before);
  });

  it('keeps every part of a paid model unreachable before purchase and hands them all over after', async () => {
    const gear = Buffer.from(writeBinaryStl(demoMeshes.gear()));
    const { body } = await uploadStl(t.app, seller.token, { title: 'Dişli Takımı', price: '79,90', category: categoryId }, [stlPart(gear, 'disli.stl'), stlPart(cubeStl(), 'mil.stl')]);
    const buyer = await createBuyer(t.app, 'Mert Alıcı');
    expect((await download(t.app, buyer.token, body.model._id)).status).toBe(403);
    // A link made for the owner cannot be used by the buyer either: it names its holder.
    const ownerLink = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}/download-link`, headers: auth(seller.token) });
    const page = await injectJson(t.app, { method: 'GET', url: `/api/stl/${body.model._id}`, headers: auth(buyer.token) });
    expect(page.body.access).toMatchObject({ canDownload: false, mustBuy: true });
    expect(page.body.parts).toHaveLength(2);
    expect(JSON.stringify(page.body)).not.toContain(ownerLink.body.url.split('token=')[1]);

    const order = await placePaidOrder(t.app, buyer, [{ productId: body.model._id, quantity: 1 }]);
    const got = await download(t.app, buyer.token, body.model._id);
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
    const before = await state(t);
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
    const afterUpdate = await state(t);
    expect(afterUpdate.files.length - before.files.length).toBe(2 + 1 + 1 + 2 * 2); // thumbnails, preview, file, photos×2

    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/stl/${body.model._id}`, headers: auth(seller.token) })).status).toBe(200);
    expect(await state(t)).toEqual(before);
  });

  it('removes every file and the category count when an admin deletes the model as a product', async () => {
    const before = await state(t);
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
    expect(await state(t)).toEqual(before);
  });
});
