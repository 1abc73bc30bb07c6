import { offerMessages } from '@pazaryeri/contract/adverts/index';
import { istanbulDay } from '@pazaryeri/contract/reports/index';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createRequest, postOffer, setOfferStatus } from '../adverts';
import { adverts } from '../../db/schema/adverts';
import { sellerRequestStats } from '../../db/schema/capabilities';
import { createPostOfferAccount } from './offers-test-support';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof createUser>>;
let storeCount = 0;
const created: { offerId: string; advertId: string; sellerId: string; buyerId: string; amountKurus: number; createdAt: Date; advertCreatedAt: Date }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createUser(t.app, { name: 'Sınır Alıcısı' });
  t.app.events.on('offers.created', ({ tx: _tx, ...payload }) => void created.push(payload));
});
afterAll(() => t.close());

const newStore = () => createPostOfferAccount(t.app, `Teklif Atölyesi ${(storeCount += 1)}`);
const offersOf = (advertId: string) => injectJson(t.app, { method: 'GET', url: `/api/ilan/request/${advertId}/offers?limit=50`, headers: auth(buyer.token) });

describe('the offer cap of a request', () => {
  it('takes the 10th offer and refuses the 11th with 409; a withdrawn offer frees its place', async () => {
    const request = await createRequest(t.app, buyer.token, { title: 'On teklif alacak talep' });
    const stores = [];
    for (let index = 0; index < 11; index += 1) stores.push(await newStore());
    const offers = [];
    for (const store of stores.slice(0, 10)) {
      const offer = await postOffer(t.app, store.token, { advertId: request._id });
      expect(offer.status).toBe(201);
      offers.push(offer.body.offer);
    }
    const eleventh = await postOffer(t.app, stores[10].token, { advertId: request._id });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(offerMessages.capReached);
    expect((await offersOf(request._id)).body.total).toBe(10);

    expect((await setOfferStatus(t.app, stores[0].token, offers[0]._id, 'withdrawn')).status).toBe(200);
    expect((await postOffer(t.app, stores[10].token, { advertId: request._id })).status).toBe(201);
    expect((await postOffer(t.app, stores[0].token, { advertId: request._id })).status).toBe(409);
  });

  it('lets only one of two offers sent at once at cap − 1 through', async () => {
    const request = await createRequest(t.app, buyer.token, { title: 'İki teklif alacak talep', maxOffers: '2' });
    const [first, second, third] = [await newStore(), await newStore(), await newStore()];
    expect((await postOffer(t.app, first.token, { advertId: request._id })).status).toBe(201);
    const racing = await Promise.all([postOffer(t.app, second.token, { advertId: request._id }), postOffer(t.app, third.token, { advertId: request._id })]);
    expect(racing.map((offer) => offer.status).sort()).toEqual([201, 409]);
    expect((await offersOf(request._id)).body.total).toBe(2);
    const [row] = await t.app.db.select({ offersCount: adverts.offersCount }).from(adverts).where(eq(adverts.id, request._id));
    expect(row.offersCount).toBe(2);
  });

  it('stops new offers when the owner lowers the cap below the offers already in, keeping those', async () => {
    const request = await createRequest(t.app, buyer.token, { title: 'Sınırı düşen talep' });
    for (let index = 0; index < 3; index += 1) expect((await postOffer(t.app, (await newStore()).token, { advertId: request._id })).status).toBe(201);
    const lowered = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${request._id}`, headers: auth(buyer.token), body: { maxOffers: 2 } });
    expect(lowered.status).toBe(200);
    expect((await postOffer(t.app, (await newStore()).token, { advertId: request._id })).status).toBe(409);
    expect((await offersOf(request._id)).body.total).toBe(3);
  });
});

describe('the deadline of a request', () => {
  it('refuses an offer once the deadline day (Istanbul) has passed, and takes one on the day itself', async () => {
    const store = await newStore();
    const past = await createRequest(t.app, buyer.token, { title: 'Süresi geçmiş talep' });
    await t.app.db.update(adverts).set({ deadline: '2021-03-01' }).where(eq(adverts.id, past._id));
    const late = await postOffer(t.app, store.token, { advertId: past._id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(offerMessages.deadlinePassed);

    const today = await createRequest(t.app, buyer.token, { title: 'Bugün biten talep' });
    await t.app.db.update(adverts).set({ deadline: istanbulDay(new Date()) }).where(eq(adverts.id, today._id));
    expect((await postOffer(t.app, store.token, { advertId: today._id })).status).toBe(201);
  });
});

describe('what an offer on a request tells and shows', () => {
  it('emits offers.created in its transaction with the request’s publication time, and shows the store’s response time', async () => {
    const request = await createRequest(t.app, buyer.token, { title: 'Olay ve yanıt süresi' });
    const quick = await newStore();
    const fresh = await newStore();
    const before = created.length;
    const offer = await postOffer(t.app, quick.token, { advertId: request._id, amount: '2500' });
    expect(offer.status).toBe(201);
    const [advert] = await t.app.db.select({ createdAt: adverts.createdAt }).from(adverts).where(eq(adverts.id, request._id));
    expect(created.slice(before)).toEqual([
      {
        offerId: offer.body.offer._id,
        advertId: request._id,
        sellerId: quick.seller._id,
        buyerId: buyer.user.id,
        amountKurus: 250000,
        createdAt: new Date(offer.body.offer.createdAt),
        advertCreatedAt: advert.createdAt,
      },
    ]);
    expect((await postOffer(t.app, fresh.token, { advertId: request._id })).status).toBe(201);

    // The matching module keeps the stats (on offers.created); here they are set as they may stand.
    await t.app.db.delete(sellerRequestStats).where(inArray(sellerRequestStats.sellerId, [quick.seller._id, fresh.seller._id]));
    // (3 × 1.5 h + 6 min) / 3 = 1.533… h → 1.5; a store without an answered request: null.
    await t.app.db.insert(sellerRequestStats).values({ sellerId: quick.seller._id, matched: 4, answered: 3, responseSeconds: 3 * 5400 + 360 });
    const listed = await offersOf(request._id);
    expect(Object.fromEntries(listed.body.offers.map((o: { seller: { _id: string; responseHours: number | null } }) => [o.seller._id, o.seller.responseHours]))).toEqual({
      [quick.seller._id]: 1.5,
      [fresh.seller._id]: null,
    });
  });
});
