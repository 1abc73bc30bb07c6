import { productMessages } from '@pazaryeri/contract/products/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { auth, catalogueChangesArrived, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createCategories, createListedProduct, createProduct } from './product-fixtures';
import { isCheckViolation } from './products.access';
import { releaseStock, reserveStock } from './products.stock';
import { products, productVariantSizes } from '../../db/schema/products';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let other: Awaited<ReturnType<typeof createApprovedSeller>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let categoryId: string;

const call = (method: 'GET' | 'PUT', url: string, token?: string, body?: object) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {}, ...(body && { body }) });
const setStock = (id: string, body: object, token = seller.token) => call('PUT', `/api/products/${id}/update-stock`, token, body);
const stockOf = async (id: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategories(t.app, { Hırdavat: [] }))['Hırdavat'].id;
  seller = await createApprovedSeller(t.app);
  other = await createApprovedSeller(t.app);
  admin = await createUser(t.app, { role: 'admin' });
  buyer = await createUser(t.app);
});
afterAll(() => t.close());

const listed = (body: Record<string, unknown>) =>
  createListedProduct(t.app, seller.token, admin.token, { name: 'Stoklu Ürün', price: 10, mainCategory: categoryId, ...body });

describe('check-stock', () => {
  it('answers { available, stock } for the product or a size, to anyone for a product on sale', async () => {
    const product = await listed({ stock: 5 });
    expect((await call('GET', `/api/products/${product._id}/check-stock?quantity=5`)).body).toEqual({ available: true, stock: 5 });
    expect((await call('GET', `/api/products/${product._id}/check-stock?quantity=6`)).body).toEqual({ available: false, stock: 5 });
    expect((await call('GET', `/api/products/${product._id}/check-stock`)).body).toEqual({ available: true, stock: 5 });
    const bad = await call('GET', `/api/products/${product._id}/check-stock?quantity=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Stok kontrolü yapılamadı/);
    expect((await call('GET', '/api/products/00000000-0000-4000-8000-000000000000/check-stock?quantity=1')).status).toBe(404);

    const sized = await listed({ variants: [{ name: 'Mavi', sizes: [{ label: 'S', stock: 2 }, { label: 'M', stock: 0 }] }] });
    const detail = (await call('GET', `/api/products/${sized._id}`)).body;
    const [small, medium] = detail.variants[0].sizes;
    // A visitor's page by slug (one statement) shows the same variants and sizes as the read by id.
    expect((await call('GET', `/api/products/${sized.slug}`)).body).toEqual(detail);
    expect((await call('GET', `/api/products/${sized._id}/check-stock?quantity=2&sizeId=${small._id}`)).body).toEqual({ available: true, stock: 2 });
    expect((await call('GET', `/api/products/${sized._id}/check-stock?quantity=1&sizeId=${medium._id}`)).body).toEqual({ available: false, stock: 0 });
    expect((await call('GET', `/api/products/${sized._id}/check-stock?sizeId=${product._id}`)).status).toBe(404);
    const draft = await createProduct(t.app, seller.token, { name: 'Taslak', price: 1, stock: 3, mainCategory: categoryId });
    expect((await call('GET', `/api/products/${draft._id}/check-stock`)).status).toBe(404);
    expect((await call('GET', `/api/products/${draft._id}/check-stock`, seller.token)).body).toEqual({ available: true, stock: 3 });
  });
});

describe('update-stock', () => {
  it('lets only the owner set the stock, never below zero', async () => {
    const product = await listed({ stock: 5 });
    const { status, body } = await setStock(product._id, { quantity: 12 });
    expect([status, body.message, body.product.stock]).toEqual([200, productMessages.stockUpdated, 12]);
    expect((await setStock(product._id, { quantity: -1 })).status).toBe(400);
    expect((await setStock(product._id, { quantity: 1.5 })).status).toBe(400);
    expect((await setStock(product._id, {})).status).toBe(400);
    expect((await setStock(product._id, { quantity: 1 }, other.token)).status).toBe(403);
    expect((await setStock(product._id, { quantity: 1 }, buyer.token)).status).toBe(403);
    expect((await call('PUT', `/api/products/${product._id}/update-stock`, undefined, { quantity: 1 })).status).toBe(401);
    expect(await stockOf(product._id)).toBe(12);
  });

  it('sets a size of a product with variants; the product stock stays the sum of its sizes', async () => {
    const product = await listed({ variants: [{ name: 'Kırmızı', sizes: [{ label: 'S', stock: 2 }, { label: 'M', stock: 3 }] }] });
    const sizes = (await call('GET', `/api/products/${product._id}`)).body.variants[0].sizes;
    const noSize = await setStock(product._id, { quantity: 9 });
    expect([noSize.status, noSize.body.message]).toEqual([422, productMessages.stockBySize]);
    const { body } = await setStock(product._id, { quantity: 10, sizeId: sizes[0]._id });
    expect(body.product.stock).toBe(13);
    expect(body.product.variants[0].sizes.map((size: { stock: number }) => size.stock)).toEqual([10, 3]);
    expect((await setStock(product._id, { quantity: 1, sizeId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('never goes negative under 50 concurrent update-stock calls', async () => {
    const product = await listed({ stock: 20 });
    const quantities = Array.from({ length: 50 }, (_, index) => (index % 5 === 0 ? -index - 1 : index));
    const replies = await Promise.all(quantities.map((quantity) => setStock(product._id, { quantity })));
    replies.forEach((reply, index) => expect([quantities[index], reply.status]).toEqual([quantities[index], quantities[index] < 0 ? 400 : 200]));
    const final = await stockOf(product._id);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(quantities).toContain(final);

    const sized = await listed({ variants: [{ name: 'Tek', sizes: [{ label: 'S', stock: 1 }, { label: 'M', stock: 1 }] }] });
    const sizes = (await call('GET', `/api/products/${sized._id}`)).body.variants[0].sizes;
    const sizeReplies = await Promise.all(
      Array.from({ length: 50 }, (_, index) => setStock(sized._id, { quantity: index, sizeId: sizes[index % 2]._id })),
    );
    expect(sizeReplies.every((reply) => reply.status === 200)).toBe(true);
    const after = (await call('GET', `/api/products/${sized._id}`)).body;
    expect(after.stock).toBe(after.variants[0].sizes.reduce((sum: number, size: { stock: number }) => sum + size.stock, 0));
  });
});

describe('reserveStock (for orders)', () => {
  it('sells exactly the stock under 50 concurrent decrements, refusing the rest with 409', async () => {
    const product = await listed({ stock: 30 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => reserveStock(t.app.db, { productId: product._id, quantity: 1 })));
    const sold = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(sold).toHaveLength(30);
    expect(refused).toHaveLength(20);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect([(reason as AppError).statusCode, (reason as AppError).message]).toEqual([409, productMessages.insufficientStock]);
      expect((reason as AppError).message).toContain('stokta yetersiz');
    }
    expect(await stockOf(product._id)).toBe(0);
  });

  it('takes a size and the product together under concurrency', async () => {
    const product = await listed({ variants: [{ name: 'Gri', sizes: [{ label: 'S', stock: 7 }, { label: 'M', stock: 5 }] }] });
    const [small] = (await call('GET', `/api/products/${product._id}`)).body.variants[0].sizes;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveStock(t.app.db, { productId: product._id, sizeId: small._id, quantity: 2 })),
    );
    await catalogueChangesArrived(t.app);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const after = (await call('GET', `/api/products/${product._id}`)).body;
    expect(after.variants[0].sizes.map((size: { stock: number }) => size.stock)).toEqual([1, 5]);
    expect(after.stock).toBe(6);
    await expect(reserveStock(t.app.db, { productId: product._id, quantity: 1 })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('recognises the stock CHECK constraint of either driver, so it maps to 409, not 500', async () => {
    const product = await listed({ stock: 1 });
    const error = await t.app.db
      .update(products)
      .set({ stock: sql`${products.stock} - 5` })
      .where(eq(products.id, product._id))
      .then(() => null, (caught: unknown) => caught);
    expect(isCheckViolation(error)).toBe(true);
  });
});

describe('releaseStock (for orders)', () => {
  const sizesOf = async (id: string) => (await call('GET', `/api/products/${id}`)).body.variants[0].sizes as { _id: string; stock: number }[];

  it('gives units back to a product and to a size, whose product stays the sum of its sizes', async () => {
    const plain = await listed({ stock: 4 });
    const sized = await listed({ variants: [{ name: 'Lacivert', sizes: [{ label: 'S', stock: 1 }, { label: 'M', stock: 2 }] }] });
    const [small, medium] = await sizesOf(sized._id);
    await releaseStock(t.app.db, [
      { productId: sized._id, sizeId: medium._id, quantity: 3 },
      { productId: plain._id, quantity: 6 },
      { productId: sized._id, sizeId: small._id, quantity: 1 },
    ]);
    await catalogueChangesArrived(t.app);
    expect(await stockOf(plain._id)).toBe(10);
    expect((await sizesOf(sized._id)).map((size) => size.stock)).toEqual([2, 5]);
    expect(await stockOf(sized._id)).toBe(7);
  });

  it('skips what no longer exists and a line without a size of a product with variants', async () => {
    const sized = await listed({ variants: [{ name: 'Sarı', sizes: [{ label: 'S', stock: 1 }, { label: 'M', stock: 1 }] }] });
    const [small, medium] = await sizesOf(sized._id);
    await t.app.db.delete(productVariantSizes).where(eq(productVariantSizes.id, medium._id));
    await releaseStock(t.app.db, [
      { productId: sized._id, quantity: 5 },
      { productId: sized._id, sizeId: medium._id, quantity: 5 },
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 5 },
      { productId: sized._id, sizeId: small._id, quantity: 2 },
    ]);
    await catalogueChangesArrived(t.app);
    expect((await sizesOf(sized._id)).map((size) => size.stock)).toEqual([3]);
    expect(await stockOf(sized._id)).toBe(4);
  });

  it('runs beside reservations taking the same rows without deadlocking or losing a unit', async () => {
    const plain = await listed({ stock: 20 });
    const sized = await listed({ variants: [{ name: 'Beyaz', sizes: [{ label: 'S', stock: 20 }] }] });
    const [small] = await sizesOf(sized._id);
    const lines = [
      { productId: plain._id, quantity: 1 },
      { productId: sized._id, sizeId: small._id, quantity: 1 },
    ];
    const byProduct = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
    const reserve = () =>
      t.app.db.transaction(async (tx) => {
        for (const line of byProduct) await reserveStock(tx, line);
      });
    // Releases get their lines in the opposite order: releaseStock sorts them as reservations go.
    const release = () => releaseStock(t.app.db, [...byProduct].reverse());
    await Promise.all(Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? reserve() : release())));
    await catalogueChangesArrived(t.app);
    expect(await stockOf(plain._id)).toBe(20);
    expect((await sizesOf(sized._id))[0].stock).toBe(20);
    expect(await stockOf(sized._id)).toBe(20);
  });
});

describe('favorites', () => {
  it('toggles a product on sale, lists favorites, and refuses visitors and products off sale', async () => {
    const product = await listed({ stock: 1, name: 'Favori Ürün' });
    const draft = await createProduct(t.app, seller.token, { name: 'Taslak Favori', price: 1, mainCategory: categoryId });
    expect((await call('PUT', `/api/products/${product._id}/toggle-favorite`)).status).toBe(401);
    expect((await call('GET', '/api/products/favorites')).status).toBe(401);
    const added = await call('PUT', `/api/products/${product._id}/toggle-favorite`, buyer.token);
    expect(added.body).toEqual({ favorite: true, message: productMessages.favoriteAdded });
    expect((await call('PUT', `/api/products/${draft._id}/toggle-favorite`, buyer.token)).status).toBe(404);
    const list = await call('GET', '/api/products/favorites', buyer.token);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 20, products: [{ _id: product._id, isFavorite: true }] });
    expect((await call('GET', `/api/products/${product._id}`, buyer.token)).body.isFavorite).toBe(true);
    expect((await call('GET', `/api/products/${product._id}`)).body.isFavorite).toBe(false);
    const removed = await call('PUT', `/api/products/${product._id}/toggle-favorite`, buyer.token);
    expect(removed.body).toEqual({ favorite: false, message: productMessages.favoriteRemoved });
    expect((await call('GET', '/api/products/favorites', buyer.token)).body.total).toBe(0);

    await call('PUT', `/api/products/${product._id}/toggle-favorite`, buyer.token);
    await call('PUT', `/api/products/${product._id}`, seller.token, { status: 'inactive' });
    expect((await call('GET', '/api/products/favorites', buyer.token)).body.total).toBe(0);
  });
});
