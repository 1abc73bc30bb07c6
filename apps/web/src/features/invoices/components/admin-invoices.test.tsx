import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/fixtures';
import { commissionInvoiceOf, invoiceOf, missingInvoiceOf, uploadedInvoiceOf } from '@/testing/invoice-fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/admin/faturalar'));

const stores = [
  { _id: 's1', storeName: 'Demir Endüstriyel' },
  { _id: 's4', storeName: 'Kuzey 3D Tasarım' },
];

function adminServer() {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/admin/invoices': (request) => {
      const missing = new URL(request.url).searchParams.get('missing') === 'true';
      const invoices = missing ? [] : [invoiceOf(), uploadedInvoiceOf({ orderNumber: 'PZ250614-ZZ99YY' }), commissionInvoiceOf()];
      const parts = missing ? [missingInvoiceOf(), missingInvoiceOf({ partId: 'so3', orderNumber: 'PZ250609-QQ11RR', daysSinceDelivery: 1, remindedAt: null })] : [];
      return json({ invoices, missing: parts, page: 1, limit: 20, total: invoices.length + parts.length, totalPages: 1 });
    },
    'GET /api/admin/users/sellers/filter': (request) => {
      const name = new URL(request.url).searchParams.get('storeName')?.toLocaleLowerCase('tr-TR') ?? '';
      return json({ sellers: stores.filter((store) => store.storeName.toLocaleLowerCase('tr-TR').includes(name)), page: 1, limit: 100, totalPages: 1, totalSellers: 2 });
    },
  });
}

const lastQuery = (sent: ReturnType<typeof mockFetch>['sent']) => Object.fromEntries(new URL(sent('GET', '/api/admin/invoices').at(-1)!.url).searchParams);

describe('admin invoices (/admin/faturalar)', () => {
  it('lists every invoice with its number, kind, store, order or month, amount and date', async () => {
    adminServer();
    renderApp('/admin/faturalar', { user: admin });

    const list = await screen.findByRole('list', { name: 'Faturalar' });
    const [issued, uploaded, commission] = within(list).getAllByRole('listitem');
    expect(issued).toHaveTextContent('PZR2025000000001');
    expect(issued).toHaveTextContent('Satış');
    expect(issued).toHaveTextContent('Demir Endüstriyel');
    expect(issued).toHaveTextContent('₺2.589,70');
    expect(issued).toHaveTextContent('13.06.2025');
    expect(within(issued!).getByRole('link', { name: 'PZ250612-7K3Q9X' })).toHaveAttribute('href', '/admin/siparisler?q=PZ250612-7K3Q9X');
    expect(within(issued!).getByRole('button', { name: 'İndir: PZR2025000000001' })).toBeInTheDocument();
    // A store's own file: no number read, no amounts of ours.
    expect(uploaded).toHaveTextContent('Mağaza faturası');
    expect(uploaded).toHaveTextContent('Tutar—');
    expect(commission).toHaveTextContent('Komisyon');
    expect(commission).toHaveTextContent('Ekim 2026');
  });

  it('filters by kind, store and month, keeps them in the address bar, and clears them', async () => {
    const { sent } = adminServer();
    const { router } = renderApp('/admin/faturalar', { user: admin });
    const user = userEvent.setup();

    await screen.findByRole('list', { name: 'Faturalar' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fatura türü' }), 'commission');
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Mağaza' })).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mağaza' }), 'Kuzey 3D Tasarım');
    // user-event types into date and time inputs, not month ones: the picker's choice arrives whole.
    fireEvent.change(screen.getByLabelText('Ay'), { target: { value: '2026-10' } });
    await waitFor(() => expect(lastQuery(sent)).toEqual({ page: '1', kind: 'commission', sellerId: 's4', month: '2026-10' }));
    expect(router.state.location.search).toBe('?tur=commission&magaza=s4&ay=2026-10');

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Fatura türü' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Mağaza' })).toHaveValue('');
    expect(screen.getByLabelText('Ay')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Temizle' })).not.toBeInTheDocument();
  });

  it('finds a store by name and picks it when only one matches', async () => {
    const { sent } = adminServer();
    renderApp('/admin/faturalar', { user: admin });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Mağaza ara' }), 'kuzey{Enter}');
    await waitFor(() => expect(lastQuery(sent).sellerId).toBe('s4'));
    expect(screen.getByRole('combobox', { name: 'Mağaza' })).toHaveValue('s4');
    expect(within(screen.getByRole('combobox', { name: 'Mağaza' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tüm mağazalar', 'Kuzey 3D Tasarım']);
  });

  it('shows the delivered parts without an invoice: days since delivery and whether the store was reminded', async () => {
    const { sent } = adminServer();
    const { router } = renderApp('/admin/faturalar', { user: admin });
    const user = userEvent.setup();

    await screen.findByRole('list', { name: 'Faturalar' });
    await user.click(screen.getByRole('tab', { name: 'Faturası eksik siparişler' }));
    const list = await screen.findByRole('list', { name: 'Faturası eksik siparişler' });
    expect(lastQuery(sent)).toEqual({ page: '1', missing: 'true' });
    expect(router.state.location.search).toBe('?eksik=1');
    // The kind does not narrow this list.
    expect(screen.queryByRole('combobox', { name: 'Fatura türü' })).not.toBeInTheDocument();

    const [reminded, fresh] = within(list).getAllByRole('listitem');
    expect(reminded).toHaveTextContent('PZ250601-AB12CD');
    expect(reminded).toHaveTextContent('Demir Endüstriyel');
    expect(reminded).toHaveTextContent('₺2.589,70');
    expect(reminded).toHaveTextContent('05.06.2025');
    expect(reminded).toHaveTextContent('5 gün');
    expect(reminded).toHaveTextContent('Gönderildi · 08.06.2025');
    expect(fresh).toHaveTextContent('1 gün');
    expect(fresh).toHaveTextContent('Gönderilmedi');
  });

  it('says when there is nothing to show, and when the list could not be loaded', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(admin)),
      'GET /api/admin/invoices': () => json({ invoices: [], missing: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
      'GET /api/admin/users/sellers/filter': () => json({ sellers: [], page: 1, limit: 100, totalPages: 0, totalSellers: 0 }),
    });
    const { unmount } = renderApp('/admin/faturalar?eksik=1', { user: admin });
    expect(await screen.findByText('Faturası eksik sipariş yok')).toBeInTheDocument();
    unmount();

    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(admin)),
      'GET /api/admin/invoices': () => json({ message: 'Ay YYYY-AA biçiminde olmalı (ör. 2026-10).', code: 'VALIDATION_FAILED' }, 400),
    });
    renderApp('/admin/faturalar', { user: admin });
    expect(await screen.findByText('Faturalar yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
