import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { answer, deliver, pdfFile, startedOrder } from '../freelance';
import { sellerFreelanceRatings } from '../../db/schema/freelancer-reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = (token: string, body: Record<string, unknown>) => injectJson(t.app, { method: 'POST', url: '/api/reviews', headers: auth(token), body });
const get = (url: string) => injectJson(t.app, { method: 'GET', url });

describe('freelancer reviews', () => {
  it('lets only the buyer of a completed freelance order review its store, once, keeping the average as an aggregate', async () => {
    const first = await startedOrder(t.app, { revisions: '1', storeName: 'Usta Modelci' });
    const stranger = await createUser(t.app);

    // Not yet completed: refused.
    const early = await review(first.buyer.token, { orderId: first.orderId, rating: 5 });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(freelanceMessages.reviewNotAllowed);

    await deliver(t.app, first.store.token, first.orderId, [pdfFile()]);
    await answer(t.app, first.buyer.token, first.orderId, 'accept');

    expect((await review(stranger.token, { orderId: first.orderId, rating: 1 })).status).toBe(403);
    expect((await review(first.store.token, { orderId: first.orderId, rating: 5 })).status).toBe(403);
    const outOfRange = await review(first.buyer.token, { orderId: first.orderId, rating: 6 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.fields.rating).toBe('Puan 1 ile 5 arasında olmalı.');

    const created = await review(first.buyer.token, { orderId: first.orderId, rating: 5, comment: 'Hızlı ve özenli çalıştı.' });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({ rating: 5, comment: 'Hızlı ve özenli çalıştı.', seller: { storeName: 'Usta Modelci' }, buyer: { name: 'Elif Alıcı' } });
    const twice = await review(first.buyer.token, { orderId: first.orderId, rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(freelanceMessages.reviewExists);

    // The freelance order page now shows the review instead of the form.
    const page = await injectJson(t.app, { method: 'GET', url: `/api/orders/freelance/${first.orderId}`, headers: auth(first.buyer.token) });
    expect(page.body.freelanceOrder).toMatchObject({ can: { review: false }, review: { rating: 5 } });

    // Another store's review does not count for this one.
    const other = await startedOrder(t.app, { revisions: '0', storeName: 'Başka Mağaza' });
    await deliver(t.app, other.store.token, other.orderId, [pdfFile()]);
    await answer(t.app, other.buyer.token, other.orderId, 'accept');
    expect((await review(other.buyer.token, { orderId: other.orderId, rating: 1, comment: '' })).status).toBe(201);
    const sellerId = created.body.review.seller._id as string;
    const list = await get(`/api/reviews/seller/${sellerId}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ average: 5, count: 1, page: 1, limit: 10, totalPages: 1 });
    expect(list.body.reviews).toHaveLength(1);

    const fetched = await get(`/api/reviews/${created.body.review._id}`);
    expect(fetched.body.review._id).toBe(created.body.review._id);
    expect((await get('/api/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // Delete: only its author.
    const remove = (token: string) => injectJson(t.app, { method: 'DELETE', url: `/api/reviews/${created.body.review._id}`, headers: auth(token) });
    const byStranger = await remove(stranger.token);
    expect(byStranger.status).toBe(403);
    expect(byStranger.body.message).toBe(freelanceMessages.reviewOnlyOwn);
    expect((await remove(first.buyer.token)).status).toBe(200);
    expect((await get(`/api/reviews/seller/${sellerId}`)).body).toMatchObject({ average: 0, count: 0, reviews: [] });
    const [aggregate] = await t.app.db.select().from(sellerFreelanceRatings).where(eq(sellerFreelanceRatings.sellerId, sellerId));
    expect(aggregate).toMatchObject({ reviewCount: 0, ratingSum: 0 });

    // After deleting, the order may be reviewed again (once).
    expect((await review(first.buyer.token, { orderId: first.orderId, rating: 4 })).status).toBe(201);
    expect((await get(`/api/reviews/seller/${sellerId}`)).body).toMatchObject({ average: 4, count: 1 });
  });

  it('averages the reviews of one store from several buyers', async () => {
    let store: Awaited<ReturnType<typeof startedOrder>>['store'] | undefined;
    for (const rating of [5, 4, 4]) {
      const order = await startedOrder(t.app, { revisions: '0', storeName: 'Ortalama Atölyesi', store });
      store = order.store;
      await deliver(t.app, order.store.token, order.orderId, [pdfFile()]);
      await answer(t.app, order.buyer.token, order.orderId, 'accept');
      expect((await review(order.buyer.token, { orderId: order.orderId, rating })).status).toBe(201);
    }
    const list = await get(`/api/reviews/seller/${store!.seller._id}?limit=2`);
    expect(list.body).toMatchObject({ average: 4.3, count: 3, totalPages: 2 });
    expect(list.body.reviews.map((item: { rating: number }) => item.rating)).toEqual([4, 4]);
  });
});
