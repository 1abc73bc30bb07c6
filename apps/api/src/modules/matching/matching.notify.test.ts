import { formatKurus } from '@pazaryeri/contract/coupons/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { adverts } from '../../db/schema/adverts';
import { sellerRequestStats } from '../../db/schema/capabilities';
import { closeExpiredRequests, postOffer, setOfferStatus } from '../adverts';
import { createCapableStore, createCategoryTree, publishRequest } from './matching-fixtures';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategoryTree(t.app);
});
afterAll(() => t.close());

const inbox = async (token: string) => (await injectJson(t.app, { method: 'GET', url: '/api/notifications', headers: auth(token) })).body;
const statsOf = async (sellerId: string) => (await t.app.db.select().from(sellerRequestStats).where(eq(sellerRequestStats.sellerId, sellerId)))[0];

describe('telling people what happened to a request', () => {
  it("an offer tells the buyer; the store's first offer on a request counts as its answer, with the time it took", async () => {
    const buyer = await createUser(t.app);
    const store = await createCapableStore(t.app, 'Ege Talaş', { categoryIds: [tree.metal.id], processes: ['cnc_machining'], allTurkey: true });
    const request = await publishRequest(t.app, buyer.token, { title: 'CNC flanş', category: tree.metalParts.id, process: 'cnc_machining' });
    // Published two hours ago.
    await t.app.db.update(adverts).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(adverts.id, request._id));

    const first = await postOffer(t.app, store.token, { advertId: request._id, amount: '12500' });
    expect(first.status).toBe(201);
    const told = await inbox(buyer.token);
    expect(told.unread).toBe(1);
    expect(told.notifications[0]).toMatchObject({
      kind: 'offerReceived',
      title: 'Talebinize yeni teklif',
      body: `Ege Talaş, "CNC flanş" talebinize ${formatKurus(1_250_000)} teklif verdi.`,
      link: '/hesabim/taleplerim',
    });
    const stats = await statsOf(store.seller._id);
    expect(stats).toMatchObject({ matched: 1, answered: 1 });
    expect(stats.responseSeconds).toBeGreaterThanOrEqual(7200);
    expect(stats.responseSeconds).toBeLessThan(7300);

    // Withdrawn and offered again: the buyer is told again, the answer is not counted twice.
    const offerId = first.body.offer._id;
    expect((await setOfferStatus(t.app, store.token, offerId, 'withdrawn')).status).toBe(200);
    expect((await postOffer(t.app, store.token, { advertId: request._id, amount: '11000' })).status).toBe(201);
    expect((await inbox(buyer.token)).unread).toBe(2);
    expect(await statsOf(store.seller._id)).toMatchObject({ matched: 1, answered: 1, responseSeconds: stats.responseSeconds });
  });

  it('a request closed at its deadline tells its owner', async () => {
    const buyer = await createUser(t.app);
    const request = await publishRequest(t.app, buyer.token, { title: 'Kaynaklı şase', category: tree.metal.id });
    await t.app.db.update(adverts).set({ deadline: '2020-01-10' }).where(eq(adverts.id, request._id));
    expect(await closeExpiredRequests({ db: t.app.db, events: t.app.events, log: t.app.log })).toBeGreaterThanOrEqual(1);
    const told = await inbox(buyer.token);
    expect(told.notifications).toMatchObject([
      {
        kind: 'requestClosed',
        title: 'Talebinizin son tarihi geçti',
        body: '"Kaynaklı şase" talebiniz son tarihi geçtiği için kapandı; artık teklif almıyor.',
        link: `/ilan/${request.slug}`,
      },
    ]);
  });
});
