import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { invoicesPersonalData } from './invoices.personal-data';

let t: TestApp;
let hardware: Awaited<ReturnType<typeof createStore>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let other: Awaited<ReturnType<typeof createBuyer>>;
let mine: { _id: string; number: string; fileKey?: string };
let theirs: { _id: string; number: string };

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });
const issue = async (token: string, order: Awaited<ReturnType<typeof placePaidOrder>>) =>
  (await injectJson(t.app, { method: 'POST', url: `/api/orders/${order._id}/parts/${order.orders[0]._id}/invoice/issue`, headers: auth(token) })).body.invoice;

beforeAll(async () => {
  t = await personalDataApp();
  const admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  buyer = await createBuyer(t.app, 'Ayşe Yılmaz');
  other = await createBuyer(t.app, 'Mehmet Öztürk');
  const bolt = await hardware.list({ name: 'Paslanmaz Cıvata M6', price: '3', stock: 500 });
  mine = await issue(hardware.token, await placePaidOrder(t.app, buyer, [{ productId: bolt._id, quantity: 10 }]));
  theirs = await issue(hardware.token, await placePaidOrder(t.app, other, [{ productId: bolt._id, quantity: 2 }]));
}, 60_000);
afterAll(releasePersonalDataApp);

describe('invoices personal data', () => {
  it('gives a buyer the invoices of their purchases with each PDF, and nobody else’s', async () => {
    const { data, files } = await invoicesPersonalData.collect(t.app.db, person(buyer));
    expect(invoicesPersonalData.folder).toBe('faturalar');
    expect(data.purchaseInvoices).toEqual([expect.objectContaining({ id: mine._id, number: mine.number, kind: 'sale', source: 'provider' })]);
    expect(data.commissionInvoices).toEqual([]);
    expect(files).toEqual([expect.objectContaining({ name: `fatura-${mine.number}.pdf`, from: 'private' })]);
    const json = JSON.stringify(data);
    expect(json).not.toContain(theirs.number);
    expect(json).not.toContain('fileKey');
  });

  it('gives a store owner no buyer’s invoice (they name the buyers), only the platform’s invoices to the store', async () => {
    const { data, files } = await invoicesPersonalData.collect(t.app.db, person(hardware));
    expect(data).toEqual({ purchaseInvoices: [], commissionInvoices: [] });
    expect(files).toEqual([]);
  });
});
