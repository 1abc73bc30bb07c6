import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { checkout, createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { png } from '../products';
import { products } from '../../db/schema/products';
import { deliveredOrder, getProductReviews, postReview } from './review-fixtures';
import { countProductStars } from './reviews.queries';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createStore>>;
let otherStore: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let otherBuyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  store = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  otherStore = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  buyer = await createBuyer(t.app, 'Ayşe Yılmaz');
  otherBuyer = await createBuyer(t.app, 'Mehmet Demir');
}, 60_000);
afterAll(() => t.close());

const listed = (name: string) => store.list({ name, price: '20', stock: 100 });
const ratingOf = async (productId: string) =>
  (await t.app.db.select({ average: products.ratingAverage, count: products.ratingCount, stars: products.ratingStars }).from(products).where(eq(products.id, productId)))[0];
const photo = async (name = 'foto.png') => ({ field: 'photos', name, type: 'image/png', data: await png(320, 240, '#f97316') });

describe('POST /api/comment: who may review what', () => {
  it('lets the buyer of a delivered line review it once, with photos re-encoded to WebP, and invites them by mail', async () => {
    const bolt = await listed('Cıvata M10');
    const order = await deliveredOrder(t.app, buyer, store, bolt._id);

    const mails = await readOutbox(t.dataDir);
    expect(mails.some((mail) => mail.to.includes(buyer.user.email) && mail.subject.includes('ürünleri değerlendirin') && mail.text.includes('Cıvata M10'))).toBe(true);
    const pending = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/pending', headers: auth(buyer.token) });
    expect(pending.body.pendingReviews).toContainEqual(expect.objectContaining({ _id: bolt._id, orderId: order._id, name: 'Cıvata M10', storeName: 'Anadolu Hırdavat' }));

    const created = await postReview(t.app, buyer.token, { rating: 4, comment: 'Dişler temiz, paketleme sağlam.', productId: bolt._id, orderId: order._id, userId: otherBuyer.user.id }, [await photo()]);
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({ rating: 4, productId: bolt._id, orderId: order._id, order: order._id, author: 'A*** Y***', status: 'published', isMine: true, likes: 0 });
    expect(created.body.review.photos).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: created.body.review.photos[0].detailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const again = await postReview(t.app, buyer.token, { rating: 5, comment: 'İkinci kez yazıyorum.', productId: bolt._id, orderId: order._id });
    expect([again.status, again.body.message]).toEqual([409, 'Bu sipariş satırını zaten değerlendirdiniz.']);

    const afterPending = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/pending', headers: auth(buyer.token) });
    expect(afterPending.body.pendingReviews.some((item: { orderId: string }) => item.orderId === order._id)).toBe(false);
    const mine = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/reviewed', headers: auth(buyer.token) });
    expect(mine.body.reviews[0]).toMatchObject({ _id: created.body.review._id, product: { _id: bolt._id, name: 'Cıvata M10' } });
    const theirs = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/reviewed', headers: auth(otherBuyer.token) });
    expect(theirs.body.total).toBe(0);
  });

  it('refuses a line that is not delivered, another buyer’s line, and a visitor', async () => {
    const nut = await listed('Somun M10');
    const paidOnly = await placePaidOrder(t.app, buyer, [{ productId: nut._id, quantity: 1 }]);
    const notDelivered = await postReview(t.app, buyer.token, { rating: 5, comment: 'Henüz gelmedi ama güzel.', productId: nut._id, orderId: paidOnly._id });
    expect([notDelivered.status, notDelivered.body.message]).toEqual([422, 'Bu ürünü değerlendirebilmek için siparişinizin teslim edilmiş olması gerekir.']);

    const delivered = await deliveredOrder(t.app, buyer, store, nut._id);
    const stranger = await postReview(t.app, otherBuyer.token, { rating: 1, comment: 'Başkasının siparişi.', productId: nut._id, orderId: delivered._id, userId: buyer.user.id });
    expect(stranger.status).toBe(422);
    const wrongProduct = await postReview(t.app, buyer.token, { rating: 3, comment: 'Yanlış ürün.', productId: (await listed('Pul M10'))._id, orderId: delivered._id });
    expect(wrongProduct.status).toBe(422);
    const visitor = await injectJson(t.app, { method: 'POST', url: '/api/comment', body: { rating: 5, comment: 'Ziyaretçi', productId: nut._id, orderId: delivered._id } });
    expect(visitor.status).toBe(401);
    expect((await ratingOf(nut._id)).count).toBe(0);
  });

  it('checks photos by content and count: a text file named .png is 415 and six photos are 400, with nothing written', async () => {
    const washer = await listed('Yaylı Pul');
    const order = await deliveredOrder(t.app, buyer, store, washer._id);
    const fake = { field: 'photos', name: 'foto.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') };
    const notImage = await postReview(t.app, buyer.token, { rating: 5, comment: 'Sahte resim.', productId: washer._id, orderId: order._id }, [fake]);
    expect(notImage.status).toBe(415);
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`foto${n}.png`)));
    const tooMany = await postReview(t.app, buyer.token, { rating: 5, comment: 'Çok fotoğraf.', productId: washer._id, orderId: order._id }, photos);
    expect(tooMany.status).toBe(400);
    const badRating = await postReview(t.app, buyer.token, { rating: 6, comment: 'Altı yıldız.', productId: washer._id, orderId: order._id });
    expect(badRating.status).toBe(400);
    const mine = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/pending', headers: auth(buyer.token) });
    expect(mine.body.pendingReviews.some((item: { orderId: string }) => item.orderId === order._id)).toBe(true);
  });
});

