import { addDays, istanbulDay } from '@pazaryeri/contract/reports/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { checkout, createBuyer, createCategory, createStore, placePaidOrder, setStatus } from '../orders';
import { orders } from '../../db/schema/orders';
import { createApprovedSeller } from '../sellers';

let t: TestApp;
let sellerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  sellerToken = (await createApprovedSeller(t.app)).token;
});
afterAll(() => t.close());

const report = (query = '', token: string | null = sellerToken) =>
  injectJson(t.app, { method: 'GET', url: `/api/sellerReportRoute/sales-report${query}`, headers: token ? auth(token) : {} });

describe('sales report', () => {
  it('covers the last 30 days by default, one zero entry per day', async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    const today = istanbulDay(new Date());
    expect(body.productSales).toEqual([]);
    expect(body.dailyOrders).toHaveLength(30);
    expect(body.dailyOrders[0]).toEqual({ date: addDays(today, -29), orders: 0, itemsSold: 0, revenue: 0 });
    expect(body.dailyOrders[29].date).toBe(today);
    expect(body.summary).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      totalItemsSold: 0,
      averageOrderValue: 0,
      currency: 'TRY',
      startDate: addDays(today, -29),
      endDate: today,
      days: 30,
    });
  });

  it('follows a given range day by day, across a month end and a leap day', async () => {
    const { status, body } = await report('?startDate=2024-02-27&endDate=2024-03-02');
    expect(status).toBe(200);
    expect(body.dailyOrders.map((day: { date: string }) => day.date)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(body.summary).toMatchObject({ startDate: '2024-02-27', endDate: '2024-03-02', days: 5 });
    const instant = await report('?startDate=2024-12-31T22:30:00.000Z&endDate=2025-01-01');
    expect(instant.body.summary).toMatchObject({ startDate: '2025-01-01', days: 1 });
    const full = await report('?startDate=2024-01-01&endDate=2024-12-31');
    expect(full.body.dailyOrders).toHaveLength(366);
  });

  it('refuses wrong dates and ranges over 366 days with Turkish field messages', async () => {
    const cases: [string, string, string][] = [
      ['?startDate=2024-01-01&endDate=2025-01-01', 'endDate', 'Tarih aralığı en fazla 366 gün olabilir.'],
      ['?startDate=2024-03-10&endDate=2024-03-01', 'startDate', 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
      ['?startDate=2024-02-30', 'startDate', 'Tarih YYYY-AA-GG biçiminde olmalı.'],
      ['?endDate=dün', 'endDate', 'Tarih YYYY-AA-GG biçiminde olmalı.'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await report(query);
      expect([query, status, body.code, body.fields?.[field]]).toEqual([query, 400, 'VALIDATION_FAILED', message]);
    }
  });

  it('is for sellers: a buyer gets 403, a visitor 401', async () => {
    const buyer = await createUser(t.app);
    expect((await report('', buyer.token)).status).toBe(403);
    expect((await report('', null)).status).toBe(401);
  });
});

describe('sales report of a store that sells', () => {
  it('counts paid parts by the Turkish day they were paid: not unpaid, cancelled or other stores’ orders', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const categoryId = await createCategory(t.app);
    const store = await createStore(t.app, admin.token, categoryId, 'Rapor Hırdavat');
    const other = await createStore(t.app, admin.token, categoryId, 'Başka Mağaza');
    const buyer = await createBuyer(t.app);
    const bolt = await store.list({ name: 'Cıvata M8', price: '12.50', stock: 100 });
    const nut = await store.list({ name: 'Somun M8', price: '3', stock: 100 });
    const elsewhere = await other.list({ name: 'Baret', price: '150', stock: 100 });
    const report = (query: string) => injectJson(t.app, { method: 'GET', url: `/api/sellerReportRoute/sales-report${query}`, headers: auth(store.token) });
    const today = istanbulDay(new Date());

    // Two stores in one order: only this store's lines count.
    const first = await placePaidOrder(t.app, buyer, [
      { productId: bolt._id, quantity: 4 },
      { productId: elsewhere._id, quantity: 1 },
    ]);
    const second = await placePaidOrder(t.app, buyer, [
      { productId: bolt._id, quantity: 2 },
      { productId: nut._id, quantity: 10 },
    ]);
    const cancelled = await placePaidOrder(t.app, buyer, [{ productId: nut._id, quantity: 5 }]);
    expect((await setStatus(t.app, store.token, cancelled._id, { status: 'cancelled', note: 'Stok bitti.' })).status).toBe(200);
    expect((await checkout(t.app, buyer.token, { lines: [{ productId: bolt._id, quantity: 1 }], addressId: buyer.addressId })).status).toBe(201); // never paid
    // The first order was paid at 23:30 Turkish time two days ago (20:30 UTC): that day, not the next.
    const twoDaysAgo = addDays(today, -2);
    await t.app.db.update(orders).set({ paidAt: sql`(${twoDaysAgo}::date + time '23:30')::timestamp at time zone 'Europe/Istanbul'` }).where(eq(orders.id, first._id));

    const { status, body } = await report('?startDate=' + addDays(today, -6));
    expect(status).toBe(200);
    expect(body.summary).toMatchObject({ totalOrders: 2, totalItemsSold: 16, totalRevenue: 105, averageOrderValue: 52.5, days: 7 });
    const day = (date: string) => body.dailyOrders.find((entry: { date: string }) => entry.date === date);
    expect(day(twoDaysAgo)).toEqual({ date: twoDaysAgo, orders: 1, itemsSold: 4, revenue: 50 });
    expect(day(addDays(twoDaysAgo, 1))).toEqual({ date: addDays(twoDaysAgo, 1), orders: 0, itemsSold: 0, revenue: 0 });
    expect(day(today)).toEqual({ date: today, orders: 1, itemsSold: 12, revenue: 55 });
    expect(body.productSales).toEqual([
      { productId: bolt._id, name: 'Cıvata M8', quantity: 6, revenue: 75 },
      { productId: nut._id, name: 'Somun M8', quantity: 10, revenue: 30 },
    ]);

    // A range that ends before the first sale has none of them.
    const earlier = await report(`?startDate=${addDays(today, -20)}&endDate=${addDays(today, -3)}`);
    expect(earlier.body.summary).toMatchObject({ totalOrders: 0, totalRevenue: 0 });
    expect(earlier.body.productSales).toEqual([]);
    // The other store sees only its own helmet.
    const theirs = await injectJson(t.app, { method: 'GET', url: '/api/sellerReportRoute/sales-report', headers: auth(other.token) });
    expect(theirs.body.productSales).toEqual([{ productId: elsewhere._id, name: 'Baret', quantity: 1, revenue: 150 }]);
  });
});
