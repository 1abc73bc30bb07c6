import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Shipment, ShipmentListResponse } from '@pazaryeri/contract/shipping/index';
import { admin, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { profileOf, storeOf } from '@/testing/seller-fixtures';
import { filterShipments } from './components/shipment-list';
import { shippingApi } from './shipping-api';

beforeAll(() => preloadSellerPanel('/admin/kargolar'));

const address = { name: 'Ayşe Yılmaz', phone: '+905321112233', address: 'Moda Cd. 12', cityCode: '34', cityName: 'İstanbul', districtName: 'Kadıköy' };
const offer = (id: string, providerName: string, amount: number, estimatedDays: number) => ({
  offerId: id,
  providerCode: providerName.toUpperCase(),
  providerName,
  providerServiceCode: `${providerName.toUpperCase()}_STANDART`,
  serviceName: `${providerName} Standart`,
  amount,
  estimatedDays,
  desi: 3,
});
const offers = [offer('o1', 'Aras', 95.5, 3), offer('o2', 'HepsiJet', 110, 1), offer('o3', 'PTT', 120, 4)];

function shipmentOf(overrides: Partial<Shipment>): Shipment {
  return {
    _id: 'sh1',
    shipmentId: 'agg-1',
    sellerOrderId: 'p0',
    orderId: 'o0',
    orderNumber: 'PZ-2026-000001',
    status: 'DELIVERED',
    isReturn: false,
    returnOf: null,
    sender: { ...address, name: 'Demir Endüstriyel' },
    recipient: address,
    parcel: { length: 30, width: 20, height: 15, weight: 2 },
    desi: 3,
    offers: { percentageCompleted: 100, cheapest: offers[0], fastest: offers[1], list: offers },
    acceptedOfferId: 'o1',
    providerCode: 'ARAS',
    providerName: 'Aras',
    serviceName: 'Aras Standart',
    amount: 95.5,
    estimatedDays: 3,
    trackingNumber: 'AR1234567890',
    trackingUrl: null,
    trackingCode: 'DELIVERED',
    hasLabel: true,
    events: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

function api(overrides: Record<string, () => Response> = {}) {
  const delivered = shipmentOf({});
  const list: ShipmentListResponse = { data: [delivered], total: 1, page: 1, limit: 100 };
  const created = shipmentOf({ _id: 'sh2', sellerOrderId: 'p1', orderNumber: 'PZ-2026-000002', status: 'GOT_OFFERS', acceptedOfferId: null, providerCode: null, providerName: null, amount: null, trackingNumber: null, hasLabel: false, createdAt: '2026-03-05T09:00:00.000Z' });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/seller/profile/me': () => json(profileOf()),
    'GET /api/orders/seller-orders': () => json({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    'GET /api/shipping/seller/shipments': () => json(list),
    'GET /api/shipping/user/balance': () => json({ balance: -95.5, charged: 95.5, refunded: 0, labels: 1, currency: 'TRY' }),
    'GET /api/shipping/transactions': () =>
      json({
        data: [
          { _id: 't2', shipmentId: 'sh0', kind: 'refund', amount: -40, providerCode: 'PTT', trackingNumber: 'PT1234567890', createdAt: '2026-03-02T09:00:00.000Z' },
          { _id: 't1', shipmentId: 'sh1', kind: 'label', amount: 95.5, providerCode: 'ARAS', trackingNumber: 'AR1234567890', createdAt: '2026-03-01T09:00:00.000Z' },
        ],
        total: 2,
        page: 1,
        limit: 10,
      }),
    'GET /api/shipping/reports': () => json({ startDate: '2026-02-04', endDate: '2026-03-05', shipments: 1, shippingPaid: 45, labelCost: 95.5, returnCost: 0, difference: -50.5, months: [] }),
    'GET /api/shipping/reports/shipments': () => json({ startDate: '2026-02-04', endDate: '2026-03-05', total: 0, monthlyShipments: [], providerShipments: [], cityShipments: [] }),
    'PUT /api/shipping/shipments/p1/status': () => json({ message: 'Kargo oluşturuldu, teklifler hazır.', shipment: created }, 201),
    'DELETE /api/shipping/shipments/sh2': () => json({ message: 'Kargo iptal edildi.', shipment: { ...created, status: 'CANCELED' } }),
    'POST /api/shipping/shipments/sh1/return': () =>
      json({ message: 'İade kargosu oluşturuldu.', transaction: { _id: 't9', amount: 95.5, kind: 'return' }, shipment: shipmentOf({ _id: 'sh3', status: 'TRACKING_CODE_CREATED', returnOf: 'sh1' }) }, 201),
    'POST /api/shipping/transactions': () =>
      json({ message: 'Kabul edilemedi', code: 'UNPROCESSABLE' }, 422),
    ...overrides,
  });
}

const cached = (store: ReturnType<typeof renderApp>['store']) => shippingApi.endpoints.sellerShipments.select()(store.getState()).data!;

describe('seller shipments (/seller-panel/shipment)', () => {
  /** The page for order part p1, the list loaded; queries stay inside the part of the page they are about (role queries over the whole panel are slow in jsdom). */
  async function openShipmentPage(store: ReturnType<typeof renderApp>['store'], total: number) {
    // The panel loads a dozen things; asking the page after each of their updates cost more than the rest of the test.
    await waitFor(() => expect(cached(store)?.total).toBe(total));
    await screen.findByText('PZ-2026-000001');
    const weight = screen.getByLabelText('Ağırlık (kg)');
    return { weight, newShipment: within(weight.closest('section')!), shipments: screen.getByRole('list', { name: 'Kargolar' }) };
  }

  it('shows desi live, offers with the cheapest and fastest marked, and puts the new shipment on top of the list cache (spec §4)', async () => {
    const { sent } = api();
    const { store } = renderApp('/seller-panel/shipment?siparis=p1', { user: seller });
    const user = userEvent.setup();
    const { weight, newShipment } = await openShipmentPage(store, 1);

    // desi: 30×20×15/3000 = 3 against 2 kg
    const desi = screen.getByTestId('desi');
    expect(desi).toHaveTextContent('3');
    await user.clear(weight);
    await user.type(weight, '7,2');
    expect(desi).toHaveTextContent('8');

    await user.click(newShipment.getByRole('button', { name: 'Teklifleri getir' }));
    const list = await newShipment.findByRole('list', { name: 'Kargo teklifleri' });
    const [cheapest, fastest] = within(list).getAllByRole('listitem');
    expect(cheapest).toHaveTextContent('Aras');
    expect(cheapest).toHaveTextContent('En ucuz');
    expect(fastest).toHaveTextContent('En hızlı');
    expect(await sent('PUT', '/api/shipping/shipments/p1/status')[0].json()).toMatchObject({ length: 30, width: 20, height: 15, weight: 7.2, senderAddressId: 'a1' });

    // creating: on top, total + 1
    await waitFor(() => expect(cached(store).total).toBe(2));
    expect(cached(store).data[0]._id).toBe('sh2');
  });

  it("shows the provider's refusal of an offer; cancelling and a return apply spec §4 to the list cache", async () => {
    const waiting = shipmentOf({ _id: 'sh2', sellerOrderId: 'p1', orderNumber: 'PZ-2026-000002', status: 'GOT_OFFERS', acceptedOfferId: null, providerCode: null, providerName: null, amount: null, trackingNumber: null, hasLabel: false, createdAt: '2026-03-05T09:00:00.000Z' });
    api({ 'GET /api/shipping/seller/shipments': () => json({ data: [waiting, shipmentOf({})], total: 2, page: 1, limit: 100 }) });
    const { store } = renderApp('/seller-panel/shipment?siparis=p1', { user: seller });
    const user = userEvent.setup();
    const { newShipment, shipments } = await openShipmentPage(store, 2);

    // accepting refused: the provider's message is shown
    const list = newShipment.getByRole('list', { name: 'Kargo teklifleri' });
    await user.click(within(list).getAllByRole('button', { name: /Kabul et/ })[0]);
    expect(await screen.findByText(/Kabul edilemedi/)).toBeInTheDocument();

    // deleting: removed, total − 1
    await user.click(within(shipments).getByRole('button', { name: 'PZ-2026-000002: Kargoyu iptal et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kargo iptal edilsin mi?' });
    await user.click(within(confirm).getByRole('button', { name: 'Kargoyu iptal et' }));
    await waitFor(() => expect(cached(store).total).toBe(1));
    expect(cached(store).data.map((row) => row._id)).toEqual(['sh1']);

    // a return: marked isReturn with RETURN_CREATED, on top
    await user.click(within(shipments).getByRole('button', { name: 'İade oluştur' }));
    await waitFor(() => expect(cached(store).total).toBe(2));
    expect(cached(store).data[0]).toMatchObject({ _id: 'sh3', isReturn: true, status: 'RETURN_CREATED' });
    // the store changes before React renders it: wait for the screen, not the cache
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Kargolar' })).getAllByRole('listitem')[0]).toHaveTextContent('İade oluşturuldu'));
  });
});

describe('seller shipments: taking up offers, the balance, a failed load', () => {
  it('shows the offers already asked for an order part instead of asking again; "Ölçüleri değiştir" cancels them and keeps the sizes', async () => {
    const waiting = shipmentOf({ _id: 'sh4', sellerOrderId: 'p4', orderNumber: 'PZ-2026-000004', status: 'GOT_OFFERS', parcel: { length: 50, width: 40, height: 30, weight: 4 }, desi: 20, acceptedOfferId: null, providerCode: null, providerName: null, amount: null, trackingNumber: null, hasLabel: false });
    const { sent } = api({
      'GET /api/shipping/seller/shipments': () => json({ data: [waiting], total: 1, page: 1, limit: 100 }),
      'DELETE /api/shipping/shipments/sh4': () => json({ message: 'Kargo iptal edildi.', shipment: { ...waiting, status: 'CANCELED' } }),
    });
    renderApp('/seller-panel/shipment?siparis=p4', { user: seller });
    const user = userEvent.setup();
    const offerList = await screen.findByRole('list', { name: 'Kargo teklifleri' });
    expect(within(offerList).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Uzunluk (cm)')).toHaveValue('50');
    expect(screen.getByLabelText('Uzunluk (cm)')).toBeDisabled();
    expect(screen.getByTestId('desi')).toHaveTextContent('20');
    expect(screen.queryByRole('button', { name: 'Teklifleri getir' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ölçüleri değiştir' }));
    expect(await screen.findByRole('button', { name: 'Teklifleri getir' })).toBeEnabled();
    expect(sent('DELETE', '/api/shipping/shipments/sh4')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Kargo teklifleri' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Uzunluk (cm)')).toHaveValue('50');
    expect(screen.getByLabelText('Uzunluk (cm)')).toBeEnabled();
  });

  it('shows the cargo balance and its movements, and "Kargolar yüklenemedi" when the list fails', async () => {
    api({ 'GET /api/shipping/seller/shipments': () => json({ message: 'Sunucu hatası', code: 'INTERNAL' }, 500) });
    renderApp('/seller-panel/shipment', { user: seller });
    const figures = await screen.findByLabelText('Kargo bakiyesi');
    await waitFor(() => expect(figures).toHaveTextContent('Bakiye-₺95,50'));
    expect(figures).toHaveTextContent('1 geçerli etiket');
    const movements = await screen.findByRole('list', { name: 'Kargo hesap hareketleri' });
    const [refund, label] = within(movements).getAllByRole('listitem');
    expect(refund).toHaveTextContent(/İptal iadesi · PT1234567890 · .*\+₺40,00/);
    expect(label).toHaveTextContent(/Etiket · AR1234567890 · .*-₺95,50/);
    expect(await screen.findByText('Kargolar yüklenemedi')).toBeInTheDocument();
  });
});

describe('filterShipments', () => {
  const rows = [
    shipmentOf({ _id: 'a', status: 'DELIVERED', providerCode: 'ARAS', createdAt: '2026-03-01T22:30:00.000Z' }), // 2 March in Istanbul
    shipmentOf({ _id: 'b', status: 'SHIPPED', providerCode: 'PTT', trackingNumber: 'PT999', recipient: { ...address, name: 'İsmail Işık', cityName: 'Iğdır' }, createdAt: '2026-03-01T20:00:00.000Z' }), // 1 March
  ];
  const none = { status: '', provider: '', search: '', startDate: '', endDate: '' } as const;
  const ids = (filters: Partial<Parameters<typeof filterShipments>[1]>) => filterShipments(rows, { ...none, ...filters }).map((row) => row._id);

  it('filters by status, carrier, Istanbul day and a Turkish-aware search', () => {
    expect(ids({})).toEqual(['a', 'b']);
    expect(ids({ status: 'SHIPPED' })).toEqual(['b']);
    expect(ids({ provider: 'ARAS' })).toEqual(['a']);
    expect(ids({ startDate: '2026-03-02' })).toEqual(['a']);
    expect(ids({ endDate: '2026-03-01' })).toEqual(['b']);
    expect(ids({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual(['b']);
    expect(ids({ search: 'ismail' })).toEqual(['b']);
    expect(ids({ search: 'IĞDIR' })).toEqual(['b']);
    expect(ids({ search: 'pt999 ' })).toEqual(['b']);
    expect(ids({ search: 'Kadıköy' })).toEqual([]);
  });
});

describe('admin shipments (/admin/kargolar)', () => {
  it('lists every store’s shipments read-only and asks the server again when a filter changes', async () => {
    const rows = [shipmentOf({}), shipmentOf({ _id: 'sh9', orderNumber: 'PZ-2026-000009', status: 'SHIPPED', sender: { ...address, name: 'Ege Vida', cityName: 'İzmir' } })];
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(admin)),
      'GET /api/shipping/admin/shipments': () => json({ data: rows, total: 12, page: 1, limit: 10 }),
      'GET /api/shipping/providers': () => json([{ code: 'ARAS', name: 'Aras', website: 'https://aras.example', supportPhone: null, instruction: '', isActive: true, services: [] }]),
    });
    renderApp('/admin/kargolar', { user: admin });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Kargolar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Demir Endüstriyel (İstanbul) → Ayşe Yılmaz');
    expect(second).toHaveTextContent('Ege Vida (İzmir) →');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(/Sayfa/)).toHaveTextContent('Sayfa 1 / 2');

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(new URL(sent('GET', '/api/shipping/admin/shipments').at(-1)!.url).searchParams.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Kargo firmasına göre'), 'ARAS');
    await waitFor(() => {
      const params = new URL(sent('GET', '/api/shipping/admin/shipments').at(-1)!.url).searchParams;
      expect([params.get('provider'), params.get('page'), params.get('limit')]).toEqual(['ARAS', '1', '10']);
    });
    await user.type(screen.getByLabelText('Kargolarda ara'), 'PZ-2026-000009{Enter}');
    await waitFor(() => expect(new URL(sent('GET', '/api/shipping/admin/shipments').at(-1)!.url).searchParams.get('search')).toBe('PZ-2026-000009'));
  });
});
