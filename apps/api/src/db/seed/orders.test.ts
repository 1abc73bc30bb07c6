import { addDays, istanbulDay } from '@pazaryeri/contract/reports/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../modules/addresses/addresses.table';
import { sellerOrders } from '../../modules/orders/orders.table';
import { products } from '../../modules/products/products.table';
import { countProductStars } from '../../modules/reviews/reviews.queries';
import { reviews } from '../../modules/reviews/reviews.table';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
const tokenOf = async (email: string, password: string) => (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
}, 300_000);
afterAll(() => t?.close());

describe('demo orders and reviews', () => {
  it('give the demo seller orders in every status and balances', async () => {
    const seller = await tokenOf('satici@pazaryeri.test', 'Satici12345');
    const statuses = await t.app.db.selectDistinct({ status: sellerOrders.status }).from(sellerOrders);
    expect(statuses.map((row) => row.status).sort()).toEqual(['cancelled', 'completed', 'delivered', 'paid', 'preparing', 'shipped']);
    const list = await injectJson(t.app, { method: 'GET', url: '/api/orders/seller-orders?limit=50', headers: auth(seller) });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('completed');
    const balance = await injectJson(t.app, { method: 'GET', url: '/api/orders/seller-balance', headers: auth(seller) });
    expect(balance.body.pending).toBeGreaterThan(0);
    expect(balance.body.refunded).toBeGreaterThan(0);
    // The dashboard's sales report over the demo's two months is not empty.
    const report = await injectJson(t.app, { method: 'GET', url: `/api/sellerReportRoute/sales-report?startDate=${addDays(istanbulDay(new Date()), -59)}`, headers: auth(seller) });
    expect(report.body.summary.totalOrders).toBeGreaterThanOrEqual(10);
    expect(report.body.summary.totalRevenue).toBeGreaterThan(0);
    expect(report.body.productSales.length).toBeGreaterThan(0);
    expect(report.body.dailyOrders.filter((day: { orders: number }) => day.orders > 0).length).toBeGreaterThan(5);
    // and its followers report has followers, some of them new this month.
    const followers = await injectJson(t.app, { method: 'GET', url: '/api/follow/report', headers: auth(seller) });
    expect(followers.body.report[0]).toMatchObject({ activeFollowers: 3, totalFollowers: 3, newFollowers: 2 });
    // The address books made for checking out are emptied again (orders keep their copy).
    expect(await t.app.db.select().from(addresses)).toEqual([]);
  });

  it('review delivered lines with photos, replies and likes; the products’ ratings match their reviews', async () => {
    const all = await t.app.db.select().from(reviews);
    expect(all.length).toBeGreaterThan(8);
    expect(all.some((review) => review.photoCount > 0)).toBe(true);
    expect(all.some((review) => review.reply !== null)).toBe(true);
    expect(all.some((review) => review.likesCount > 0)).toBe(true);
    expect(all.filter((review) => review.status === 'pending')).toHaveLength(1);
    for (const productId of new Set(all.map((review) => review.productId))) {
      const [kept] = await t.app.db.select({ average: products.ratingAverage, count: products.ratingCount, stars: products.ratingStars }).from(products).where(eq(products.id, productId));
      expect(kept).toEqual(await countProductStars(t.app.db, productId));
    }
    const [{ several }] = await t.app.db.select({ several: sql<number>`count(*)::int` }).from(products).where(sql`${products.ratingCount} > 1`);
    expect(several).toBeGreaterThan(0);

    const buyer = await tokenOf('alici@pazaryeri.test', 'Alici12345');
    const pending = await injectJson(t.app, { method: 'GET', url: '/api/comment/myreviews/pending', headers: auth(buyer) });
    expect(pending.body.pendingReviews).toHaveLength(2);
    const photo = all.find((review) => review.photoCount > 0)!;
    const served = await t.app.inject({ method: 'GET', url: photo.photos[0].listUrl });
    expect(served.statusCode).toBe(200);
  });
});
