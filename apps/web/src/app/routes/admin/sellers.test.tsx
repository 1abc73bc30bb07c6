import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSeller } from '@pazaryeri/contract/admin/index';
import { admin, buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadPages('/admin/saticilar'));

const sellers = [storeOf(), storeOf({ _id: 's2', storeName: 'Anadolu Rulman', alias: 'anadolu-rulman', companyType: 'anonymous' })].map(
  (store) => ({ ...store, name: 'Mehmet Demir', email: 'mehmet@example.com', userId: { _id: 'u2', name: 'Mehmet Demir', email: 'mehmet@example.com' }, taxNumber: '1234567890', taxOffice: 'Ostim' }) as unknown as AdminSeller,
);

function api(list = () => json({ sellers, page: 1, limit: 10, totalPages: 1, totalSellers: 2 })) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/admin/users/sellers/filter': list,
  });
}

const lastQuery = (sent: ReturnType<typeof api>['sent']) =>
  Object.fromEntries(new URL(sent('GET', '/api/admin/users/sellers/filter').at(-1)!.url).searchParams);

describe('admin seller list (spec §2)', () => {
  it('asks for page 1 of 10, sorted by store name A-Z, with no empty filters', async () => {
    const { sent } = api();
    renderApp('/admin/saticilar', { user: admin });
    expect(await screen.findAllByText('Anadolu Rulman')).not.toHaveLength(0);
    expect(lastQuery(sent)).toEqual({ sortBy: 'storeName', sortOrder: 'asc', page: '1', limit: '10' });
  });

  it('offers Tümü and the four company types, and the four sort orders', async () => {
    api();
    renderApp('/admin/saticilar', { user: admin });
    const type = await screen.findByLabelText('Şirket türü');
    expect(within(type).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Tümü'],
      ['individual', 'Bireysel'],
      ['person', 'Şahıs'],
      ['limited', 'Limited'],
      ['anonymous', 'Anonim'],
    ]);
    expect(within(screen.getByLabelText('Sıralama')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mağaza adı (A-Z)',
      'Mağaza adı (Z-A)',
      'En yeni',
      'En eski',
    ]);
  });

  it('sends each chosen filter, keeps it in the address bar, and drops it again for Tümü', async () => {
    const { sent } = api();
    const { router } = renderApp('/admin/saticilar', { user: admin });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Şirket türü'), 'limited');
    await user.selectOptions(screen.getByLabelText('Sıralama'), 'En yeni');
    await waitFor(() =>
      expect(lastQuery(sent)).toEqual({ companyType: 'limited', sortBy: 'createdAt', sortOrder: 'desc', page: '1', limit: '10' }),
    );
    expect(router.state.location.search).toBe('?companyType=limited&sortBy=createdAt&sortOrder=desc');

    await user.type(screen.getByPlaceholderText('Mağaza ara'), 'demir');
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ storeName: 'demir' }));

    await user.selectOptions(screen.getByLabelText('Şirket türü'), 'Tümü');
    await user.selectOptions(screen.getByLabelText('Sıralama'), 'En eski');
    await waitFor(() => expect(lastQuery(sent)).toEqual({ storeName: 'demir', sortBy: 'createdAt', sortOrder: 'asc', page: '1', limit: '10' }));
  });

  it('opens from a shared link with its filters', async () => {
    const { sent } = api();
    renderApp('/admin/saticilar?companyType=person&startDate=2025-01-01&endDate=2025-06-30&sortBy=storeName&sortOrder=desc&page=2', {
      user: admin,
    });
    await screen.findAllByText('Anadolu Rulman');
    expect(lastQuery(sent)).toEqual({
      companyType: 'person',
      startDate: '2025-01-01',
      endDate: '2025-06-30',
      sortBy: 'storeName',
      sortOrder: 'desc',
      page: '2',
      limit: '10',
    });
    expect(screen.getByLabelText('Şirket türü')).toHaveValue('person');
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('2025-01-01');
  });

  it("shows the server's message, or 'Failed to fetch sellers' when it sent none", async () => {
    api(() => new Response('', { status: 502 }));
    renderApp('/admin/saticilar', { user: admin });
    expect(await screen.findAllByText('Failed to fetch sellers')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('is closed to non-admins', async () => {
    mockFetch({ 'GET /api/auth/session': () => json(sessionOf(buyer)) });
    renderApp('/admin/saticilar', { user: buyer });
    expect(await screen.findByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok' })).toBeInTheDocument();
  });
});
