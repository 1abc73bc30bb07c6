import { existsSync } from 'node:fs';
import path from 'node:path';
import { productMessages } from '@pazaryeri/contract/products/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { approveProduct, createCategories, createProduct, imageFile, sendProductForm } from './product-fixtures';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategories>>;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: object) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {}, ...(body && { body }) });
const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategories(t.app, { Hırdavat: ['Vidalar', 'Cıvatalar'], Metal: ['Levhalar'] });
  seller = await createApprovedSeller(t.app, { storeName: 'Yönetim Deneme' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const base = () => ({ name: 'Deneme Cıvatası', price: 4.5, stock: 20, mainCategory: tree['Hırdavat'].id });

describe('PUT /products/{id}', () => {
  it("sends an approved product back to approval when its content changes, not when its price or stock does", async () => {
    const product = await createProduct(t.app, seller.token, { ...base(), name: 'Onaylı Vida' });
    await approveProduct(t.app, admin.token, product._id);
    const priced = await call('PUT', `/api/products/${product._id}`, seller.token, { price: '5,25', stock: 40, shippingCost: 10 });
    expect(priced.body).toMatchObject({ message: productMessages.updated, product: { price: 5.25, stock: 40, approvalStatus: 'approved', status: 'active' } });
    const renamed = await call('PUT', `/api/products/${product._id}`, seller.token, { name: 'Onaylı Vida (Yeni)' });
    expect(renamed.body).toMatchObject({
      message: productMessages.updatedNeedsApproval,
      product: { name: 'Onaylı Vida (Yeni)', approvalStatus: 'pending', status: 'inactive', slug: 'onayli-vida' },
    });
    expect((await call('GET', `/api/products/${product._id}`)).status).toBe(404);
  });

  it('keeps the categories of an edit that names none, and finds the product by the words it was given since', async () => {
    const product = await createProduct(t.app, seller.token, { ...base(), name: 'Kategorili Somun', subCategories: [tree['Hırdavat'].subs['Vidalar'].id] });
    await approveProduct(t.app, admin.token, product._id);
    const inVidalar = async () =>
      ((await call('GET', `/api/products?subCategories=${tree['Hırdavat'].subs['Vidalar'].slug}&limit=50`)).body as { products: { _id: string }[] }).products.map((p) => p._id);
    const found = async (words: string) => ((await call('GET', `/api/products?search=${encodeURIComponent(words)}`)).body as { products: { _id: string }[] }).products.map((p) => p._id);
    expect(await inVidalar()).toContain(product._id);
    // A price edit: the same categories, and the search still finds it by its name and its category's.
    expect((await call('PUT', `/api/products/${product._id}`, seller.token, { price: 6 })).body).toMatchObject({ product: { price: 6, subCategories: [{ _id: tree['Hırdavat'].subs['Vidalar'].id }] } });
    expect(await inVidalar()).toContain(product._id);
    expect(await found('somun vidalar')).toContain(product._id);
    // A new description alone (no categories sent) is searchable once approved, beside the category's name.
    await call('PUT', `/api/products/${product._id}`, seller.token, { description: 'Galvanizli flanşlı tasarım' });
    await approveProduct(t.app, admin.token, product._id);
    expect(await found('flanşlı')).toContain(product._id);
    expect(await found('flanşlı hırdavat')).toContain(product._id);
    expect(await inVidalar()).toContain(product._id);
    // Sub categories sent again as they are change nothing; sent otherwise, they move it.
    await call('PUT', `/api/products/${product._id}`, seller.token, { subCategories: [tree['Hırdavat'].subs['Cıvatalar'].id] });
    await approveProduct(t.app, admin.token, product._id);
    expect(await inVidalar()).not.toContain(product._id);
    expect(await found('flanşlı cıvatalar')).toContain(product._id);
  });

  it('lets the owner pause an approved product and put it back on sale, never one that is not approved', async () => {
    const product = await createProduct(t.app, seller.token, { ...base(), name: 'Duraklatılacak Ürün' });
    const draft = await call('PUT', `/api/products/${product._id}`, seller.token, { status: 'active' });
    expect([draft.status, draft.body.message]).toEqual([422, productMessages.cannotActivate]);
    await approveProduct(t.app, admin.token, product._id);
    expect((await call('PUT', `/api/products/${product._id}`, seller.token, { status: 'inactive' })).body.product.status).toBe('inactive');
    expect((await call('GET', `/api/products/${product._id}`)).status).toBe(404);
    expect((await call('PUT', `/api/products/${product._id}`, seller.token, { status: 'active' })).body.product.status).toBe('active');
    expect((await call('GET', `/api/products/${product._id}`)).status).toBe(200);
  });

  it('keeps variant and size ids it is sent, resums the stock, and removes pictures with their files', async () => {
    const { body } = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: { ...base(), price: '10', stock: '0', variants: [{ name: 'Siyah', sizes: [{ label: 'S', stock: 1 }, { label: 'M', stock: 2 }] }] },
      files: [await imageFile(), await imageFile()],
    });
    const product = body.product;
    const [variant] = product.variants;
    const [removed, kept] = product.images;
    const updated = await sendProductForm(t.app, {
      method: 'PUT',
      url: `/api/products/${product._id}`,
      token: seller.token,
      fields: {
        removeImages: removed._id,
        variants: [
          { _id: variant._id, name: 'Siyah', sizes: [{ _id: variant.sizes[1]._id, label: 'M', stock: 8 }, { label: 'L', stock: 4 }] },
          { name: 'Beyaz', sizes: [{ label: 'M', stock: 3 }] },
        ],
      },
      files: [await imageFile('yeni.png')],
    });
    expect(updated.status).toBe(200);
    const after = updated.body.product;
    expect(after.stock).toBe(15);
    expect(after.variants[0]._id).toBe(variant._id);
    expect(after.variants[0].sizes.map((size: { _id: string; label: string }) => [size.label, size._id === variant.sizes[1]._id])).toEqual([
      ['M', true],
      ['L', false],
    ]);
    expect(after.images.map((image: { _id: string }) => image._id)).toEqual([kept._id, expect.any(String)]);
    expect(existsSync(fileOf(removed.listUrl))).toBe(false);
    expect(existsSync(fileOf(removed.detailUrl))).toBe(false);
    expect(existsSync(fileOf(kept.listUrl))).toBe(true);

    const foreign = await call('PUT', `/api/products/${product._id}`, seller.token, { variants: [{ _id: '00000000-0000-4000-8000-000000000000', name: 'X', sizes: [{ label: 'S', stock: 1 }] }] });
    expect([foreign.status, foreign.body.message]).toEqual([400, productMessages.variantNotFound]);
    const stockOnly = await call('PUT', `/api/products/${product._id}`, seller.token, { stock: 99 });
    expect([stockOnly.status, stockOnly.body.message]).toEqual([422, productMessages.stockBySize]);
    const unknownImage = await call('PUT', `/api/products/${product._id}`, seller.token, { removeImages: [removed._id] });
    expect(unknownImage.status).toBe(404);
    // A price edit answers with the pictures, variants and sizes it left alone, as the edit above read them.
    const priced = await call('PUT', `/api/products/${product._id}`, seller.token, { price: 12 });
    expect(priced.body.product).toEqual({ ...after, price: 12, updatedAt: expect.any(String) });
  });

  it('accepts a product sent back as it was received (populated references, image objects)', async () => {
    const product = await createProduct(t.app, seller.token, { ...base(), name: 'Geri Gönderilen Ürün', subCategories: [tree['Hırdavat'].subs.Vidalar.id] });
    const received = (await call('GET', `/api/products/${product._id}`, seller.token)).body;
    const { status, body } = await call('PUT', `/api/products/${product._id}`, seller.token, { ...received, description: 'Yeni açıklama' });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ description: 'Yeni açıklama', subCategories: [{ name: 'Vidalar' }], price: 4.5 });
  });
});

