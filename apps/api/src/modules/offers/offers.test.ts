import { offerMessages } from '@pazaryeri/contract/adverts/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostOfferAccount } from './offers-test-support';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { createRequest, pngOf, postAdvert, postOffer, setOfferStatus } from '../adverts';
import { adverts } from '../../db/schema/adverts';
import { startRoom } from '../chat';
import { sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';
import { sellerOfferCounts } from '../../db/schema/offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });

/** The stored per-status counts of a store equal a recount of its offers. */
async function expectCountsExact(sellerId: string) {
  const recount = await t.app.db.execute(sql`select status, count(*)::int as n from offers where seller_id = ${sellerId} group by status`);
  const rows = (recount as unknown as { rows: { status: string; n: number }[] }).rows;
  const expected: Record<string, number> = { pending: 0, accepted: 0, rejected: 0, completed: 0, inProgress: 0, withdrawn: 0 };
  for (const row of rows) expected[row.status] = row.n;
  const [stored] = await t.app.db.select().from(sellerOfferCounts).where(eq(sellerOfferCounts.sellerId, sellerId));
  const { sellerId: _id, ...counts } = stored ?? { sellerId, ...expected };
  expect(counts).toEqual(expected);
}

describe('offers on a customer request', () => {
  it('runs the whole part-1 flow with every refusal, keeping the counts exact after each change', async () => {
    const buyer = await createUser(t.app, { name: 'Elif Alıcı' });
    const a = await createPostOfferAccount(t.app, 'Kuzey 3D');
    const b = await createPostOfferAccount(t.app, 'Güney Tasarım');
    const request = await createRequest(t.app, buyer.token, { title: 'Bağlantı braketi için 3D model' });

    // A buyer (no store) cannot send an offer.
    const fromBuyer = await postOffer(t.app, buyer.token, { advertId: request._id });
    expect(fromBuyer.status).toBe(403);

    // A store never offers on its own request.
    const own = await createRequest(t.app, a.token, { title: 'Kendi talebimiz olan bir iş' });
    const onOwn = await postOffer(t.app, a.token, { advertId: own._id });
    expect(onOwn.status).toBe(422);
    expect(onOwn.body.message).toBe(offerMessages.ownRequest);

    const offerA = await postOffer(t.app, a.token, { advertId: request._id, amount: '1750,50' }, [{ field: 'attachments', name: 'taslak.png', type: 'image/png', data: await pngOf() }]);
    expect(offerA.status).toBe(201);
    expect(offerA.body.offer).toMatchObject({ status: 'pending', amount: 1750.5, deliveryDays: 7, revisions: 2, buyer: { name: 'Elif Alıcı' } });
    await expectCountsExact(a.seller._id);

    // Attachments: the two parties download through the signed link; a stranger's link is refused.
    const url = offerA.body.offer.attachments[0].url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const stranger = await createUser(t.app);
    const asStranger = await get(`/api/offer/${offerA.body.offer._id}`, stranger.token);
    expect(asStranger.status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/token=.*/, 'token=bozuk') })).statusCode).toBe(401);

    // B offers through the chat room with the buyer: the room shows an offer card.
    const { room } = await startRoom(t.app, b.token, { contextType: 'request', userId: buyer.user.id, contextId: request._id });
    const offerB = await postOffer(t.app, b.token, { advertId: request._id, roomId: room.roomId, amount: '1600' });
    expect(offerB.status).toBe(201);
    const messages = await get(`/api/chat/${room.roomId}/messages`, buyer.token);
    expect(messages.body.messages.at(-1)).toMatchObject({ kind: 'offer', offerId: offerB.body.offer._id });
    expect((await get(`/api/offer/room/${room.roomId}`, buyer.token)).body.offers.map((o: { _id: string }) => o._id)).toEqual([offerB.body.offer._id]);

    // The buyer compares both; a store sees only its own.
    expect((await get(`/api/ilan/request/${request._id}/offers`, buyer.token)).body.total).toBe(2);
    expect((await get(`/api/ilan/${request._id}/teklif`, a.token)).body.total).toBe(1);
    expect((await get(`/api/ilan/${request._id}`)).body.advert.offersCount).toBe(2);

    // Only the request's owner decides; a store cannot accept its own offer.
    expect((await setOfferStatus(t.app, a.token, offerA.body.offer._id, 'accepted')).status).toBe(403);
    expect((await setOfferStatus(t.app, stranger.token, offerA.body.offer._id, 'accepted')).status).toBe(404);

    // Accept A: the request goes inProgress / inNegotiation, B is rejected and told.
    const accepted = await setOfferStatus(t.app, buyer.token, offerA.body.offer._id, 'accepted', 'Teşekkürler');
    expect(accepted.status).toBe(200);
    expect(accepted.body.advert).toMatchObject({ status: 'inProgress', saleStatus: 'inNegotiation' });
    const bNow = await get(`/api/offer/${offerB.body.offer._id}`, b.token);
    expect(bNow.body.offer).toMatchObject({ status: 'rejected', statusNote: offerMessages.otherAccepted });
    const roomAfter = await get(`/api/chat/${room.roomId}/messages`, b.token);
    expect(roomAfter.body.messages.at(-1)).toMatchObject({ kind: 'offer', content: offerMessages.otherAccepted });
    const mail = (await readOutbox(t.dataDir)).find((m) => m.subject.includes('Bağlantı braketi'));
    expect(mail?.to).toContain(b.email);
    await expectCountsExact(a.seller._id);
    await expectCountsExact(b.seller._id);
    const counts = (await get('/api/offer/seller-offers', a.token)).body.counts;
    expect(counts).toMatchObject({ accepted: 1, pending: 0 });

    // A second accept fails; the request cannot be deleted while the accepted offer is worked on.
    expect((await setOfferStatus(t.app, buyer.token, offerB.body.offer._id, 'accepted')).status).toBe(409);
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/ilan/${request._id}`, headers: auth(buyer.token) })).status).toBe(409);
    // No new offers on it either.
    expect((await postOffer(t.app, b.token, { advertId: request._id })).status).toBe(422);

    // Admin sees the room's real offers.
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await get(`/api/admin/chats/${room.roomId}/offers`, admin.token)).body.offers).toHaveLength(1);
  });

  it('accepts exactly one offer when two tabs accept two offers at once', async () => {
    const buyer = await createUser(t.app);
    const a = await createPostOfferAccount(t.app, 'Eş Zamanlı A');
    const b = await createPostOfferAccount(t.app, 'Eş Zamanlı B');
    const request = await createRequest(t.app, buyer.token, { title: 'Aynı anda iki kabul denemesi' });
    const first = await postOffer(t.app, a.token, { advertId: request._id });
    const second = await postOffer(t.app, b.token, { advertId: request._id });
    const results = await Promise.all([
      setOfferStatus(t.app, buyer.token, first.body.offer._id, 'accepted'),
      setOfferStatus(t.app, buyer.token, second.body.offer._id, 'accepted'),
      setOfferStatus(t.app, buyer.token, first.body.offer._id, 'accepted'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const offers = (await get(`/api/ilan/request/${request._id}/offers`, buyer.token)).body.offers as { status: string }[];
    expect(offers.filter((o) => o.status === 'accepted')).toHaveLength(1);
    expect(offers.filter((o) => o.status === 'rejected')).toHaveLength(1);
    await expectCountsExact(a.seller._id);
    await expectCountsExact(b.seller._id);
  });

  it('refuses an expired offer, lets a store withdraw only its own pending offer, and rejects with a note', async () => {
    const buyer = await createUser(t.app);
    const a = await createPostOfferAccount(t.app, 'Süreli Mağaza');
    const request = await createRequest(t.app, buyer.token, { title: 'Süresi geçen teklif denemesi' });
    const offer = await postOffer(t.app, a.token, { advertId: request._id });
    await t.app.db.execute(sql`update offers set valid_until = now() - interval '1 hour' where id = ${offer.body.offer._id}`);
    const expired = await setOfferStatus(t.app, buyer.token, offer.body.offer._id, 'accepted');
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(offerMessages.expired);
    expect((await setOfferStatus(t.app, buyer.token, offer.body.offer._id, 'withdrawn')).status).toBe(403);
    const withdrawn = await injectJson(t.app, { method: 'PUT', url: `/api/offer/${offer.body.offer._id}/status`, headers: auth(a.token), body: { status: 'withdrawn' } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.offer.status).toBe('withdrawn');
    await expectCountsExact(a.seller._id);
    expect((await setOfferStatus(t.app, a.token, offer.body.offer._id, 'withdrawn')).status).toBe(422);

    const second = await postOffer(t.app, a.token, { advertId: request._id, amount: '900' });
    const rejected = await injectJson(t.app, { method: 'PATCH', url: `/api/offer/create/${second.body.offer._id}/status`, headers: auth(buyer.token), body: { status: 'rejected', statusNote: 'Bütçemin üstünde' } });
    expect(rejected.body.offer).toMatchObject({ status: 'rejected', statusNote: 'Bütçemin üstünde' });
    await expectCountsExact(a.seller._id);
    const [row] = await t.app.db.select().from(adverts).where(eq(adverts.id, request._id));
    expect(row.status).toBe('active');
    // Deleting the request takes its offers out of the store's counts.
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/ilan/${request._id}`, headers: auth(buyer.token) })).status).toBe(200);
    await expectCountsExact(a.seller._id);
  });
});

