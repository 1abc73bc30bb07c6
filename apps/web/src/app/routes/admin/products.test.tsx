import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf, productPage } from '@/testing/product-fixtures';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/admin/urunler', '/admin/urunler/p1/duzenle', '/admin/siparisler'));

function api(extra: Parameters<typeof mockFetch>[0] = {}) {
  let pending = [
    productOf({ _id: 'p1', name: 'Kaynak Teli', approvalStatus: 'pending', status: 'inactive' }),
    productOf({ _id: 'p2', name: 'Torna Kalemi', slug: 'torna-kalemi', approvalStatus: 'pending', status: 'inactive' }),
  ];
  const review = (id: string, approve: boolean) => {
    const product = pending.find((candidate) => candidate._id === id)!;
    pending = pending.filter((candidate) => candidate._id !== id);
    return json({
      message: approve ? 'Ürün onaylandı ve yayına alındı.' : 'Ürün reddedildi.',
      product: { ...product, approvalStatus: approve ? 'approved' : 'rejected' },
    });
  };
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/admin/products/filtre': () => json(productPage(pending, 1, 10)),
    'PUT /api/admin/products/p1/approve': () => review('p1', true),
    'PUT /api/admin/products/p2/reject': () => review('p2', false),
    ...extra,
  });
}

describe('admin product approval queue (/admin/urunler)', () => {
  it('opens on the pending products with only the set filters', async () => {
    const { sent } = api();
    renderApp('/admin/urunler', { user: admin });
    expect(await screen.findByText('Kaynak Teli')).toBeInTheDocument();
    const [request] = sent('GET', '/api/admin/products/filtre');
    expect(new URL(request!.url).search).toBe('?approvalStatus=pending&page=1&limit=10');
  });

  it('approves a product and takes it off the queue', async () => {
    const { sent } = api();
    renderApp('/admin/urunler', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kaynak Teli onayla' }));
    expect(await screen.findByText('Ürün onaylandı ve yayına alındı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Kaynak Teli')).not.toBeInTheDocument());
    expect(screen.getByText('Torna Kalemi')).toBeInTheDocument();
    expect(sent('GET', '/api/admin/products/filtre')).toHaveLength(2);
  });

  it('rejects with the reason the seller will see', async () => {
    const { sent } = api();
    renderApp('/admin/urunler', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Torna Kalemi reddet' }));
    const dialog = screen.getByRole('dialog', { name: 'Ürün reddedilsin mi?' });
    await user.type(within(dialog).getByLabelText('Red nedeni'), 'Resimler ürünü göstermiyor.');
    await user.click(within(dialog).getByRole('button', { name: 'Ürünü reddet' }));
    expect(await screen.findByText('Ürün reddedildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Torna Kalemi')).not.toBeInTheDocument());
    const [request] = sent('PUT', '/api/admin/products/p2/reject');
    expect(await request!.json()).toEqual({ reason: 'Resimler ürünü göstermiyor.' });
  });

  it('edits a product with the full form and comes back to the same filtered list', async () => {
    const { sent } = api({
      'GET /api/admin/products/p1': () => json(productOf({ _id: 'p1', name: 'Kaynak Teli', approvalStatus: 'pending', status: 'inactive', variants: [] })),
      'PUT /api/admin/products/p1': () =>
        json({ message: 'Ürün başarıyla güncellendi', product: productOf({ _id: 'p1', name: 'Kaynak Teli 1.0 mm', variants: [] }) }),
    });
    const { router } = renderApp('/admin/urunler?approvalStatus=all', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Kaynak Teli düzenle' }));
    const name = await screen.findByRole('textbox', { name: 'Ürün adı' });
    expect(router.state.location.pathname).toBe('/admin/urunler/p1/duzenle');
    expect(screen.getByRole('textbox', { name: 'Açıklama' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Kaynak Teli 1.0 mm');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Ürün başarıyla güncellendi')).toBeInTheDocument();
    const [request] = sent('PUT', '/api/admin/products/p1');
    expect((await request!.formData()).get('name')).toBe('Kaynak Teli 1.0 mm');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/urunler?approvalStatus=all'));
  });

  it('opens the orders that hold a product', async () => {
    const { sent } = api({ 'GET /api/admin/orders/filtre': () => json({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }) });
    const { router } = renderApp('/admin/urunler?approvalStatus=all', { user: admin });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Kaynak Teli siparişleri' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/siparisler?urun=p1'));
    await waitFor(() => expect(new URL(sent('GET', '/api/admin/orders/filtre').at(-1)!.url).searchParams.get('productId')).toBe('p1'));
    expect(await screen.findByText('Seçili ürünü içeren siparişler')).toBeInTheDocument();
  });
});
