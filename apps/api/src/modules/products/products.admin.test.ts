import { productMessages } from '@pazaryeri/contract/products/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createCategories, createProduct, imageFile, sendProductForm } from './product-fixtures';
import { products } from '../../db/schema/products';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategories>>;
let limited: Awaited<ReturnType<typeof createApprovedSeller>>;
let individual: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token = admin.token, body?: object) =>
  injectJson(t.app, { method, url, headers: auth(token), ...(body && { body }) });
const names = (body: { products: { name: string }[] }) => body.products.map((product) => product.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategories(t.app, { Hırdavat: ['Vidalar', 'Pullar'], Elektrik: ['Kablolar'] });
  limited = await createApprovedSeller(t.app, { storeName: 'Limited Şirket' });
  individual = await createApprovedSeller(t.app, { storeName: 'Bireysel Satıcı', companyType: 'individual', taxNumber: '10000000146' });
  admin = await createUser(t.app, { role: 'admin' });
  const h = tree['Hırdavat'];
  ids.vida = (await createProduct(t.app, limited.token, { name: 'Sunta Vidası', price: 2, stock: 100, mainCategory: h.id, subCategories: [h.subs.Vidalar.id] }))._id;
  ids.pul = (await createProduct(t.app, limited.token, { name: 'Yaylı Pul', price: 0.5, stock: 0, mainCategory: h.id, subCategories: [h.subs.Pullar.id] }))._id;
  ids.kablo = (await createProduct(t.app, individual.token, { name: 'NYM Kablo 3x2,5', price: 35, stock: 200, mainCategory: tree.Elektrik.id, subCategories: [tree.Elektrik.subs.Kablolar.id] }))._id;
  ids.model = (await sendProductForm(t.app, {
    method: 'POST',
    url: '/api/products/digital',
    token: individual.token,
    fields: { name: 'Klemens 3D Modeli', productType: 'model3d', price: '15', mainCategory: tree.Elektrik.id },
    files: [{ field: 'file', name: 'klemens.step', type: 'application/octet-stream', data: Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\n') }],
  })).body.product._id;
  await t.app.db.update(products).set({ createdAt: new Date('2025-03-01T10:00:00+03:00') }).where(eq(products.id, ids.vida));
  await t.app.db.update(products).set({ createdAt: new Date('2025-03-10T23:30:00+03:00') }).where(eq(products.id, ids.pul));
  await call('PUT', `/api/products/${ids.kablo}/submit-for-approval`, individual.token);
}, 90_000);
afterAll(() => t.close());

describe('admin access', () => {
  it('refuses visitors (401), buyers and sellers (403) on every admin product and image route', async () => {
    const buyer = await createUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/search'],
      ['GET', '/api/admin/products/filtre'],
      ['GET', `/api/admin/products/${ids.vida}`],
      ['PUT', `/api/admin/products/${ids.vida}`],
      ['DELETE', `/api/admin/products/${ids.vida}`],
      ['PUT', `/api/admin/products/${ids.vida}/approve`],
      ['PUT', `/api/admin/products/${ids.vida}/reject`],
      ['GET', '/api/admin/pending-approval'],
      ['GET', '/api/admin/approved'],
      ['GET', '/api/admin/rejected'],
      ['PUT', `/api/admin/approve/${ids.vida}`],
      ['PUT', `/api/admin/reject/${ids.vida}`],
    ] as const) {
      expect([url, (await injectJson(t.app, { method, url })).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, buyer.token)).status]).toEqual([url, 403]);
      expect([url, (await call(method, url, limited.token)).status]).toEqual([url, 403]);
    }
  });
});

