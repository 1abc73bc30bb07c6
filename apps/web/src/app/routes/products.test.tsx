import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf, productPage } from '@/testing/product-fixtures';
import { renderApp } from '@/testing/render-app';

function api() {
  return mockFetch({
    'GET /api/auth/session': () => json({}),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/products': () => json(productPage([productOf({ shippingCost: 0 })])),
  });
}

const lastQuery = (sent: ReturnType<typeof api>['sent']) => new URL(sent('GET', '/api/products').at(-1)!.url).searchParams;

describe('product listing (/arama, /urunler, /kategori/:slug)', () => {
  it("searches with the default 'Önerilen sıralama' and no empty filters, and shows the cards", async () => {
    const { sent } = api();
    renderApp('/arama?q=paslanmaz%20celik%20kaynak');
    expect(await screen.findByRole('link', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm' })).toHaveAttribute(
      'href',
      '/urun/paslanmaz-celik-kaynak-teli-1-2-mm',
    );
    expect(screen.getByText('Ücretsiz kargo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toHaveDisplayValue('Önerilen sıralama');
    expect(lastQuery(sent).toString()).toBe('search=paslanmaz+celik+kaynak&sort=recommended&page=1&limit=20');
  });

  it('keeps the chosen filters and sort in the address bar and the query', async () => {
    const { sent } = api();
    const { router } = renderApp('/kategori/kaynak-ekipmanlari');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm' });
    expect(lastQuery(sent).get('mainCategory')).toBe('kaynak-ekipmanlari');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'price-asc');
    await user.click(screen.getAllByRole('checkbox', { name: 'Yalnızca stoktakiler' })[0]!);
    await user.type(screen.getByRole('textbox', { name: 'En yüksek fiyat' }), '500');
    await user.click(screen.getByRole('button', { name: 'Fiyatı uygula' }));

    await waitFor(() => expect(router.state.location.search).toBe('?priceMax=500&inStock=true&sort=price-asc'));
    expect(router.state.location.pathname).toBe('/kategori/kaynak-ekipmanlari');
    await waitFor(() =>
      expect(lastQuery(sent).toString()).toBe('mainCategory=kaynak-ekipmanlari&priceMax=500&inStock=true&sort=price-asc&page=1&limit=20'),
    );
  });

  it("says '10.000+ ürün' when the catalogue stopped counting at its cap", async () => {
    mockFetch({
      'GET /api/auth/session': () => json({}),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/products': () => json({ ...productPage([productOf()]), total: 10_000, totalPages: 500, totalCapped: true }),
    });
    renderApp('/urunler');
    expect(await screen.findByText('10.000+ ürün')).toBeInTheDocument();
    expect(screen.getByText('/ 500', { exact: false })).toBeInTheDocument();
  });
});
