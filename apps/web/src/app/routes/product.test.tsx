import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf } from '@/testing/product-fixtures';
import { renderApp } from '@/testing/render-app';

const slug = 'paslanmaz-celik-kaynak-teli-1-2-mm';

function api({ signedIn }: { signedIn: boolean }) {
  let favorite = false;
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/categories/main/with-counts': () => json([]),
    [`GET /api/products/${slug}`]: () => json(productOf({ isFavorite: favorite })),
    'GET /api/products/p1/recommendations': () => json({ products: [] }),
    'GET /api/questions/p1': () => json({ questions: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    'PUT /api/products/p1/toggle-favorite': () => {
      favorite = !favorite;
      return json({ favorite, message: favorite ? 'Ürün favorilere eklendi' : 'Ürün favorilerden çıkarıldı' });
    },
  });
}

describe('product detail (/urun/:slug)', () => {
  it('shows the price in TL, the minimum order, shipping, and the chosen size’s own stock', async () => {
    api({ signedIn: false });
    renderApp(`/urun/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm' })).toBeInTheDocument();
    expect(screen.getByText('₺1.249,90')).toBeInTheDocument();
    expect(screen.getByText('Kargo ücreti: ₺89,90')).toBeInTheDocument();
    expect(screen.getByText('₺2.500,00 ve üzeri siparişlerde kargo ücretsiz.')).toBeInTheDocument();
    expect(screen.getByText('Minimum sipariş adedi:').parentElement).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Mağazaya git/ })).toHaveAttribute('href', '/magaza/demir-endustriyel');

    // The first size in stock is chosen: 0.8 mm with 12.
    expect(screen.getByRole('status')).toHaveTextContent('Stokta 12 adet');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1.2 mm' }));
    expect(screen.getByRole('status')).toHaveTextContent('Son 3 adet');

    // Another variant: its price difference and its own size stock.
    await user.click(screen.getByRole('button', { name: '15 kg makara' }));
    expect(screen.getByText('₺2.749,90')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tükendi');
  });

  it('toggles the favourite for a signed-in user', async () => {
    const { sent } = api({ signedIn: true });
    renderApp(`/urun/${slug}`, { user: buyer });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Favorilere ekle' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(await screen.findByText('Ürün favorilere eklendi')).toBeInTheDocument();
    const remove = await screen.findByRole('button', { name: 'Favorilerden çıkar' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');

    await user.click(remove);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute('aria-pressed', 'false'));
    expect(sent('PUT', '/api/products/p1/toggle-favorite')).toHaveLength(2);
  });

  it('sends a visitor to sign in (and back) instead, and asks them to sign in to ask a question', async () => {
    const { sent } = api({ signedIn: false });
    const { router } = renderApp(`/urun/${slug}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Soru & Cevap' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Oturum açmanız gerekiyor')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Soru sor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe(`/urun/${slug}`);
    expect(sent('PUT', '/api/products/p1/toggle-favorite')).toHaveLength(0);
  });
});
