import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '@pazaryeri/contract/adverts/index';
import type { StoreCapabilities } from '@pazaryeri/contract/sellers/capabilities';
import { advertOf } from '@/testing/advert-fixtures';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const flange = advertOf({
  _id: 'a1',
  title: 'CNC flanş, 500 adet',
  slug: 'cnc-flans-a1',
  budget: 0,
  budgetOpen: true,
  quantity: 500,
  unit: 'piece',
  material: 'Çelik',
  process: 'cnc_machining',
  city: 'İzmir',
  offersCount: 3,
  matchReasons: ['Metal parçalar', 'CNC işleme', 'İzmir', 'Çelik'],
});
const vase = advertOf({ _id: 'a2', title: 'Seramik vazo baskısı', slug: 'vazo-a2', budget: 750, matchReasons: [] });

const page = (adverts: Advert[]) => ({ adverts, page: 1, limit: 10, total: adverts.length, totalPages: 1 });
const none: StoreCapabilities = { categories: [], processes: [], materials: [], cities: [], allTurkey: false, capacityNote: null, updatedAt: null };

function api({ fit = [flange] }: { fit?: Advert[] } = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/seller/capabilities': () => json({ capabilities: none }),
    'GET /api/ilan/seller/customer-requests': (request) => json(new URL(request.url).searchParams.get('match') === 'fit' ? page(fit) : page([flange, vase])),
  });
}

const matchOf = (request: Request) => new URL(request.url).searchParams.get('match');

describe('the store\'s request feed (/seller-panel/request)', () => {
  it('opens on the fitting requests with their reasons; the other tab lists all of them', async () => {
    const { sent } = api();
    const { router } = renderApp('/seller-panel/request', { user: seller });
    const user = userEvent.setup({ delay: null });

    const fitting = await screen.findByRole('list', { name: 'Size uygun talepler' });
    expect(screen.getByRole('tab', { name: 'Size uygun talepler' })).toHaveAttribute('aria-selected', 'true');
    const card = within(fitting).getByRole('link', { name: 'CNC flanş, 500 adet' }).closest('li')!;
    expect(within(within(card).getByRole('list', { name: 'Size uygun olma nedenleri' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Metal parçalar',
      'CNC işleme',
      'İzmir',
      'Çelik',
    ]);
    expect(card).toHaveTextContent('500 adet · CNC işleme · Çelik · İzmir');
    expect(card).toHaveTextContent('Teklif bekleniyor');
    expect(card).toHaveTextContent('3/10 teklif');
    expect(sent('GET', '/api/ilan/seller/customer-requests').map(matchOf)).toEqual(['fit']);

    await user.click(screen.getByRole('tab', { name: 'Tüm talepler' }));
    const all = await screen.findByRole('list', { name: 'Tüm talepler' });
    expect(router.state.location.search).toBe('?tab=tum');
    expect(sent('GET', '/api/ilan/seller/customer-requests').map(matchOf)).toEqual(['fit', 'all']);
    const vaseCard = within(all).getByRole('link', { name: 'Seramik vazo baskısı' }).closest('li')!;
    expect(within(vaseCard).queryByRole('list', { name: 'Size uygun olma nedenleri' })).not.toBeInTheDocument();
    expect(vaseCard).toHaveTextContent('₺750,00');
  });

  it('sends a store that has not said what it makes to its profile from the empty fit tab', async () => {
    api({ fit: [] });
    renderApp('/seller-panel/request', { user: seller });
    expect(await screen.findByText('Üretim yetkinliklerinizi girin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yetkinliklerimi gir' })).toHaveAttribute('href', '/seller-panel/seller#yetkinlikler');
  });

  it('opens "Tüm talepler" from the address', async () => {
    const { sent } = api();
    renderApp('/seller-panel/request?tab=tum', { user: seller });
    expect(await screen.findByRole('list', { name: 'Tüm talepler' })).toBeInTheDocument();
    expect(sent('GET', '/api/ilan/seller/customer-requests').map(matchOf)).toEqual(['all']);
  });
});
