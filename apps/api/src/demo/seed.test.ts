import { messages, slugify } from '@pazaryeri/contract';
import { addDays, istanbulDay } from '@pazaryeri/contract/reports/index';
import { addresses } from '../db/schema/addresses';
import { invoices } from '../db/schema/invoices';
import { orders, sellerOrders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { countProductStars } from '../modules/reviews';
import { reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, injectJson, type TestApp } from '../test/helper';
import { demoCategories } from './categories';

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));
async function open(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}
/**
 * One app booted with the whole demo data (orders paid through checkout, pictures read back from the
 * cache the suite's global set-up drew them into), shared by the tests that read it: a boot costs
 * ~10 s on a quiet machine, several times that beside the other files on a busy one.
 */
let demo: Promise<TestApp> | undefined;
const withDemoData = () => (demo ??= open({ SEED_DEMO_DATA: 'true' }));
const tokenFor = (t: TestApp) => async (email: string, password: string) =>
  (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;

describe('boot', () => {
  it('loads the demo categories and users when asked, and only once', async () => {
    const t = await withDemoData();
    const { body } = await injectJson(t.app, { method: 'GET', url: '/api/categories/main' });
    expect(body.map((category: { name: string }) => category.name)).toEqual(demoCategories.map((category) => category.name));
    const { seedDemoData } = await import('.');
    await seedDemoData(t.app.db);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/categories/main' })).body).toHaveLength(demoCategories.length);
    const admin = await injectJson(t.app, {
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'admin@pazaryeri.test', password: 'Yonetici123' },
    });
    expect(admin.body.isAdmin).toBe(true);

    const store = await injectJson(t.app, { method: 'GET', url: '/api/seller/alias/demir-endustriyel' });
    expect(store.body).toMatchObject({ storeName: 'Demir Endüstriyel Makina', status: 'approved' });
    const queue = await injectJson(t.app, {
      method: 'GET',
      url: '/api/admin/seller-approvals',
      headers: { authorization: `Bearer ${admin.body.token}` },
    });
    expect(queue.body.sellers.map((seller: { storeName: string }) => seller.storeName)).toEqual(['Arslan 3D Tasarım']);
  }, 120_000); // boots with the whole demo data
});