describe('adverts', () => {
  it('creates with content-checked pictures, lists, filters with Turkish folding, and moves through the owner state machine', async () => {
    const buyer = await createUser(t.app);
    const created = await postAdvert(t.app, buyer.token, { title: 'Çelik Şase Kaynağı', budget: '5000', advertType: 'customerRequest', deadline: '2030-01-15' }, [
      { field: 'images', name: 'a.png', type: 'image/png', data: await pngOf() },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('İlan başarıyla eklendi');
    expect(created.body.advert).toMatchObject({ budget: 5000, deadline: '2030-01-15', status: 'active', saleStatus: 'open', offersCount: 0 });
    expect(created.body.advert.images[0]).toMatch(/\.webp$/);

    const fake = await postAdvert(t.app, buyer.token, { title: 'Sahte resimli talep', budget: '100' }, [{ field: 'images', name: 'x.png', type: 'image/png', data: Buffer.from('not an image') }]);
    expect(fake.status).toBe(415);
    const storeAdvert = await postAdvert(t.app, buyer.token, { title: 'Mağazası olmayan hizmet', budget: '100', advertType: 'service' });
    expect(storeAdvert.status).toBe(403);

    const found = await get('/api/ilan/filter?search=CELIK%20sase&minBudget=4000&maxBudget=6000&status=&inStock=all');
    expect(found.body.adverts.map((a: { _id: string }) => a._id)).toContain(created.body.advert._id);
    expect((await get('/api/ilan/filter?search=celik&maxBudget=100')).body.adverts.map((a: { _id: string }) => a._id)).not.toContain(created.body.advert._id);
    expect((await get(`/api/ilan/detail/${created.body.advert.slug}`)).body.advert._id).toBe(created.body.advert._id);
    expect((await get('/api/ilan')).body.limit).toBe(12);

    const id = created.body.advert._id;
    const put = (status: string, token = buyer.token) => injectJson(t.app, { method: 'PUT', url: `/api/ilan/status/${id}`, headers: auth(token), body: { status } });
    expect((await put('inProgress')).status).toBe(422);
    expect((await put('passive')).body.advert.status).toBe('passive');
    const other = await createUser(t.app);
    expect((await put('active', other.token)).status).toBe(403);
    expect((await put('active')).body.advert.status).toBe('active');

    const fav = await injectJson(t.app, { method: 'PUT', url: `/api/ilan/${id}/toggle-favorite`, headers: auth(other.token) });
    expect(fav.body).toMatchObject({ isFavorite: true, favoritesCount: 1 });
    expect((await get('/api/ilan/favorites', other.token)).body.adverts[0]._id).toBe(id);

    const seller = await createPostOfferAccount(t.app, 'Akış Mağazası');
    const feed = await get('/api/ilan/seller/customer-requests', seller.token);
    expect(feed.body.limit).toBe(10);
    expect(feed.body.adverts.every((a: { advertType: string; status: string }) => a.advertType === 'customerRequest' && a.status === 'active')).toBe(true);
  });
});

describe("the store's freelance rating on its offers", () => {
  it('comes with each offer of a request, from the aggregate (0 and 0 for a store without reviews)', async () => {
    const buyer = await createUser(t.app, { name: 'Puan Alıcısı' });
    const rated = await createPostOfferAccount(t.app, 'Puanlı Atölye');
    const fresh = await createPostOfferAccount(t.app, 'Yeni Atölye');
    const request = await createRequest(t.app, buyer.token, { title: 'Puanları karşılaştırılacak iş' });
    await t.app.db.insert(sellerFreelanceRatings).values({ sellerId: rated.seller._id, reviewCount: 3, ratingSum: 13 });
    expect((await postOffer(t.app, rated.token, { advertId: request._id })).status).toBe(201);
    expect((await postOffer(t.app, fresh.token, { advertId: request._id })).status).toBe(201);
    const { status, body } = await get(`/api/ilan/${request._id}/teklif`, buyer.token);
    expect(status).toBe(200);
    const byStore = Object.fromEntries(body.offers.map((offer: { seller: { storeName: string; rating: unknown } }) => [offer.seller.storeName, offer.seller.rating]));
    expect(byStore).toEqual({ 'Puanlı Atölye': { average: 4.3, count: 3 }, 'Yeni Atölye': { average: 0, count: 0 } });
  });
});
