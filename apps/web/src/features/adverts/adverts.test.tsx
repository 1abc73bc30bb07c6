import { offerMessages, type AdvertFile, type Offer, type OfferCounts } from '@pazaryeri/contract/adverts/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advertOf, offerOf } from '@/testing/advert-fixtures';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { advertsApi, applyAcceptance, dropEmpty, shiftCounts } from './adverts-api';

// jsdom has no WebGL: the three.js view is replaced by a placeholder that shows which file it was given.
vi.mock('@/features/stl/components/lazy-viewer', () => ({
  LazyStlViewer: ({ url }: { url?: string }) => <div role="img" aria-label="3D görünüm" data-url={url} />,
}));

/** The request fields of issue 31 on the shared fixture's request. */
const offersPage = (offers: Offer[]) => ({ offers, page: 1, limit: 50, total: offers.length, totalPages: 1 });

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

const drawing: AdvertFile = { _id: 'f1', name: 'flans.pdf', format: 'pdf', size: 250_000, createdAt: '2026-11-20T10:00:00.000Z' };
const model: AdvertFile = { _id: 'f2', name: 'govde.stl', format: 'stl', size: 1_300_000, createdAt: '2026-11-20T10:00:00.000Z' };
const link = (fileId: string) => () => json({ url: `/api/ilan/a1/files/${fileId}?token=t-${fileId}`, expiresAt: '2026-11-20T10:10:00.000Z' });

describe('the request page', () => {
  it('shows what is needed and, to its owner, the technical files: İndir asks for a link and opens it, an STL opens in the 3D viewer', async () => {
    const advert = advertOf({
      category: { _id: 'c2', name: 'CNC parçaları', slug: 'cnc-parcalari' },
      quantity: 120,
      unit: 'piece',
      material: 'Paslanmaz çelik',
      process: 'cnc_machining',
      budgetOpen: true,
      budget: 0,
      files: [drawing, model],
      filesCount: 2,
    });
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert }),
      'GET /api/ilan/a1/teklif': () => json(offersPage([])),
      'GET /api/ilan/a1/files/f1/link': link('f1'),
      'GET /api/ilan/a1/files/f2/link': link('f2'),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/ilan/montaj-braketi-a1', { user: buyer });
    const specs = await screen.findByLabelText('Talep bilgileri');
    for (const fact of ['CNC parçaları', '120 adet', 'Paslanmaz çelik', 'CNC işleme', 'Teklif bekleniyor', 'En fazla 10 teklif · 2 teklif geldi']) expect(specs).toHaveTextContent(fact);
    const files = within(screen.getByLabelText('Teknik dosyalar'));
    const pdf = files.getByRole('listitem', { name: 'flans.pdf' });
    expect(pdf).toHaveTextContent('PDF');
    expect(pdf).toHaveTextContent('244,1 KB');
    const user = userEvent.setup();
    await user.click(within(pdf).getByRole('button', { name: 'flans.pdf indir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/ilan/a1/files/f1?token=t-f1'));
    expect(sent('GET', '/api/ilan/a1/files/f1/link')).toHaveLength(1);
    await user.click(files.getByRole('button', { name: 'govde.stl 3B önizle' }));
    const viewer = await within(await screen.findByRole('dialog', { name: '3B önizleme' })).findByRole('img', { name: '3D görünüm' });
    expect(viewer).toHaveAttribute('data-url', '/api/ilan/a1/files/f2?token=t-f2');
  });

  it('tells a store that may not quote how many files there are and who sees them; a request at its cap takes no more offers', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json({ _id: 's1', storeName: 'Kuzey', alias: 'kuzey', status: 'approved' }),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert: advertOf({ files: [], filesCount: 2, maxOffers: 2, offersCount: 2 }) }),
    });
    renderApp('/ilan/montaj-braketi-a1', { user: seller });
    expect(await screen.findByText('2 teknik dosya — teklif verebilecek mağazalar görebilir')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Teknik dosyalar')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teklif ver' })).toBeDisabled();
    expect(screen.getByLabelText('Talep bilgileri')).toHaveTextContent('En fazla 2 teklif · 2 teklif geldiTeklif sınırı doldu');
  });

  it('a store offering on a request that just reached its cap reads why, and the request then says it is full', async () => {
    let advert = advertOf({ maxOffers: 3, offersCount: 2 });
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json({ _id: 's1', storeName: 'Kuzey', alias: 'kuzey', status: 'approved' }),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert }),
      'POST /api/offer/create': () => {
        advert = advertOf({ maxOffers: 3, offersCount: 3 });
        return json({ message: offerMessages.capReached, code: 'CONFLICT' }, 409);
      },
    });
    renderApp('/ilan/montaj-braketi-a1', { user: seller });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Teklif ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif ver' });
    await user.type(within(dialog).getByLabelText('Tutar (TL)'), '1500');
    await user.type(within(dialog).getByLabelText('Teslim süresi (gün)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(offerMessages.capReached);
    await waitFor(() => expect(screen.getByLabelText('Talep bilgileri')).toHaveTextContent('En fazla 3 teklif · 3 teklif geldiTeklif sınırı doldu'));
  });

  it('compares the offers side by side on a wide screen, sorted by price and by response time, the cheapest and the fastest marked', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const storeOf = (id: string, storeName: string, responseHours: number | null) => ({ ...offerOf(id, storeName).seller, responseHours });
    const offers = [
      offerOf('o1', 'Kuzey', { amount: 1800, deliveryDays: 10, seller: storeOf('o1', 'Kuzey', 5) }),
      offerOf('o2', 'Güney', { amount: 1450, deliveryDays: 6, seller: storeOf('o2', 'Güney', null) }),
      offerOf('o3', 'Doğu', { amount: 2100, deliveryDays: 4, seller: storeOf('o3', 'Doğu', 1.5) }),
    ];
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert: advertOf({ offersCount: 3 }) }),
      'GET /api/ilan/a1/teklif': () => json(offersPage(offers)),
    });
    renderApp('/ilan/montaj-braketi-a1', { user: buyer });
    const table = await screen.findByRole('table', { name: 'Teklif karşılaştırması' });
    const columns = () => within(table).getAllByRole('columnheader');
    const stores = () => columns().map((header) => within(header).getByRole('link').textContent);
    expect(stores()).toEqual(['Kuzey', 'Güney', 'Doğu']);
    expect(columns()[1]).toHaveTextContent('En uygun fiyat');
    expect(columns()[2]).toHaveTextContent('En kısa teslim');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Fiyat' }));
    expect(stores()).toEqual(['Güney', 'Kuzey', 'Doğu']);
    expect(within(table).getByRole('rowheader', { name: 'Fiyat' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Yanıt süresi' }));
    expect(stores()).toEqual(['Doğu', 'Kuzey', 'Güney']);
    const response = within(table).getByRole('rowheader', { name: 'Yanıt süresi' });
    expect(response).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('rowheader', { name: 'Fiyat' })).toHaveAttribute('aria-sort', 'none');
    expect(within(response.closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['~2 saat', '~5 saat', '—']);
  });
});
