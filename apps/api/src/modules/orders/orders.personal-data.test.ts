import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { orders, payments } from '../../db/schema/orders';
import { createBuyer, createCategory, createStore, placePaidOrder, setStatus } from './order-fixtures';
import { ordersPersonalData } from './orders.personal-data';

let t: TestApp;
let store: Awaited<ReturnType<typeof createStore>>;
let ayse: Awaited<ReturnType<typeof createBuyer>>;
let mehmet: Awaited<ReturnType<typeof createBuyer>>;
let ayseOrder: Awaited<ReturnType<typeof placePaidOrder>>;
let mehmetOrder: Awaited<ReturnType<typeof placePaidOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  store = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  ayse = await createBuyer(t.app, 'Ayşe Yılmaz');
  mehmet = await createBuyer(t.app, 'Mehmet Öztürk');
  const bolt = await store.list({ name: 'Paslanmaz Cıvata M6', price: '3', stock: 500 });
  const gloves = await store.list({ name: 'Kaynak Eldiveni', price: '95', stock: 100 });
  ayseOrder = await placePaidOrder(t.app, ayse, [{ productId: bolt._id, quantity: 10 }]);
  mehmetOrder = await placePaidOrder(t.app, mehmet, [{ productId: gloves._id, quantity: 1 }]);
  await setStatus(t.app, mehmet.token, mehmetOrder._id, { status: 'cancelled', note: 'Mehmet vazgeçti, yanlış beden.' });
}, 60_000);
afterAll(releasePersonalDataApp);

describe('orders personal data', () => {
  it('gives a buyer their orders whole, with parts, lines, timeline and payments, and nothing of another buyer', async () => {
    const { data, files } = await ordersPersonalData.collect(t.app.db, person(ayse));
    expect(ordersPersonalData.folder).toBe('siparisler');
    expect(files).toEqual([]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: ayseOrder._id,
        orderNumber: ayseOrder.orderNumber,
        status: 'paid',
        itemsTotal: 3000,
        total: 3000,
        shippingAddress: expect.objectContaining({ fullName: 'Ayşe Yılmaz', district: 'Kadıköy', addressLine: 'Moda Cd. No: 12 D: 3' }),
      }),
    ]);
    expect(data.sellerParts).toEqual([expect.objectContaining({ orderId: ayseOrder._id, storeName: 'Anadolu Hırdavat', status: 'paid', total: 3000 })]);
    expect(data.lines).toEqual([expect.objectContaining({ productName: 'Paslanmaz Cıvata M6', unitPrice: 300, quantity: 10, lineTotal: 3000 })]);
    expect(data.statusEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ toStatus: 'pending_payment', actorRole: 'buyer', byYou: true }), expect.objectContaining({ toStatus: 'paid', actorRole: 'system' })]),
    );
    expect(data.payments).toEqual([expect.objectContaining({ orderId: ayseOrder._id, status: 'succeeded', amount: 3000, maskedCard: expect.stringContaining('****') })]);
    expect([data.storeOrders, data.storeOrderLines, data.storeStatusEvents]).toEqual([[], [], []]);

    const json = JSON.stringify(data);
    for (const foreign of [mehmet.user.id, mehmet.user.email, 'Mehmet Öztürk', mehmetOrder._id, mehmetOrder.orderNumber, 'Kaynak Eldiveni', store.user.id, store.user.email]) {
      expect(json).not.toContain(foreign);
    }
    const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, ayseOrder._id));
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, ayseOrder._id));
    for (const secret of [attempt.conversationId, order.idempotencyKey!, 'conversationId', 'threeDSHtml', 'idempotencyKey', 'sellerShare', 'commission']) {
      expect(json).not.toContain(secret);
    }
  });

  it('gives a store owner the parts their store received, without the buyers', async () => {
    const { data } = await ordersPersonalData.collect(t.app.db, person(store));
    expect(data.orders).toEqual([]);
    expect(data.storeOrders).toEqual([
      expect.objectContaining({ orderNumber: ayseOrder.orderNumber, status: 'paid', total: 3000 }),
      expect.objectContaining({ orderNumber: mehmetOrder.orderNumber, status: 'cancelled', total: 9500 }),
    ]);
    expect(data.storeOrderLines).toEqual([
      expect.objectContaining({ productName: 'Paslanmaz Cıvata M6', quantity: 10 }),
      expect.objectContaining({ productName: 'Kaynak Eldiveni', quantity: 1 }),
    ]);
    expect(data.storeStatusEvents).toEqual(expect.arrayContaining([expect.objectContaining({ toStatus: 'cancelled', actorRole: 'buyer', note: null })]));

    const json = JSON.stringify(data);
    for (const buyer of [ayse, mehmet]) {
      for (const identity of [buyer.user.id, buyer.user.email, buyer.user.name, buyer.addressId, 'Moda Cd.', 'Kadıköy', '+905321234567']) expect(json).not.toContain(identity);
    }
    expect(json).not.toContain('Mehmet vazgeçti');
  });
});
