import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../../integrations/payments/sandbox-store';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createCoupon } from '../coupons';
import { checkout, createBuyer, createCategory, createStore, listDigitalProduct, pay, setStatus } from '../orders';
import { orderItems, paymentSandboxState, payments, subMerchants } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';

/**
 * A coupon can bring a line to 0 TL. iyzico refuses a basket line priced 0 (and so does the
 * sandbox), so such lines stay out of the basket and out of escrow ('none'), while the order's
 * other lines are paid, approved, paid out and refunded as usual.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let guide: { _id: string };
let bolt: { _id: string };
let helmet: { _id: string };

interface ItemView {
  _id: string;
  productId: string;
  escrowStatus: string;
}
interface PaidOrder {
  _id: string;
  total: number;
  status: string;
  orders: { _id: string; seller: { _id: string }; total: number; status: string; items: ItemView[] }[];
}

const get = (url: string, token = admin.token) => injectJson(t.app, { method: 'GET', url, headers: auth(token) });
const post = (url: string, body: object) => injectJson(t.app, { method: 'POST', url, headers: auth(admin.token), body });
const balanceOf = async (store: { token: string }) => (await get('/api/orders/seller-balance', store.token)).body;
const lineOf = (order: PaidOrder, productId: string) => order.orders.flatMap((part) => part.items).find((item) => item.productId === productId)!;
const partOf = (order: PaidOrder, store: { seller: { _id: string } }) => order.orders.find((part) => part.seller._id === store.seller._id)!;
const held = async () => ((await get('/api/approval/pending-payments?limit=100')).body.items as { _id: string; approvable: boolean }[]).map((item) => item._id);

/** What the provider holds for the order's payment: its basket lines and what was refunded of each. */
async function providerRecord(orderId: string): Promise<PaymentRecord> {
  const [attempt] = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [row] = await t.app.db.select().from(paymentSandboxState).where(eq(paymentSandboxState.key, `payment:${attempt.providerPaymentId}`));
  return row.value as PaymentRecord;
}

async function placeAndPay(lines: { productId: string; quantity: number }[], couponCode: string): Promise<PaidOrder> {
  const placed = await checkout(t.app, buyer.token, { lines, addressId: buyer.addressId, couponCode });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const paid = await pay(t.app, buyer.token, placed.body.order._id);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.order;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  buyer = await createBuyer(t.app);
  guide = await listDigitalProduct(t.app, hardware.token, admin.token, categoryId, 'Montaj Kılavuzu', '30');
  bolt = await hardware.list({ name: 'Cıvata M16', price: '50', stock: 20, shippingCost: '20' });
  helmet = await safety.list({ name: 'Baret Beyaz', price: '200', stock: 20, shippingCost: '30' });
}, 60_000);
afterAll(() => t.close());

