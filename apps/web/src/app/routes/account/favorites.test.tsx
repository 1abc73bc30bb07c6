import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertOf } from '@/testing/advert-fixtures';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

const request = advertOf({ owner: { _id: seller._id, name: seller.name, sellerId: null, storeName: null, storeAlias: null, storeLogo: null } });

function server(favorite = false) {
  const state = { favorite };
  const listOf = (adverts: unknown[]) => ({ adverts, page: 1, limit: 12, total: adverts.length, totalPages: 1 });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/ilan/filter': () => json(listOf([{ ...request, isFavorite: state.favorite }])),
    'GET /api/ilan/favorites': () => json(listOf(state.favorite ? [{ ...request, isFavorite: true }] : [])),
    'PUT /api/ilan/a1/toggle-favorite': () => {
      state.favorite = !state.favorite;
      return json({ message: state.favorite ? 'İlan favorilere eklendi.' : 'İlan favorilerden çıkarıldı.', isFavorite: state.favorite, favoritesCount: state.favorite ? 1 : 0 });
    },
  });
}

beforeAll(() => preloadPages('/ilanlar', '/hesabim/favoriler'));

describe('advert favourites', () => {
  it('the heart on a card in the advert list adds the advert to my favourites', async () => {
    const { sent } = server();
    renderApp('/ilanlar', { user: buyer });
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Montaj braketi için 3D model favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText('İlan favorilere eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Montaj braketi için 3D model favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true'));
    // The list was not fetched again: the card follows the answer.
    expect(sent('GET', '/api/ilan/filter')).toHaveLength(1);
  });

  it('lists favourite adverts under their tab and takes one out with its heart, down to the empty state', async () => {
    server(true);
    renderApp('/hesabim/favoriler?tur=ilanlar', { user: buyer });
    const list = await screen.findByRole('list', { name: 'Favori ilanlar' });
    expect(screen.getByRole('tab', { name: 'İlanlar' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByText('Montaj braketi için 3D model')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Montaj braketi için 3D model favorilerden çıkar' }));
    expect(await screen.findByText('Favori ilanınız yok')).toBeInTheDocument();
  });
});
