import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createBuyer, placePaidOrder } from '../orders';
import { png } from '../products';
import { createApprovedSeller } from '../sellers';
import { stlModelParts, stlModelPhotos, stlModels } from '../../db/schema/stl';
import { createStlCategory, cubeStl, photoPart, stlPart, uploadStl } from './stl-fixtures';
import { stlPersonalData } from './stl.personal-data';

let t: TestApp;
let kuzey: Awaited<ReturnType<typeof createApprovedSeller>>;
let guney: Awaited<ReturnType<typeof createApprovedSeller>>;
let deniz: Awaited<ReturnType<typeof createBuyer>>;
let cubeId: string;
let gearId: string;
let lidId: string;
let order: Awaited<ReturnType<typeof placePaidOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

async function upload(token: string, fields: Record<string, string>, files: Parameters<typeof uploadStl>[3]) {
  const { status, body } = await uploadStl(t.app, token, fields, files);
  if (status !== 201) throw new Error(`model not uploaded: ${status} ${JSON.stringify(body)}`);
  return body.model._id as string;
}

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  kuzey = await createApprovedSeller(t.app, { storeName: 'Kuzey 3D Tasarım' }, 'Kerem Kuzey');
  guney = await createApprovedSeller(t.app, { storeName: 'Güney Modelhane' }, 'Gül Güney');
  deniz = await createBuyer(t.app, 'Deniz Kaya');
  const category = (await createStlCategory(t.app, admin.token, 'Mekanik Parçalar'))._id;
  cubeId = await upload(kuzey.token, { title: 'Kalibrasyon Küpü', price: '0', category, licence: 'commercial' }, [stlPart(cubeStl(), 'kup.stl'), photoPart(await png(), 'baski.png')]);
  gearId = await upload(kuzey.token, { title: 'Dişli Çark 20T', price: '49,90', category }, stlPart(cubeStl(), 'disli.stl'));
  lidId = await upload(guney.token, { title: 'Güney Kapak', price: '0', category }, stlPart(cubeStl(), 'guney-kapak.stl'));
  order = await placePaidOrder(t.app, deniz, [{ productId: gearId, quantity: 1 }]);
  const counted = await injectJson(t.app, { method: 'PATCH', url: `/api/stl/${lidId}/increment-downloads`, headers: auth(deniz.token) });
  expect(counted.body).toMatchObject({ counted: true });
}, 60_000);
afterAll(releasePersonalDataApp);

describe('STL personal data', () => {
  it('gives a store owner the models they uploaded with their STL files and photos, and nothing of another store or a buyer', async () => {
    const { data, files } = await stlPersonalData.collect(t.app.db, person(kuzey));
    expect(stlPersonalData.folder).toBe('stl-modeller');
    expect(data.uploadedModels).toEqual([
      expect.objectContaining({
        productId: cubeId,
        name: 'Kalibrasyon Küpü',
        categoryName: 'Mekanik Parçalar',
        licence: 'commercial',
        price: 0,
        triangles: 12,
        parts: [expect.objectContaining({ position: 0, fileName: 'kup.stl', file: `model-${cubeId}-1-kup.stl` })],
        photos: [`model-${cubeId}-foto-1.webp`],
      }),
      expect.objectContaining({ productId: gearId, name: 'Dişli Çark 20T', price: 4990, parts: [expect.objectContaining({ fileName: 'disli.stl' })] }),
    ]);
    expect([data.purchases, data.downloads]).toEqual([[], []]);

    const parts = await t.app.db.select().from(stlModelParts);
    const key = (productId: string) => parts.find((part) => part.productId === productId)!.fileKey;
    const [photo] = await t.app.db.select().from(stlModelPhotos).where(eq(stlModelPhotos.productId, cubeId));
    expect(files).toEqual([
      { name: `model-${cubeId}-1-kup.stl`, from: 'private', key: key(cubeId) },
      { name: `model-${gearId}-1-disli.stl`, from: 'private', key: key(gearId) },
      { name: `model-${cubeId}-foto-1.webp`, from: 'public', url: photo.detailUrl },
    ]);

    const [cube] = await t.app.db.select().from(stlModels).where(eq(stlModels.productId, cubeId));
    const json = JSON.stringify({ data, files: files.map((file) => file.name) });
    for (const foreign of [guney.user.id, guney.user.email, 'Güney', lidId, key(lidId), deniz.user.id, deniz.user.email, 'Deniz Kaya', order.orderNumber, key(cubeId), cube.thumbnailKey]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a buyer their purchases and downloads as records, without the stores’ files', async () => {
    const { data, files } = await stlPersonalData.collect(t.app.db, person(deniz));
    expect(files).toEqual([]);
    expect(data.uploadedModels).toEqual([]);
    expect(data.purchases).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, productId: gearId, modelName: 'Dişli Çark 20T', unitPrice: 4990 })]);
    expect(data.downloads).toEqual([expect.objectContaining({ productId: lidId, modelName: 'Güney Kapak' })]);
    const json = JSON.stringify(data);
    for (const foreign of [kuzey.user.id, kuzey.user.email, 'Kerem Kuzey', guney.user.id, guney.user.email, 'Gül Güney', 'kup.stl']) expect(json).not.toContain(foreign);
  });
});
