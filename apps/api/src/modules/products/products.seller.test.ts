import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@pazaryeri/contract';
import { productMessages } from '@pazaryeri/contract/products/index';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { approveProduct, createCategories, createProduct, imageFile, png, sendProductForm } from './product-fixtures';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategories>>;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let other: Awaited<ReturnType<typeof createApprovedSeller>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: object) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {}, ...(body && { body }) });
const uploadsDir = () => path.join(t.dataDir, 'uploads', 'products');
const uploadedFiles = async () => (existsSync(uploadsDir()) ? (await readdir(uploadsDir())).length : 0);
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategories(t.app, { Hırdavat: ['Vidalar', 'Cıvatalar'], Metal: ['Levhalar'] });
  seller = await createApprovedSeller(t.app, { storeName: 'Yönetim Deneme' });
  other = await createApprovedSeller(t.app, { storeName: 'Başka Mağaza' });
  buyer = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const base = () => ({ name: 'Deneme Cıvatası', price: 4.5, stock: 20, mainCategory: tree['Hırdavat'].id });

describe('who may manage products', () => {
  it('refuses visitors (401), buyers and admins on seller routes (403), and other sellers on a product (403)', async () => {
    const product = await createProduct(t.app, seller.token, base());
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/products'],
      ['GET', '/api/products/seller/products'],
      ['GET', '/api/products/seller/products/search?query=a'],
      ['GET', '/api/products/seller/products/filter'],
      ['PUT', `/api/products/${product._id}`],
      ['DELETE', `/api/products/${product._id}`],
      ['PUT', `/api/products/${product._id}/submit-for-approval`],
      ['PUT', `/api/products/${product._id}/update-stock`],
      ['POST', '/api/products/digital'],
      ['PUT', `/api/products/digital/${product._id}`],
      ['GET', '/api/products/a/b'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { quantity: 1 };
      expect([url, (await call(method, url, undefined, body)).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, buyer.token, body)).body.code]).toEqual([url, 'FORBIDDEN']);
      expect([url, (await call(method, url, admin.token, body)).status]).toEqual([url, 403]);
    }
    for (const [method, url] of routes.filter(([, url]) => url.includes(product._id))) {
      const { status, body } = await call(method, url, other.token, method === 'DELETE' ? undefined : { quantity: 1 });
      expect([url, status, body.message]).toEqual([url, 403, productMessages.notOwner]);
    }
    expect((await call('PUT', '/api/products/00000000-0000-4000-8000-000000000000', seller.token, { name: 'Yok' })).status).toBe(404);
    expect((await call('DELETE', '/api/products/olmayan', seller.token)).status).toBe(404);
    expect((await call('GET', `/api/products/${product._id}`, seller.token)).body.name).toBe('Deneme Cıvatası');
  });
});

