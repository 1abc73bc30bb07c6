import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';
import { adverts } from '../../modules/adverts/adverts.table';
import { chatMessages } from '../../modules/chat/chat.table';
import { offers, sellerOfferCounts } from '../../modules/offers/offers.table';
import { seedCategories, seedDemoStores, seedDemoUsers } from '.';
import { demoOffers, demoRequests, demoStoreAdverts, seedDemoAdverts } from './adverts';
import { seedDemoCatalogue } from './catalogue';
import { demoTemplate, seedDemoCustomization } from './customization';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoAdverts>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.app.db);
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app);
  first = await seedDemoAdverts(t.app.db, t.app.storage);
}, 240_000);
afterAll(() => t.close());

describe('demo adverts', () => {
  it('seeds every request and store advert, offers in several statuses with exact counts, once', async () => {
    expect(first).toEqual({ adverts: demoRequests.length + demoStoreAdverts.length, offers: demoOffers.length });
    expect(await seedDemoAdverts(t.app.db, t.app.storage)).toEqual({ adverts: 0, offers: 0 });
    const statuses = await t.app.db.select({ status: offers.status, n: count() }).from(offers).groupBy(offers.status);
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.n]))).toMatchObject({ accepted: 1, rejected: 2, withdrawn: 1 });
    const recount = (await t.app.db.execute(sql`select seller_id, count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'accepted')::int as accepted from offers group by seller_id`)) as unknown as { rows: { seller_id: string; pending: number; accepted: number }[] };
    for (const row of recount.rows) {
      const [stored] = await t.app.db.select().from(sellerOfferCounts).where(eq(sellerOfferCounts.sellerId, row.seller_id));
      expect({ pending: stored.pending, accepted: stored.accepted }).toEqual({ pending: row.pending, accepted: row.accepted });
    }
    const [accepted] = await t.app.db.select().from(adverts).where(eq(adverts.status, 'inProgress'));
    expect(accepted.saleStatus).toBe('inNegotiation');
    expect((await t.app.db.select({ n: count() }).from(chatMessages).where(sql`${chatMessages.offerId} is not null`))[0].n).toBe(demoOffers.filter((o) => o.viaChat).length);
  });

  it('shows life: the list has drawn pictures, the 3D store has adverts, the stores see the request feed', async () => {
    const list = await injectJson(t.app, { method: 'GET', url: '/api/ilan' });
    expect(list.body.total).toBe(first.adverts);
    const picture = await t.app.inject({ method: 'GET', url: list.body.adverts[0].images[0] });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');
    const login = await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email: 'tasarim@pazaryeri.test', password: 'Tasarim12345' } });
    const feed = await injectJson(t.app, { method: 'GET', url: '/api/ilan/seller/customer-requests', headers: auth(login.body.token) });
    expect(feed.body.total).toBeGreaterThan(10);
    const mine = await injectJson(t.app, { method: 'GET', url: '/api/offer/seller-offers', headers: auth(login.body.token) });
    expect(mine.body.counts).toMatchObject({ accepted: 1, pending: 4 });
  });
});

describe('demo customization', () => {
  it('gives the demo seller a template on one of its products, so the product page asks for the values; once', async () => {
    expect(await seedDemoCustomization(t.app.db)).toEqual({ templates: 1, products: 1 });
    expect(await seedDemoCustomization(t.app.db)).toEqual({ templates: 0, products: 0 });
    const rows = ((await t.app.db.execute(sql`select slug from products where custom_template_id is not null`)) as unknown as { rows: { slug: string }[] }).rows;
    expect(rows).toHaveLength(1);
    const page = await injectJson(t.app, { method: 'GET', url: `/api/products/${rows[0].slug}` });
    expect(page.status).toBe(200);
    const template = await injectJson(t.app, { method: 'GET', url: `/api/products/custom-templates/${page.body.customTemplateId}` });
    expect(template.body.template.fields.map((field: { label: string }) => field.label)).toEqual(demoTemplate.fields.map((field) => field.label));
  });
});