describe('a line a coupon brought to 0 TL', () => {
  let order: PaidOrder;

  it('stays out of the basket while the other store’s line is paid', async () => {
    const coupon = await createCoupon(t.app, hardware.token, 'create', { discountType: 'fixed', discountValue: 30 });
    order = await placeAndPay(
      [
        { productId: guide._id, quantity: 1 },
        { productId: helmet._id, quantity: 1 },
      ],
      coupon.code,
    );
    // The guide's 30 TL is all discount; the helmet is 200 TL plus 30 TL shipping.
    expect(order).toMatchObject({ status: 'paid', total: 230 });
    expect(partOf(order, hardware)).toMatchObject({ total: 0, status: 'delivered' });
    const record = await providerRecord(order._id);
    expect(record.price).toBe(23_000);
    expect(record.items.map(({ itemId, price, subMerchantPrice }) => ({ itemId, price, subMerchantPrice }))).toEqual([
      { itemId: lineOf(order, helmet._id)._id, price: 23_000, subMerchantPrice: 21_000 },
    ]);
    expect(lineOf(order, guide._id).escrowStatus).toBe('none');
    expect(lineOf(order, helmet._id).escrowStatus).toBe('pending');
    const [free] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, lineOf(order, guide._id)._id));
    expect(free.paymentTransactionId).toBeNull();
  });

  it('is not in the admin’s pending payments and cannot be approved; the balances count the paid line only', async () => {
    expect(await held()).toEqual([lineOf(order, helmet._id)._id]);
    const approveFree = await post('/api/approval/update-submerchant-item', { orderItemId: lineOf(order, guide._id)._id });
    expect([approveFree.status, approveFree.body.message]).toEqual([404, 'Ödeme kalemi bulunamadı.']);
    expect(await balanceOf(hardware)).toEqual({ pending: 0, approved: 0, paidOut: 0, refunded: 0, currency: 'TRY' });
    expect(await balanceOf(safety)).toEqual({ pending: 210, approved: 0, paidOut: 0, refunded: 0, currency: 'TRY' });
  });

  it('lets the paid line be approved and paid out as usual', async () => {
    const part = partOf(order, safety)._id;
    await setStatus(t.app, safety.token, part, { status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK42' });
    await setStatus(t.app, safety.token, part, { status: 'delivered' });
    const pending = (await get('/api/approval/pending-payments')).body.items;
    expect(pending.map((item: { _id: string; approvable: boolean }) => [item._id, item.approvable])).toEqual([[lineOf(order, helmet._id)._id, true]]);
    const approved = await post('/api/approval/update-submerchant-item', { orderItemId: lineOf(order, helmet._id)._id });
    expect([approved.status, approved.body.item.escrowStatus]).toEqual([200, 'approved']);
    expect(await balanceOf(safety)).toMatchObject({ pending: 0, approved: 210 });

    // The sandbox pays an approved line out the day after its approval.
    const key = `payment:${(await t.app.db.select().from(payments).where(eq(payments.orderId, order._id)))[0].providerPaymentId}`;
    const record = await providerRecord(order._id);
    for (const item of record.items) item.approvedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.app.db.update(paymentSandboxState).set({ value: record }).where(eq(paymentSandboxState.key, key));
    const payout = await post('/api/approval/payout-submerchant', {});
    expect(payout.status).toBe(200);
    expect(payout.body.items.map((item: { _id: string }) => item._id)).toEqual([lineOf(order, helmet._id)._id]);
    expect(await balanceOf(safety)).toMatchObject({ pending: 0, approved: 0, paidOut: 210 });
    expect(await balanceOf(hardware)).toEqual({ pending: 0, approved: 0, paidOut: 0, refunded: 0, currency: 'TRY' });
    const { body } = await get(`/api/orders/${order._id}`);
    expect(lineOf(body, guide._id).escrowStatus).toBe('none');
  });

  it('is left alone when its part is cancelled: only the part’s paid lines are refunded', async () => {
    // 80 TL off the store's 80 TL of goods: the guide is free, the bolt still carries its 20 TL shipping.
    const coupon = await createCoupon(t.app, hardware.token, 'create', { discountType: 'fixed', discountValue: 80 });
    const mixed = await placeAndPay(
      [
        { productId: bolt._id, quantity: 1 },
        { productId: guide._id, quantity: 1 },
        { productId: helmet._id, quantity: 1 },
      ],
      coupon.code,
    );
    expect(mixed).toMatchObject({ status: 'paid', total: 250 });
    const sent = (await providerRecord(mixed._id)).items.map((item) => [item.itemId, item.price]);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(expect.arrayContaining([[lineOf(mixed, bolt._id)._id, 2_000], [lineOf(mixed, helmet._id)._id, 23_000]]));
    expect(await held()).toEqual(expect.arrayContaining([lineOf(mixed, bolt._id)._id, lineOf(mixed, helmet._id)._id]));
    expect(await held()).not.toContain(lineOf(mixed, guide._id)._id);
    expect(await balanceOf(hardware)).toMatchObject({ pending: 20, refunded: 0 });

    const cancelled = await injectJson(t.app, {
      method: 'PUT',
      url: `/api/admin/orders/${mixed._id}/status`,
      headers: auth(admin.token),
      body: { status: 'cancelled', sellerOrderId: partOf(mixed, hardware)._id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(partOf(cancelled.body.order, hardware).status).toBe('cancelled');
    expect(lineOf(cancelled.body.order, bolt._id).escrowStatus).toBe('refunded');
    expect(lineOf(cancelled.body.order, guide._id).escrowStatus).toBe('none');
    expect(lineOf(cancelled.body.order, helmet._id).escrowStatus).toBe('pending');
    const refunded = Object.fromEntries((await providerRecord(mixed._id)).items.map((item) => [item.itemId, item.refunded]));
    expect(refunded).toEqual({ [lineOf(mixed, bolt._id)._id]: 2_000, [lineOf(mixed, helmet._id)._id]: 0 });
    expect(await balanceOf(hardware)).toEqual({ pending: 0, approved: 0, paidOut: 0, refunded: 20, currency: 'TRY' });
    expect(await balanceOf(safety)).toMatchObject({ pending: 210, paidOut: 210, refunded: 0 });
  });

  it('does not need a payment account for a store whose lines are all free', async () => {
    // A new store without an IBAN cannot become a sub-merchant; its own coupon makes its plan free.
    const categoryId = await createCategory(t.app);
    const studio = await createStore(t.app, admin.token, categoryId, 'Kuzey Çizim Ofisi');
    await t.app.db.update(sellers).set({ iban: null }).where(eq(sellers.id, studio.seller._id));
    const plan = await listDigitalProduct(t.app, studio.token, admin.token, categoryId, 'Tezgâh Yerleşim Planı', '45');
    const coupon = await createCoupon(t.app, studio.token, 'create', { discountType: 'fixed', discountValue: 45 });
    const free = await placeAndPay(
      [
        { productId: plan._id, quantity: 1 },
        { productId: helmet._id, quantity: 1 },
      ],
      coupon.code,
    );
    expect(free).toMatchObject({ status: 'paid', total: 230 });
    expect(partOf(free, studio)).toMatchObject({ total: 0, status: 'delivered' });
    expect(await t.app.db.select().from(subMerchants).where(eq(subMerchants.sellerId, studio.seller._id))).toHaveLength(0);

    // With something to pay, the same store is refused before any charge, naming what to fix.
    const placed = await checkout(t.app, buyer.token, { lines: [{ productId: plan._id, quantity: 1 }], addressId: buyer.addressId });
    const refused = await pay(t.app, buyer.token, placed.body.order._id);
    expect([refused.status, refused.body.message]).toEqual([422, expect.stringContaining('"Kuzey Çizim Ofisi" mağazası şu anda ödeme alamıyor')]);
  });
});
