import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createSiblingApp, createTestApp, injectJson, type TestApp } from '../test/helper';
import { adverts } from '../db/schema/adverts';
import { chatMessages } from '../db/schema/chat';
import { offers, sellerOfferCounts } from '../db/schema/offers';
import { checkDigitalFile } from '../modules/products';
import { productImages, products, productVariantSizes } from '../db/schema/products';
import { questions } from '../db/schema/questions';
import { sellers } from '../db/schema/sellers';
import { seedCategories, seedDemoStores, seedDemoUsers } from '.';
import { demoOffers, demoRequests, demoStoreAdverts, seedDemoAdverts } from './adverts';
import { seedDemoCatalogue } from './catalogue';
import { demoTemplate, seedDemoCustomization } from './customization';
import { catalogueStores } from './catalogue-stores';

let t: TestApp;
let seconds = 0;
let first: Awaited<ReturnType<typeof seedDemoCatalogue>>;
let advertsSeeded: Awaited<ReturnType<typeof seedDemoAdverts>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCategories(t.app.db);
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
  const started = performance.now();
  first = await seedDemoCatalogue(t.app.db, t.app);
  seconds = (performance.now() - started) / 1000;
  console.info(`demo catalogue: ${first.products} products, ${first.images} images, ${first.questions} questions in ${seconds.toFixed(1)} s`);
}, 120_000);
afterAll(() => t.close());

