import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, catalogueChangesArrived, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { createCategories, createListedProduct, createProduct } from './product-fixtures';
import { refreshSearchTextForCategory } from './products.write';
import { CatalogueIndex } from './catalogue-index';
import { CATALOGUE_CHANNEL } from './catalogue-cache';
import { SearchPostings } from './catalogue-search';
import { runListing } from './products.listing';
import { selectProductIds, visibleToBuyers } from './products.queries';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let tree: Awaited<ReturnType<typeof createCategories>>;

const search = async (query: string, extra = '') => {
  const { status, body } = await injectJson(t.app, { method: 'GET', url: `/api/products?search=${encodeURIComponent(query)}${extra}` });
  expect(status).toBe(200);
  return body as { products: { name: string }[]; total: number; searchMode?: string };
};
const found = async (query: string, extra = '') => (await search(query, extra)).products.map((product) => product.name);

/** Products whose names and descriptions exercise every Turkish rule of the issue. */
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategories(t.app, { Hırdavat: ['Bağlantı Elemanları'], Elektrik: ['Sensörler'], Metal: [] });
  seller = await createApprovedSeller(t.app, { storeName: 'Arama Deneme Sanayi' });
  admin = await createUser(t.app, { role: 'admin' });
  const h = tree['Hırdavat'].id;
  const list = (name: string, mainCategory: string, price: number, description = '') =>
    createListedProduct(t.app, seller.token, admin.token, { name, mainCategory, price, stock: 10, description });
  await list('Vida Seti 200 Parça', h, 149.9, 'Ahşap ve metal için karışık set.');
  await list('Ahşap Vidası 4x40', h, 2.5, 'Yıldız başlı, sarı çinko kaplı.');
  await list('Sunta Vidaları 3.5x30', h, 1.2);
  await list('Altıgen Başlı Cıvata M8x40', h, 4.75, 'Galvaniz kaplı, DIN 933.');
  await list('Matkap Ucu Seti', h, 320, 'Vida deliği açmak için ideal HSS uçlar.');
  await list('Video Kamera Tutucu', h, 75);
  await list('Paslanmaz Çelik Sac 1mm', tree.Metal.id, 980);
  await list('Celik Halat 8mm', tree.Metal.id, 45);
  await list('Halat Klemensi', tree.Metal.id, 12, 'Çelik halat bağlantısı için dövme klemens.');
  await list('Işık Bariyeri Sensörü', tree.Elektrik.id, 1450);
  await list('LED Işıklar Şerit', tree.Elektrik.id, 89);
  await list('Kelebek Somun M8', h, 3.4);
  await list('Soğutma Fanı 120mm', tree.Elektrik.id, 240);
  await createProduct(t.app, seller.token, { name: 'Onaysız Vida Kutusu', mainCategory: h, price: 10, stock: 10 });
}, 90_000);
afterAll(() => t.close());

