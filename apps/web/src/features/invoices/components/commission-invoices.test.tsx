import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceView } from '@pazaryeri/contract/invoices/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { commissionInvoiceOf } from '@/testing/invoice-fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

/** Bakiyem with the commission invoices in pages of `pages`. */
function balanceServer(pages: InvoiceView[][]) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/orders/seller-balance': () => json({ pending: 0, approved: 0, paidOut: 1200, refunded: 0, currency: 'TRY' }),
    'GET /api/submerchant/my-submerchant': () => json({ status: 'ready', subMerchant: null, problem: null }),
    'GET /api/seller/commission-invoices': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const total = pages.flat().length;
      return json({ invoices: pages[page - 1] ?? [], page, limit: 12, total, totalPages: pages.length });
    },
    'GET /api/invoices/com1/download': () => json({ url: '/api/invoices/com1/file/pdf?token=t', fileName: 'PZR2026000000042.pdf', expiresAt: '2026-11-01T06:10:00.000Z' }),
  });
}

describe('Bakiyem: the platform’s commission invoices', () => {
  it('lists each month with its number, net, VAT and total in TL, and downloads one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { sent } = balanceServer([[commissionInvoiceOf(), commissionInvoiceOf({ _id: 'com0', number: 'PZR2026000000031', period: '2026-09', net: 80_000, vat: 16_000, gross: 96_000 })]]);
    renderApp('/seller-panel/balance', { user: seller });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Komisyon faturaları' });
    const [october, september] = within(list).getAllByRole('listitem');
    expect(october).toHaveTextContent('Ekim 2026');
    expect(october).toHaveTextContent('PZR2026000000042');
    expect(october).toHaveTextContent('Net₺1.250,00');
    expect(october).toHaveTextContent('KDV₺250,00');
    expect(october).toHaveTextContent('Toplam₺1.500,00');
    expect(september).toHaveTextContent('Eylül 2026');
    expect(new URL(sent('GET', '/api/seller/commission-invoices')[0]!.url).searchParams.get('limit')).toBe('12');
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();

    await user.click(within(october!).getByRole('button', { name: 'İndir: Ekim 2026 komisyon faturası' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/invoices/com1/file/pdf?token=t'));
  });

  it('says when the first one comes, and pages through more than a page', async () => {
    balanceServer([]);
    const { unmount } = renderApp('/seller-panel/balance', { user: seller });
    expect(await screen.findByText('Henüz komisyon faturanız yok')).toBeInTheDocument();
    expect(screen.getByText('Her ayın ilk günü bir önceki ayın komisyon faturası kesilir.')).toBeInTheDocument();
    unmount();

    const { sent } = balanceServer([[commissionInvoiceOf()], [commissionInvoiceOf({ _id: 'com-old', period: '2025-10', number: 'PZR2025000000010' })]]);
    renderApp('/seller-panel/balance', { user: seller });
    const user = userEvent.setup();
    expect(await screen.findByText('Ekim 2026')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Sayfalar' })).getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Ekim 2025')).toBeInTheDocument();
    expect(new URL(sent('GET', '/api/seller/commission-invoices').at(-1)!.url).searchParams.get('page')).toBe('2');
  });
});
