import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shipment, ShipmentListResponse } from '@pazaryeri/contract/shipping/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { profileOf, storeOf } from '@/testing/seller-fixtures';
import { shippingApi } from './shipping-api';

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

function api() {
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
    'GET /api/shipping/reports': () => json({ startDate: '2026-02-04', endDate: '2026-03-05', shipments: 1, shippingPaid: 45, labelCost: 95.5, returnCost: 0, difference: -50.5, months: [] }),
    'GET /api/shipping/reports/shipments': () => json({ startDate: '2026-02-04', endDate: '2026-03-05', total: 0, monthlyShipments: [], providerShipments: [], cityShipments: [] }),
    'PUT /api/shipping/shipments/p1/status': () => json({ message: 'Kargo oluşturuldu, teklifler hazır.', shipment: created }, 201),
    'DELETE /api/shipping/shipments/sh2': () => json({ message: 'Kargo iptal edildi.', shipment: { ...created, status: 'CANCELED' } }),
    'POST /api/shipping/shipments/sh1/return': () =>
      json({ message: 'İade kargosu oluşturuldu.', transaction: { _id: 't9', amount: 95.5, kind: 'return' }, shipment: shipmentOf({ _id: 'sh3', status: 'TRACKING_CODE_CREATED', returnOf: 'sh1' }) }, 201),
    'POST /api/shipping/transactions': () =>
      json({ message: 'Kabul edilemedi', code: 'UNPROCESSABLE' }, 422),
  });
}

const cached = (store: ReturnType<typeof renderApp>['store']) => shippingApi.endpoints.sellerShipments.select()(store.getState()).data!;

describe('seller shipments (/seller-panel/shipment)', () => {
  it('shows desi live, offers with the cheapest and fastest marked, and applies spec §4 to the list cache', async () => {
    const { sent } = api();
    const { store } = renderApp('/seller-panel/shipment?siparis=p1', { user: seller });
    const user = userEvent.setup();
    await screen.findByText('PZ-2026-000001');
    expect(cached(store).total).toBe(1);

    // desi: 30×20×15/3000 = 3 against 2 kg
    expect(screen.getByTestId('desi')).toHaveTextContent('3');
    await user.clear(screen.getByLabelText('Ağırlık (kg)'));
    await user.type(screen.getByLabelText('Ağırlık (kg)'), '7,2');
    expect(screen.getByTestId('desi')).toHaveTextContent('8');

    await user.click(screen.getByRole('button', { name: 'Teklifleri getir' }));
    const list = await screen.findByRole('list', { name: 'Kargo teklifleri' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Aras');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('En ucuz');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('En hızlı');
    expect(await sent('PUT', '/api/shipping/shipments/p1/status')[0].json()).toMatchObject({ length: 30, width: 20, height: 15, weight: 7.2, senderAddressId: 'a1' });

    // creating: on top, total + 1
    await waitFor(() => expect(cached(store).total).toBe(2));
    expect(cached(store).data[0]._id).toBe('sh2');

    // accepting refused: the provider's message is shown
    await user.click(within(list).getAllByRole('button', { name: /Kabul et/ })[0]);
    expect(await screen.findByText(/Kabul edilemedi/)).toBeInTheDocument();

    // deleting: removed, total − 1
    await user.click(await screen.findByRole('button', { name: 'PZ-2026-000002: Kargoyu iptal et' }));
    await waitFor(() => expect(cached(store).total).toBe(1));
    expect(cached(store).data.map((row) => row._id)).toEqual(['sh1']);

    // a return: marked isReturn with RETURN_CREATED, on top
    await user.click(screen.getByRole('button', { name: 'İade oluştur' }));
    await waitFor(() => expect(cached(store).total).toBe(2));
    expect(cached(store).data[0]).toMatchObject({ _id: 'sh3', isReturn: true, status: 'RETURN_CREATED' });
    expect(within(screen.getByRole('list', { name: 'Kargolar' })).getAllByRole('listitem')[0]).toHaveTextContent('İade oluşturuldu');
  }, 30_000);
});
