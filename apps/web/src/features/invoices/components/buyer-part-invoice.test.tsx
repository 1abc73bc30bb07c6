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

/** Two stores' parts: Demir Endüstriyel's (so1, with `invoice` when given) and Kuzey 3D Tasarım's (so2, none yet). */
const twoStores = (invoice: InvoiceView | null = null, overrides: Partial<OrderView> = {}) =>
  orderOf({
    orders: [sellerOrderOf({ status: 'delivered', statusLabel: 'Teslim edildi', invoice }), sellerOrderOf({ _id: 'so2', seller: { _id: 's4', storeName: 'Kuzey 3D Tasarım', alias: 'kuzey-3d' }, invoice: null })],
    ...overrides,
  });

/** The order view carries each part's invoice: no call of its own. */
function buyerServer(order: OrderView, routes: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/orders/o1': () => json(order),
    ...routes,
  });
}
const invoiceBoxOf = async (storeName: string) => within(await screen.findByRole('region', { name: `${storeName} siparişi` })).findByRole('region', { name: `${storeName} faturası` });

describe('the buyer’s order page: each store’s invoice', () => {
  it('shows the number, e-Fatura and the date, and downloads the PDF and its XML through a signed link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { sent } = buyerServer(twoStores(invoiceOf()), {
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

    // The other store has not added one yet; the order itself told both, with no call per part.
    const kuzey = await invoiceBoxOf('Kuzey 3D Tasarım');
    expect(kuzey).toHaveTextContent('Fatura henüz eklenmedi');
    expect(within(kuzey).queryByRole('button')).not.toBeInTheDocument();
    expect(sent('GET', '/api/orders/o1/invoices')).toHaveLength(0);
  });

  it('calls a store’s upload without a number “Mağaza faturası”, with no XML to offer', async () => {
    buyerServer(twoStores(uploadedInvoiceOf()));
    renderApp('/hesabim/siparisler/o1', { user: buyer });

    const demir = await invoiceBoxOf('Demir Endüstriyel');
    expect(await within(demir).findByText('Mağaza faturası')).toBeInTheDocument();
    expect(within(demir).getByRole('button', { name: 'Faturayı indir' })).toBeInTheDocument();
    expect(within(demir).queryByRole('button', { name: 'Faturanın XML dosyasını indir' })).not.toBeInTheDocument();
    expect(demir).not.toHaveTextContent('e-Arşiv');
  });

  it('asks for no invoice before the order is paid, nor shows one for a part cancelled without one', async () => {
    const unpaid = orderOf({ status: 'pending_payment', statusLabel: 'Ödeme bekleniyor', paidAt: null, orders: [sellerOrderOf({ status: 'pending_payment', statusLabel: 'Ödeme bekleniyor' })] });
    buyerServer(unpaid);
    const { unmount } = renderApp('/hesabim/siparisler/o1', { user: buyer });
    expect(await screen.findByText('Sipariş PZ250612-7K3Q9X')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /faturası$/ })).not.toBeInTheDocument();
    unmount();

    const cancelled = twoStores(null, { orders: [sellerOrderOf({ status: 'cancelled', statusLabel: 'İptal edildi', invoice: null })] });
    buyerServer(cancelled);
    renderApp('/hesabim/siparisler/o1', { user: buyer });
    await screen.findByRole('region', { name: 'Demir Endüstriyel siparişi' });
    expect(screen.queryByRole('region', { name: /faturası$/ })).not.toBeInTheDocument();
  });
});
