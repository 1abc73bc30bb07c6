import { productCountCap } from '@pazaryeri/contract/products/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createCategories, createListedProduct } from './product-fixtures';

let t: TestApp;
const get = async (url: string) => {
  const { status, body } = await injectJson(t.app, { method: 'GET', url });
  expect(status).toBe(200);
  return body as { products: { name: string; stock: number }[]; total: number; totalPages: number; totalCapped?: boolean };
};

/** A store with one listed product copied in the database past the count cap, plus a small category. */
beforeAll(async () => {
  t = await createTestApp();
  const tree = await createCategories(t.app, { Hırdavat: [], Elektrik: [] });
  const seller = await createApprovedSeller(t.app, { storeName: 'Çok Ürünlü Sanayi' });
  const admin = await createUser(t.app, { role: 'admin' });
  const base = await createListedProduct(t.app, seller.token, admin.token, { name: 'Pul M8', mainCategory: tree['Hırdavat'].id, price: 1, stock: 5 });
  await createListedProduct(t.app, seller.token, admin.token, { name: 'Sigorta 16A', mainCategory: tree.Elektrik.id, price: 20, stock: 5 });
  await t.app.db.execute(sql`
    insert into products (seller_id, name, slug, price, stock, main_category_id, status, approval_status, search_text, created_at)
    select seller_id, name || ' ' || g, slug || '-' || g, price, case when g % 2 = 0 then 0 else stock end, main_category_id,
      status, approval_status, search_text || ' ' || g, created_at - make_interval(secs => g)
    from products, generate_series(1, ${productCountCap + 50}) g
    where id = ${base._id}`);
}, 120_000);
afterAll(() => t.close());

describe('counting a very large list', () => {
  it('stops at the cap and says so, so a page stays an index walk', async () => {
    const body = await get('/api/products?limit=20');
    expect(body.total).toBe(productCountCap);
    expect(body.totalCapped).toBe(true);
    expect(body.totalPages).toBe(productCountCap / 20);
    expect(body.products).toHaveLength(20);
  });

  it('serves no page past the cap', async () => {
    const body = await get(`/api/products?limit=20&page=${productCountCap / 20 + 1}`);
    expect(body.products).toEqual([]);
    expect(body.totalCapped).toBe(true);
  });

  it('counts exactly below the cap, without the flag', async () => {
    const elektrik = await get('/api/products?search=sigorta');
    expect(elektrik.total).toBe(1);
    expect(elektrik.totalCapped).toBeUndefined();
  });

  it('keeps products in stock first in the recommended order, newest first within each', async () => {
    const first = await get('/api/products?limit=100');
    expect(first.products.slice(0, 4).map((product) => product.name)).toEqual(['Sigorta 16A', 'Pul M8', 'Pul M8 1', 'Pul M8 3']);
    expect(first.products.every((product) => product.stock > 0)).toBe(true);
    // 5,027 in stock (odd copies, the base and the fuse): page 51 of 100 crosses into the sold-out ones, again newest first.
    const crossing = await get('/api/products?limit=100&page=51');
    const stocks = crossing.products.map((product) => product.stock > 0);
    expect(stocks.slice(0, 27).every(Boolean)).toBe(true);
    expect(stocks.slice(27).some(Boolean)).toBe(false);
    expect(crossing.products[27].name).toBe('Pul M8 2');
  });
});