describe('POST /products', () => {
  it('creates a draft with pictures stored as two WebP sizes, variants (stock = sum of sizes) and sub categories from a multipart form', async () => {
    const { status, body } = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: {
        name: 'Paslanmaz Vida Seti',
        description: 'A2 paslanmaz',
        brand: 'Çelikvida',
        price: '129,90',
        stock: '999',
        minimumOrderQuantity: '2',
        shippingCost: '29.90',
        freeShippingThreshold: '500',
        mainCategory: tree['Hırdavat'].slug,
        subCategories: JSON.stringify([tree['Hırdavat'].subs.Vidalar.id]),
        variants: JSON.stringify([
          { name: 'A2', priceDelta: 0, sizes: [{ label: 'M4', stock: 10 }, { label: 'M5', stock: 5 }] },
          { name: 'A4', priceDelta: '15,50', sizes: [{ label: 'M4', stock: 7 }] },
        ]),
      },
      files: [await imageFile('bir.png'), { field: 'images', name: 'iki.jpg', type: 'image/jpeg', data: await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#f97316' } }).jpeg().toBuffer() }],
    });
    expect(status).toBe(201);
    expect(body.message).toBe(productMessages.created);
    const product = body.product;
    expect(product).toMatchObject({
      slug: 'paslanmaz-vida-seti',
      price: 129.9,
      stock: 22,
      minimumOrderQuantity: 2,
      shippingCost: 29.9,
      freeShippingThreshold: 500,
      approvalStatus: 'draft',
      status: 'inactive',
      brand: 'Çelikvida',
      subCategories: [{ name: 'Vidalar' }],
      variants: [
        { name: 'A2', priceDelta: 0, sizes: [{ label: 'M4', stock: 10 }, { label: 'M5', stock: 5 }] },
        { name: 'A4', priceDelta: 15.5, sizes: [{ label: 'M4', stock: 7 }] },
      ],
    });
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      expect(image.status).toBe('pending');
      expect(image.listUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
    }
    const list = await sharp(fileOf(product.images[1].listUrl)).metadata();
    expect([list.format, list.width, list.height]).toEqual(['webp', 400, 400]);
    const detail = await sharp(fileOf(product.images[1].detailUrl)).metadata();
    expect([detail.format, detail.width, detail.height]).toEqual(['webp', 1200, 800]);
    const served = await t.app.inject({ method: 'GET', url: product.images[0].listUrl });
    expect(served.statusCode).toBe(200);
  });

  it('gives a taken name a slug with a short suffix', async () => {
    const first = await createProduct(t.app, seller.token, { ...base(), name: 'Aynı İsimli Ürün' });
    const second = await createProduct(t.app, other.token, { ...base(), name: 'Aynı İsimli Ürün' });
    expect(first.slug).toBe('ayni-isimli-urun');
    expect(second.slug).toMatch(/^ayni-isimli-urun-[0-9a-f]{6}$/);
  });

  it('carries a VAT rate: 20 % unless the form says 1 or 10 (text or number), and refuses any other', async () => {
    const standard = await createProduct(t.app, seller.token, { ...base(), name: 'KDV Varsayılan Ürün' });
    const reduced = await sendProductForm(t.app, { method: 'POST', url: '/api/products', token: seller.token, fields: { ...base(), name: 'KDV Yüzde On Ürün', vatRate: '10' } });
    expect(reduced.status).toBe(201);
    expect((standard as typeof standard & { vatRate: number }).vatRate).toBe(20);
    expect(reduced.body.product.vatRate).toBe(10);
    const refused = await sendProductForm(t.app, { method: 'POST', url: '/api/products', token: seller.token, fields: { ...base(), name: 'KDV Yanlış', vatRate: '18' } });
    expect([refused.status, refused.body.fields?.vatRate]).toEqual([400, 'KDV oranı %1, %10 ya da %20 olmalı.']);
    const changed = await sendProductForm(t.app, { method: 'PUT', url: `/api/products/${standard._id}`, token: seller.token, fields: { vatRate: 1 } });
    expect(changed.status).toBe(200);
    expect(changed.body.product.vatRate).toBe(1);
  });

  it('refuses a non-image uploaded as a picture with 415 and keeps nothing', async () => {
    const before = await uploadedFiles();
    const listed = (await call('GET', '/api/products/seller/products?limit=100', seller.token)).body.totalCount;
    for (const data of [Buffer.from('<?php echo "merhaba"; ?>'), Buffer.from('%PDF-1.4 sahte resim'), Buffer.alloc(0x400, 0xff)]) {
      const { status, body } = await sendProductForm(t.app, {
        method: 'POST',
        url: '/api/products',
        token: seller.token,
        fields: { ...base(), price: '4.5', stock: '20' },
        files: [await imageFile('iyi.png'), { field: 'images', name: 'resim.png', type: 'image/png', data }],
      });
      expect(status).toBe(415);
      expect(body).toEqual({ message: messages.invalidImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await uploadedFiles()).toBe(before);
    expect((await call('GET', '/api/products/seller/products?limit=100', seller.token)).body.totalCount).toBe(listed);
  });

  it('refuses a picture over the size limit with a Turkish 413, and more than 8 pictures with 422', async () => {
    const huge = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: { ...base(), price: '4.5', stock: '20' },
      files: [{ field: 'images', name: 'buyuk.png', type: 'image/png', data: Buffer.alloc(t.config.uploadLimit + 1, 1) }],
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Dosya çok büyük. En fazla 5 MB yükleyebilirsiniz.');
    const image = await png(8, 8);
    const many = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: { ...base(), price: '4.5', stock: '20' },
      files: Array.from({ length: 9 }, (_, index) => ({ field: 'images', name: `${index}.png`, type: 'image/png', data: image })),
    });
    expect(many.status).toBe(422);
    expect(many.body.message).toBe('Bir ürüne en fazla 8 resim eklenebilir.');
  });

  it('answers bad fields with 400 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), name: '' }, 'name'],
      [{ ...base(), price: 'bedava' }, 'price'],
      [{ ...base(), price: 1.999 }, 'price'],
      [{ ...base(), stock: -1 }, 'stock'],
      [{ ...base(), mainCategory: 'olmayan-kategori' }, 'mainCategory'],
      [{ ...base(), mainCategory: tree['Hırdavat'].subs.Vidalar.id }, 'mainCategory'],
      [{ ...base(), subCategories: [tree.Metal.subs.Levhalar.id] }, 'subCategories'],
      [{ ...base(), variants: [{ name: 'A2', sizes: [] }] }, 'variants.0.sizes'],
      [{ ...base(), price: 1, variants: [{ name: 'Ucuz', priceDelta: -2, sizes: [{ label: 'M4', stock: 1 }] }] }, 'variants'],
    ];
    for (const [body, field] of cases) {
      const reply = await call('POST', '/api/products', seller.token, body);
      expect([field, reply.status, Object.keys(reply.body.fields ?? {})]).toEqual([field, 400, [field]]);
    }
  });
});