describe('Turkish search', () => {
  it("ignores case and Turkish letters: 'vida', 'VİDA', 'Vida' and 'vİda' find the same products", async () => {
    const results = await Promise.all(['vida', 'VİDA', 'Vida', 'vİda', 'VIDA'].map((query) => found(query)));
    for (const result of results) expect(result).toEqual(results[0]);
    expect([...results[0]].sort()).toEqual(['Ahşap Vidası 4x40', 'Matkap Ucu Seti', 'Sunta Vidaları 3.5x30', 'Vida Seti 200 Parça']);
    expect(results[0]).not.toContain('Video Kamera Tutucu');
    expect(results[0]).not.toContain('Onaysız Vida Kutusu');
  });

  it("finds 'çelik' from 'celik' and 'Celik' from 'çelik', in either direction", async () => {
    const results = await Promise.all(['celik', 'çelik', 'ÇELİK', 'CELIK', 'Çelik'].map((query) => found(query)));
    for (const result of results) expect(result).toEqual(results[0]);
    expect([...results[0]].sort()).toEqual(['Celik Halat 8mm', 'Halat Klemensi', 'Paslanmaz Çelik Sac 1mm']);
  });

  it("lets 'ışık', 'isik', 'IŞIK', 'ISIK' and 'Işık' find each other", async () => {
    const results = await Promise.all(['ışık', 'isik', 'IŞIK', 'ISIK', 'Işık'].map((query) => found(query)));
    for (const result of results) expect(result).toEqual(results[0]);
    expect([...results[0]].sort()).toEqual(['Işık Bariyeri Sensörü', 'LED Işıklar Şerit']);
  });

  it("matches stems: 'vidalar' finds 'vida', 'cıvatalar' finds 'cıvata', 'ışıklar' finds 'ışık'", async () => {
    expect(await found('vidalar')).toContain('Vida Seti 200 Parça');
    expect(await found('vidaları')).toContain('Ahşap Vidası 4x40');
    expect(await found('cıvatalar')).toContain('Altıgen Başlı Cıvata M8x40');
    expect(await found('civatalar')).toContain('Altıgen Başlı Cıvata M8x40');
    expect(await found('ışıklar')).toContain('Işık Bariyeri Sensörü');
    expect(await found('sensörleri')).toContain('Işık Bariyeri Sensörü');
    expect((await found('ahşap için vida'))[0]).toBe('Ahşap Vidası 4x40');
  });

  it("tolerates small typos ('civta' finds 'Cıvata'), saying it matched similar spellings", async () => {
    const typo = await search('civta');
    expect(typo.searchMode).toBe('similar');
    expect(typo.products[0].name).toBe('Altıgen Başlı Cıvata M8x40');
    expect((await found('paslanmz celik'))[0]).toBe('Paslanmaz Çelik Sac 1mm');
    expect((await found('bariyer sensoru'))[0]).toBe('Işık Bariyeri Sensörü');
    expect((await search('vida')).searchMode).toBe('text');
    expect((await search('zzqxw')).total).toBe(0);
  });

  it('ranks the best match first: the name over the description, an exact name over a longer one', async () => {
    const vida = await found('vida');
    expect(vida[0]).toBe('Vida Seti 200 Parça');
    expect(vida.at(-1)).toBe('Matkap Ucu Seti');
    const celik = await found('çelik');
    expect(celik.at(-1)).toBe('Halat Klemensi');
    expect((await found('çelik halat'))[0]).toBe('Celik Halat 8mm');
  });

  it("never widens a stemmed word into a loose prefix: 'somun' (stem 'so') does not find 'Soğutma Fanı'", async () => {
    expect(await found('somun')).toEqual(['Kelebek Somun M8']);
    // A prefix is still a prefix of what the buyer typed: 'sog' finds 'Soğutma'.
    expect(await found('sog')).toEqual(['Soğutma Fanı 120mm']);
  });

  it('combines with filters, sorting and paging', async () => {
    expect(await found('vida', `&sort=price-asc`)).toEqual(['Sunta Vidaları 3.5x30', 'Ahşap Vidası 4x40', 'Vida Seti 200 Parça', 'Matkap Ucu Seti']);
    expect(await found('çelik', `&mainCategory=${tree['Hırdavat'].slug}`)).toEqual([]);
    expect(await found('vida', '&priceMax=100')).toEqual(expect.arrayContaining(['Sunta Vidaları 3.5x30', 'Ahşap Vidası 4x40']));
    const paged = await search('vida', '&limit=3&page=2');
    expect(paged).toMatchObject({ total: 4, products: [{ name: 'Matkap Ucu Seti' }] });
    expect((await search('!!!')).total).toBe(13);
  });

  it("searches a seller's own products in every state, and the admin's name search", async () => {
    const own = await injectJson(t.app, {
      method: 'GET',
      url: `/api/products/seller/products/search?query=${encodeURIComponent('VİDA')}`,
      headers: auth(seller.token),
    });
    expect(own.status).toBe(200);
    expect(own.body.products.map((product: { name: string }) => product.name)).toContain('Onaysız Vida Kutusu');
    expect(own.body).toMatchObject({ totalCount: 5, currentPage: 1, totalPages: 1 });
    const adminSearch = await injectJson(t.app, { method: 'GET', url: '/api/admin/products/search?name=isik', headers: auth(admin.token) });
    expect(adminSearch.body.products.map((product: { name: string }) => product.name).sort()).toEqual(['Işık Bariyeri Sensörü', 'LED Işıklar Şerit']);
  });

  it('finds products by the new name of a renamed category once the categories module refreshes them', async () => {
    const sensors = tree.Elektrik.subs['Sensörler'];
    const product = await createListedProduct(t.app, seller.token, admin.token, {
      name: 'Endüktif Algılayıcı M12',
      mainCategory: tree.Elektrik.id,
      subCategories: [sensors.id],
      price: 240,
      stock: 3,
    });
    expect(await found('sensör')).toContain(product.name);
    await t.app.db.update(categories).set({ name: 'Dedektörler' }).where(eq(categories.id, sensors.id));
    expect(await refreshSearchTextForCategory(t.app.db, sensors.id)).toBe(1);
    await catalogueChangesArrived(t.app);
    expect(await found('dedektör')).toEqual([product.name]);
    expect(await found('sensör')).not.toContain(product.name);
  });

  it('corrects typos of words that only a product listed or renamed later uses', async () => {
    expect((await search('hidrolk')).total).toBe(0);
    const pump = await createListedProduct(t.app, seller.token, admin.token, { name: 'Hidrolik El Pompası', mainCategory: tree.Metal.id, price: 1200, stock: 2 });
    expect(await search('hidrolk')).toMatchObject({ searchMode: 'similar', products: [{ name: pump.name }] });
    const renamed = await injectJson(t.app, { method: 'PUT', url: `/api/products/${pump._id}`, headers: auth(seller.token), body: { name: 'Pnömatik El Pompası' } });
    expect(renamed.status).toBe(200);
    await injectJson(t.app, { method: 'PUT', url: `/api/admin/products/${pump._id}/approve`, headers: auth(admin.token) });
    expect(await found('pnomatk')).toEqual(['Pnömatik El Pompası']);
    // The old word stays in the vocabulary but no product has it any more.
    expect((await search('hidrolk')).total).toBe(0);
  });

  it("puts a name that starts with the searched word first only when it is the whole word: 'vida' is not 'Vidalı'", async () => {
    await createListedProduct(t.app, seller.token, admin.token, { name: 'Vidalı Ayarlı Baret', mainCategory: tree.Metal.id, price: 289, stock: 4 });
    const vida = await found('vida');
    expect(vida[0]).toBe('Vida Seti 200 Parça');
    // Screws whose name holds the word ('vidaları' is read as 'vida') come before the hat whose
    // name merely starts with it ('vidalı' is read as 'vidal': only the prefix matches).
    expect(vida.indexOf('Vidalı Ayarlı Baret')).toBeGreaterThan(vida.indexOf('Sunta Vidaları 3.5x30'));
    expect(vida.at(-1)).toBe('Matkap Ucu Seti');
    // A signed-in buyer's search is PostgreSQL's own (a visitor's is worked out in memory): the same order.
    const signedIn = await injectJson(t.app, { method: 'GET', url: '/api/products?search=vida', headers: auth(admin.token) });
    expect(signedIn.body.products.map((product: { name: string }) => product.name)).toEqual(vida);
  });
});