describe('demo catalogue', () => {
  it('puts 200+ products of several approved stores on sale, with a queue for the admin', async () => {
    expect(first.products).toBeGreaterThanOrEqual(200);
    expect(first.stores).toBe(catalogueStores.length);
    const rows = await t.app.db
      .select({ approval: products.approvalStatus, status: products.status, value: count() })
      .from(products)
      .groupBy(products.approvalStatus, products.status);
    const of = (approval: string, status: string) => rows.find((row) => row.approval === approval && row.status === status)?.value ?? 0;
    expect(of('approved', 'active')).toBeGreaterThanOrEqual(190);
    for (const [approval, status] of [['pending', 'inactive'], ['draft', 'inactive'], ['rejected', 'inactive']]) {
      expect([approval, of(approval, status)]).toEqual([approval, expect.any(Number)]);
      expect(of(approval, status)).toBeGreaterThan(0);
    }
    const perStore = await t.app.db
      .select({ store: sellers.storeName, value: count() })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(sellers.status, 'approved'))
      .groupBy(sellers.storeName);
    expect(perStore.map((row) => row.store).sort()).toEqual(
      ['Anadolu Hırdavat', 'Demir Endüstriyel Makina', 'Ege Otomasyon', 'Kuzey 3D Tasarım', 'Marmara İş Güvenliği'].sort(),
    );
    const login = await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email: 'hirdavat@pazaryeri.test', password: 'Hirdavat12345' } });
    expect(login.body).toMatchObject({ role: 'seller', name: 'Hasan Öztürk' });
  });

  it('counts the products on sale per category in main/with-counts', async () => {
    const { body } = await injectJson(t.app, { method: 'GET', url: '/api/categories/main/with-counts' });
    const onSale = await t.app.db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.approvalStatus, 'approved'), eq(products.status, 'active')));
    expect(body.reduce((sum: number, main: { productCount: number }) => sum + main.productCount, 0)).toBe(onSale[0].value);
    for (const main of body) expect([main.name, main.productCount > 0]).toEqual([main.name, true]);
  });

  it('has real prices, sized stock, digital files on disk and folded search text', async () => {
    const [bolt] = await t.app.db.select().from(products).where(eq(products.name, 'DIN 933 Tam Diş Altıgen Cıvata M8'));
    expect(bolt).toMatchObject({ price: 490, minimumOrderQuantity: 25, brand: expect.any(String), sku: expect.stringMatching(/^AH-CIV-\d{4}$/) });
    expect(bolt.searchText).toContain('civata');
    expect(bolt.searchText).not.toMatch(/[çğışöüİ]/);
    const sizes = await t.app.db.select().from(productVariantSizes);
    expect(sizes.map((size) => size.label)).toEqual(expect.arrayContaining(['M8×20', 'M8×30', '9', '10', '42']));

    const digital = await t.app.db.select().from(products).where(isNotNull(products.digitalFileKey));
    expect(digital.length).toBeGreaterThanOrEqual(8);
    expect(new Set(digital.map((product) => product.productType))).toEqual(new Set(['digital', 'model3d']));
    for (const product of digital) {
      expect(product.digitalFileKey).toMatch(/^digital\/[0-9a-f-]{36}\.(stl|step|dxf|pdf)$/);
      expect(product.uploadState).toBe('uploaded');
      const data = await readFile(path.join(t.dataDir, 'private', product.digitalFileKey!));
      expect(data.length).toBe(product.digitalFileSize);
      // The very check a seller's upload goes through recognises each file by its content.
      expect(checkDigitalFile(data, product.name).kind.extension).toBe(product.digitalFileKey!.split('.').pop());
    }
  });

  it('draws every picture in both WebP sizes, on disk; most approved, some pending', async () => {
    const images = await t.app.db.select().from(productImages);
    expect(images.length).toBe(first.images);
    expect(images.filter((image) => image.status === 'pending').length).toBeGreaterThan(10);
    expect(images.filter((image) => image.status === 'approved').length).toBeGreaterThan(180);
    const [image] = images;
    for (const [url, size] of [[image.listUrl, 400], [image.detailUrl, 1200]] as const) {
      const file = path.join(t.dataDir, 'uploads', t.app.storage.keyFromUrl(url)!);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
    }
    for (const { listUrl, detailUrl } of images) {
      for (const url of [listUrl, detailUrl]) expect((await stat(path.join(t.dataDir, 'uploads', t.app.storage.keyFromUrl(url)!))).size).toBeGreaterThan(1000);
    }
  });

  it('has the demo buyer’s questions, most of them answered', async () => {
    const rows = await t.app.db.select({ answered: isNull(questions.answer), value: count() }).from(questions).groupBy(isNull(questions.answer));
    expect(first.questions).toBeGreaterThanOrEqual(30);
    expect(rows.find((row) => !row.answered)?.value).toBeGreaterThan(rows.find((row) => row.answered)?.value ?? 0);
  });

  it('warms a starting server’s cache with every card: each product page and list is then answered from memory the first time, byte for byte PostgreSQL’s answer', async () => {
    const settings = { maxBytes: 64 * 2 ** 20, index: true, searchUpTo: 200_000, warm: true };
    const warmed = await createSiblingApp(t, { catalogueCache: settings });
    const reference = await createSiblingApp(t, { catalogueCache: null });
    try {
      await expect.poll(() => warmed.catalogueWarm.done, { timeout: 20_000 }).toBe(true);
      const onSale = await t.app.db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(and(eq(products.approvalStatus, 'approved'), eq(products.status, 'active'), eq(sellers.status, 'approved')));
      expect(warmed.catalogueWarm.cards).toBe(onSale.length);
      const visit = async (app: typeof warmed, url: string) => {
        const response = await app.inject({ method: 'GET', url });
        return { status: response.statusCode, cache: response.headers['x-cache'], body: response.body };
      };
      // By slug (the product pages' links) and, for some, by id; sub categories, variants and pictures among them.
      const urls = [...onSale.map((product) => `/api/products/${product.slug}`), ...onSale.slice(0, 20).map((product) => `/api/products/${product.id}`)];
      urls.push('/api/products', '/api/products?page=3&sort=price-desc', '/api/products?mainCategory=hirdavat-ve-baglanti-elemanlari&sort=newest');
      for (const url of urls) {
        const [first, uncached] = [await visit(warmed, url), await visit(reference, url)];
        expect([url, first.status, first.cache]).toEqual([url, 200, 'hit']);
        expect(first.body).toBe(uncached.body);
      }
      // Not on sale: no card was kept for it, and its page is not found as before.
      const [hidden] = await t.app.db.select({ slug: products.slug }).from(products).where(eq(products.approvalStatus, 'pending')).limit(1);
      expect((await visit(warmed, `/api/products/${hidden.slug}`)).status).toBe(404);
    } finally {
      await reference.close();
      await warmed.close();
    }
  });

  it('runs once: a second call (another process booting) changes nothing', async () => {
    const before = await t.app.db.select({ value: count() }).from(products);
    expect(await seedDemoCatalogue(t.app.db, t.app)).toEqual({ products: 0, images: 0, questions: 0, stores: 0 });
    expect(await t.app.db.select({ value: count() }).from(products)).toEqual(before);
  });
});

describe('demo adverts', () => {
  // Adverts (and their drawn pictures) go on top of the catalogue this file has seeded.
  beforeAll(async () => {
    advertsSeeded = await seedDemoAdverts(t.app.db, t.app.storage);
  }, 120_000);

  it('seeds every request and store advert, offers in several statuses with exact counts, once', async () => {
    expect(advertsSeeded).toEqual({ adverts: demoRequests.length + demoStoreAdverts.length, offers: demoOffers.length });
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
    expect(list.body.total).toBe(advertsSeeded.adverts);
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
