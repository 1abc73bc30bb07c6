import type { OfferCounts } from '@pazaryeri/contract/adverts/index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertOf, offerOf } from '@/testing/advert-fixtures';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { advertsApi, applyAcceptance, dropEmpty, shiftCounts } from './adverts-api';

const counts: OfferCounts = { all: 3, pending: 2, accepted: 0, rejected: 1, completed: 0, inProgress: 0, withdrawn: 0 };

beforeAll(() => preloadSellerPanel('/ilan/montaj-braketi-a1'));

describe('cache rules of spec §4', () => {
  it('moves one offer between status counts and rejects the other pending offers of the request', () => {
    expect(shiftCounts(counts, 'pending', 'accepted')).toMatchObject({ pending: 1, accepted: 1, rejected: 1 });
    const list = { offers: [offerOf('o1', 'Kuzey'), offerOf('o2', 'Güney')], page: 1, limit: 50, total: 2, totalPages: 1 };
    const after = applyAcceptance(list, { ...list.offers[0], status: 'accepted' });
    expect(after.offers.map((o) => o.status)).toEqual(['accepted', 'rejected']);
    expect(dropEmpty({ page: 1, search: '', type: undefined, min: '10' })).toEqual({ page: 1, min: '10' });
  });

  it('accepting on the request page sets the advert inProgress / inNegotiation and the other offer rejected, in the cache', async () => {
    let advert = advertOf();
    const offers = [offerOf('o1', 'Kuzey 3D Tasarım'), offerOf('o2', 'Güney Tasarım', { amount: 1750 })];
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert }),
      'GET /api/ilan/a1/teklif': () => json({ offers, page: 1, limit: 50, total: 2, totalPages: 1 }),
      'PATCH /api/ilan/requests/offers/o1/status': () => {
        advert = advertOf({ status: 'inProgress', saleStatus: 'inNegotiation' });
        return json({ message: 'Teklif kabul edildi.', offer: { ...offers[0], status: 'accepted' }, advert });
      },
    });
    const { store } = renderApp('/ilan/montaj-braketi-a1', { user: buyer });
    const card = await screen.findByRole('listitem', { name: 'Kuzey 3D Tasarım teklifi' });
    expect(within(card).getByText('7 gün')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Kuzey 3D Tasarım teklifini kabul et' }));
    expect(await screen.findByText('Teklif kabul edildi.')).toBeInTheDocument();
    expect(sent('GET', '/api/ilan/a1/teklif')).toHaveLength(1);
    const other = screen.getByRole('listitem', { name: 'Güney Tasarım teklifi' });
    expect(within(other).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /kabul et/ })).not.toBeInTheDocument();
    const cached = advertsApi.endpoints.getAdvert.select('montaj-braketi-a1')(store.getState());
    expect(cached.data?.advert).toMatchObject({ status: 'inProgress', saleStatus: 'inNegotiation' });
    expect(screen.getByText('Çalışılıyor')).toBeInTheDocument();
  });

  it("withdrawing in the seller panel moves the store's counts without a refetch", async () => {
    const mine = [offerOf('o9', 'Kuzey 3D Tasarım', { advert: { _id: 'a1', title: 'Braket', slug: 'braket', advertType: 'customerRequest', status: 'active', saleStatus: 'open' } })];
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json({ _id: 's1', storeName: 'Kuzey', alias: 'kuzey', status: 'approved' }),
      'GET /api/offer/seller-offers': () => json({ offers: mine, page: 1, limit: 10, total: 1, totalPages: 1, counts }),
      'PATCH /api/ilan/requests/offers/o9/status': () => json({ message: 'Teklif geri çekildi.', offer: { ...mine[0], status: 'withdrawn' }, advert: null }),
    });
    renderApp('/seller-panel/offer', { user: seller });
    expect(await screen.findByText('Braket', undefined)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Teklif durumu' });
    expect(within(tabs).getByRole('tab', { name: /Bekleyen\s*2/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Geri çek' }));
    expect(await within(tabs).findByRole('tab', { name: /Geri çekilen\s*1/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Bekleyen\s*1/ })).toBeInTheDocument();
    expect(sent('GET', '/api/offer/seller-offers')).toHaveLength(1);
  });
});
