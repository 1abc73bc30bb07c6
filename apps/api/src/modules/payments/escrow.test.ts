import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulDate } from '../../integrations/payments/sandbox-escrow';
import type { PaymentRecord } from '../../integrations/payments/sandbox-store';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createBuyer, createCategory, createStore, placePaidOrder, setStatus } from '../orders';
import { orderItems, paymentSandboxState, payments } from '../../db/schema/orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let product: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  store = await createStore(t.app, admin.token, await createCategory(t.app), 'Demir Endüstriyel');
  buyer = await createBuyer(t.app);
  product = await store.list({ name: 'Hidrolik Pompa', price: '1000', stock: 50, shippingCost: '100', freeShippingThreshold: '5000' });
}, 60_000);
afterAll(() => t.close());

const post = (url: string, body: object, token = admin.token) => injectJson(t.app, { method: 'POST', url, headers: auth(token), body });
const balance = async () => (await injectJson(t.app, { method: 'GET', url: '/api/orders/seller-balance', headers: auth(store.token) })).body;

async function deliveredOrder() {
  const order = await placePaidOrder(t.app, buyer, [{ productId: product._id, quantity: 1 }]);
  const partId = order.orders[0]._id;
  return {
    order,
    partId,
    itemId: order.orders[0].items[0]._id,
    deliver: async () => {
      await setStatus(t.app, store.token, partId, { status: 'shipped', carrier: 'PTT Kargo', trackingNumber: 'PTT42' });
      await setStatus(t.app, store.token, partId, { status: 'delivered' });
    },
  };
}

/** Moves the sandbox's approval of a line to yesterday, as if the settlement calendar had run. */
async function approvedYesterday(orderId: string) {
  const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  const key = `payment:${attempt.providerPaymentId}`;
  const [row] = await t.app.db.select().from(paymentSandboxState).where(eq(paymentSandboxState.key, key));
  const record = row.value as PaymentRecord;
  for (const item of record.items) item.approvedAt = new Date(Date.now() - 86_400_000 * 2).toISOString();
  await t.app.db.update(paymentSandboxState).set({ value: record }).where(eq(paymentSandboxState.key, key));
}

describe('escrow', () => {
  it('lists paid lines waiting for approval, approvable once their part is delivered', async () => {
    const { itemId, deliver } = await deliveredOrder();
    const list = await injectJson(t.app, { method: 'GET', url: '/api/approval/pending-payments', headers: auth(admin.token) });
    expect(list.status).toBe(200);
    const line = list.body.items.find((item: { _id: string }) => item._id === itemId);
    // 1000 TL of goods (10 % commission) plus 100 TL shipping, all of which the store keeps.
    expect(line).toMatchObject({ escrowStatus: 'pending', approvable: false, paidPrice: 1100, sellerShare: 1000, commission: 100, sellerOrderStatus: 'paid', seller: { storeName: 'Demir Endüstriyel' } });
    const early = await post('/api/approval/update-submerchant-item', { orderItemId: itemId });
    expect([early.status, early.body.message]).toEqual([422, 'Yalnızca teslim edilmiş ya da tamamlanmış siparişlerin ödemesi onaylanabilir.']);
    await deliver();
    const approvable = await injectJson(t.app, { method: 'GET', url: '/api/approval/pending-payments?approvable=true', headers: auth(admin.token) });
    expect(approvable.body.items.map((item: { _id: string }) => item._id)).toContain(itemId);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/approval/pending-payments', headers: auth(store.token) })).status).toBe(403);
  });

  it('approves, withdraws and approves again a delivered line, each at the provider; the store’s balance follows', async () => {
    const before = await balance();
    const { itemId, deliver } = await deliveredOrder();
    expect((await balance()).pending).toBe(before.pending + 1000);
    await deliver();
    const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    const approved = await post('/api/approval/update-submerchant-item', { paymentTransactionId: line.paymentTransactionId });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ message: 'Ödeme onaylandı; tutar satıcının bir sonraki hakedişine aktarılacak.', item: { escrowStatus: 'approved', approvable: false } });
    expect((await post('/api/approval/update-submerchant-item', { orderItemId: itemId })).body.item.escrowStatus).toBe('approved');
    expect(await balance()).toMatchObject({ pending: before.pending, approved: before.approved + 1000 });

    for (const path of ['/api/approval/disapprove-transaction', '/api/disapprove-transaction']) {
      const withdrawn = await post(path, { orderItemId: itemId });
      expect([withdrawn.status, withdrawn.body.item.escrowStatus]).toEqual([200, 'disapproved']);
    }
    const notApproved = await post('/api/approval/disapprove-transaction', { orderItemId: (await deliveredOrder()).itemId });
    expect([notApproved.status, notApproved.body.message]).toEqual([422, 'Bu ödeme kalemi onaylanmamış; geri alınacak bir onay yok.']);
    expect((await post('/api/approval/update-submerchant-item', { orderItemId: itemId })).body.item.escrowStatus).toBe('approved');
    expect((await post('/api/approval/update-submerchant-item', { paymentTransactionId: '999' })).status).toBe(404);
    expect((await post('/api/approval/update-submerchant-item', {})).status).toBe(400);
  });

  it('records the provider’s payouts: approved lines paid out on their day become paid out, once', async () => {
    const { order, itemId, deliver } = await deliveredOrder();
    await deliver();
    await post('/api/approval/update-submerchant-item', { orderItemId: itemId });
    await approvedYesterday(order._id);
    const before = await balance();
    const yesterday = istanbulDate(new Date(Date.now() - 86_400_000));
    const paidOut = await post('/api/approval/payout-submerchant', { date: yesterday });
    expect(paidOut.status).toBe(200);
    expect(paidOut.body).toMatchObject({ date: yesterday, paidOut: 1, message: '1 ödeme kaleminin satıcıya aktarımı kaydedildi.' });
    expect(paidOut.body.items[0]).toMatchObject({ _id: itemId, escrowStatus: 'paid_out' });
    expect(await balance()).toMatchObject({ approved: before.approved - 1000, paidOut: before.paidOut + 1000 });
    const again = await post('/api/payout-submerchant', {});
    expect([again.status, again.body.paidOut]).toEqual([200, 0]);
    const late = await post('/api/approval/disapprove-transaction', { orderItemId: itemId });
    expect(late.status).toBe(422);
    // A paid-out line cannot be refunded any more.
    const refund = await injectJson(t.app, { method: 'PUT', url: `/api/admin/orders/${order._id}/status`, headers: auth(admin.token), body: { status: 'refunded' } });
    expect([refund.status, refund.body.message]).toEqual([422, 'Ödemesi satıcıya aktarılmış bir kalem iade edilemez.']);
  });

  it('counts a refunded line as refunded, not pending', async () => {
    const before = await balance();
    const { order } = await deliveredOrder();
    await setStatus(t.app, buyer.token, order._id, { status: 'cancelled' });
    expect(await balance()).toMatchObject({ pending: before.pending, refunded: before.refunded + 1000, currency: 'TRY' });
  });
});
