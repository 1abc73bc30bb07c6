import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../test/helper';
import { createBuyer, createCategory, createStore, placePaidOrder, setStatus } from '../modules/orders';
import { shipments } from '../db/schema/shipping';
import { seedShipments } from './shipments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('seedShipments', () => {
  it('does nothing without order parts, then gives shipments in several states and one return to paid, shipped and delivered parts', async () => {
    expect(await seedShipments(t.app.db)).toBe(0);
    const admin = await createUser(t.app, { role: 'admin' });
    const store = await createStore(t.app, admin.token, await createCategory(t.app), 'Anadolu Hırdavat');
    const buyer = await createBuyer(t.app);
    const product = await store.list({ name: 'Cıvata M12', price: '200', stock: 100, shippingCost: '45' });
    const paid = await placePaidOrder(t.app, buyer, [{ productId: product._id, quantity: 1 }]);
    const shipped = await placePaidOrder(t.app, buyer, [{ productId: product._id, quantity: 1 }]);
    const delivered = await placePaidOrder(t.app, buyer, [{ productId: product._id, quantity: 1 }]);
    await setStatus(t.app, store.token, shipped.orders[0]._id, { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'EL1' });
    await setStatus(t.app, store.token, delivered.orders[0]._id, { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'EL2' });
    await setStatus(t.app, store.token, delivered.orders[0]._id, { status: 'delivered' });

    expect(await seedShipments(t.app.db)).toBe(4);
    const rows = await t.app.db.select().from(shipments);
    const of = (partId: string) => rows.filter((row) => row.sellerOrderId === partId);
    expect(of(paid.orders[0]._id).map((row) => row.status)).toEqual(['GOT_OFFERS']);
    expect(['SHIPPED', 'TRACKING_CODE_CREATED']).toContain(of(shipped.orders[0]._id)[0].status);
    expect(of(delivered.orders[0]._id).map((row) => [row.status, row.isReturn]).sort()).toEqual([
      ['DELIVERED', false],
      ['RETURN_CREATED', true],
    ]);
    expect(of(delivered.orders[0]._id).every((row) => row.trackingNumber)).toBe(true);
    // run again: nothing more
    expect(await seedShipments(t.app.db)).toBe(0);
    const [labelled] = await t.app.db.select().from(shipments).where(eq(shipments.sellerOrderId, shipped.orders[0]._id));
    const pdf = await t.app.cargo.getLabel(labelled.providerShipmentId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);
});
