import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { checkout, createBuyer, createCategory, createStore, placePaidOrder } from './order-fixtures';
import { orders } from '../../db/schema/orders';

/**
 * The admin's three order lists take the same filters and apply all of them at once: a keyword
 * no longer drops the status, the date range, the store or the buyer.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let ayse: Awaited<ReturnType<typeof createBuyer>>;
let safetyId: string;
/** Ayşe's bolts, paid, placed in January 2025. */
let january: string;
/** Ayşe's bolts, paid. */
let paidBolts: string;
/** Ayşe's bolts, not paid. */
let unpaidBolts: string;
/** Mehmet's bolts, paid. */
let mehmetsBolts: string;
/** Ayşe's gloves, paid. */
let gloves: string;
let boltId: string;

const lists = ['/api/admin/orders/all-orders', '/api/admin/orders/search', '/api/admin/orders/filtre'];
const get = (url: string) => injectJson(t.app, { method: 'GET', url, headers: auth(admin.token) });
const idsOf = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.orders.map((order: { _id: string }) => order._id);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  const hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  const safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  safetyId = safety.seller._id;
  ayse = await createBuyer(t.app, 'Ayşe Yılmaz');
  const mehmet = await createBuyer(t.app, 'Mehmet Öztürk');
  const bolt = await hardware.list({ name: 'Paslanmaz Cıvata M6', price: '3', stock: 500 });
  boltId = bolt._id;
  const glove = await safety.list({ name: 'Kaynak Eldiveni', price: '95', stock: 100 });

  january = (await placePaidOrder(t.app, ayse, [{ productId: bolt._id, quantity: 10 }]))._id;
  await t.app.db.update(orders).set({ createdAt: new Date('2025-01-15T09:00:00Z') }).where(eq(orders.id, january));
  paidBolts = (await placePaidOrder(t.app, ayse, [{ productId: bolt._id, quantity: 5 }]))._id;
  unpaidBolts = (await checkout(t.app, ayse.token, { lines: [{ productId: bolt._id, quantity: 2 }], addressId: ayse.addressId })).body.order._id;
  mehmetsBolts = (await placePaidOrder(t.app, mehmet, [{ productId: bolt._id, quantity: 1 }]))._id;
  gloves = (await placePaidOrder(t.app, ayse, [{ productId: glove._id, quantity: 1 }]))._id;
}, 60_000);
afterAll(() => t.close());

describe('admin order lists', () => {
  it('combine a keyword with a status on every list', async () => {
    for (const list of lists) {
      expect(await idsOf(`${list}?keyword=civata&status=pending_payment`), list).toEqual([unpaidBolts]);
      expect(await idsOf(`${list}?keyword=eldiven&status=paid`), list).toEqual([gloves]);
    }
  });

  it('combine a keyword with a date range on every list', async () => {
    for (const list of lists) {
      expect(await idsOf(`${list}?keyword=civata&startDate=2025-01-01&endDate=2025-01-31`), list).toEqual([january]);
      expect(await idsOf(`${list}?keyword=civata&status=paid&startDate=2025-02-01`), list).toEqual([mehmetsBolts, paidBolts]);
    }
  });

  it('combine a keyword with the store and the buyer on every list', async () => {
    for (const list of lists) {
      expect(await idsOf(`${list}?keyword=${encodeURIComponent(ayse.user.email)}&sellerId=${safetyId}`), list).toEqual([gloves]);
      expect(await idsOf(`${list}?keyword=civata&buyerId=${ayse.user.id}&status=paid`), list).toEqual([paidBolts, january]);
    }
  });

  it('narrow to the orders holding a product, with the other filters too, like product-order', async () => {
    for (const list of lists) {
      expect(await idsOf(`${list}?productId=${boltId}&buyerId=${ayse.user.id}&status=paid`), list).toEqual([paidBolts, january]);
      expect(await idsOf(`${list}?productId=kayip-urun`), list).toEqual([]);
    }
    expect(await idsOf(`/api/admin/product-order?productId=${boltId}`)).toEqual([mehmetsBolts, unpaidBolts, paidBolts, january]);
  });

  it('answer the same page with no filter, and refuse a status that does not exist in Turkish', async () => {
    for (const list of lists) {
      expect(await idsOf(list), list).toEqual([gloves, mehmetsBolts, unpaidBolts, paidBolts, january]);
      const wrong = await get(`${list}?keyword=civata&status=gonderildi`);
      expect([wrong.status, wrong.body.message], list).toEqual([400, expect.stringContaining('Geçerli bir sipariş durumu seçin.')]);
    }
    expect((await get('/api/admin/orders/search?keyword=civata')).body.limit).toBe(10);
    expect((await get('/api/admin/orders/all-orders?keyword=civata')).body.limit).toBe(20);
  });
});
