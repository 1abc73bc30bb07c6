import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@pazaryeri/contract/coupons/index';
import type { EscrowItemView, OrderView } from '@pazaryeri/contract/orders/index';
import { couponOf } from '@/testing/coupon-fixtures';
import { admin, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/admin/siparisler', '/admin/odemeler', '/admin/kuponlar'));

const escrowItem = (overrides: Partial<EscrowItemView> = {}): EscrowItemView => ({
  _id: 'e1',
  paymentTransactionId: 'tx1',
  orderId: 'o1',
  orderNumber: 'PZ250612-7K3Q9X',
  sellerOrderId: 'so1',
  sellerOrderStatus: 'delivered',
  seller: { _id: 's1', storeName: 'Demir Endüstriyel' },
  productName: 'Paslanmaz Çelik Kaynak Teli 1.2 mm',
  quantity: 2,
  paidPrice: 2589.7,
  sellerShare: 2339.72,
  commission: 249.98,
  escrowStatus: 'pending',
  approvable: true,
  paidAt: '2025-06-12T09:01:00.000Z',
  escrowUpdatedAt: null,
  ...overrides,
});

function api() {
  let order: OrderView = orderOf({ buyer: { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' } });
  let item = escrowItem();
  let coupons: Coupon[] = [couponOf(), couponOf({ _id: 'c0', isActive: false, status: 'inactive', createdAt: '2024-01-01T00:00:00.000Z' })];
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/admin/orders/all-orders': () => json({ orders: [order], page: 1, limit: 20, total: 1, totalPages: 1 }),
    'GET /api/admin/orders/search': () => json({ orders: [order], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'GET /api/admin/orders/filtre': () => json({ orders: [order], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'PUT /api/admin/orders/o1/status': async (request) => {
      const body = (await request.json()) as { status: 'preparing'; sellerOrderId: string };
      order = { ...order, orders: [sellerOrderOf({ status: body.status, statusLabel: 'Hazırlanıyor' })] };
      return json({ message: 'Sipariş durumu güncellendi.', order });
    },
    'GET /api/approval/pending-payments': () => json({ items: [item], page: 1, limit: 20, total: 1, totalPages: 1 }),
    'POST /api/approval/update-submerchant-item': () => {
      item = { ...item, escrowStatus: 'approved' };
      return json({ message: 'Ödeme onaylandı; tutar satıcının bir sonraki hakedişine aktarılacak.', item });
    },
    'POST /api/approval/payout-submerchant': () => json({ message: '1 ödeme kaleminin satıcıya aktarımı kaydedildi.', date: '2025-06-20', paidOut: 1, items: [] }),
    'GET /api/coupon/all': () => json({ coupons, page: 1, limit: 20, total: coupons.length, totalPages: 1 }),
    'PUT /api/coupon/activate-coupon': async (request) => {
      const { id, isActive } = (await request.json()) as { id: string; isActive: boolean };
      const activated = { ...coupons.find((coupon) => coupon._id === id)!, isActive, status: isActive ? ('active' as const) : ('inactive' as const) };
      coupons = coupons.map((coupon) => (coupon._id === id ? activated : { ...coupon, isActive: false, status: 'inactive' as const }));
      return json({ message: 'Kupon etkinleştirildi.', coupon: activated });
    },
  });
}

describe('admin orders (/admin/siparisler)', () => {
  it('searches every order and moves a store’s part', async () => {
    const { sent } = api();
    renderApp('/admin/siparisler', { user: admin });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Sipariş no, alıcı, mağaza veya ürün' }), 'Ayşe{Enter}');
    await waitFor(() => expect(new URL(sent('GET', '/api/admin/orders/search').at(-1)!.url).searchParams.get('keyword')).toBe('Ayşe'));

    await user.click(await screen.findByRole('button', { name: /PZ250612-7K3Q9X/ }));
    await user.click(screen.getByRole('button', { name: 'PZ250612-7K3Q9X Demir Endüstriyel: Hazırlanıyor' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sipariş durumu güncellendi.')).toBeInTheDocument();
    expect(await sent('PUT', '/api/admin/orders/o1/status')[0]!.json()).toEqual({ status: 'preparing', sellerOrderId: 'so1' });
  });
});

describe('admin orders filters', () => {
  it('keeps the chosen status and dates while searching', async () => {
    const { sent } = api();
    renderApp('/admin/siparisler?durum=shipped&baslangic=2025-06-01&bitis=2025-06-30', { user: admin });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Sipariş no, alıcı, mağaza veya ürün' }), 'Ayşe{Enter}');
    await waitFor(() => expect(sent('GET', '/api/admin/orders/search')).not.toHaveLength(0));
    const params = new URL(sent('GET', '/api/admin/orders/search').at(-1)!.url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ keyword: 'Ayşe', status: 'shipped', startDate: '2025-06-01', endDate: '2025-06-30' });
  });
});

describe('admin orders of one product', () => {
  it('lists the orders holding the product named in the address, and goes back to all orders', async () => {
    const { sent } = api();
    const { router } = renderApp(`/admin/siparisler?urun=${orderOf().orders[0].items[0].productId}`, { user: admin });
    const note = (await screen.findByText(`“${orderOf().orders[0].items[0].name}” ürününü içeren siparişler`)).closest('p')!;
    expect(new URL(sent('GET', '/api/admin/orders/filtre').at(-1)!.url).searchParams.get('productId')).toBe(orderOf().orders[0].items[0].productId);

    await userEvent.setup().click(within(note).getByRole('button', { name: 'Tüm siparişler' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sent('GET', '/api/admin/orders/all-orders')).not.toHaveLength(0));
  });
});

describe('admin payments (/admin/odemeler)', () => {
  it('approves a delivered line and records payouts', async () => {
    const { sent } = api();
    renderApp('/admin/odemeler', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PZ250612-7K3Q9X Paslanmaz Çelik Kaynak Teli 1.2 mm ödemesini onayla' }));
    expect(await screen.findByText('Ödeme onaylandı; tutar satıcının bir sonraki hakedişine aktarılacak.')).toBeInTheDocument();
    expect(await sent('POST', '/api/approval/update-submerchant-item')[0]!.json()).toEqual({ paymentTransactionId: 'tx1' });
    expect(await screen.findByRole('button', { name: 'PZ250612-7K3Q9X Paslanmaz Çelik Kaynak Teli 1.2 mm onayını geri al' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hakedişleri kaydet' }));
    expect(await screen.findByText('1 ödeme kaleminin satıcıya aktarımı kaydedildi.')).toBeInTheDocument();
  });
});

describe('admin coupons (/admin/kuponlar)', () => {
  it('activates a coupon, which replaces the one with the same code in the list', async () => {
    const { sent } = api();
    renderApp('/admin/kuponlar', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'HOSGELDIN10 etkinleştir' }));
    expect(await screen.findByText('Kupon etkinleştirildi.')).toBeInTheDocument();
    expect(await sent('PUT', '/api/coupon/activate-coupon')[0]!.json()).toEqual({ code: 'HOSGELDIN10', id: 'c0', isActive: true });
    // The newer coupon that held the code is switched off; the activated one now holds it.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /HOSGELDIN10/ }).map((button) => button.textContent)).toEqual(['Etkinleştir', 'Devre dışı bırak']),
    );
  });
});
