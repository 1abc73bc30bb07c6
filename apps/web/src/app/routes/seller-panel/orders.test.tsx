import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerOrderView } from '@pazaryeri/contract/orders/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const withCustomer = (overrides: Partial<SellerOrderView> = {}) =>
  sellerOrderOf({
    customer: {
      _id: 'u1',
      name: 'Ayşe Yılmaz',
      phone: '+905321234567',
      address: { fullName: 'Ayşe Yılmaz', phone: '+905321234567', city: 'İstanbul', district: 'Tuzla', addressLine: 'Organize Sanayi 4. Cad. No: 12' },
    },
    earnings: { sellerShare: 2339.72, commission: 249.98 },
    ...overrides,
  });

function api(account: Record<string, () => Response> = readyAccount()) {
  let part = withCustomer();
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/orders/seller-orders': () => json({ orders: [part], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'GET /api/orders/seller-orders/filter': () => json({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    'GET /api/orders/seller-orders/search': () => json({ orders: [part], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'PUT /api/orders/so1/status': async (request) => {
      const body = (await request.json()) as { status: 'shipped'; carrier: string; trackingNumber: string };
      part = { ...part, status: body.status, statusLabel: 'Kargoya verildi', carrier: body.carrier, trackingNumber: body.trackingNumber };
      return json({ message: 'Sipariş durumu güncellendi.', order: orderOf({ orders: [part] }) });
    },
    'GET /api/orders/seller-balance': () => json({ pending: 2339.72, approved: 0, paidOut: 1200, refunded: 0, currency: 'TRY' }),
    'GET /api/seller/commission-invoices': () => json({ invoices: [], page: 1, limit: 12, total: 0, totalPages: 0 }),
    ...account,
  });
}

const subMerchant = { sellerId: 's1', subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY' as const, provider: 'sandbox' as const, createdAt: '2025-06-12T09:00:00.000Z' };

/** The store's payment account: ready until the seller opens it. */
function readyAccount() {
  let opened = false;
  return {
    'GET /api/submerchant/my-submerchant': () => json(opened ? { status: 'active', subMerchant, problem: null } : { status: 'ready', subMerchant: null, problem: null }),
    'POST /api/submerchant/create-submerchant': () => {
      opened = true;
      return json({ message: 'Ödeme hesabınız oluşturuldu.', subMerchant }, 201);
    },
  };
}

describe('seller orders (/seller-panel/order)', () => {
  it('shows the store’s part with the customer’s shipping details and ships it with a carrier and tracking number', async () => {
    const { sent } = api();
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const card = (await screen.findByText('Sipariş PZ250612-7K3Q9X')).closest('li')!;
    const shipping = within(card).getByRole('region', { name: 'Teslimat bilgileri' });
    expect(shipping).toHaveTextContent('Ayşe Yılmaz');
    expect(shipping).toHaveTextContent('0532 123 45 67');
    expect(shipping).toHaveTextContent('Organize Sanayi 4. Cad. No: 12, Tuzla, İstanbul');
    expect(card).toHaveTextContent('kazancınız ₺2.339,72');
    expect(within(card).getByRole('button', { name: 'PZ250612-7K3Q9X: Hazırlanıyor' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'PZ250612-7K3Q9X: İptal et' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'PZ250612-7K3Q9X: Kargoya verildi' }));
    const dialog = screen.getByRole('dialog', { name: 'Durum: Kargoya verildi' });
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await user.click(save);
    expect(within(dialog).getByText('Kargo firması gerekli.')).toBeInTheDocument();
    expect(within(dialog).getByText('Takip numarası gerekli.')).toBeInTheDocument();
    expect(sent('PUT', '/api/orders/so1/status')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Kargo firması'), 'Yurtiçi Kargo');
    await user.type(within(dialog).getByLabelText('Takip numarası'), '123456789012');
    await user.click(save);

    expect(await screen.findByText('Sipariş durumu güncellendi.')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/orders/so1/status');
    expect(await put!.json()).toEqual({ status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: '123456789012' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = (await screen.findByText('123456789012')).closest('li')!;
    expect(within(updated).getByText('Kargoya verildi')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'PZ250612-7K3Q9X: Teslim edildi' })).toBeInTheDocument();
  });

  it('filters by status, searches, and keeps the filter in the address bar', async () => {
    const { sent } = api();
    const { router } = renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Sipariş PZ250612-7K3Q9X');

    await user.selectOptions(screen.getByLabelText('Sipariş durumu'), 'shipped');
    expect(await screen.findByText('Bu filtrelere uyan sipariş yok')).toBeInTheDocument();
    const filter = new URL(sent('GET', '/api/orders/seller-orders/filter').at(-1)!.url).searchParams;
    expect(Object.fromEntries(filter)).toEqual({ page: '1', limit: '10', status: 'shipped' });
    expect(router.state.location.search).toBe('?durum=shipped');

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    await user.type(screen.getByRole('textbox', { name: 'Sipariş no, ürün veya müşteri adı' }), 'Ayşe{Enter}');
    expect(await screen.findByText('Sipariş PZ250612-7K3Q9X')).toBeInTheDocument();
    expect(new URL(sent('GET', '/api/orders/seller-orders/search').at(-1)!.url).searchParams.get('search')).toBe('Ayşe');
  });
});

describe('seller balance (/seller-panel/balance)', () => {
  it('shows pending, approved, paid-out and refunded earnings in TL', async () => {
    api();
    renderApp('/seller-panel/balance', { user: seller });
    expect(await screen.findByText('₺2.339,72')).toBeInTheDocument();
    expect(screen.getByText('₺1.200,00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bakiyem' })).toBeInTheDocument();
  });

  it('opens the store’s payment account on request', async () => {
    const { sent } = api();
    renderApp('/seller-panel/balance', { user: seller });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Ödeme hesabını aç' }));
    expect(await screen.findByText('Ödeme hesabınız oluşturuldu.')).toBeInTheDocument();
    expect(await screen.findByText('Ödeme hesabınız etkin')).toBeInTheDocument();
    expect(screen.getByText(/limited \/ anonim şirket hesabınıza aktarılır/)).toBeInTheDocument();
    expect(sent('POST', '/api/submerchant/create-submerchant')).toHaveLength(1);
  });

  it('says what blocks the store’s payments and where to fix it', async () => {
    api({
      'GET /api/submerchant/my-submerchant': () => json({ status: 'blocked', subMerchant: null, problem: 'Mağaza bilgilerinizde IBAN yok. Ödeme hesabı için önce IBAN ekleyin.' }),
    });
    renderApp('/seller-panel/balance', { user: seller });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ödeme alamıyorsunuz');
    expect(alert).toHaveTextContent('Mağaza bilgilerinizde IBAN yok.');
    expect(within(alert).getByRole('link', { name: 'Mağaza bilgilerini düzenle' })).toHaveAttribute('href', '/seller-panel/seller');
    expect(screen.queryByRole('button', { name: 'Ödeme hesabını aç' })).not.toBeInTheDocument();
  });
});
