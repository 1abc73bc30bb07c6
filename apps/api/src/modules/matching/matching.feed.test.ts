import { advertMessages } from '@pazaryeri/contract/adverts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createCapableStore, createCategoryTree, publishRequest } from './matching-fixtures';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
let store: Awaited<ReturnType<typeof createCapableStore>>;
const requests: Record<string, { _id: string; slug: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategoryTree(t.app);
  store = await createCapableStore(t.app, 'Ege Talaş', { categoryIds: [tree.metal.id], processes: ['cnc_machining'], cities: ['35'], materials: ['Çelik'] }, { name: 'İzmir', code: '35' });
  const buyer = await createUser(t.app);
  const publish = async (key: string, fields: Record<string, string>) => {
    requests[key] = await publishRequest(t.app, buyer.token, fields);
  };
  // Oldest first: the feed's "newest" is their order here.
  await publish('subFull', { title: 'Paslanmaz flanş', category: tree.metalParts.id, process: 'cnc_machining', city: 'İzmir', material: 'ÇELİK' });
  await publish('exact', { title: 'Mil yatağı', category: tree.metal.id, process: 'cnc_machining', city: 'izmir' });
  await publish('laser', { title: 'Sac kesim flanş', category: tree.metalParts.id, process: 'laser_cutting' });
  await publish('plastic', { title: 'Plastik kapak', category: tree.plasticParts.id });
  await publish('elsewhere', { title: 'Ankara için mil', process: 'cnc_machining', city: 'Ankara' });
  await publish('processOnly', { title: 'İzmir için burç', process: 'cnc_machining', city: 'İzmir' });
  await publish('categoryOnly', { title: 'Metal kutu', category: tree.metal.id });
});
afterAll(() => t.close());

const feed = (token: string | undefined, query: string) =>
  injectJson(t.app, { method: 'GET', url: `/api/ilan/seller/customer-requests?${query}`, headers: token ? auth(token) : {} });
const titlesOf = (body: { adverts: { title: string; matchReasons?: string[] }[] }) => body.adverts.map((advert) => [advert.title, advert.matchReasons]);

describe("the stores' request feed", () => {
  it('match=fit: only the requests the store fits, best fit first then newest, paged, with why', async () => {
    const first = await feed(store.token, 'match=fit&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(titlesOf(first.body)).toEqual([
      // Both 7: the store's own category (3) with process and city, the subcategory (2) with the material too; newer first.
      ['Mil yatağı', ['Metal İşleme', 'CNC işleme', 'İzmir']],
      ['Paslanmaz flanş', ['Metal parçalar', 'CNC işleme', 'İzmir', 'ÇELİK']],
    ]);
    const second = await feed(store.token, 'match=fit&limit=2&page=2');
    expect(titlesOf(second.body)).toEqual([
      ['İzmir için burç', ['CNC işleme', 'İzmir']],
      ['Metal kutu', ['Metal İşleme']],
    ]);
    expect(second.body.adverts[0]).toMatchObject({ _id: requests.processOnly._id, slug: requests.processOnly.slug, advertType: 'customerRequest', status: 'active' });
  });

  it('match=fit narrows by category (its subtree) and by words', async () => {
    const parts = await feed(store.token, `match=fit&category=${tree.metalParts.slug}`);
    expect(titlesOf(parts.body)).toEqual([['Paslanmaz flanş', ['Metal parçalar', 'CNC işleme', 'İzmir', 'ÇELİK']]]);
    const words = await feed(store.token, 'match=fit&search=mil');
    expect(titlesOf(words.body)).toEqual([['Mil yatağı', ['Metal İşleme', 'CNC işleme', 'İzmir']]]);
    expect((await feed(store.token, 'match=fit&category=olmayan-kategori')).status).toBe(404);
  });

  it('match=all (the default): every open request newest first, reasons empty where the store does not fit', async () => {
    const all = await feed(store.token, 'limit=10');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(7);
    expect(titlesOf(all.body)).toEqual([
      ['Metal kutu', ['Metal İşleme']],
      ['İzmir için burç', ['CNC işleme', 'İzmir']],
      ['Ankara için mil', []],
      ['Plastik kapak', []],
      ['Sac kesim flanş', []],
      ['Mil yatağı', ['Metal İşleme', 'CNC işleme', 'İzmir']],
      ['Paslanmaz flanş', ['Metal parçalar', 'CNC işleme', 'İzmir', 'ÇELİK']],
    ]);
  });

  it('is for approved stores only', async () => {
    expect((await feed(undefined, 'match=fit')).status).toBe(401);
    const buyer = await createUser(t.app);
    const refused = await feed(buyer.token, 'match=fit');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(advertMessages.storeNotFound);
    expect((await feed(buyer.token, 'match=all')).status).toBe(403);
    expect((await feed(store.token, 'match=bazen')).status).toBe(400);
  });

  it('a store with no capabilities yet fits nothing', async () => {
    const bare = await createCapableStore(t.app, 'Yeni Atölye', { categoryIds: [], processes: [] });
    const fit = await feed(bare.token, 'match=fit');
    expect(fit.body).toMatchObject({ adverts: [], total: 0, totalPages: 0 });
    expect((await feed(bare.token, 'match=all')).body.adverts.every((advert: { matchReasons: string[] }) => advert.matchReasons.length === 0)).toBe(true);
  });
});
