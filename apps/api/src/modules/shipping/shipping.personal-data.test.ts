import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { providerAccounts, shipments } from '../../db/schema/shipping';
import { shippingPersonalData } from './shipping.personal-data';

let t: TestApp;
let store: Awaited<ReturnType<typeof createStore>>;
let ayse: Awaited<ReturnType<typeof createBuyer>>;
let mehmet: Awaited<ReturnType<typeof createBuyer>>;
let ayseOrder: Awaited<ReturnType<typeof placePaidOrder>>;
let mehmetOrder: Awaited<ReturnType<typeof placePaidOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });
const call = (token: string, method: 'POST' | 'PUT', url: string, body: object) => injectJson(t.app, { method, url: `/api/shipping${url}`, headers: auth(token), body });
const parcel = { length: 30, width: 20, height: 10, weight: 1.5 };

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  store = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat', { contactPhone: '0533 765 43 21' });
  ayse = await createBuyer(t.app, 'Ayşe Yılmaz');
  mehmet = await createBuyer(t.app, 'Mehmet Öztürk');
  const productId = (await store.list({ name: 'Cıvata M12', price: '200', stock: 100, shippingCost: '45' }))._id;
  ayseOrder = await placePaidOrder(t.app, ayse, [{ productId, quantity: 2 }]);
  mehmetOrder = await placePaidOrder(t.app, mehmet, [{ productId, quantity: 1 }]);
  const created = await call(store.token, 'PUT', `/shipments/${ayseOrder.orders[0]._id}/status`, parcel);
  if (created.status !== 201) throw new Error(`shipment: ${created.status} ${JSON.stringify(created.body)}`);
  const bought = await call(store.token, 'POST', '/transactions', { offerId: created.body.shipment.offers.cheapest.offerId });
  if (bought.status !== 201) throw new Error(`label: ${bought.status} ${JSON.stringify(bought.body)}`);
  expect((await call(store.token, 'PUT', `/shipments/${mehmetOrder.orders[0]._id}/status`, parcel)).status).toBe(201);
  const account = await call(store.token, 'POST', '/provideraccounts', { providerCode: 'ARAS', name: 'Aras sözleşmem', username: 'anadolu-kullanici', password: 'çok-gizli-şifre' });
  expect(account.status).toBe(201);
}, 60_000);
afterAll(releasePersonalDataApp);

describe('shipping personal data', () => {
  it('gives a buyer the parcels of their orders with the address they gave, and nothing of another buyer or the store', async () => {
    const { data, files } = await shippingPersonalData.collect(t.app.db, person(ayse));
    expect(shippingPersonalData.folder).toBe('kargolar');
    expect(files).toEqual([]);
    expect(data.shipments).toEqual([
      expect.objectContaining({
        orderId: ayseOrder._id,
        orderNumber: ayseOrder.orderNumber,
        isReturn: false,
        trackingNumber: expect.any(String),
        yourAddress: expect.objectContaining({ name: 'Ayşe Yılmaz', districtName: 'Kadıköy' }),
      }),
    ]);
    expect([data.storeShipments, data.storeShippingCharges, data.storeCarrierAccounts, data.storeShippingBalance]).toEqual([[], [], [], null]);

    const json = JSON.stringify(data);
    const [senderOf] = await t.app.db.select({ sender: shipments.sender }).from(shipments).where(eq(shipments.orderId, ayseOrder._id));
    for (const foreign of [mehmet.user.id, mehmet.user.email, 'Mehmet Öztürk', mehmetOrder.orderNumber, store.user.id, store.user.email, senderOf.sender.phone, senderOf.sender.address]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a store owner their parcels, charges and carrier accounts, without buyers, labels or credentials', async () => {
    const { data, files } = await shippingPersonalData.collect(t.app.db, person(store));
    expect(files).toEqual([]);
    expect(data.shipments).toEqual([]);
    expect(data.storeShipments).toEqual([
      expect.objectContaining({ orderNumber: ayseOrder.orderNumber, storeAddress: expect.objectContaining({ cityName: expect.any(String) }), parcel: expect.objectContaining({ desi: 2 }), amount: expect.any(Number) }),
      expect.objectContaining({ orderNumber: mehmetOrder.orderNumber, status: 'GOT_OFFERS' }),
    ]);
    expect(data.storeShippingCharges).toEqual([expect.objectContaining({ kind: 'label', amount: expect.any(Number) })]);
    expect(data.storeShippingBalance).toMatchObject({ labels: 1 });
    expect(data.storeCarrierAccounts).toEqual([expect.objectContaining({ providerCode: 'ARAS', name: 'Aras sözleşmem', isActive: true })]);

    const json = JSON.stringify(data);
    const [contract] = await t.app.db.select().from(providerAccounts).where(eq(providerAccounts.sellerId, store.seller._id));
    const [labelled] = await t.app.db.select({ labelKey: shipments.labelKey }).from(shipments).where(eq(shipments.orderId, ayseOrder._id));
    expect(labelled.labelKey).toBeTruthy();
    for (const secret of [contract.credentials, 'anadolu-kullanici', 'çok-gizli-şifre', labelled.labelKey!, 'credentials', 'labelKey']) expect(json).not.toContain(secret);
    for (const buyer of [ayse, mehmet]) {
      for (const identity of [buyer.user.id, buyer.user.email, buyer.user.name, 'Moda Cd.', 'Kadıköy', '+905321234567']) expect(json).not.toContain(identity);
    }
  });
});
