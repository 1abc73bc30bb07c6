import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { users } from '../../db/schema/users';
import { customDeliveries } from '../../db/schema/freelance';
import { orders } from '../../db/schema/orders';
import { answer, deliver, pdfFile, startedOrder } from './freelance-fixtures';
import { freelancePersonalData } from './freelance.personal-data';

let t: TestApp;
let first: Awaited<ReturnType<typeof startedOrder>>;
let second: Awaited<ReturnType<typeof startedOrder>>;

const person = (account: { user: { id: string; email: string } }) => ({ id: account.user.id, email: account.user.email });

beforeAll(async () => {
  t = await personalDataApp();
  first = await startedOrder(t.app, { revisions: '1', storeName: 'Kuzey 3D' });
  second = await startedOrder(t.app, { revisions: '0', storeName: 'Güney Tasarım' });
  await t.app.db.update(users).set({ name: 'Can Alıcı' }).where(eq(users.id, second.buyer.user.id));
  expect((await deliver(t.app, first.store.token, first.orderId, [pdfFile('kuzey-braket-v1.pdf')], 'Kuzey: ilk sürüm ekte.')).status).toBe(200);
  expect((await answer(t.app, first.buyer.token, first.orderId, 'revision', 'Elif: delikler 2 mm büyük olsun.')).status).toBe(200);
  expect((await deliver(t.app, second.store.token, second.orderId, [pdfFile('guney-kapak.pdf')], 'Güney: kapak hazır.')).status).toBe(200);
}, 60_000);
afterAll(releasePersonalDataApp);

describe('freelance personal data', () => {
  it('gives the buyer the delivery records of their order with their answer, but not the store’s files', async () => {
    const { data, files } = await freelancePersonalData.collect(t.app.db, person(first.buyer));
    expect(freelancePersonalData.folder).toBe('ozel-isler');
    expect(files).toEqual([]);
    const [order] = await t.app.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, first.orderId));
    expect(data.receivedDeliveries).toEqual([
      expect.objectContaining({
        orderId: first.orderId,
        orderNumber: order.orderNumber,
        round: 1,
        note: 'Kuzey: ilk sürüm ekte.',
        status: 'revision_requested',
        responseNote: 'Elif: delikler 2 mm büyük olsun.',
        files: [expect.objectContaining({ name: 'kuzey-braket-v1.pdf', mimeType: 'application/pdf' })],
      }),
    ]);
    expect(data.storeDeliveries).toEqual([]);
    const [delivered] = await t.app.db.select({ files: customDeliveries.files }).from(customDeliveries);
    const json = JSON.stringify({ data, files });
    for (const foreign of [second.buyer.user.id, second.buyer.user.email, 'Can Alıcı', second.orderId, 'Güney', 'guney-kapak.pdf', first.store.user.id, first.store.email, delivered.files[0].key]) {
      expect(json).not.toContain(foreign);
    }
  });

  it('gives the store owner the rounds their store delivered with its files, without the buyer or their words', async () => {
    const { data, files } = await freelancePersonalData.collect(t.app.db, person(first.store));
    expect(data.receivedDeliveries).toEqual([]);
    expect(data.storeDeliveries).toEqual([expect.objectContaining({ orderId: first.orderId, round: 1, note: 'Kuzey: ilk sürüm ekte.', status: 'revision_requested' })]);
    const [row] = await t.app.db.select({ files: customDeliveries.files }).from(customDeliveries).where(eq(customDeliveries.note, 'Kuzey: ilk sürüm ekte.'));
    expect(files).toEqual([{ name: `${row.files[0].id}-kuzey-braket-v1.pdf`, from: 'private', key: row.files[0].key }]);
    const json = JSON.stringify({ data, files });
    for (const foreign of [first.buyer.user.id, first.buyer.user.email, 'Elif Alıcı', 'delikler 2 mm', 'responseNote', second.store.user.id, 'Güney', 'guney-kapak.pdf']) {
      expect(json).not.toContain(foreign);
    }
  });
});
