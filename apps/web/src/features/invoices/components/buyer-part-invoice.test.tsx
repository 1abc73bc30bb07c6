import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { invoiceOf, uploadedInvoiceOf } from '@/testing/invoice-fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/hesabim/siparisler/o1'));

type Handler = Parameters<typeof mockFetch>[0][string];

/** Two stores' parts: Demir Endüstriyel's (so1) and Kuzey 3D Tasarım's (so2). */
const twoStores = (overrides: Partial<OrderView> = {}) =>
  orderOf({
    orders: [sellerOrderOf({ status: 'delivered', statusLabel: 'Teslim edildi' }), sellerOrderOf({ _id: 'so2', seller: { _id: 's4', storeName: 'Kuzey 3D Tasarım', alias: 'kuzey-3d' } })],
    ...overrides,
  });

function buyerServer(order: OrderView, invoices: Handler, routes: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/orders/o1': () => json(order),
    'GET /api/orders/o1/invoices': invoices,
    ...routes,
  });
}

const listOf = (invoices: InvoiceView[]) => () => json({ invoices });
const invoiceBoxOf = async (storeName: string) => within(await screen.findByRole('region', { name: `${storeName} siparişi` })).findByRole('region', { name: `${storeName} faturası` });

describe('the buyer’s order page: each store’s invoice', () => {
  it('shows the number, e-Fatura and the date, and downloads the PDF and its XML through a signed link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { sent } = buyerServer(twoStores(), listOf([invoiceOf()]), {
      'GET /api/invoices/inv1/download': (request) => {
        const xml = new URL(request.url).searchParams.get('format') === 'xml';
        return json({ url: `/api/invoices/inv1/file/${xml ? 'xml' : 'pdf'}?token=t`, fileName: xml ? 'PZR2025000000001.xml' : 'PZR2025000000001.pdf', expiresAt: '2025-06-13T10:10:00.000Z' });
      },
    });
    renderApp('/hesabim/siparisler/o1', { user: buyer });
    const user = userEvent.setup();

    const demir = await invoiceBoxOf('Demir Endüstriyel');
    expect(await within(demir).findByText('PZR2025000000001')).toBeInTheDocument();
    expect(demir).toHaveTextContent('e-Fatura');
    expect(demir).toHaveTextContent('13 Haziran 2025');
    expect(demir).toHaveTextContent('PDF');

    await user.click(within(demir).getByRole('button', { name: 'Faturayı indir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/invoices/inv1/file/pdf?token=t'));
    expect(new URL(sent('GET', '/api/invoices/inv1/download')[0]!.url).search).toBe('');

    await user.click(within(demir).getByRole('button', { name: 'Faturanın XML dosyasını indir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/invoices/inv1/file/xml?token=t'));
    expect(new URL(sent('GET', '/api/invoices/inv1/download')[1]!.url).searchParams.get('format')).toBe('xml');

    // The other store has not added one yet; one request served both parts.
    const kuzey = await invoiceBoxOf('Kuzey 3D Tasarım');
    expect(kuzey).toHaveTextContent('Fatura henüz eklenmedi');
    expect(within(kuzey).queryByRole('button')).not.toBeInTheDocument();
    expect(sent('GET', '/api/orders/o1/invoices')).toHaveLength(1);
  });

  it('calls a store’s upload without a number “Mağaza faturası”, with no XML to offer', async () => {
    buyerServer(twoStores(), listOf([uploadedInvoiceOf()]));
    renderApp('/hesabim/siparisler/o1', { user: buyer });

    const demir = await invoiceBoxOf('Demir Endüstriyel');
    expect(await within(demir).findByText('Mağaza faturası')).toBeInTheDocument();
    expect(within(demir).getByRole('button', { name: 'Faturayı indir' })).toBeInTheDocument();
    expect(within(demir).queryByRole('button', { name: 'Faturanın XML dosyasını indir' })).not.toBeInTheDocument();
    expect(demir).not.toHaveTextContent('e-Arşiv');
  });

  it('says when the invoices could not be loaded and loads them again on request', async () => {
    let fail = true;
    buyerServer(twoStores(), () => (fail ? json({ message: 'Sunucu hatası', code: 'INTERNAL' }, 500) : json({ invoices: [invoiceOf()] })));
    renderApp('/hesabim/siparisler/o1', { user: buyer });
    const user = userEvent.setup();

    const demir = await invoiceBoxOf('Demir Endüstriyel');
    expect(await within(demir).findByText('Fatura bilgisi yüklenemedi.')).toBeInTheDocument();
    // Shown in place, not as a toast as well.
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(demir).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(demir).findByText('PZR2025000000001')).toBeInTheDocument();
  });

  it('asks for no invoice before the order is paid, nor shows one for a part cancelled without one', async () => {
    const unpaid = orderOf({ status: 'pending_payment', statusLabel: 'Ödeme bekleniyor', paidAt: null, orders: [sellerOrderOf({ status: 'pending_payment', statusLabel: 'Ödeme bekleniyor' })] });
    const { sent } = buyerServer(unpaid, listOf([]));
    const { unmount } = renderApp('/hesabim/siparisler/o1', { user: buyer });
    expect(await screen.findByText('Sipariş PZ250612-7K3Q9X')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /faturası$/ })).not.toBeInTheDocument();
    expect(sent('GET', '/api/orders/o1/invoices')).toHaveLength(0);
    unmount();

    const cancelled = twoStores({ orders: [sellerOrderOf({ status: 'cancelled', statusLabel: 'İptal edildi' })] });
    const again = buyerServer(cancelled, listOf([]));
    renderApp('/hesabim/siparisler/o1', { user: buyer });
    await waitFor(() => expect(again.sent('GET', '/api/orders/o1/invoices')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Demir Endüstriyel siparişi' });
    expect(screen.queryByRole('region', { name: /faturası$/ })).not.toBeInTheDocument();
  });
});