describe('admin product lists', () => {
  it('lists every product in every state, newest first, 20 a page, narrowed by approval state', async () => {
    const { body } = await call('GET', '/api/admin/products');
    expect(body).toMatchObject({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(body.products.map((product: { name: string }) => product.name)).toEqual(['Klemens 3D Modeli', 'NYM Kablo 3x2,5', 'Yaylı Pul', 'Sunta Vidası']);
    expect(names((await call('GET', '/api/admin/products?approvalStatus=pending')).body)).toEqual(['NYM Kablo 3x2,5']);
    expect((await call('GET', '/api/admin/products?limit=2&page=2')).body.products).toHaveLength(2);
  });

  it('searches by name (Turkish-aware), product id, main category and sub categories', async () => {
    const search = async (query: string) => names((await call('GET', `/api/admin/products/search?${query}`)).body);
    expect(await search('name=VİDA')).toEqual(['Sunta Vidası']);
    expect(await search('name=yayli')).toEqual(['Yaylı Pul']);
    expect(await search(`productId=${ids.kablo}`)).toEqual(['NYM Kablo 3x2,5']);
    expect(await search('productId=bozuk')).toEqual([]);
    expect(await search(`mainCategory=${tree.Elektrik.slug}`)).toEqual(['Klemens 3D Modeli', 'NYM Kablo 3x2,5']);
    expect(await search(`subCategories=${tree['Hırdavat'].subs.Pullar.id}`)).toEqual(['Yaylı Pul']);
    expect((await call('GET', '/api/admin/products/search')).body.limit).toBe(10);
  });

  it('filters (filtre) by dates, price, stock, type, company type and categories', async () => {
    const filter = async (query: string) => names((await call('GET', `/api/admin/products/filtre?${query}`)).body);
    expect(await filter('startDate=2025-03-01&endDate=2025-03-10')).toEqual(['Sunta Vidası', 'Yaylı Pul']);
    expect(await filter('startDate=2025-03-02&endDate=2025-03-10')).toEqual(['Yaylı Pul']);
    expect(await filter('priceMin=1&priceMax=35')).toEqual(['Klemens 3D Modeli', 'NYM Kablo 3x2,5', 'Sunta Vidası']);
    expect(await filter('inStock=false')).toEqual(['Yaylı Pul']);
    expect(await filter('productType=model3d')).toEqual(['Klemens 3D Modeli']);
    expect(await filter('sellerType=individual')).toEqual(['Klemens 3D Modeli', 'NYM Kablo 3x2,5']);
    expect(await filter(`mainCategory=${tree['Hırdavat'].id}&subCategory=${tree['Hırdavat'].subs.Vidalar.slug}`)).toEqual(['Sunta Vidası']);
    expect(await filter('startDate=&endDate=&sellerType=&inStock=')).toHaveLength(4);
    expect((await call('GET', '/api/admin/products/filtre?startDate=2025-03-10&endDate=2025-03-01')).status).toBe(400);
  });
});

describe('admin product review', () => {
  it('approves (→ approved, active, on sale) and rejects (→ rejected, inactive, off sale, with the reason)', async () => {
    const approved = await call('PUT', `/api/admin/products/${ids.kablo}/approve`);
    expect(approved.body).toMatchObject({ message: productMessages.approved, product: { approvalStatus: 'approved', status: 'active' } });
    expect((await injectJson(t.app, { method: 'GET', url: `/api/products/${ids.kablo}` })).status).toBe(200);
    const rejected = await call('PUT', `/api/admin/products/${ids.kablo}/reject`, admin.token, { reason: 'Kablo kesiti belirtilmemiş' });
    expect(rejected.body).toMatchObject({
      message: productMessages.rejected,
      product: { approvalStatus: 'rejected', status: 'inactive', rejectionReason: 'Kablo kesiti belirtilmemiş' },
    });
    expect((await injectJson(t.app, { method: 'GET', url: `/api/products/${ids.kablo}` })).status).toBe(404);
    const bare = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${ids.pul}/reject`, headers: auth(admin.token) });
    expect(bare.json().product).toMatchObject({ approvalStatus: 'rejected', rejectionReason: null });
    expect((await call('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
  });

  it('reads, edits (without sending it back) and deletes any product', async () => {
    const product = await createProduct(t.app, limited.token, { name: 'Yönetici Düzenler', price: 9, stock: 1, mainCategory: tree['Hırdavat'].id });
    await call('PUT', `/api/admin/products/${product._id}/approve`);
    expect((await call('GET', `/api/admin/products/${product._id}`)).body).toMatchObject({ name: 'Yönetici Düzenler', approvalStatus: 'approved' });
    const edited = await call('PUT', `/api/admin/products/${product._id}`, admin.token, { name: 'Yönetici Düzeltti', description: 'Yazım düzeltildi' });
    expect(edited.body).toMatchObject({ message: productMessages.updated, product: { name: 'Yönetici Düzeltti', approvalStatus: 'approved', status: 'active' } });
    expect((await call('DELETE', `/api/admin/products/${product._id}`)).body).toEqual({ message: productMessages.deleted });
    expect((await call('GET', `/api/admin/products/${product._id}`)).status).toBe(404);
  });
});

describe('admin image review', () => {
  it('moves pictures from pending to approved, or off the pending queue as rejected (spec §4)', async () => {
    const { body } = await sendProductForm(t.app, {
      method: 'PUT',
      url: `/api/products/${ids.vida}`,
      token: limited.token,
      fields: {},
      files: [await imageFile('a.png'), await imageFile('b.png')],
    });
    const [first, second] = body.product.images;
    const pending = await call('GET', '/api/admin/pending-approval');
    expect(pending.body).toMatchObject({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(pending.body.images[0]).toMatchObject({
      _id: first._id,
      status: 'pending',
      reviewedAt: null,
      product: { _id: ids.vida, name: 'Sunta Vidası' },
      seller: { _id: limited.seller._id, storeName: 'Limited Şirket' },
    });
    // The queue narrows to a product by name, without regard to case or Turkish letters.
    expect((await call('GET', `/api/admin/pending-approval?search=${encodeURIComponent('SUNTA vidasi')}`)).body.total).toBe(2);
    expect((await call('GET', '/api/admin/pending-approval?search=baska%20urun')).body.total).toBe(0);

    const approved = await call('PUT', `/api/admin/approve/${first._id}`);
    expect(approved.body).toMatchObject({ message: productMessages.imageApproved, image: { _id: first._id, status: 'approved' } });
    const rejected = await call('PUT', `/api/admin/reject/${second._id}`);
    expect(rejected.body).toMatchObject({ message: productMessages.imageRejected, image: { _id: second._id, status: 'rejected' } });

    expect((await call('GET', '/api/admin/pending-approval')).body.total).toBe(0);
    expect((await call('GET', '/api/admin/approved')).body.images.map((image: { _id: string }) => image._id)).toEqual([first._id]);
    expect((await call('GET', '/api/admin/rejected')).body.images.map((image: { _id: string }) => image._id)).toEqual([second._id]);
    expect((await call('PUT', '/api/admin/approve/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('PUT', '/api/admin/reject/bozuk')).body.message).toBe(productMessages.imageNotFound);
  });

  it('documents every product route in the OpenAPI description', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(status).toBe(200);
    for (const route of ['/api/products', '/api/products/{slug}', '/api/products/a/b', '/api/products/digital', '/api/admin/products/filtre', '/api/admin/pending-approval']) {
      expect(Object.keys(body.paths)).toContain(route);
    }
  });
});