describe('the product rating', () => {
  it('follows create, update, delete and an admin hiding a review, on the product and in the listing', async () => {
    const drill = await listed('Darbeli Matkap');
    const first = await deliveredOrder(t.app, buyer, store, drill._id);
    const second = await deliveredOrder(t.app, otherBuyer, store, drill._id);
    const a = await postReview(t.app, buyer.token, { rating: 5, comment: 'Çok güçlü bir matkap.', productId: drill._id, orderId: first._id });
    const b = await postReview(t.app, otherBuyer.token, { rating: 2, comment: 'Biraz ağır geldi.', productId: drill._id, orderId: second._id });
    expect(await ratingOf(drill._id)).toEqual({ average: 3.5, count: 2, stars: [0, 1, 0, 0, 1] });

    const page = await getProductReviews(t.app, drill._id);
    expect(page.body.summary).toEqual({ average: 3.5, count: 2, distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 }, withPhotos: 0 });
    const card = await injectJson(t.app, { method: 'GET', url: `/api/products/${drill._id}` });
    expect(card.body.product ?? card.body).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });

    const updated = await injectJson(t.app, { method: 'PUT', url: `/api/comment/${b.body.review._id}`, headers: auth(otherBuyer.token), body: { rating: 4, comment: 'Alıştıktan sonra iyi.' } });
    expect(updated.status).toBe(200);
    expect(await ratingOf(drill._id)).toEqual({ average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] });
    const notMine = await injectJson(t.app, { method: 'PUT', url: `/api/comment/${b.body.review._id}`, headers: auth(buyer.token), body: { rating: 1, comment: 'Başkasınınkini değiştiriyorum.' } });
    expect(notMine.status).toBe(403);

    const hidden = await injectJson(t.app, { method: 'PUT', url: `/api/admin/reviews/${a.body.review._id}/hide`, headers: auth(admin.token), body: { reason: 'Ürünle ilgisiz içerik.' } });
    expect(hidden.status).toBe(200);
    expect(await ratingOf(drill._id)).toEqual({ average: 4, count: 1, stars: [0, 0, 0, 1, 0] });
    const authorView = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/reviewed', headers: auth(buyer.token) });
    expect(authorView.body.reviews.find((review: { _id: string }) => review._id === a.body.review._id)).toMatchObject({ status: 'hidden', moderationReason: 'Ürünle ilgisiz içerik.' });
    const publicView = await getProductReviews(t.app, drill._id);
    expect(publicView.body.reviews.map((review: { _id: string }) => review._id)).toEqual([b.body.review._id]);
    expect(publicView.body.reviews[0].moderationReason).toBeNull();

    const deleted = await injectJson(t.app, { method: 'DELETE', url: `/api/comment/${b.body.review._id}`, headers: auth(otherBuyer.token) });
    expect(deleted.status).toBe(200);
    expect(await ratingOf(drill._id)).toEqual({ average: 0, count: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('stays exact under 20 reviews of one product at once', async () => {
    const saw = await listed('Daire Testere');
    const orders = [];
    for (let index = 0; index < 20; index += 1) orders.push(await deliveredOrder(t.app, index % 2 ? buyer : otherBuyer, store, saw._id));
    const results = await Promise.all(
      orders.map((order, index) =>
        postReview(t.app, index % 2 ? buyer.token : otherBuyer.token, { rating: (index % 5) + 1, comment: `Eşzamanlı yorum ${index}`, productId: saw._id, orderId: order._id }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201));
    const kept = await ratingOf(saw._id);
    const recount = await countProductStars(t.app.db, saw._id);
    expect(kept).toEqual({ average: recount.average, count: recount.count, stars: recount.stars });
    expect(kept).toEqual({ average: 3, count: 20, stars: [4, 4, 4, 4, 4] });
  }, 120_000);

  it('sorts the catalogue by rating, best first', async () => {
    const listing = await injectJson(t.app, { method: 'GET', url: '/api/products?sort=rating&limit=50' });
    expect(listing.status).toBe(200);
    const averages = listing.body.products.map((product: { ratingAverage: number }) => product.ratingAverage);
    expect(averages.length).toBeGreaterThan(2);
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    expect(averages[0]).toBeGreaterThan(0);
  });
});

describe('likes, replies, sorting and moderation', () => {
  it('counts a like once per user, undoes it, and never lets an author like their own review', async () => {
    const glove = await listed('İş Eldiveni');
    const order = await deliveredOrder(t.app, buyer, store, glove._id);
    const { body } = await postReview(t.app, buyer.token, { rating: 5, comment: 'Ele tam oturuyor.', productId: glove._id, orderId: order._id }, [await photo()]);
    const id = body.review._id;
    const like = () => injectJson(t.app, { method: 'POST', url: `/api/comment/${id}/like`, headers: auth(otherBuyer.token), body: { userId: buyer.user.id } });
    expect((await like()).body).toMatchObject({ likes: 1, likedByMe: true });
    expect((await like()).body).toMatchObject({ likes: 1, likedByMe: true });
    const third = await createUser(t.app, { name: 'Can Kaya' });
    expect((await injectJson(t.app, { method: 'POST', url: `/api/comment/${id}/like`, headers: auth(third.token) })).body.likes).toBe(2);
    const own = await injectJson(t.app, { method: 'POST', url: `/api/comment/${id}/like`, headers: auth(buyer.token) });
    expect([own.status, own.body.message]).toEqual([422, 'Kendi değerlendirmenizi beğenemezsiniz.']);
    expect((await injectJson(t.app, { method: 'POST', url: `/api/comment/${id}/like` })).status).toBe(401);

    const seen = await getProductReviews(t.app, glove._id, '', otherBuyer.token);
    expect(seen.body.reviews[0]).toMatchObject({ likes: 2, likedByMe: true });
    const unlike = () => injectJson(t.app, { method: 'DELETE', url: `/api/comment/${id}/like`, headers: auth(otherBuyer.token), body: { userId: buyer.user.id } });
    expect((await unlike()).body).toMatchObject({ likes: 1, likedByMe: false });
    expect((await unlike()).body).toMatchObject({ likes: 1, likedByMe: false });
    expect((await getProductReviews(t.app, glove._id, '?withPhotos=true')).body).toMatchObject({ total: 1, summary: { withPhotos: 1 } });
  });

  it('lets only the product’s store reply, once, editable; its list shows replied and unreplied', async () => {
    const helmet = await listed('Baret');
    const order = await deliveredOrder(t.app, buyer, store, helmet._id);
    const { body } = await postReview(t.app, buyer.token, { rating: 3, comment: 'Ayarı biraz zor.', productId: helmet._id, orderId: order._id });
    const id = body.review._id;
    const reply = (token: string, comment: string) => injectJson(t.app, { method: 'POST', url: `/api/comment/${id}/replies`, headers: auth(token), body: { comment } });
    expect((await reply(otherStore.token, 'Başka mağaza')).status).toBe(403);
    expect((await reply(buyer.token, 'Alıcı yanıtı')).status).toBe(403);
    const first = await reply(store.token, 'Arka düğmeden ayarlanıyor.');
    expect(first.body.review.reply).toMatchObject({ comment: 'Arka düğmeden ayarlanıyor.', storeName: 'Anadolu Hırdavat' });
    const edited = await reply(store.token, 'Arka düğmeyi çevirerek ayarlayabilirsiniz.');
    expect(edited.body.review.reply.comment).toBe('Arka düğmeyi çevirerek ayarlayabilirsiniz.');

    const inbox = await injectJson(t.app, { method: 'GET', url: '/api/comment/seller/reviews?status=replied', headers: auth(store.token) });
    expect(inbox.body.reviews.map((review: { _id: string }) => review._id)).toContain(id);
    expect(inbox.body.counts.all).toBe(inbox.body.counts.replied + inbox.body.counts.unreplied);
    expect(inbox.body.store.count).toBeGreaterThan(0);
    const theirs = await injectJson(t.app, { method: 'GET', url: '/api/comment/seller/reviews', headers: auth(otherStore.token) });
    expect(theirs.body.total).toBe(0);
    const publicView = await getProductReviews(t.app, helmet._id);
    expect(publicView.body.reviews[0].reply.comment).toBe('Arka düğmeyi çevirerek ayarlayabilirsiniz.');
  });

  it('sorts a product’s reviews newest, most liked, highest and lowest', async () => {
    const tape = await listed('İzole Bant');
    const ratings = [3, 5, 1];
    const ids: string[] = [];
    for (const rating of ratings) {
      const order = await deliveredOrder(t.app, buyer, store, tape._id);
      ids.push((await postReview(t.app, buyer.token, { rating, comment: `${rating} yıldız verdim.`, productId: tape._id, orderId: order._id })).body.review._id);
    }
    await injectJson(t.app, { method: 'POST', url: `/api/comment/${ids[0]}/like`, headers: auth(otherBuyer.token) });
    const order = async (sort: string) => (await getProductReviews(t.app, tape._id, `?sort=${sort}`)).body.reviews.map((review: { rating: number }) => review.rating);
    expect(await order('newest')).toEqual([1, 5, 3]);
    expect(await order('most-liked')).toEqual([3, 1, 5]);
    expect(await order('highest')).toEqual([5, 3, 1]);
    expect(await order('lowest')).toEqual([1, 3, 5]);
    expect((await getProductReviews(t.app, tape._id, '?sort=best')).status).toBe(400);
    expect((await getProductReviews(t.app, 'not-a-product')).status).toBe(404);
  });

  it('holds a review with a link or a phone number until an admin approves it', async () => {
    const vest = await listed('Reflektörlü Yelek');
    const withLink = await deliveredOrder(t.app, buyer, store, vest._id);
    const withPhone = await deliveredOrder(t.app, otherBuyer, store, vest._id);
    const link = await postReview(t.app, buyer.token, { rating: 5, comment: 'Daha ucuzu www.baskasite.com adresinde', productId: vest._id, orderId: withLink._id });
    const phone = await postReview(t.app, otherBuyer.token, { rating: 4, comment: 'Bilgi için 0532 123 45 67 arayın', productId: vest._id, orderId: withPhone._id });
    expect([link.body.review.status, phone.body.review.status]).toEqual(['pending', 'pending']);
    expect(link.body.message).toContain('onaylandıktan sonra');
    expect((await getProductReviews(t.app, vest._id)).body).toMatchObject({ total: 0, summary: { count: 0 } });

    const queue = await injectJson(t.app, { method: 'GET', url: '/api/admin/reviews?status=pending', headers: auth(admin.token) });
    expect(queue.body.reviews.map((review: { _id: string }) => review._id)).toEqual(expect.arrayContaining([link.body.review._id, phone.body.review._id]));
    expect((await injectJson(t.app, { method: 'GET', url: '/api/admin/reviews', headers: auth(store.token) })).status).toBe(403);
    const approved = await injectJson(t.app, { method: 'PUT', url: `/api/admin/reviews/${phone.body.review._id}/approve`, headers: auth(admin.token) });
    expect(approved.body.review.status).toBe('published');
    expect((await getProductReviews(t.app, vest._id)).body).toMatchObject({ total: 1, summary: { average: 4, count: 1 } });
    const plain = await deliveredOrder(t.app, buyer, store, vest._id);
    const ok = await postReview(t.app, buyer.token, { rating: 5, comment: 'M beden tam oldu, 2 adet aldım.', productId: vest._id, orderId: plain._id });
    expect(ok.body.review.status).toBe('published');
  });

  it('answers 404 for unknown reviews and ignores a checkout that never reached the buyer', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await injectJson(t.app, { method: 'DELETE', url: `/api/comment/${unknown}`, headers: auth(buyer.token) })).status).toBe(404);
    expect((await injectJson(t.app, { method: 'POST', url: '/api/comment/abc/like', headers: auth(buyer.token) })).status).toBe(404);
    const bit = await listed('Uç Seti');
    const placed = await checkout(t.app, buyer.token, { lines: [{ productId: bit._id, quantity: 1 }], addressId: buyer.addressId });
    const unpaid = await postReview(t.app, buyer.token, { rating: 5, comment: 'Ödemedim bile.', productId: bit._id, orderId: placed.body.order._id });
    expect(unpaid.status).toBe(422);
  });
});