describe('seller lists', () => {
  it('pages the own products (defaults 1 and 10) and filters them', async () => {
    const fresh = await createApprovedSeller(t.app, { storeName: 'Liste Deneme' });
    for (let index = 0; index < 12; index += 1) {
      await createProduct(t.app, fresh.token, { ...base(), name: `Liste Ürünü ${index}`, price: 10 + index, stock: index % 4 });
    }
    const approvedId = (await createProduct(t.app, fresh.token, { ...base(), name: 'Onaylı Levha', mainCategory: tree.Metal.id, price: 900, stock: 50 }))._id;
    await approveProduct(t.app, admin.token, approvedId);
    const first = await call('GET', '/api/products/seller/products', fresh.token);
    expect(first.body).toMatchObject({ totalCount: 13, totalPages: 2, currentPage: 1 });
    expect(first.body.products).toHaveLength(10);
    expect(first.body.products[0].name).toBe('Onaylı Levha');
    const second = await call('GET', '/api/products/seller/products?page=2', fresh.token);
    expect(second.body.products.map((product: { name: string }) => product.name)).toEqual(['Liste Ürünü 2', 'Liste Ürünü 1', 'Liste Ürünü 0']);

    const filter = async (query: string) =>
      (await call('GET', `/api/products/seller/products/filter?limit=100&${query}`, fresh.token)).body.products.map((product: { name: string }) => product.name);
    expect(await filter('approvalStatus=approved')).toEqual(['Onaylı Levha']);
    expect(await filter('status=active&mainCategory=' + tree.Metal.slug)).toEqual(['Onaylı Levha']);
    expect((await filter('approvalStatus=draft')).length).toBe(12);
    expect((await filter('stockStatus=outOfStock')).length).toBe(3);
    expect((await filter('stockStatus=lowStock')).length).toBe(9);
    expect(await filter('priceMin=20&priceMax=21.5')).toEqual(['Liste Ürünü 11', 'Liste Ürünü 10']);
    expect(await filter('query=levha')).toEqual(['Onaylı Levha']);
    expect(await filter('status=&approvalStatus=&productType=&stockStatus=')).toHaveLength(13);
    expect((await call('GET', '/api/products/seller/products/filter?stockStatus=az', fresh.token)).status).toBe(400);
  });
});
