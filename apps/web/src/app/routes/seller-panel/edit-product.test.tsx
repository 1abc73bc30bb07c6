import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf } from '@/testing/product-fixtures';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

function api() {
  const draft = productOf({ _id: 'p1', name: 'Kaynak Teli', approvalStatus: 'draft', status: 'inactive', variants: [], stock: 8 });
  const other = productOf({ _id: 'p2', name: 'Torna Kalemi', slug: 'torna-kalemi', approvalStatus: 'approved', variants: [], stock: 4 });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/products/seller/products/filter': () => json({ products: [draft, other], totalCount: 2, totalPages: 1, currentPage: 1 }),
    'PUT /api/products/p1/submit-for-approval': () =>
      json({ message: 'Ürün başarıyla onaya gönderildi', product: { ...draft, approvalStatus: 'pending' } }),
    'PUT /api/products/p2/update-stock': async (request) => {
      const { quantity } = (await request.json()) as { quantity: number };
      return json({ message: 'Stok başarıyla güncellendi', product: { ...other, stock: quantity } });
    },
  });
}

beforeAll(() => preloadSellerPanel());

describe('seller product list (/seller-panel/edit-product)', () => {
  it('asks for page 1 of 10 with no empty filters', async () => {
    const { sent } = api();
    renderApp('/seller-panel/edit-product', { user: seller });
    expect(await screen.findByText('Kaynak Teli')).toBeInTheDocument();
    const [request] = sent('GET', '/api/products/seller/products/filter');
    expect(new URL(request!.url).search).toBe('?page=1&limit=10');
  });

  it('puts the returned product in place of the listed one after submitting for approval', async () => {
    const { sent } = api();
    renderApp('/seller-panel/edit-product', { user: seller });
    const user = userEvent.setup();
    const row = (await screen.findByText('Kaynak Teli')).closest('li')!;
    expect(within(row).getByText('Taslak')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Kaynak Teli onaya gönder' }));
    expect(await screen.findByText('Ürün başarıyla onaya gönderildi')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Onay bekliyor')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Kaynak Teli onaya gönder' })).not.toBeInTheDocument();
    // Replaced in place: the list was not loaded again.
    expect(sent('GET', '/api/products/seller/products/filter')).toHaveLength(1);
    expect(screen.getByText('Torna Kalemi')).toBeInTheDocument();
  });

  it('edits the stock inline', async () => {
    const { sent } = api();
    renderApp('/seller-panel/edit-product', { user: seller });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Torna Kalemi stok' });
    await user.clear(input);
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Torna Kalemi stoğunu kaydet' }));
    expect(await screen.findByText('Stok başarıyla güncellendi')).toBeInTheDocument();
    const [request] = sent('PUT', '/api/products/p2/update-stock');
    expect(await request!.json()).toEqual({ quantity: 25 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Torna Kalemi stok' })).toHaveValue('25'));
  });

  it('keeps the search and filters in the address bar, and opens a shared link with them', async () => {
    const { sent } = api();
    const { router } = renderApp('/seller-panel/edit-product', { user: seller });
    const user = userEvent.setup();
    await screen.findByText('Kaynak Teli');
    await user.type(screen.getByRole('textbox', { name: 'Ürünlerimde ara' }), 'kaynak');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Onay durumu' }), 'draft');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kaynak&approvalStatus=draft'));
    await waitFor(() =>
      expect(new URL(sent('GET', '/api/products/seller/products/filter').at(-1)!.url).search).toBe('?query=kaynak&approvalStatus=draft&page=1&limit=10'),
    );
  });

  it('starts from the filters in a shared link', async () => {
    const { sent } = api();
    renderApp('/seller-panel/edit-product?stockStatus=lowStock&page=2&approvalStatus=bogus', { user: seller });
    expect(await screen.findByText('Kaynak Teli')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stok durumu' })).toHaveDisplayValue('Az kaldı (1-5)');
    expect(new URL(sent('GET', '/api/products/seller/products/filter')[0]!.url).search).toBe('?stockStatus=lowStock&page=2&limit=10');
  });
});
