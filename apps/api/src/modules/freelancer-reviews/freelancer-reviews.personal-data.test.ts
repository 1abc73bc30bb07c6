import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { users } from '../../db/schema/users';
import { answer, deliver, pdfFile, startedOrder } from '../freelance';
import { freelancerReviewsPersonalData } from './freelancer-reviews.personal-data';

let t: TestApp;
let first: Awaited<ReturnType<typeof startedOrder>>;
let second: Awaited<ReturnType<typeof startedOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

async function completeAndReview(order: typeof first, rating: number, comment: string) {
  expect((await deliver(t.app, order.store.token, order.orderId, [pdfFile()])).status).toBe(200);
  expect((await answer(t.app, order.buyer.token, order.orderId, 'accept')).status).toBe(200);
  const review = await injectJson(t.app, { method: 'POST', url: '/api/reviews', headers: auth(order.buyer.token), body: { orderId: order.orderId, rating, comment } });
  expect(review.status).toBe(201);
}

beforeAll(async () => {
  t = await personalDataApp();
  first = await startedOrder(t.app, { revisions: '0', storeName: 'Kuzey 3D' });
  second = await startedOrder(t.app, { revisions: '0', storeName: 'Güney Tasarım' });
  await t.app.db.update(users).set({ name: 'Can Alıcı' }).where(eq(users.id, second.buyer.user.id));
  await completeAndReview(first, 5, 'Elif: hızlı ve özenli çalıştı.');
  await completeAndReview(second, 2, 'Can: teslim gecikti.');
}, 60_000);
afterAll(releasePersonalDataApp);

describe('freelancer reviews personal data', () => {
  it('gives a buyer the reviews they wrote, and nothing of another buyer', async () => {
    const { data, files } = await freelancerReviewsPersonalData.collect(t.app.db, person(first.buyer));
    expect(freelancerReviewsPersonalData.folder).toBe('serbest-calisan-degerlendirmeleri');
    expect(files).toEqual([]);
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ orderId: first.orderId, storeName: 'Kuzey 3D', rating: 5, comment: 'Elif: hızlı ve özenli çalıştı.' })]);
    expect([data.storeReviewsReceived, data.storeRating]).toEqual([[], null]);
    const json = JSON.stringify(data);
    for (const foreign of [second.buyer.user.id, second.buyer.user.email, 'Can Alıcı', 'teslim gecikti', second.orderId, 'Güney', first.store.user.id, first.store.email]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a store owner the ratings their store received, without the reviewer or their words', async () => {
    const { data } = await freelancerReviewsPersonalData.collect(t.app.db, person(first.store));
    expect(data.reviewsWritten).toEqual([]);
    expect(data.storeReviewsReceived).toEqual([expect.objectContaining({ orderId: first.orderId, rating: 5 })]);
    expect(data.storeRating).toEqual({ reviewCount: 1, ratingSum: 5 });
    const json = JSON.stringify(data);
    for (const foreign of [first.buyer.user.id, first.buyer.user.email, 'Elif Alıcı', 'hızlı ve özenli', second.orderId, 'Güney']) expect(json).not.toContain(foreign);
  });
});
