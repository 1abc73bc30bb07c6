import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertsContext } from '../modules/adverts';
import { freelanceContext } from '../modules/freelance';
import { createPostOfferAccount, offersContext } from '../modules/offers';
import { auth, createTestApp, injectJson, type TestApp } from '../test/helper';
import { seedDemoStores, seedDemoUsers } from '.';
import { seedDemoFreelance } from './freelance';

let t: TestApp;
const tokenOf = async (email: string, password: string) => (await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } })).body.token as string;
const get = (url: string, token: string) => injectJson(t.app, { method: 'GET', url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
  await seedDemoStores(t.app.db);
  await createPostOfferAccount(t.app, 'Rakip Tasarım');
});
afterAll(() => t?.close());

describe('the demo freelance order', () => {
  it('gives the demo buyer and the demo seller a paid order from an accepted offer with a delivery waiting, once', async () => {
    const services = { adverts: advertsContext(t.app), offers: offersContext(t.app), freelance: freelanceContext(t.app) };
    expect(await seedDemoFreelance(services)).toEqual({ orders: 1 });
    expect(await seedDemoFreelance(services)).toEqual({ orders: 0 });

    const buyer = await tokenOf('alici@pazaryeri.test', 'Alici12345');
    const seller = await tokenOf('satici@pazaryeri.test', 'Satici12345');
    const mine = await get('/api/ilan/user/my-adverts/list', buyer);
    const request = mine.body.adverts[0];
    expect(request).toMatchObject({ advertType: 'customerRequest', status: 'inProgress', saleStatus: 'inNegotiation', offersCount: 2 });
    const offers = await get(`/api/ilan/${request._id}/teklif`, buyer);
    expect(offers.body.offers.map((offer: { status: string }) => offer.status).sort()).toEqual(['inProgress', 'rejected']);

    const storeOrders = await get('/api/orders/freelance/store', seller);
    expect(storeOrders.body.orders).toHaveLength(1);
    const orderId = storeOrders.body.orders[0]._id;
    const order = await get(`/api/orders/freelance/${orderId}`, buyer);
    expect(order.status).toBe(200);
    expect(order.body.freelanceOrder.order.status).toBe('paid');
    expect(order.body.freelanceOrder.customization).toMatchObject({ status: 'completed', revisionsAllowed: 2, revisionsUsed: 0 });
    expect(order.body.freelanceOrder.customization.deliveries).toHaveLength(1);
    expect(order.body.freelanceOrder.customization.deliveries[0]).toMatchObject({ status: 'pending', files: [{ name: 'braket-teknik-resim.pdf' }] });
    expect(order.body.freelanceOrder.can).toMatchObject({ accept: true, requestRevision: true });
  });
});
