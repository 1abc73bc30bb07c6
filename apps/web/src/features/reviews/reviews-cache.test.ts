import { createNextState as produce } from '@reduxjs/toolkit';
import type { MyReviewsResponse, PendingReview, ProductReviewsResponse, Review, SellerReviewsResponse } from '@pazaryeri/contract/reviews/index';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { sessionUserReceived } from '@/features/users';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { reviewsApi } from './reviews-api';
import { addReviewed, removePending, removeReview, replaceReview, setLikes } from './reviews-cache';

const reviewOf = (overrides: Partial<Review> = {}): Review => ({
  _id: 'r1',
  rating: 4,
  comment: 'Sağlam ürün.',
  likes: 0,
  productId: 'p1',
  order: 'o1',
  orderId: 'o1',
  product: { _id: 'p1', name: 'Cıvata M10', slug: 'civata-m10', image: null },
  author: 'A*** Y***',
  photos: [],
  reply: null,
  status: 'published',
  moderationReason: null,
  likedByMe: false,
  isMine: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
const pendingOf = (productId: string, orderId: string): PendingReview => ({
  _id: productId,
  orderId,
  orderNumber: `PZ-${orderId}`,
  name: 'Ürün',
  slug: 'urun',
  image: null,
  storeName: 'Anadolu Hırdavat',
  deliveredAt: null,
});
const pageOf = (reviews: Review[]) => ({ reviews, page: 1, limit: 10, total: reviews.length, totalPages: 1 });

describe('spec §4 review rules on cached lists', () => {
  it('saving removes the pending item of that product and order only, and adds the review to the reviewed list', () => {
    const pending = [pendingOf('p1', 'o1'), pendingOf('p1', 'o2'), pendingOf('p2', 'o1')];
    expect(removePending(pending, { productId: 'p1', orderId: 'o1' }).map((item) => `${item._id}/${item.orderId}`)).toEqual(['p1/o2', 'p2/o1']);
    const reviewed = produce(pageOf([reviewOf({ _id: 'old' })]), (draft) => addReviewed(draft, reviewOf({ _id: 'new' })));
    expect(reviewed.reviews.map((review) => review._id)).toEqual(['new', 'old']);
    expect(reviewed.total).toBe(2);
    const twice = produce(reviewed, (draft) => addReviewed(draft, reviewOf({ _id: 'new' })));
    expect(twice.total).toBe(2);
  });

  it('an update or a reply replaces the matching review; deleting removes it', () => {
    const list = pageOf([reviewOf({ _id: 'a', likedByMe: true }), reviewOf({ _id: 'b' })]);
    const updated = produce(list, (draft) => replaceReview(draft, reviewOf({ _id: 'a', rating: 2, comment: 'Düzelttim.' })));
    expect(updated.reviews[0]).toMatchObject({ _id: 'a', rating: 2, comment: 'Düzelttim.', likedByMe: true });
    expect(updated.reviews[1]).toBe(list.reviews[1]);
    const removed = produce(list, (draft) => removeReview(draft, 'a'));
    expect(removed.reviews.map((review) => review._id)).toEqual(['b']);
    expect(removed.total).toBe(1);
  });

  it('like and unlike set the likes of the matching review', () => {
    const list = pageOf([reviewOf({ _id: 'a', likes: 3 }), reviewOf({ _id: 'b', likes: 1 })]);
    const liked = produce(list, (draft) => setLikes(draft, { _id: 'b', likes: 2, likedByMe: true }));
    expect(liked.reviews.map((review) => [review.likes, review.likedByMe])).toEqual([
      [3, false],
      [2, true],
    ]);
  });
});

async function signedInStore() {
  const { store } = createAppStore();
  const { user, accessToken } = sessionOf(buyer);
  store.dispatch(sessionUserReceived({ user, accessToken }));
  return store;
}

describe('the review mutations update the cache through RTK Query', () => {
  it('a like updates the product page list and an unlike takes it back, without refetching', async () => {
    const product: ProductReviewsResponse = { ...pageOf([reviewOf({ _id: 'a', likes: 1 })]), summary: { average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, withPhotos: 0 } };
    const { sent } = mockFetch({
      'GET /api/comment/p1': () => json(product),
      'POST /api/comment/a/like': () => json({ message: 'Değerlendirmeyi beğendiniz.', _id: 'a', likes: 2, likedByMe: true }),
      'DELETE /api/comment/a/like': () => json({ message: 'Beğeniniz geri alındı.', _id: 'a', likes: 1, likedByMe: false }),
    });
    const store = await signedInStore();
    const args = { productId: 'p1', page: 1, sort: 'newest' as const, withPhotos: false };
    await store.dispatch(reviewsApi.endpoints.listProductReviews.initiate(args));
    await store.dispatch(reviewsApi.endpoints.likeReview.initiate({ id: 'a', like: true }));
    const read = () => reviewsApi.endpoints.listProductReviews.select(args)(store.getState()).data?.reviews[0];
    expect(read()).toMatchObject({ likes: 2, likedByMe: true });
    await store.dispatch(reviewsApi.endpoints.likeReview.initiate({ id: 'a', like: false }));
    expect(read()).toMatchObject({ likes: 1, likedByMe: false });
    expect(sent('GET', '/api/comment/p1')).toHaveLength(1);
    expect(sent('POST', '/api/comment/a/like')[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('a failed like leaves the likes as they were and keeps the server’s message', async () => {
    mockFetch({ 'POST /api/comment/a/like': () => json({ message: 'Kendi değerlendirmenizi beğenemezsiniz.', code: 'UNPROCESSABLE' }, 422) });
    const store = await signedInStore();
    const result = await store.dispatch(reviewsApi.endpoints.likeReview.initiate({ id: 'a', like: true }));
    expect('error' in result && result.error).toMatchObject({ status: 422, message: 'Kendi değerlendirmenizi beğenemezsiniz.', quiet: true });
  });

  it('deleting and updating change the reviewed list; a store reply replaces the store’s review', async () => {
    const mine: MyReviewsResponse = pageOf([reviewOf({ _id: 'a', isMine: true }), reviewOf({ _id: 'b', isMine: true })]);
    const storeList: SellerReviewsResponse = { ...pageOf([reviewOf({ _id: 'a' })]), store: { average: 4, count: 1 }, counts: { all: 1, replied: 0, unreplied: 1 } };
    mockFetch({
      'GET /api/comment/myreviews/reviewed': () => json(mine),
      'GET /api/comment/seller/reviews': () => json(storeList),
      'DELETE /api/comment/b': () => json({ message: 'Değerlendirmeniz silindi.', _id: 'b', productId: 'p1' }),
      'PUT /api/comment/a': () => json({ message: 'Değerlendirmeniz güncellendi.', review: reviewOf({ _id: 'a', rating: 5, comment: 'Fikrim değişti.', isMine: true }) }),
      'POST /api/comment/a/replies': () => json({ message: 'Yanıtınız yayınlandı.', review: reviewOf({ _id: 'a', reply: { comment: 'Teşekkürler', storeName: 'Anadolu Hırdavat', createdAt: 'x', updatedAt: 'x' } }) }),
    });
    const store = await signedInStore();
    await store.dispatch(reviewsApi.endpoints.listMyReviews.initiate({ page: 1 }));
    await store.dispatch(reviewsApi.endpoints.listSellerReviews.initiate({ status: 'all', page: 1 }));
    await store.dispatch(reviewsApi.endpoints.deleteReview.initiate({ id: 'b' }));
    await store.dispatch(reviewsApi.endpoints.updateReview.initiate({ id: 'a', rating: 5, comment: 'Fikrim değişti.' }));
    const reviewed = reviewsApi.endpoints.listMyReviews.select({ page: 1 })(store.getState()).data;
    expect(reviewed?.reviews.map((review) => [review._id, review.rating, review.comment])).toEqual([['a', 5, 'Fikrim değişti.']]);
    expect(reviewed?.total).toBe(1);
    await store.dispatch(reviewsApi.endpoints.replyToReview.initiate({ id: 'a', comment: 'Teşekkürler' }));
    const inbox = reviewsApi.endpoints.listSellerReviews.select({ status: 'all', page: 1 })(store.getState()).data;
    expect(inbox?.reviews[0].reply?.comment).toBe('Teşekkürler');
  });
});
