import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { subMerchants } from '../../db/schema/orders';
import { createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { paymentsPersonalData } from './payments.personal-data';

let t: TestApp;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let order: Awaited<ReturnType<typeof placePaidOrder>>;
let otherOrder: Awaited<ReturnType<typeof placePaidOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat', { contactEmail: 'satis@anadolu.com.tr' });
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği', { contactEmail: 'satis@marmara.com.tr' });
  buyer = await createBuyer(t.app, 'Ayşe Yılmaz');
  const bolt = await hardware.list({ name: 'Paslanmaz Cıvata M6', price: '3', stock: 500 });
  const gloves = await safety.list({ name: 'Kaynak Eldiveni', price: '95', stock: 100 });
  order = await placePaidOrder(t.app, buyer, [{ productId: bolt._id, quantity: 10 }]);
  otherOrder = await placePaidOrder(t.app, buyer, [{ productId: gloves._id, quantity: 1 }]);
}, 60_000);
afterAll(releasePersonalDataApp);

describe('payments personal data', () => {
  it('gives a store owner their provider accounts, escrow lines and balance, without keys or another store', async () => {
    const { data, files } = await paymentsPersonalData.collect(t.app.db, person(hardware));
    expect(paymentsPersonalData.folder).toBe('odemeler');
    expect(files).toEqual([]);
    expect(data.subMerchantAccounts).toEqual([expect.objectContaining({ provider: 'sandbox', subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY' })]);
    expect(data.escrowLines).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, productName: 'Paslanmaz Cıvata M6', lineTotal: 3000, sellerShare: 2700, commission: 300, escrowStatus: 'pending' }),
    ]);
    expect(data.balance).toEqual({ pending: 2700, approved: 0, paidOut: 0, refunded: 0 });

    const json = JSON.stringify(data);
    const keys = (await t.app.db.select({ key: subMerchants.subMerchantKey }).from(subMerchants)).map((row) => row.key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const secret of [...keys, 'subMerchantKey', 'paymentTransactionId']) expect(json).not.toContain(secret);
    for (const foreign of [safety.user.id, safety.user.email, safety.seller._id, 'Kaynak Eldiveni', otherOrder.orderNumber, buyer.user.id, buyer.user.email, buyer.user.name]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives a person without a store empty lists', async () => {
    const { data } = await paymentsPersonalData.collect(t.app.db, person(buyer));
    expect(data).toEqual({ subMerchantAccounts: [], escrowLines: [], balance: { pending: 0, approved: 0, paidOut: 0, refunded: 0 } });
  });
});
