import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, istanbulDay } from '@pazaryeri/contract/reports/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

const report = (startDate: string, endDate: string) => ({
  productSales: [{ productId: 'p1', name: 'Rulman 6204', quantity: 4, revenue: 480 }],
  dailyOrders: [{ date: endDate, orders: 2, itemsSold: 4, revenue: 480 }],
  summary: { totalOrders: 2, totalRevenue: 480, totalItemsSold: 4, averageOrderValue: 240, currency: 'TRY', startDate, endDate, days: 30 },
});

function api({ sales = true, followers = true } = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/sellerReportRoute/sales-report': (request) => {
      const params = new URL(request.url).searchParams;
      return sales ? json(report(params.get('startDate')!, params.get('endDate')!)) : new Response('', { status: 502 });
    },
    'GET /api/follow/report': () =>
      followers
        ? json({
            report: [
              {
                seller: { id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel' },
                activeFollowers: 41,
                totalFollowers: 43,
                newFollowers: 5,
                dailyFollowers: [{ date: '2025-01-01', count: 5 }],
              },
            ],
            startDate: '2025-01-01',
            endDate: '2025-01-30',
          })
        : json({ message: 'Takipçi raporu bulunamadı', code: 'NOT_FOUND' }, 404),
  });
}

const query = (sent: ReturnType<typeof api>['sent']) =>
  Object.fromEntries(new URL(sent('GET', '/api/sellerReportRoute/sales-report').at(-1)!.url).searchParams);

beforeAll(() => preloadSellerPanel());

describe('seller dashboard', () => {
  it('reports the last 30 days by default, with the summary in Turkish money', async () => {
    const { sent } = api();
    renderApp('/seller-panel/dashboard', { user: seller });
    expect(await screen.findByText('₺480,00')).toBeInTheDocument();
    expect(screen.getByText('₺240,00')).toBeInTheDocument();
    const today = istanbulDay(new Date());
    expect(query(sent)).toEqual({ startDate: addDays(today, -29), endDate: today });
    expect(screen.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Son 7 gün' }));
    await screen.findByRole('button', { name: 'Son 7 gün', pressed: true });
    expect(query(sent)).toEqual({ startDate: addDays(today, -6), endDate: today });
  });

  it('shows the active followers of the store', async () => {
    api();
    renderApp('/seller-panel/dashboard', { user: seller });
    expect(await screen.findByText('41')).toBeInTheDocument();
    expect(screen.getByText('Aktif takipçi')).toBeInTheDocument();
  });

  it('says so when the sales report or the follower report cannot be had', async () => {
    api({ sales: false, followers: false });
    renderApp('/seller-panel/dashboard', { user: seller });
    expect(await screen.findByRole('alert')).toHaveTextContent('Satış raporu verileri yüklenirken bir hata oluştu.');
    expect(await screen.findAllByText('Takipçi raporu bulunamadı')).not.toHaveLength(0);
  });
});
