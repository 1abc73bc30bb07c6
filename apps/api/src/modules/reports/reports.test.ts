import { addDays, istanbulDay } from '@pazaryeri/contract/reports/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers/seller-fixtures';

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
