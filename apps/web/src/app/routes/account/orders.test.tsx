import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderItemOf, orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const twoStores: OrderView = orderOf({
  orders: [
    sellerOrderOf({
      status: 'delivered',
      statusLabel: 'Teslim edildi',
      carrier: 'Aras Kargo',
      trackingNumber: 'AR123456',
      timeline: [
        { fromStatus: null, toStatus: 'pending_payment', actorRole: 'buyer', note: null, createdAt: '2025-06-12T09:00:00.000Z' },
        { fromStatus: 'pending_payment', toStatus: 'paid', actorRole: 'system', note: null, createdAt: '2025-06-12T09:01:00.000Z' },
        { fromStatus: 'paid', toStatus: 'shipped', actorRole: 'seller', note: null, createdAt: '2025-06-13T09:00:00.000Z' },
        { fromStatus: 'shipped', toStatus: 'delivered', actorRole: 'seller', note: null, createdAt: '2025-06-15T09:00:00.000Z' },
      ],
    }),
    sellerOrderOf({
      _id: 'so2',
      seller: { _id: 's4', storeName: 'Kuzey 3D Tasarım', alias: 'kuzey-3d' },
      status: 'delivered',
      statusLabel: 'Teslim edildi',
      shippingCost: 0,
      items: [orderItemOf({ _id: 'i2', name: 'Flanş STL', productType: 'model3d', isDigital: true, downloadAvailable: true, variantName: null, sizeLabel: null, quantity: 1 })],
    }),
  ],
});

function api() {
  let order = twoStores;
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/orders/myorders': () => json({ orders: [order], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'GET /api/orders/myorders/filter': () => json({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    'GET /api/orders/o1': () => json(order),
    'GET /api/orders/o1/items/i2/download-link': () => json({ url: '/api/orders/deliveries/i2?token=abc', expiresAt: '2025-06-15T09:10:00.000Z' }),
    'PUT /api/orders/o1/status': async (request) => {
      const body = (await request.json()) as { status: 'completed'; sellerOrderId: string };
      order = { ...order, orders: order.orders.map((part) => (part._id === body.sellerOrderId ? { ...part, status: body.status, statusLabel: 'Tamamlandı' } : part)) };
      return json({ message: 'Sipariş durumu güncellendi.', order });
    },
  });
}

describe('my orders (/hesabim/siparisler)', () => {
  it('lists orders with each store’s status, and filters by status and dates', async () => {
    const { sent } = api();
    const { router } = renderApp('/hesabim/siparisler', { user: buyer });
    const link = await screen.findByRole('link', { name: 'Sipariş PZ250612-7K3Q9X' });
    expect(link).toHaveAttribute('href', '/hesabim/siparisler/o1');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Demir Endüstriyel');
    expect(card).toHaveTextContent('Kuzey 3D Tasarım');
    expect(card).toHaveTextContent('₺2.589,70');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sipariş durumu'), 'shipped');
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2025-06-01');
    expect(await screen.findByText('Bu filtrelere uyan sipariş yok')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(new URL(sent('GET', '/api/orders/myorders/filter').at(-1)!.url).searchParams)).toEqual({
        page: '1',
        limit: '10',
        status: 'shipped',
        startDate: '2025-06-01',
      }),
    );
    expect(router.state.location.search).toBe('?durum=shipped&baslangic=2025-06-01');
  });
});

describe('order detail (/hesabim/siparisler/:id)', () => {
  it('shows each store’s timeline and tracking, downloads a digital file, and confirms delivery', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { sent } = api();
    renderApp('/hesabim/siparisler/o1', { user: buyer });

    const demir = await screen.findByRole('region', { name: 'Demir Endüstriyel siparişi' });
    const steps = within(demir).getByRole('list', { name: 'Sipariş durumu' });
    expect(within(steps).getByText('Teslim edildi').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('13.06.2025')).toBeInTheDocument();
    expect(demir).toHaveTextContent('Kargo: Aras Kargo');
    expect(demir).toHaveTextContent('Takip no: AR123456');

    const user = userEvent.setup();
    const kuzey = screen.getByRole('region', { name: 'Kuzey 3D Tasarım siparişi' });
    await user.click(within(kuzey).getByRole('button', { name: 'Flanş STL dosyasını indir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/orders/deliveries/i2?token=abc'));

    await user.click(within(demir).getByRole('button', { name: 'Teslim aldım' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet, teslim aldım' }));
    expect(await screen.findByText('Sipariş durumu güncellendi.')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/orders/o1/status');
    expect(await put!.json()).toEqual({ status: 'completed', sellerOrderId: 'so1' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Demir Endüstriyel siparişi' })).getAllByText('Tamamlandı').length).toBeGreaterThan(0));
  });

  it('says an unknown order was not found', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/orders/o9': () => json({ message: 'Sipariş bulunamadı.', code: 'NOT_FOUND' }, 404),
    });
    renderApp('/hesabim/siparisler/o9', { user: buyer });
    expect(await screen.findAllByText('Sipariş bulunamadı')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Siparişlerime dön' })).toHaveAttribute('href', '/hesabim/siparisler');
  });

  it('leads an order that came from an offer to its freelance order page', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/orders/o7': () =>
        json(orderOf({ _id: 'o7', offerId: 'of1', orders: [sellerOrderOf({ status: 'delivered', statusLabel: 'Teslim edildi', items: [orderItemOf({ name: 'Braket 3D modeli', productId: null, isDigital: true, downloadAvailable: false })] })] })),
    });
    renderApp('/hesabim/siparisler/o7', { user: buyer });
    expect(await screen.findByRole('link', { name: 'Özel sipariş sayfasına git' })).toHaveAttribute('href', '/hesabim/ozel-siparisler/o7');
    // Accepting the work happens on that page: no "Teslim aldım" here, no goods download hint.
    expect(screen.getByText('Braket 3D modeli')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teslim aldım' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dosya ödeme sonrası indirilebilir.')).not.toBeInTheDocument();
  });

  it('shows no such link for an order of goods, and shows who it is invoiced to', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/orders/o1': () =>
        json(
          orderOf({
            billing: { kind: 'corporate', name: 'Yılmaz Makine Ltd. Şti.', tckn: null, vkn: '1234567890', taxOffice: 'Ostim', city: 'Ankara', district: 'Yenimahalle', addressLine: 'Ostim OSB 1. Cad. No: 5', postalCode: null },
          }),
        ),
    });
    renderApp('/hesabim/siparisler/o1', { user: buyer });
    expect(await screen.findByText('Sipariş PZ250612-7K3Q9X')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Özel sipariş sayfasına git' })).not.toBeInTheDocument();
    // Who it is invoiced to, as chosen at checkout.
    const billing = screen.getByRole('heading', { name: /Fatura bilgileri/ }).closest('section')!;
    expect(billing).toHaveTextContent('Kurumsal');
    expect(billing).toHaveTextContent('Yılmaz Makine Ltd. Şti.');
    expect(billing).toHaveTextContent('VKN 1234567890 · Ostim V.D.');
    expect(billing).toHaveTextContent('Yenimahalle, Ankara');
  });
});