describe('categories', () => {
  it('lists main categories with folded slugs, their sub categories, and counts', async () => {
    const t = await withDemoData();
    const { body: tree } = await injectJson(t.app, { method: 'GET', url: '/api/categories/main/with-counts' });
    const safety = tree.find((category: { name: string }) => category.name === 'İş Güvenliği');
    expect(safety).toMatchObject({ slug: 'is-guvenligi', icon: 'hard-hat', parentCategory: null });
    // The demo catalogue is seeded too: the count is the category's products a buyer can see.
    const visible = await t.app.db.execute(sql`
      select count(*)::int as n from products p join sellers s on s.id = p.seller_id
      where p.main_category_id = ${safety._id} and p.approval_status = 'approved' and p.status = 'active' and s.status = 'approved'`);
    const expected = (visible as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(expected).toBeGreaterThan(0);
    expect(safety.productCount).toBe(expected);
    expect(safety.subCategories.map((sub: { slug: string }) => sub.slug)).toContain('is-eldivenleri');

    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/categories/sub/hirdavat-ve-baglanti-elemanlari' });
    expect(status).toBe(200);
    expect(body.parent.name).toBe('Hırdavat ve Bağlantı Elemanları');
    expect(body.subCategories.map((sub: { name: string; parentCategory: string }) => [sub.name, sub.parentCategory])).toContainEqual([
      'Cıvata ve Somunlar',
      body.parent._id,
    ]);

    const missing = await injectJson(t.app, { method: 'GET', url: '/api/categories/sub/olmayan-kategori' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.categoryNotFound);
  }, 120_000); // boots with the whole demo data

  it('folds every Turkish letter in slugs', () => {
    expect(slugify('Çelik Şişe Ğ ÜÖ İnce ışık')).toBe('celik-sise-g-uo-ince-isik');
    expect(slugify('  3D Baskı & Modelleme! ')).toBe('3d-baski-modelleme');
  });
});

describe('demo orders and reviews', () => {
  it('give the demo seller orders in every status and balances', async () => {
    const t = await withDemoData();
    const tokenOf = tokenFor(t);
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
    // Each order is billed as its buyer chose: the demo buyer's company, Kemal (no identity) as the recipient.
    const billed = await t.app.db
      .select({ email: users.email, billing: orders.billingIdentity })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.buyerId));
    const ofBuyer = (email: string) => billed.filter((row) => row.email === email).map((row) => row.billing);
    // Kemal's offer orders (no address, no identity) are billed to nobody yet: the store asks.
    expect(ofBuyer('kemal@pazaryeri.test').filter(Boolean).length).toBeGreaterThan(0);
    expect(ofBuyer('alici@pazaryeri.test').length).toBeGreaterThan(0);
    for (const billing of ofBuyer('alici@pazaryeri.test')) expect(billing).toMatchObject({ kind: 'corporate', vkn: '4567890128', taxOffice: 'Kozyatağı' });
    for (const billing of ofBuyer('kemal@pazaryeri.test').filter(Boolean)) expect(billing).toMatchObject({ kind: 'individual', name: 'Kemal Arıkan', tckn: null });

    // Invoices: the delivered parts have theirs but one, which the admin sees as missing; the
    // demo buyer downloads hers (made out to her company); the stores have last month's commission.
    const admin = await tokenOf('admin@pazaryeri.test', 'Yonetici123');
    const missing = await injectJson(t.app, { method: 'GET', url: '/api/admin/invoices?missing=true', headers: auth(admin) });
    expect(missing.body.missing).toHaveLength(1);
    expect(missing.body.missing[0].daysSinceDelivery).toBeGreaterThan(3);
    const sales = await injectJson(t.app, { method: 'GET', url: '/api/admin/invoices?kind=sale&limit=100', headers: auth(admin) });
    expect(sales.body.total).toBeGreaterThanOrEqual(8);
    const buyer = await tokenOf('alici@pazaryeri.test', 'Alici12345');
    const [bought] = await t.app.db.select({ orderId: invoices.orderId }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, orders.buyerId)).where(eq(users.email, 'alici@pazaryeri.test')).limit(1);
    const own = await injectJson(t.app, { method: 'GET', url: `/api/orders/${bought.orderId}/invoices`, headers: auth(buyer) });
    expect(own.body.invoices[0]).toMatchObject({ kind: 'sale', source: 'provider', hasXml: true });
    const link = await injectJson(t.app, { method: 'GET', url: `/api/invoices/${own.body.invoices[0]._id}/download`, headers: auth(buyer) });
    const pdf = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What the demo seller's store makes (issue 31): its processes, materials and cities.
    const capabilities = await injectJson(t.app, { method: 'GET', url: '/api/seller/capabilities', headers: auth(seller) });
    expect(capabilities.body.capabilities.processes.map((process: { label: string }) => process.label)).toContain('CNC işleme');
    expect(capabilities.body.capabilities.materials.length).toBeGreaterThan(0);
    expect(capabilities.body.capabilities.categories.length).toBeGreaterThan(0);
    // Its fitting requests come first in its feed with their reasons, and it was told of them.
    const fitting = await injectJson(t.app, { method: 'GET', url: '/api/ilan/seller/customer-requests?match=fit', headers: auth(seller) });
    expect(fitting.body.adverts.length).toBeGreaterThan(0);
    for (const request of fitting.body.adverts) expect(request.matchReasons.length).toBeGreaterThan(0);
    const told = await injectJson(t.app, { method: 'GET', url: '/api/notifications', headers: auth(seller) });
    expect(told.body.notifications.map((notification: { kind: string }) => notification.kind)).toContain('requestMatched');
    // A demo request's drawing, for the store it fits.
    const drawn = fitting.body.adverts.find((request: { filesCount: number }) => request.filesCount > 0);
    expect(drawn).toBeDefined();
    const detail = await injectJson(t.app, { method: 'GET', url: `/api/ilan/detail/${drawn.slug}`, headers: auth(seller) });
    expect(detail.body.advert.files).toHaveLength(drawn.filesCount);
    // The buyers were told of the offers on their requests.
    const offered = await injectJson(t.app, { method: 'GET', url: '/api/notifications', headers: auth(buyer) });
    expect(offered.body.notifications.map((notification: { kind: string }) => notification.kind)).toContain('offerReceived');
    const commission = await injectJson(t.app, { method: 'GET', url: '/api/seller/commission-invoices', headers: auth(seller) });
    expect(commission.body.invoices).toHaveLength(1);
    expect(commission.body.invoices[0].gross).toBeGreaterThan(0);
  }, 120_000);

  it('review delivered lines with photos, replies and likes; the products’ ratings match their reviews', async () => {
    const t = await withDemoData();
    const tokenOf = tokenFor(t);
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
  }, 120_000);
});