describe('searches past the index’s threshold of products (issue 29)', () => {
  const listening = async (index: CatalogueIndex) => {
    const unlisten = await t.app.database.listen(CATALOGUE_CHANNEL, {
      onMessage: (payload) => index.receive(payload),
      onLost: () => index.listenerDown(),
      onListening: () => index.listenerUp(),
    });
    const started = performance.now();
    while (!(await index.pageOf({ page: 1, limit: 5 }, 10_000))) {
      expect(performance.now() - started, 'loaded within 5 s').toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return unlisten;
  };

  it('drops the postings once more products are filed than it keeps them for, and matches nothing in memory after', () => {
    const postings = new SearchPostings(2);
    const vida = [{ exact: [{ lexeme: 'vida', prefix: false }], prefix: [] }];
    postings.add(0, { lexemes: ['vida'], nameLexemes: ['vida'] });
    postings.add(1, { lexemes: ['vida', 'set'], nameLexemes: [] });
    expect(postings.dropped).toBe(false);
    expect([...postings.match(vida)!.slots]).toEqual([0, 1]);
    postings.add(2, { lexemes: ['vida'], nameLexemes: [] });
    expect(postings.dropped).toBe(true);
    expect(postings.match(vida)).toBeNull();
  });

  it('keeps the lists but leaves a search to PostgreSQL, which answers it the same', async () => {
    await catalogueChangesArrived(t.app);
    const small = new CatalogueIndex(t.app.db, { searchUpTo: 3 });
    const large = new CatalogueIndex(t.app.db, { searchUpTo: 1_000 });
    const stops = [await listening(small), await listening(large)];
    try {
      const all = await small.pageOf({ page: 1, limit: 50 }, 10_000);
      expect(all?.total, 'the lists and counts stay in memory').toBe((await search('')).total);
      expect(await small.pageOf({ search: 'vida', page: 1, limit: 20 }, 10_000), 'searches: PostgreSQL').toBeNull();
      expect(await small.pageOf({ search: 'vdia', page: 1, limit: 20 }, 10_000), 'typos too').toBeNull();
      const inMemory = await large.pageOf({ search: 'vida', page: 1, limit: 20 }, 10_000);
      expect(inMemory?.total).toBeGreaterThan(2);
      // What PostgreSQL answers in place of the dropped postings: the same page and total.
      const byPostgres = await runListing(t.app.db, { conditions: [visibleToBuyers], search: 'vida', sort: 'recommended', page: 1, limit: 20, countCap: 10_000 }, selectProductIds);
      expect(byPostgres.rows).toEqual(inMemory?.ids);
      expect(byPostgres.total).toBe(inMemory?.total);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
