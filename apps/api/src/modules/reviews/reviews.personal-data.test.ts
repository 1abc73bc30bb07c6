import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';
import type { ProductRow } from '../../db/schema/products';
import { insertCategoryTree, insertProduct } from '../questions';
import { createApplicant } from '../sellers';
import { reviewLikes, reviews } from '../../db/schema/reviews';
import { reviewsPersonalData } from '.';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await personalDataApp();
  categoryId = (await insertCategoryTree(t.app, 'Yorum Hırdavat')).main.id;
});
afterAll(releasePersonalDataApp);

/** A delivered order line of one product, written straight to the database: what a review hangs on. */
async function deliveredLine(buyerId: string, product: ProductRow) {
  const [order] = await t.app.db.insert(orders).values({ orderNumber: `T-${randomUUID()}`, buyerId, status: 'paid', itemsTotal: product.price, total: product.price }).returning();
  const [part] = await t.app.db.insert(sellerOrders).values({ orderId: order.id, sellerId: product.sellerId, status: 'delivered', itemsTotal: product.price, total: product.price }).returning();
  const [line] = await t.app.db
    .insert(orderItems)
    .values({ orderId: order.id, sellerOrderId: part.id, productId: product.id, productName: product.name, productSlug: product.slug, productType: 'physical', unitPrice: product.price, quantity: 1, lineTotal: product.price })
    .returning();
  return { userId: buyerId, orderId: order.id, orderItemId: line.id, productId: product.id, sellerId: product.sellerId };
}

describe('reviews personal data', () => {
  it("gives the person's reviews with photos and the store's reply, their likes, and their store's replies without the reviewers", async () => {
    const a = await createApplicant(t.app, { storeName: 'Kara Hırdavat' }, 'Ayşe Kara');
    const b = await createApplicant(t.app, { storeName: 'Demirtaş Rulman' }, 'Bora Demirtaş');
    const bolt = await insertProduct(t.app, { sellerId: a.seller._id, mainCategoryId: categoryId, name: 'M8 Galvaniz Cıvata' });
    const bearing = await insertProduct(t.app, { sellerId: b.seller._id, mainCategoryId: categoryId, name: '6204 Rulman' });
    const [mine, theirs] = await t.app.db
      .insert(reviews)
      .values([
        {
          ...(await deliveredLine(a.user.id, bearing)),
          rating: 4,
          comment: 'Sessiz çalışıyor, paketleme iyiydi.',
          photos: [
            { listUrl: '/uploads/reviews/a1-list.webp', detailUrl: '/uploads/reviews/a1.webp' },
            { listUrl: '/uploads/reviews/a2-list.webp', detailUrl: '/uploads/reviews/a2.webp' },
          ],
          photoCount: 2,
          reply: 'Teşekkür ederiz Ayşe Hanım.',
          repliedAt: new Date(),
        },
        {
          ...(await deliveredLine(b.user.id, bolt)),
          rating: 2,
          comment: 'Bora yazdı: dişler çapaklı geldi.',
          photos: [{ listUrl: '/uploads/reviews/b1-list.webp', detailUrl: '/uploads/reviews/b1.webp' }],
          photoCount: 1,
          reply: 'Değişim için bize yazın.',
          repliedAt: new Date(),
        },
      ])
      .returning();
    await t.app.db.insert(reviewLikes).values([
      { reviewId: theirs.id, userId: a.user.id },
      { reviewId: mine.id, userId: b.user.id },
    ]);

    const { data, files } = await reviewsPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.reviews).toEqual([
      expect.objectContaining({
        id: mine.id,
        productName: '6204 Rulman',
        storeName: 'Demirtaş Rulman',
        rating: 4,
        comment: 'Sessiz çalışıyor, paketleme iyiydi.',
        photos: ['/uploads/reviews/a1.webp', '/uploads/reviews/a2.webp'],
        status: 'published',
        storeReply: 'Teşekkür ederiz Ayşe Hanım.',
      }),
    ]);
    expect(data.likedReviews).toEqual([{ reviewId: theirs.id, productId: bolt.id, productName: 'M8 Galvaniz Cıvata', likedAt: expect.any(Date) }]);
    expect(data.storeReviews).toEqual([expect.objectContaining({ reviewId: theirs.id, productName: 'M8 Galvaniz Cıvata', rating: 2, reply: 'Değişim için bize yazın.' })]);
    expect(files).toEqual([
      { name: `yorum-${mine.id}-1.webp`, from: 'public', url: '/uploads/reviews/a1.webp' },
      { name: `yorum-${mine.id}-2.webp`, from: 'public', url: '/uploads/reviews/a2.webp' },
    ]);
    const json = JSON.stringify({ data, files });
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'Bora yazdı', 'reviews/b1']) expect(json).not.toContain(absent);
  });

  it('gives empty lists to a person who wrote and liked nothing and has no store', async () => {
    const c = await createUser(t.app);
    expect(await reviewsPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { reviews: [], likedReviews: [], storeReviews: [] }, files: [] });
  });
});
