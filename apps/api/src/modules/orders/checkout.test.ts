import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { products, productVariantSizes } from '../../db/schema/products';
import { checkout, createBuyer, createCategory, createStore, listDigitalProduct } from './order-fixtures';
import { orderItems, orders } from '../../db/schema/orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let categoryId: string;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  buyer = await createBuyer(t.app);
});
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;

describe('POST /api/orders', () => {
  it('prices from the database, splits per store and charges each store shipping once (client prices ignored)', async () => {
    const bolt = await hardware.list({ name: 'Cıvata M8 Paslanmaz', price: '12.50', stock: 100, shippingCost: '30', freeShippingThreshold: '1000' });
    const nut = await hardware.list({ name: 'Somun M8', price: '2.25', stock: 100, shippingCost: '45' });
    const gloves = await safety.list({ name: 'İş Eldiveni', price: '80', stock: 20, shippingCost: '20' });
    const { status, body } = await checkout(t.app, buyer.token, {
      lines: [
        { productId: bolt._id, quantity: 4, price: 0.01, unitPrice: 0.01 },
        { productId: nut._id, quantity: 10, lineTotal: 0 },
        { productId: gloves._id, quantity: 1 },
      ],
      addressId: buyer.addressId,
      total: 1,
      shippingTotal: 0,
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Sipariş başarıyla oluşturuldu');
    const order = body.order;
    expect(order).toMatchObject({ status: 'pending_payment', itemsTotal: 152.5, shippingTotal: 65, discountTotal: 0, total: 217.5 });
    expect(order.orderNumber).toMatch(/^PZ\d{6}-[A-Z0-9]{6}$/);
    const byStore = Object.fromEntries(order.orders.map((part: { seller: { storeName: string } }) => [part.seller.storeName, part]));
    // One parcel per store: the highest shipping cost of its products, not their sum.
    expect(byStore['Anadolu Hırdavat']).toMatchObject({ status: 'pending_payment', itemsTotal: 72.5, shippingCost: 45, total: 117.5 });
    expect(byStore['Marmara İş Güvenliği']).toMatchObject({ itemsTotal: 80, shippingCost: 20, total: 100 });
    expect(byStore['Anadolu Hırdavat'].items.map((item: { name: string; unitPrice: number; lineTotal: number }) => [item.name, item.unitPrice, item.lineTotal])).toEqual([
      ['Cıvata M8 Paslanmaz', 12.5, 50],
      ['Somun M8', 2.25, 22.5],
    ]);
    expect(order.shippingAddress).toMatchObject({ fullName: 'Ayşe Yılmaz', city: 'İstanbul', district: 'Kadıköy' });
    expect(order.orders[0].timeline).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending_payment', actorRole: 'buyer' })]);
    expect(await stockOf(bolt._id)).toBe(96);
    expect(await stockOf(nut._id)).toBe(90);
    // Stored in kuruş, with the platform's 10 % taken from the goods only; the store keeps all of the shipping.
    const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const boltRow = rows.find((row) => row.productName.startsWith('Cıvata'))!;
    expect(boltRow).toMatchObject({ unitPrice: 1250, lineTotal: 5000, commission: 500 });
    const hardwareRows = rows.filter((row) => row.sellerOrderId === byStore['Anadolu Hırdavat']._id);
    expect(hardwareRows.reduce((sum, row) => sum + row.sellerShare + row.commission, 0)).toBe(11750);
    expect(rows.reduce((sum, row) => sum + row.commission, 0)).toBe(500 + 225 + 800);
  });

  it('ships free when the store’s items reach its threshold, and never ships digital goods', async () => {
    const drill = await hardware.list({ name: 'Matkap Ucu Seti', price: '400', stock: 10, shippingCost: '50', freeShippingThreshold: '750' });
    const manual = await listDigitalProduct(t.app, safety.token, admin.token, categoryId, 'Güvenlik Kılavuzu PDF', '15');
    const below = await checkout(t.app, buyer.token, { lines: [{ productId: drill._id, quantity: 1 }], addressId: buyer.addressId });
    expect(below.body.order).toMatchObject({ shippingTotal: 50, total: 450 });
    const above = await checkout(t.app, buyer.token, { lines: [{ productId: drill._id, quantity: 2 }, { productId: manual._id, quantity: 1 }], addressId: buyer.addressId });
    expect(above.status).toBe(201);
    expect(above.body.order).toMatchObject({ itemsTotal: 815, shippingTotal: 0, total: 815 });
    const digitalPart = above.body.order.orders.find((part: { seller: { storeName: string } }) => part.seller.storeName === 'Marmara İş Güvenliği');
    expect(digitalPart).toMatchObject({ shippingCost: 0, total: 15 });
    expect(digitalPart.items[0]).toMatchObject({ isDigital: true, productType: 'digital' });
  });

  it('prices a variant with its price difference and reserves the size’s stock', async () => {
    const created = await hardware.list({
      name: 'Baret',
      price: '100',
      variants: [{ name: 'Beyaz', priceDelta: '15', sizes: [{ label: 'Standart', stock: 3 }] }],
    });
    const detail = await injectJson(t.app, { method: 'GET', url: `/api/products/${created._id}` });
    const variant = detail.body.variants[0];
    const size = variant.sizes[0];
    const missing = await checkout(t.app, buyer.token, { lines: [{ productId: created._id, quantity: 1 }], addressId: buyer.addressId });
    expect([missing.status, missing.body.message]).toEqual([422, '"Baret" için bir varyant ve beden seçin.']);
    const { status, body } = await checkout(t.app, buyer.token, { lines: [{ productId: created._id, variantId: variant._id, sizeId: size._id, quantity: 2 }], addressId: buyer.addressId });
    expect(status).toBe(201);
    expect(body.order.orders[0].items[0]).toMatchObject({ unitPrice: 115, lineTotal: 230, variantName: 'Beyaz', sizeLabel: 'Standart' });
    const [sizeRow] = await t.app.db.select().from(productVariantSizes).where(eq(productVariantSizes.id, size._id));
    expect(sizeRow.stock).toBe(1);
    expect(await stockOf(created._id)).toBe(1);
  });

  it('answers 409 naming the product (…stokta yetersiz) and reserves nothing when one line is short', async () => {
    const plenty = await hardware.list({ name: 'Pul M8', price: '1', stock: 50 });
    const scarce = await safety.list({ name: 'Yüz Siperliği', price: '60', stock: 2 });
    const { status, body } = await checkout(t.app, buyer.token, {
      lines: [{ productId: plenty._id, quantity: 5 }, { productId: scarce._id, quantity: 3 }],
      addressId: buyer.addressId,
    });
    expect(status).toBe(409);
    expect(body.message).toBe('"Yüz Siperliği" için istenen miktar stokta yetersiz.');
    expect(body.message).toContain('stokta yetersiz');
    expect(await stockOf(plenty._id)).toBe(50);
    expect(await stockOf(scarce._id)).toBe(2);
  });

  it('returns the same order for the same idempotency key (body or header), never a second one', async () => {
    const rope = await hardware.list({ name: 'Çelik Halat 6 mm', price: '35', stock: 10 });
    const key = randomUUID();
    const body = { lines: [{ productId: rope._id, quantity: 2 }], addressId: buyer.addressId, idempotencyKey: key };
    const [first, second] = await Promise.all([checkout(t.app, buyer.token, body), checkout(t.app, buyer.token, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.order._id).toBe(first.body.order._id);
    const third = await checkout(t.app, buyer.token, { lines: [{ productId: rope._id, quantity: 2 }], addressId: buyer.addressId, idempotencyKey: undefined }, { 'idempotency-key': key });
    expect([third.status, third.body.order._id]).toEqual([200, first.body.order._id]);
    expect(await t.app.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(rope._id)).toBe(8);
  });

  it('enforces the minimum order quantity, visibility, ownership and the buyer’s own address', async () => {
    const bulk = await hardware.list({ name: 'Perçin 4 mm', price: '0.50', stock: 1000, minimumOrderQuantity: 100 });
    const few = await checkout(t.app, buyer.token, { lines: [{ productId: bulk._id, quantity: 60 }, { productId: bulk._id, quantity: 30 }], addressId: buyer.addressId });
    expect([few.status, few.body.message]).toEqual([422, '"Perçin 4 mm" için en az 100 adet sipariş vermelisiniz.']);
    const enough = await checkout(t.app, buyer.token, { lines: [{ productId: bulk._id, quantity: 60 }, { productId: bulk._id, quantity: 40 }], addressId: buyer.addressId });
    expect(enough.status).toBe(201);
    expect(enough.body.order.orders[0].items).toHaveLength(1);

    const paused = await hardware.list({ name: 'Zincir', price: '20', stock: 5 });
    await injectJson(t.app, { method: 'PUT', url: `/api/products/${paused._id}`, headers: auth(hardware.token), body: { status: 'inactive' } });
    const hidden = await checkout(t.app, buyer.token, { lines: [{ productId: paused._id, quantity: 1 }], addressId: buyer.addressId });
    expect([hidden.status, hidden.body.message]).toEqual([422, '"Zincir" şu anda satışta değil.']);

    const own = await checkout(t.app, hardware.token, { lines: [{ productId: bulk._id, quantity: 100 }], addressId: buyer.addressId });
    expect(own.status).toBe(404);
    const sellerAsBuyer = await createBuyer(t.app);
    const ownProduct = await injectJson(t.app, { method: 'POST', url: '/api/addresses', headers: auth(hardware.token), body: { title: 'Depo', fullName: 'Depo Sorumlusu', phone: '05321234567', cityName: 'İstanbul', districtName: 'Başakşehir', addressLine: 'İkitelli OSB 1. Cad.' } });
    const mine = await checkout(t.app, hardware.token, { lines: [{ productId: bulk._id, quantity: 100 }], addressId: ownProduct.body.address._id });
    expect([mine.status, mine.body.message]).toEqual([422, 'Kendi mağazanızın ürününü satın alamazsınız.']);
    const foreignAddress = await checkout(t.app, sellerAsBuyer.token, { lines: [{ productId: bulk._id, quantity: 100 }], addressId: buyer.addressId });
    expect([foreignAddress.status, foreignAddress.body.message]).toEqual([404, 'Teslimat adresi bulunamadı. Lütfen adres defterinizden bir adres seçin.']);
    const unknown = await checkout(t.app, buyer.token, { lines: [{ productId: randomUUID(), quantity: 1 }], addressId: buyer.addressId });
    expect(unknown.status).toBe(404);
  });

  it('invoices the billing identity chosen, else the default one, else the delivery address’s recipient, as it was at checkout', async () => {
    const bolt = await hardware.list({ name: 'Fatura Cıvatası', price: '100', stock: 50 });
    const lines = [{ productId: bolt._id, quantity: 1 }];
    const someone = await createBuyer(t.app, 'Kerem Aydın');
    const plain = await checkout(t.app, someone.token, { lines, addressId: someone.addressId });
    expect(plain.body.order.billing).toEqual({
      kind: 'individual',
      name: 'Kerem Aydın',
      tckn: null,
      vkn: null,
      taxOffice: null,
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: expect.any(String),
      postalCode: expect.anything(),
    });

    const identity = (body: object) => injectJson(t.app, { method: 'POST', url: '/api/users/billing-profiles', headers: auth(someone.token), body });
    const company = await identity({ kind: 'corporate', title: 'Şirket', name: 'Aydın Makine A.Ş.', vkn: '1234567890', taxOffice: 'Ostim', cityName: 'Ankara', districtName: 'Yenimahalle', addressLine: 'Ostim OSB 1. Cad. No: 5' });
    const personal = await identity({ kind: 'individual', title: 'Kendim', name: 'Kerem Aydın', tckn: '10000000146', cityName: 'İzmir', districtName: 'Bornova', addressLine: 'Kazımdirik Mah. No: 3' });
    const byDefault = await checkout(t.app, someone.token, { lines, addressId: someone.addressId });
    expect(byDefault.body.order.billing).toMatchObject({ kind: 'corporate', name: 'Aydın Makine A.Ş.', vkn: '1234567890', taxOffice: 'Ostim', city: 'Ankara' });
    const chosen = await checkout(t.app, someone.token, { lines, addressId: someone.addressId, billingProfileId: personal.body.billingProfile._id });
    expect(chosen.body.order.billing).toMatchObject({ kind: 'individual', tckn: '10000000146', city: 'İzmir', district: 'Bornova' });

    // Another person's identity is not one to pick, and nothing is reserved for it.
    const stock = await stockOf(bolt._id);
    const foreign = await checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, billingProfileId: company.body.billingProfile._id });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Fatura bilgisi bulunamadı. Lütfen fatura bilgilerinizden birini seçin.']);
    expect(await stockOf(bolt._id)).toBe(stock);

    // What the order was billed to stays, whatever happens to the identity afterwards.
    await injectJson(t.app, { method: 'DELETE', url: `/api/users/billing-profiles/${company.body.billingProfile._id}`, headers: auth(someone.token) });
    const again = await injectJson(t.app, { method: 'GET', url: `/api/orders/${byDefault.body.order._id}`, headers: auth(someone.token) });
    expect(again.body.billing).toMatchObject({ kind: 'corporate', name: 'Aydın Makine A.Ş.', vkn: '1234567890' });
  });

  it('validates the request before anything else and needs a token', async () => {
    const anonymous = await injectJson(t.app, { method: 'POST', url: '/api/orders', body: {} });
    expect(anonymous.status).toBe(401);
    const empty = await checkout(t.app, buyer.token, { lines: [], addressId: buyer.addressId });
    expect([empty.status, empty.body.message]).toEqual([400, 'Sepetiniz boş.']);
    const zero = await checkout(t.app, buyer.token, { lines: [{ productId: randomUUID(), quantity: 0 }], addressId: buyer.addressId });
    expect([zero.status, zero.body.message]).toEqual([400, 'Adet en az 1 olmalı.']);
  });

  it('answers the order exactly as reading it back shows it (built from what the checkout wrote, not read again)', async () => {
    const washer = await hardware.list({ name: 'Pul M10', price: '1.75', stock: 100, shippingCost: '25' });
    const anchor = await hardware.list({ name: 'Dübel 8 mm', price: '0.90', stock: 100 });
    const helmet = await safety.list({ name: 'Baret', price: '140', stock: 10, shippingCost: '35' });
    const guide = await listDigitalProduct(t.app, safety.token, admin.token, categoryId, 'Baret Bakım Kılavuzu', '20');
    const someone = await createBuyer(t.app, 'Selin Koç');
    const placed = await checkout(t.app, someone.token, {
      lines: [
        { productId: helmet._id, quantity: 1 },
        { productId: washer._id, quantity: 12 },
        { productId: guide._id, quantity: 1 },
        { productId: anchor._id, quantity: 30 },
      ],
      addressId: someone.addressId,
    });
    expect(placed.status).toBe(201);
    const read = await injectJson(t.app, { method: 'GET', url: `/api/orders/${placed.body.order._id}`, headers: auth(someone.token) });
    expect(read.status).toBe(200);
    expect(placed.body.order.orders).toHaveLength(2);
    expect(placed.body.order).toEqual(read.body);
  });

  it('mails the buyer that the order was placed', async () => {
    const tape = await hardware.list({ name: 'İzole Bant', price: '9.90', stock: 10 });
    const { body } = await checkout(t.app, buyer.token, { lines: [{ productId: tape._id, quantity: 1 }], addressId: buyer.addressId });
    await expect.poll(async () => (await readOutbox(t.dataDir)).some((mail) => mail.subject === `Siparişiniz alındı: ${body.order.orderNumber}`)).toBe(true);
    const mail = (await readOutbox(t.dataDir)).find((item) => item.subject.includes(body.order.orderNumber))!;
    expect(mail.to).toContain(buyer.user.email);
    expect(mail.text).toContain('İzole Bant');
  });
});