describe('submit for approval and delete', () => {
  it('submits with an empty body, is idempotent while pending, and refuses an approved product', async () => {
    const product = await createProduct(t.app, seller.token, base());
    const response = await t.app.inject({ method: 'PUT', url: `/api/products/${product._id}/submit-for-approval`, headers: auth(seller.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Ürün başarıyla onaya gönderildi', product: { _id: product._id, approvalStatus: 'pending' } });
    expect((await call('PUT', `/api/products/${product._id}/submit-for-approval`, seller.token)).body.product.approvalStatus).toBe('pending');
    await approveProduct(t.app, admin.token, product._id);
    const again = await call('PUT', `/api/products/${product._id}/submit-for-approval`, seller.token);
    expect([again.status, again.body.message]).toEqual([409, productMessages.alreadyApproved]);
  });

  it('resubmits a rejected product, clearing the reason', async () => {
    const product = await createProduct(t.app, seller.token, base());
    await call('PUT', `/api/admin/products/${product._id}/reject`, admin.token, { reason: 'Resim yok' });
    expect((await call('GET', `/api/products/${product._id}`, seller.token)).body.rejectionReason).toBe('Resim yok');
    const { body } = await call('PUT', `/api/products/${product._id}/submit-for-approval`, seller.token);
    expect(body.product).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
  });

  it('deletes a product and its picture files', async () => {
    const { body } = await sendProductForm(t.app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: { ...base(), price: '3', stock: '1' },
      files: [await imageFile()],
    });
    const [image] = body.product.images;
    expect(existsSync(fileOf(image.listUrl))).toBe(true);
    const deleted = await call('DELETE', `/api/products/${body.product._id}`, seller.token);
    expect(deleted.body).toEqual({ message: productMessages.deleted });
    expect(existsSync(fileOf(image.listUrl))).toBe(false);
    expect(existsSync(fileOf(image.detailUrl))).toBe(false);
    expect((await call('GET', `/api/products/${body.product._id}`, seller.token)).status).toBe(404);
    expect((await call('DELETE', `/api/products/${body.product._id}`, seller.token)).status).toBe(404);
  });
});
