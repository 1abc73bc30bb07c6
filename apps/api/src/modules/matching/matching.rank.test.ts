import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { sellerCapabilities, sellerCapabilityCategories, sellerRequestStats } from '../../db/schema/capabilities';
import { sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';
import { createApplicant } from '../sellers';
import { type Capabilities, createCapableStore, createCategoryTree, publishRequest } from './matching-fixtures';
import { loadRequestFacts, mayQuote, rankStoresForRequest } from './matching.stores';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategoryTree(t.app);
});
afterAll(() => t.close());

const izmir = { name: 'İzmir', code: '35' };
const manisa = { name: 'Manisa', code: '45' };
const erzurum = { name: 'Erzurum', code: '25' };

const inbox = async (token: string) => (await injectJson(t.app, { method: 'GET', url: '/api/notifications', headers: auth(token) })).body;

describe('ranking the stores a request fits', () => {
  it('orders by fit score, then rating, then response rate, then distance; leaves out every store that misses a dimension', async () => {
    const cnc = (extra: Partial<Capabilities> = {}): Capabilities => ({ categoryIds: [tree.metalParts.id], processes: ['cnc_machining', 'milling'], cities: ['35', '45'], ...extra });
    // [store, capabilities, base city, freelance rating (count, sum), request stats (matched, answered)]
    const table: [string, Capabilities, typeof izmir, [number, number] | null, [number, number] | null][] = [
      ['Yakın Tüm Türkiye', cnc({ cities: [], allTurkey: true }), manisa, null, null],
      ['Yavaş Yanıt', cnc(), izmir, [2, 8], [10, 1]],
      ['Tam Uyum', cnc({ materials: ['Çelik', 'Alüminyum'] }), izmir, null, null],
      ['Uzak Tüm Türkiye', cnc({ cities: [], allTurkey: true }), erzurum, null, null],
      ['Hızlı Yanıt', cnc(), izmir, [2, 8], [10, 9]],
      ['Üst Kategori', cnc({ categoryIds: [tree.metal.id] }), izmir, null, null],
      ['Beş Yıldız', cnc(), izmir, [1, 5], null],
      // Not fitting:
      ['Başka Dal', cnc({ categoryIds: [tree.plastic.id, tree.plasticParts.id] }), izmir, [1, 5], null],
      ['Süreci Yok', cnc({ processes: ['laser_cutting'] }), izmir, [1, 5], null],
      ['İli Yok', cnc({ cities: ['06'] }), izmir, [1, 5], null],
    ];
    const stores = new Map<string, Awaited<ReturnType<typeof createCapableStore>>>();
    for (const [name, capabilities, city, rating, stats] of table) {
      const store = await createCapableStore(t.app, name, capabilities, city);
      stores.set(name, store);
      if (rating) await t.app.db.insert(sellerFreelanceRatings).values({ sellerId: store.seller._id, reviewCount: rating[0], ratingSum: rating[1] });
      if (stats) await t.app.db.insert(sellerRequestStats).values({ sellerId: store.seller._id, matched: stats[0], answered: stats[1] });
    }
    // A pending store whose capabilities would fit, and the request's owner's own fitting store: never told.
    const pending = await createApplicant(t.app, { storeName: 'Onay Bekleyen' });
    await t.app.db.insert(sellerCapabilities).values({ sellerId: pending.seller._id, processes: ['cnc_machining'], cityCodes: ['35'] });
    await t.app.db.insert(sellerCapabilityCategories).values({ sellerId: pending.seller._id, categoryId: tree.metalParts.id });
    const owner = await createCapableStore(t.app, 'Talep Sahibi Atölye', cnc(), izmir);

    const request = await publishRequest(t.app, owner.token, {
      title: 'CNC flanş, 40 adet',
      category: tree.metalParts.id,
      process: 'cnc_machining',
      city: 'İzmir',
      material: 'çelik',
    });

    const ranked = await rankStoresForRequest(t.app.db, (await loadRequestFacts(t.app.db, request._id))!, { limit: 50 });
    expect(ranked.map((store) => [store.storeName, store.score])).toEqual([
      ['Tam Uyum', 8],
      ['Beş Yıldız', 7],
      ['Hızlı Yanıt', 7],
      ['Yavaş Yanıt', 7],
      ['Üst Kategori', 6],
      ['Yakın Tüm Türkiye', 6],
      ['Uzak Tüm Türkiye', 6],
    ]);
    expect(ranked[0].reasons).toEqual(['Metal parçalar', 'CNC işleme', 'İzmir', 'çelik']);
    expect(ranked[5].reasons).toEqual(['Metal parçalar', 'CNC işleme', 'Tüm Türkiye']);

    // What each store sees in its bell, and its matched count.
    const told = await inbox(stores.get('Tam Uyum')!.token);
    expect(told.unread).toBe(1);
    expect(told.notifications[0]).toMatchObject({
      kind: 'requestMatched',
      title: 'Size uygun yeni talep: CNC flanş, 40 adet',
      body: 'Metal parçalar · CNC işleme · İzmir · çelik',
      link: `/ilan/${request.slug}`,
      readAt: null,
    });
    for (const name of ['Başka Dal', 'Süreci Yok', 'İli Yok']) expect((await inbox(stores.get(name)!.token)).notifications).toEqual([]);
    expect((await inbox(owner.token)).notifications).toEqual([]);
    expect((await inbox(pending.token)).notifications).toEqual([]);
    const matchedOf = async (name: string) =>
      (await t.app.db.select({ matched: sellerRequestStats.matched }).from(sellerRequestStats).where(eq(sellerRequestStats.sellerId, stores.get(name)!.seller._id)))[0]?.matched ?? 0;
    expect(await matchedOf('Tam Uyum')).toBe(1);
    expect(await matchedOf('Hızlı Yanıt')).toBe(11);
    expect(await matchedOf('Başka Dal')).toBe(0);

    // mayQuote: the same rule; an offer opens it to a store that does not fit.
    expect(await mayQuote(t.app.db, request._id, stores.get('Üst Kategori')!.user.id)).toBe(true);
    expect(await mayQuote(t.app.db, request._id, stores.get('İli Yok')!.user.id)).toBe(false);
    expect(await mayQuote(t.app.db, request._id, owner.user.id)).toBe(false);
    expect(await mayQuote(t.app.db, request._id, pending.user.id)).toBe(false);
    expect(await mayQuote(t.app.db, 'yok', owner.user.id)).toBe(false);
  });

  it('fits a request without a category by its process alone, and one with neither to no one', async () => {
    const buyer = await createUser(t.app);
    const printer = await createCapableStore(t.app, 'Baskı Evi', { categoryIds: [tree.plasticParts.id], processes: ['3d_printing'], allTurkey: true });
    const processOnly = await publishRequest(t.app, buyer.token, { title: 'Dişli kutusu kapağı baskısı', process: '3d_printing', city: 'Ankara' });
    const ranked = await rankStoresForRequest(t.app.db, (await loadRequestFacts(t.app.db, processOnly._id))!, { limit: 50 });
    expect(ranked.map((store) => [store.storeName, store.reasons])).toEqual([['Baskı Evi', ['3D baskı', 'Tüm Türkiye']]]);

    const vague = await publishRequest(t.app, buyer.token, { title: 'Bir şey lazım', city: 'Ankara' });
    expect(await rankStoresForRequest(t.app.db, (await loadRequestFacts(t.app.db, vague._id))!, { limit: 50 })).toEqual([]);
    expect(await mayQuote(t.app.db, vague._id, printer.user.id)).toBe(false);
  });

  it('does not reach a store serving only a subcategory when the request names the parent', async () => {
    const buyer = await createUser(t.app);
    const sub = await createCapableStore(t.app, 'Alt Dal Plastik', { categoryIds: [tree.plasticParts.id], processes: ['injection_molding'], allTurkey: true });
    const main = await createCapableStore(t.app, 'Ana Dal Plastik', { categoryIds: [tree.plastic.id], processes: ['injection_molding'], allTurkey: true });
    const request = await publishRequest(t.app, buyer.token, { title: 'Plastik kasa kalıbı', category: tree.plastic.id, process: 'injection_molding' });
    const ranked = await rankStoresForRequest(t.app.db, (await loadRequestFacts(t.app.db, request._id))!, { limit: 50 });
    expect(ranked.map((store) => [store.storeName, store.score, store.reasons])).toEqual([['Ana Dal Plastik', 5, ['Plastik', 'Plastik enjeksiyon']]]);
    expect(await mayQuote(t.app.db, request._id, sub.user.id)).toBe(false);
    expect(await mayQuote(t.app.db, request._id, main.user.id)).toBe(true);
  });
});
