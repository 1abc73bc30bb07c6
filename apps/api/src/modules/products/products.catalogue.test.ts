import { productMessages } from '@pazaryeri/contract/products/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, catalogueChangesArrived, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { sellers } from '../../db/schema/sellers';
import { createApprovedSeller } from '../sellers';
import { users } from '../../db/schema/users';
import {
  approveProduct,
  createCategories,
  createListedProduct,
  createProduct,
  imageFile,
  sendProductForm,
} from './product-fixtures';

let t: TestApp;
const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });
const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name);

const stl = Buffer.from('solid disli\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid disli\n');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let tree: Awaited<ReturnType<typeof createCategories>>;
let storeA: Awaited<ReturnType<typeof createApprovedSeller>>;
let storeB: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};
const visible = [
  'Ahşap Vidası 4x40',
  'Akıllı Cıvata M8',
  'Paslanmaz Somun',
  'Çelik Profil 40x40',
  'Alüminyum Levha 2mm',
  'LED Projektör',
  'STL Dişli Modeli',
  'PDF Montaj Kılavuzu',
];

/** The known data set: 8 products on sale from two stores, and 6 that must never reach buyers. */
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategories(t.app, {
    Hırdavat: ['Vidalar', 'Cıvatalar'],
    Metal: ['Çelik Profiller', 'Levhalar'],
    Aydınlatma: ['Projektörler'],
  });
  storeA = await createApprovedSeller(t.app, { storeName: 'Anadolu Bağlantı' });
  storeB = await createApprovedSeller(t.app, { storeName: 'Ege Metal' });
  admin = await createUser(t.app, { role: 'admin' });
  const h = tree['Hırdavat'];
  const m = tree.Metal;
  const list = async (token: string, body: Parameters<typeof createProduct>[2]) =>
    (ids[body.name] = (await createListedProduct(t.app, token, admin.token, body))._id);
  await list(storeA.token, { name: 'Ahşap Vidası 4x40', price: 1.5, stock: 500, mainCategory: h.id, subCategories: [h.subs.Vidalar.id] });
  await list(storeA.token, { name: 'Akıllı Cıvata M8', price: '2,25', stock: 0, mainCategory: h.slug, subCategories: [h.subs['Cıvatalar'].slug] });
  await list(storeA.token, { name: 'Paslanmaz Somun', price: 0.75, stock: 100, mainCategory: h.id });
  await list(storeB.token, { name: 'Çelik Profil 40x40', price: 420, stock: 12, mainCategory: m.id, subCategories: m.subs['Çelik Profiller'].id });
  await list(storeB.token, { name: 'Alüminyum Levha 2mm', price: '1.250,50', stock: 3, mainCategory: m.id, subCategories: [m.subs.Levhalar.id] });
  await list(storeB.token, { name: 'LED Projektör', price: 899.99, stock: 7, mainCategory: tree['Aydınlatma'].id });
  for (const [name, productType, file, fileName] of [
    ['STL Dişli Modeli', 'model3d', stl, 'disli.stl'],
    ['PDF Montaj Kılavuzu', 'digital', pdf, 'kilavuz.pdf'],
  ] as const) {
    const { status, body } = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products/digital',
      token: name.startsWith('STL') ? storeB.token : storeA.token,
      fields: { name, productType, price: name.startsWith('STL') ? '49.90' : '19.90', mainCategory: m.id, fileName },
      files: [{ field: 'file', name: fileName, type: 'application/octet-stream', data: file }],
    });
    expect(status).toBe(201);
    ids[name] = body.product._id;
    await approveProduct(t.app, admin.token, body.product._id);
  }

  // Never on sale: a draft, a pending one, a rejected one, a paused one, one of a suspended owner, one of a store back to pending.
  ids.draft = (await createProduct(t.app, storeA.token, { name: 'Taslak Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  ids.pending = (await createProduct(t.app, storeA.token, { name: 'Bekleyen Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  await injectJson(t.app, { method: 'PUT', url: `/api/products/${ids.pending}/submit-for-approval`, headers: auth(storeA.token) });
  ids.rejected = (await createProduct(t.app, storeA.token, { name: 'Reddedilen Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  await injectJson(t.app, { method: 'PUT', url: `/api/admin/products/${ids.rejected}/reject`, headers: auth(admin.token), body: { reason: 'Eksik bilgi' } });
  ids.paused = (await createListedProduct(t.app, storeA.token, admin.token, { name: 'Duraklatılan Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  await injectJson(t.app, { method: 'PUT', url: `/api/products/${ids.paused}`, headers: auth(storeA.token), body: { status: 'inactive' } });
  const banned = await createApprovedSeller(t.app, { storeName: 'Askıdaki Mağaza' });
  ids.banned = (await createListedProduct(t.app, banned.token, admin.token, { name: 'Askıdaki Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id));
  const withdrawn = await createApprovedSeller(t.app, { storeName: 'Geri Çekilen Mağaza' });
  ids.withdrawn = (await createListedProduct(t.app, withdrawn.token, admin.token, { name: 'Geri Çekilen Vida', price: 1, stock: 5, mainCategory: h.id }))._id;
  await t.app.db.update(sellers).set({ status: 'pending' }).where(eq(sellers.id, withdrawn.seller._id));
  // Written straight to the database: the catalogue hears of it a moment later (on PostgreSQL).
  await catalogueChangesArrived(t.app);
}, 90_000);
afterAll(() => t.close());

const hidden = ['Taslak Vida', 'Bekleyen Vida', 'Reddedilen Vida', 'Duraklatılan Vida', 'Askıdaki Vida', 'Geri Çekilen Vida'];

describe('GET /products', () => {
  it('lists only approved, active products of approved stores with active owners', async () => {
    const { status, body } = await get('/api/products?limit=100');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 100, total: visible.length, totalPages: 1 });
    expect(names(body).sort()).toEqual([...visible].sort());
    for (const name of hidden) expect(names(body)).not.toContain(name);
  });

  it('shows money in TL exactly as entered (stored as kuruş) and the product shape', async () => {
    const { body } = await get('/api/products?limit=100');
    const byName = Object.fromEntries(body.products.map((product: { name: string }) => [product.name, product]));
    expect(byName['Alüminyum Levha 2mm'].price).toBe(1250.5);
    expect(byName['LED Projektör'].price).toBe(899.99);
    expect(byName['Akıllı Cıvata M8'].price).toBe(2.25);
    expect(byName['Ahşap Vidası 4x40']).toMatchObject({
      slug: 'ahsap-vidasi-4x40',
      productType: 'physical',
      isDigital: false,
      is3DModel: false,
      stock: 500,
      minimumOrderQuantity: 1,
      shippingCost: 0,
      freeShippingThreshold: 0,
      mainCategory: { _id: tree['Hırdavat'].id, name: 'Hırdavat' },
      subCategories: [{ _id: tree['Hırdavat'].subs.Vidalar.id, name: 'Vidalar' }],
      seller: { _id: storeA.seller._id, storeName: 'Anadolu Bağlantı', verifiedSeller: true },
      sellerId: storeA.seller._id,
      status: 'active',
      approvalStatus: 'approved',
      images: [],
      thumbnail: null,
      isFavorite: false,
    });
    expect(byName['STL Dişli Modeli']).toMatchObject({ isDigital: true, is3DModel: true, uploadState: 'uploaded', digitalFile: { name: 'disli.stl' } });
    expect(JSON.stringify(body)).not.toMatch(/private|digital\/|search_?text/i);
  });

  it('filters by main category (id or slug), a sub category slug, and sub categories (any of them)', async () => {
    const h = tree['Hırdavat'];
    const byId = await get(`/api/products?mainCategory=${h.id}`);
    const bySlug = await get(`/api/products?mainCategory=${h.slug}`);
    expect(names(byId.body).sort()).toEqual(['Ahşap Vidası 4x40', 'Akıllı Cıvata M8', 'Paslanmaz Somun']);
    expect(names(bySlug.body).sort()).toEqual(names(byId.body).sort());
    expect(names((await get(`/api/products?mainCategory=${h.subs.Vidalar.slug}`)).body)).toEqual(['Ahşap Vidası 4x40']);
    const subs = await get(`/api/products?subCategories=${h.subs.Vidalar.slug},${tree.Metal.subs.Levhalar.id}`);
    expect(names(subs.body).sort()).toEqual(['Ahşap Vidası 4x40', 'Alüminyum Levha 2mm']);
    const repeated = await get(`/api/products?subCategories=${h.subs.Vidalar.id}&subCategories=${h.subs['Cıvatalar'].id}`);
    expect(names(repeated.body).sort()).toEqual(['Ahşap Vidası 4x40', 'Akıllı Cıvata M8']);
    expect((await get('/api/products?mainCategory=olmayan-kategori')).body.total).toBe(0);
  });

  it('filters by price range (TL, inclusive), stock, store and product type', async () => {
    expect(names((await get('/api/products?priceMin=1.5&priceMax=420&sort=price-asc')).body)).toEqual([
      'Ahşap Vidası 4x40',
      'Akıllı Cıvata M8',
      'PDF Montaj Kılavuzu',
      'STL Dişli Modeli',
      'Çelik Profil 40x40',
    ]);
    expect(names((await get('/api/products?priceMin=1000')).body)).toEqual(['Alüminyum Levha 2mm']);
    expect(names((await get('/api/products?inStock=true&limit=100')).body)).not.toContain('Akıllı Cıvata M8');
    expect(names((await get('/api/products?inStock=false')).body)).toEqual(['Akıllı Cıvata M8']);
    const ofStoreB = (await get(`/api/products?seller=${storeB.seller._id}&sort=name`)).body;
    expect(names(ofStoreB)).toEqual(['Alüminyum Levha 2mm', 'Çelik Profil 40x40', 'LED Projektör', 'STL Dişli Modeli']);
    expect(names((await get('/api/products?productType=model3d')).body)).toEqual(['STL Dişli Modeli']);
    expect(names((await get('/api/products?isDigital=true')).body).sort()).toEqual(['PDF Montaj Kılavuzu', 'STL Dişli Modeli']);
    expect(names((await get('/api/products?is3DModel=true')).body)).toEqual(['STL Dişli Modeli']);
    expect((await get('/api/products?isDigital=false')).body.total).toBe(6);
  });

  it('sorts by price, newest, Turkish name order, and recommended (in stock first)', async () => {
    const prices = (body: { products: { price: number }[] }) => body.products.map((product) => product.price);
    const asc = prices((await get('/api/products?sort=price-asc')).body);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices((await get('/api/products?sort=price-desc')).body);
    expect(desc).toEqual([...asc].reverse());
    expect(names((await get('/api/products?sort=newest')).body)).toEqual([...visible].reverse());
    expect(names((await get('/api/products?sort=name')).body)).toEqual([
      'Ahşap Vidası 4x40',
      'Akıllı Cıvata M8',
      'Alüminyum Levha 2mm',
      'Çelik Profil 40x40',
      'LED Projektör',
      'Paslanmaz Somun',
      'PDF Montaj Kılavuzu',
      'STL Dişli Modeli',
    ]);
    const recommended = names((await get('/api/products')).body);
    expect(recommended.at(-1)).toBe('Akıllı Cıvata M8');
  });

  it('pages without overlap or gaps, in any order', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/products?sort=newest&limit=3&page=${page}`)));
    expect(pages.map(({ body }) => body.products.length)).toEqual([3, 3, 2]);
    for (const { body } of pages) expect(body).toMatchObject({ limit: 3, total: 8, totalPages: 3 });
    expect(pages.flatMap(({ body }) => names(body))).toEqual([...visible].reverse());
    const recommended = await Promise.all([1, 2, 3].map((page) => get(`/api/products?limit=3&page=${page}`)));
    const inStockFirst = [...visible].reverse().filter((name) => name !== 'Akıllı Cıvata M8');
    expect(recommended.flatMap(({ body }) => names(body))).toEqual([...inStockFirst, 'Akıllı Cıvata M8']);
    const beyond = await get('/api/products?limit=3&page=9');
    expect(beyond.body).toMatchObject({ products: [], page: 9, total: 8, totalPages: 3 });
  });

  it('drops empty filters and refuses bad ones with 400', async () => {
    const empty = await get('/api/products?mainCategory=&subCategories=&priceMin=&priceMax=&inStock=&seller=&productType=&search=&sort=&limit=&page=&populate=seller');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ page: 1, limit: 20, total: 8 });
    for (const query of ['limit=500', 'limit=0', 'page=abc', 'sort=ucuz', 'priceMin=10&priceMax=5', 'priceMin=-1', 'inStock=belki', 'productType=hizmet']) {
      const { status, body } = await get(`/api/products?${query}`);
      expect([query, status, body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await get('/api/products?priceMin=10&priceMax=5')).body.message).toBe(productMessages.priceRangeInvalid);
  });
});

describe('GET /products/{slug}', () => {
  it('shows a product on sale by slug or id with the store card, category path and variants', async () => {
    const { status, body } = await get('/api/products/celik-profil-40x40');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Çelik Profil 40x40',
      categoryPath: [
        { _id: tree.Metal.id, name: 'Metal' },
        { _id: tree.Metal.subs['Çelik Profiller'].id, name: 'Çelik Profiller' },
      ],
      seller: { storeName: 'Ege Metal', alias: storeB.seller.alias },
      variants: [],
    });
    expect((await get(`/api/products/${body._id}`)).body.slug).toBe('celik-profil-40x40');
  });

  it('answers 404 for unapproved and withdrawn products, except to their owner and admins', async () => {
    const stranger = await createUser(t.app);
    for (const key of ['draft', 'pending', 'rejected', 'paused', 'banned', 'withdrawn']) {
      expect([key, (await get(`/api/products/${ids[key]}`)).status]).toEqual([key, 404]);
      expect([key, (await get(`/api/products/${ids[key]}`, stranger.token)).status]).toEqual([key, 404]);
      expect([key, (await get(`/api/products/${ids[key]}`, admin.token)).status]).toEqual([key, 200]);
    }
    const own = await get(`/api/products/${ids.rejected}`, storeA.token);
    expect(own.body).toMatchObject({ approvalStatus: 'rejected', status: 'inactive', rejectionReason: 'Eksik bilgi' });
    expect((await get('/api/products/yok-boyle-bir-urun')).body).toEqual({ message: productMessages.notFound, code: 'NOT_FOUND' });
  });
});

describe('store products and recommendations', () => {
  it("lists a store's products on sale by store id, alias or owner id", async () => {
    for (const ref of [storeA.seller._id, storeA.seller.alias, storeA.user.id]) {
      const { body } = await get(`/api/products/seller/${ref}/products?sort=name`);
      expect(names(body)).toEqual(['Ahşap Vidası 4x40', 'Akıllı Cıvata M8', 'Paslanmaz Somun', 'PDF Montaj Kılavuzu']);
    }
  });

  it('recommends the same main category first, then the same store, never itself or anything off sale', async () => {
    const { status, body } = await get(`/api/products/${ids['Ahşap Vidası 4x40']}/recommendations?limit=10`);
    expect(status).toBe(200);
    const recommended = names(body);
    expect(recommended.slice(0, 2).sort()).toEqual(['Akıllı Cıvata M8', 'Paslanmaz Somun']);
    expect(recommended.slice(2)).toEqual(['PDF Montaj Kılavuzu']);
    expect(recommended).not.toContain('Ahşap Vidası 4x40');
    for (const name of hidden) expect(recommended).not.toContain(name);
    expect(names((await get(`/api/products/${ids['Ahşap Vidası 4x40']}/recommendations?limit=1`)).body)).toHaveLength(1);
    expect((await get(`/api/products/${ids.draft}/recommendations`)).status).toBe(404);
  });
});

describe('pictures on the catalogue', () => {
  it('shows buyers only approved pictures; a product whose pictures all wait still lists, with no thumbnail', async () => {
    const product = await createProduct(t.app, storeA.token, { name: 'Resimli Vida', price: 3, stock: 9, mainCategory: tree['Hırdavat'].id });
    const { status, body } = await sendProductForm(t.app, {
      method: 'PUT',
      url: `/api/products/${product._id}`,
      token: storeA.token,
      fields: {},
      files: [await imageFile('bir.png'), await imageFile('iki.png')],
    });
    expect(status).toBe(200);
    expect(body.product.images.map((image: { status: string }) => image.status)).toEqual(['pending', 'pending']);
    await approveProduct(t.app, admin.token, product._id);

    const listed = (await get('/api/products?limit=100')).body.products.find((item: { _id: string }) => item._id === product._id);
    expect(listed).toMatchObject({ images: [], thumbnail: null });
    expect((await get(`/api/products/${product._id}`)).body.images).toEqual([]);

    const [first, second] = body.product.images;
    await injectJson(t.app, { method: 'PUT', url: `/api/admin/approve/${second._id}`, headers: auth(admin.token) });
    await injectJson(t.app, { method: 'PUT', url: `/api/admin/reject/${first._id}`, headers: auth(admin.token) });
    for (const url of [`/api/products/${product._id}`, `/api/products/seller/${storeA.seller._id}/products?limit=100`, '/api/products?limit=100']) {
      const reply = (await get(url)).body;
      const seen = reply.products ? reply.products.find((item: { _id: string }) => item._id === product._id) : reply;
      expect(seen.images).toEqual([{ _id: second._id, listUrl: second.listUrl, detailUrl: second.detailUrl, status: 'approved' }]);
      expect(seen.thumbnail).toBe(second.listUrl);
    }
    const recommendations = (await get(`/api/products/${ids['Ahşap Vidası 4x40']}/recommendations`)).body.products;
    const recommended = recommendations.find((item: { _id: string }) => item._id === product._id);
    expect(recommended.images.map((image: { _id: string }) => image._id)).toEqual([second._id]);
    expect((await get(`/api/products/${product._id}`, storeA.token)).body.images).toHaveLength(2);
    // A visitor's product page by slug is read in one statement (pictures, categories, variants
    // beside the row); it shows exactly what the signed-in path's two reads show a stranger.
    const stranger = await createUser(t.app);
    const bySlug = await get(`/api/products/${product.slug}`);
    expect(bySlug.body.images).toEqual([{ _id: second._id, listUrl: second.listUrl, detailUrl: second.detailUrl, status: 'approved' }]);
    expect(bySlug.body).toEqual((await get(`/api/products/${product.slug}`, stranger.token)).body);
    const profile = await get('/api/products/celik-profil-40x40');
    expect(profile.body).toEqual((await get('/api/products/celik-profil-40x40', stranger.token)).body);
  });
});
