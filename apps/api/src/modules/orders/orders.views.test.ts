import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, multipart, type TestApp } from '../../test/helper';
import { products } from '../../db/schema/products';
import { checkout, createBuyer, createCategory, createStore, listDigitalProduct, pay, placePaidOrder } from './order-fixtures';
import { expireStaleCheckouts } from './orders.expiry';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let categoryId: string;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let ayse: Awaited<ReturnType<typeof createBuyer>>;
let mehmet: Awaited<ReturnType<typeof createBuyer>>;
let shared: Awaited<ReturnType<typeof placePaidOrder>>;
let bolt: { _id: string };
let gloves: { _id: string };

const get = (url: string, token: string) => injectJson(t.app, { method: 'GET', url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  ayse = await createBuyer(t.app, 'Ayşe Yılmaz');
  mehmet = await createBuyer(t.app, 'Mehmet Öztürk');
  bolt = await hardware.list({ name: 'Paslanmaz Cıvata M6', price: '3', stock: 500 });
  gloves = await safety.list({ name: 'Kaynak Eldiveni', price: '95', stock: 100 });
  shared = await placePaidOrder(t.app, ayse, [
    { productId: bolt._id, quantity: 10 },
    { productId: gloves._id, quantity: 1 },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('who sees an order', () => {
  it('shows the buyer the whole order and anyone else’s buyer a 404', async () => {
    const own = await get(`/api/orders/${shared._id}`, ayse.token);
    expect(own.status).toBe(200);
    expect(own.body.orders).toHaveLength(2);
    expect(own.body.orders[0].customer).toBeUndefined();
    expect(own.body.buyer).toBeUndefined();
    const foreign = await get(`/api/orders/${shared._id}`, mehmet.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Sipariş bulunamadı.']);
    expect((await get(`/api/orders/${shared.orders[0]._id}`, mehmet.token)).status).toBe(404);
    expect((await get('/api/orders/bilinmeyen', ayse.token)).status).toBe(404);
  });

  it('shows a store only its own part, with the customer’s shipping details and its earnings', async () => {
    const { body } = await get(`/api/orders/${shared._id}`, hardware.token);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0].seller.storeName).toBe('Anadolu Hırdavat');
    expect(body.orders[0].customer).toMatchObject({ name: 'Ayşe Yılmaz', phone: '+905321234567', address: { city: 'İstanbul', district: 'Kadıköy' } });
    expect(body.orders[0].earnings).toEqual({ sellerShare: 27, commission: 3 });
    expect(body).toMatchObject({ itemsTotal: 30, total: 30, couponCode: null, payment: null });
    const safetyPart = shared.orders.find((part) => part.seller._id !== body.orders[0].seller._id)!;
    expect((await get(`/api/orders/${safetyPart._id}`, hardware.token)).status).toBe(404);
    const outsider = await createStore(t.app, admin.token, categoryId, 'Kuzey 3D Tasarım');
    expect((await get(`/api/orders/${shared._id}`, outsider.token)).status).toBe(404);
  });

  it('hides unpaid orders from stores', async () => {
    const placed = await checkout(t.app, mehmet.token, { lines: [{ productId: bolt._id, quantity: 1 }], addressId: mehmet.addressId });
    expect((await get(`/api/orders/${placed.body.order._id}`, hardware.token)).status).toBe(404);
    const list = await get('/api/orders/seller-orders?limit=100', hardware.token);
    expect(list.body.orders.some((part: { orderId: string }) => part.orderId === placed.body.order._id)).toBe(false);
  });

  it('shows the admin everything, with the buyer', async () => {
    const { body } = await get(`/api/orders/${shared._id}`, admin.token);
    expect(body.buyer).toMatchObject({ name: 'Ayşe Yılmaz', email: ayse.user.email });
    expect(body.orders).toHaveLength(2);
  });
});

describe('lists', () => {
  it('pages, filters and searches the buyer’s own orders', async () => {
    const second = await placePaidOrder(t.app, ayse, [{ productId: gloves._id, quantity: 2 }]);
    const unpaid = await checkout(t.app, ayse.token, { lines: [{ productId: bolt._id, quantity: 3 }], addressId: ayse.addressId });
    const all = await get('/api/orders/myorders', ayse.token);
    expect(all.body).toMatchObject({ page: 1, limit: 10, total: 3, totalPages: 1 });
    expect(all.body.orders.map((order: { _id: string }) => order._id)).toEqual([unpaid.body.order._id, second._id, shared._id]);
    const paged = await get('/api/orders/myorders?limit=2&page=2', ayse.token);
    expect(paged.body.orders.map((order: { _id: string }) => order._id)).toEqual([shared._id]);
    const pending = await get('/api/orders/myorders/filter?status=pending_payment', ayse.token);
    expect(pending.body.orders.map((order: { _id: string }) => order._id)).toEqual([unpaid.body.order._id]);
    const byNumber = await get(`/api/orders/myorders/search?search=${second.orderNumber.slice(-6).toLowerCase()}`, ayse.token);
    expect(byNumber.body.orders.map((order: { _id: string }) => order._id)).toEqual([second._id]);
    const byProduct = await get(`/api/orders/myorders/search?keyword=${encodeURIComponent('civata')}`, ayse.token);
    expect(byProduct.body.orders.map((order: { _id: string }) => order._id)).toEqual([unpaid.body.order._id, shared._id]);
    const future = await get('/api/orders/myorders/filter?startDate=2099-01-01', ayse.token);
    expect(future.body.total).toBe(0);
    const wrong = await get('/api/orders/myorders/filter?status=gonderildi', ayse.token);
    expect(wrong.status).toBe(400);
    expect((await get('/api/orders/myorders', mehmet.token)).body.orders.every((order: { _id: string }) => order._id !== shared._id)).toBe(true);
  });

  it('lists a store’s own parts, 10 a page, searchable by customer, product and order number', async () => {
    const mine = await placePaidOrder(t.app, mehmet, [{ productId: bolt._id, quantity: 5 }]);
    const { body } = await get('/api/orders/seller-orders', hardware.token);
    expect(body).toMatchObject({ page: 1, limit: 10 });
    expect(body.orders.every((part: { seller: { storeName: string } }) => part.seller.storeName === 'Anadolu Hırdavat')).toBe(true);
    expect(body.orders[0]).toMatchObject({ orderId: mine._id, orderNumber: mine.orderNumber, status: 'paid', customer: { name: 'Mehmet Öztürk' } });
    const byCustomer = await get(`/api/orders/seller-orders/search?search=${encodeURIComponent('OZTURK')}`, hardware.token);
    expect(byCustomer.body.orders.map((part: { orderId: string }) => part.orderId)).toEqual([mine._id]);
    const otherProduct = await get(`/api/orders/seller-orders/search?search=${encodeURIComponent('Kaynak')}`, hardware.token);
    expect(otherProduct.body.total).toBe(0);
    const filtered = await get('/api/orders/seller-orders/filter?status=shipped', hardware.token);
    expect(filtered.body.total).toBe(0);
    expect((await get('/api/orders/seller-orders', ayse.token)).status).toBe(403);
    const offers = await get('/api/orders/seller-offer-orders/filter?status=all', hardware.token);
    expect(offers.body).toEqual({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  it('gives the admin all orders, search, filtre and the orders of a product', async () => {
    const all = await get('/api/admin/orders/all-orders', admin.token);
    expect(all.body).toMatchObject({ page: 1, limit: 20 });
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    expect(all.body.orders[0].buyer).toBeDefined();
    const byEmail = await get(`/api/admin/orders/search?keyword=${encodeURIComponent(mehmet.user.email)}`, admin.token);
    expect(byEmail.body.orders.every((order: { buyer: { email: string } }) => order.buyer.email === mehmet.user.email)).toBe(true);
    expect(byEmail.body.limit).toBe(10);
    const byStore = await get(`/api/admin/orders/search?keyword=${encodeURIComponent('marmara is')}`, admin.token);
    expect(byStore.body.orders.map((order: { _id: string }) => order._id)).toContain(shared._id);
    const storeFilter = await get(`/api/admin/orders/filtre?sellerId=${safety.seller._id}&status=paid`, admin.token);
    expect(storeFilter.body.orders.length).toBeGreaterThan(0);
    expect(storeFilter.body.orders.every((order: { orders: { seller: { _id: string } }[] }) => order.orders.some((part) => part.seller._id === safety.seller._id))).toBe(true);
    const ofProduct = await get(`/api/admin/product-order?productId=${gloves._id}`, admin.token);
    expect(ofProduct.body.orders.every((order: { orders: { items: { productId: string }[] }[] }) => order.orders.some((part) => part.items.some((item) => item.productId === gloves._id)))).toBe(true);
    expect(ofProduct.body.total).toBe(2);
    expect((await get('/api/admin/orders/all-orders', ayse.token)).status).toBe(403);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/admin/orders/all-orders' })).status).toBe(401);
  });
});

describe('the store’s line updates and digital deliveries', () => {
  it('corrects the tracking number of the part holding a product, or leaves a note', async () => {
    const updated = await injectJson(t.app, {
      method: 'PUT',
      url: `/api/orders/update/${shared._id}/${bolt._id}`,
      headers: auth(hardware.token),
      body: { carrier: 'MNG Kargo', note: 'Paketler iki koli halinde gelecek.' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Sipariş bilgileri güncellendi.', order: { carrier: 'MNG Kargo', sellerNote: 'Paketler iki koli halinde gelecek.' } });
    const foreign = await injectJson(t.app, { method: 'PUT', url: `/api/orders/update/${shared._id}/${gloves._id}`, headers: auth(hardware.token), body: { note: 'x' } });
    expect(foreign.status).toBe(404);
    const empty = await injectJson(t.app, { method: 'PUT', url: `/api/orders/update/${shared._id}/${bolt._id}`, headers: auth(hardware.token), body: {} });
    expect(empty.status).toBe(400);
  });

  it('lets a store upload its own file for a paid digital line; the buyer downloads that file', async () => {
    const drawing = await listDigitalProduct(t.app, safety.token, admin.token, categoryId, 'Özel Flanş Çizimi', '250');
    const placed = await checkout(t.app, mehmet.token, { lines: [{ productId: drawing._id, quantity: 1 }], addressId: mehmet.addressId });
    const upload = (token: string) => {
      const form = multipart({ orderId: placed.body.order._id, productId: drawing._id, fileName: 'flans-rev2.pdf' }, [
        { field: 'file', name: 'flans-rev2.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7\nrevizyon 2\n%%EOF\n') },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/orders/upload', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
    };
    const early = await upload(safety.token);
    expect([early.statusCode, early.json().message]).toEqual([422, 'Ödemesi alınmamış siparişe teslimat yapılamaz.']);
    await pay(t.app, mehmet.token, placed.body.order._id);
    expect((await upload(hardware.token)).statusCode).toBe(404);
    const done = await upload(safety.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Dijital ürün başarıyla yüklendi. Dijital ürün başarıyla teslim edildi.');
    expect(done.json().order.items[0].hasDeliveryFile).toBe(true);
    const itemId = done.json().order.items[0]._id;
    const link = await get(`/api/orders/${placed.body.order._id}/items/${itemId}/download-link`, mehmet.token);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/orders\/deliveries\//);
    const file = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('flans-rev2.pdf');
    expect(file.body).toContain('revizyon 2');
    const forged = await t.app.inject({ method: 'GET', url: `/api/orders/deliveries/${itemId}?token=abc` });
    expect(forged.statusCode).toBe(401);
  });
});

describe('unpaid orders expire', () => {
  it('cancels checkouts left unpaid past the reservation and puts their stock back', async () => {
    const chain = await hardware.list({ name: 'Kaldırma Zinciri', price: '300', stock: 2 });
    const placed = await checkout(t.app, ayse.token, { lines: [{ productId: chain._id, quantity: 2 }], addressId: ayse.addressId });
    expect(await expireStaleCheckouts(t.app, new Date())).toBe(0);
    expect(await expireStaleCheckouts(t.app, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, chain._id));
    expect(row.stock).toBe(2);
    const order = await get(`/api/orders/${placed.body.order._id}`, ayse.token);
    expect(order.body.status).toBe('cancelled');
    expect(order.body.orders[0].timeline.at(-1)).toMatchObject({ toStatus: 'cancelled', actorRole: 'system' });
  });
});
