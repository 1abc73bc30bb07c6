import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { advertFiles, adverts } from '../../db/schema/adverts';
import { pngOf, postAdvert } from './advert-fixtures';
import { samplePdf } from './technical-file-samples';
import { advertsPersonalData } from './adverts.personal-data';

let t: TestApp;
let ayse: Awaited<ReturnType<typeof createUser>>;
let mehmet: Awaited<ReturnType<typeof createUser>>;
let ayseAdvertId: string;
let mehmetAdvertId: string;
let elifAdvertId: string;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

async function request(token: string, title: string, description: string) {
  const { status, body } = await postAdvert(
    t.app,
    token,
    { title, description, budget: '2000', advertType: 'customerRequest', city: 'İzmir' },
    [{ field: 'images', name: 'cizim.png', type: 'image/png', data: await pngOf() }],
  );
  if (status !== 201) throw new Error(`request not created: ${status} ${JSON.stringify(body)}`);
  return body.advert._id as string;
}

beforeAll(async () => {
  t = await personalDataApp();
  ayse = await createUser(t.app, { name: 'Ayşe Yılmaz' });
  mehmet = await createUser(t.app, { name: 'Mehmet Öztürk' });
  const elif = await createUser(t.app, { name: 'Elif Kaya' });
  ayseAdvertId = await request(ayse.token, 'Braket için 3D model', 'Ayşe’nin çizimine göre STL');
  mehmetAdvertId = await request(mehmet.token, 'Dişli kutusu kapağı', 'Mehmet’in ölçüleriyle alüminyum kapak');
  elifAdvertId = await request(elif.token, 'Paslanmaz menteşe', 'Elif’in kapısı için menteşe');
  const favourite = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${elifAdvertId}/toggle-favorite`, headers: auth(ayse.token) });
  expect(favourite.status).toBe(200);
  expect((await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${ayseAdvertId}/toggle-favorite`, headers: auth(mehmet.token) })).status).toBe(200);
});
afterAll(releasePersonalDataApp);

describe('adverts personal data', () => {
  it('gives a person their requests with pictures and their favourites, and nothing of another person', async () => {
    const { data, files } = await advertsPersonalData.collect(t.app.db, person(ayse));
    expect(advertsPersonalData.folder).toBe('ilanlar');
    expect(data.adverts).toEqual([
      expect.objectContaining({
        id: ayseAdvertId,
        advertType: 'customerRequest',
        title: 'Braket için 3D model',
        description: 'Ayşe’nin çizimine göre STL',
        budgetKurus: 200000,
        city: 'İzmir',
        status: 'active',
        favoritesCount: 1,
        pictures: [`ilan-${ayseAdvertId}-1.webp`],
      }),
    ]);
    expect(data.favouriteAdverts).toEqual([expect.objectContaining({ advertId: elifAdvertId, title: 'Paslanmaz menteşe' })]);
    const [own] = await t.app.db.select({ images: adverts.images }).from(adverts).where(eq(adverts.id, ayseAdvertId));
    expect(files).toEqual([{ name: `ilan-${ayseAdvertId}-1.webp`, from: 'public', key: own.images[0].detailKey }]);

    const [theirs] = await t.app.db.select({ images: adverts.images }).from(adverts).where(eq(adverts.id, mehmetAdvertId));
    const json = JSON.stringify({ data, files });
    for (const foreign of [mehmet.user.id, mehmet.user.email, 'Mehmet Öztürk', mehmetAdvertId, 'Dişli kutusu', 'Mehmet’in ölçüleriyle', theirs.images[0].detailKey, theirs.images[0].key]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives the technical files of their requests from the private storage', async () => {
    const can = await createUser(t.app, { name: 'Can Çizer' });
    const { status, body } = await postAdvert(
      t.app,
      can.token,
      { title: 'Flanş çizimi', description: 'Ekli PDF', advertType: 'customerRequest', quantity: '20', unit: 'piece', material: 'Çelik', process: 'cnc_machining' },
      [{ field: 'files', name: 'flans.pdf', type: 'application/pdf', data: samplePdf() }],
    );
    expect(status).toBe(201);
    const advertId = body.advert._id as string;
    const { data, files } = await advertsPersonalData.collect(t.app.db, person(can));
    const [stored] = await t.app.db.select().from(advertFiles).where(eq(advertFiles.advertId, advertId));
    const name = `ilan-${advertId}-${stored.id.slice(0, 8)}-flans.pdf`;
    expect(data.adverts).toEqual([
      expect.objectContaining({
        id: advertId,
        budgetOpen: true,
        quantity: 20,
        unit: 'piece',
        material: 'Çelik',
        process: 'cnc_machining',
        maxOffers: 10,
        technicalFiles: [{ name: 'flans.pdf', format: 'pdf', size: samplePdf().length, createdAt: stored.createdAt, file: name }],
      }),
    ]);
    expect(files).toEqual([{ name, from: 'private', key: stored.storageKey }]);
  });

  it('keeps empty lists for a person without adverts', async () => {
    const nobody = await createUser(t.app, { name: 'Boş Kullanıcı' });
    expect(await advertsPersonalData.collect(t.app.db, person(nobody))).toEqual({ data: { adverts: [], favouriteAdverts: [] }, files: [] });
  });
});
