import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { productOf } from '@/testing/product-fixtures';
import { storeOf } from '@/testing/seller-fixtures';
import type { Product } from '@pazaryeri/contract/products/index';

function api({
  session = {} as unknown,
  follow = undefined as ((request: Request) => Response) | undefined,
  products = [] as Product[],
  reviews = { reviews: [], average: 0, count: 0, page: 1, limit: 3, totalPages: 0 } as unknown,
} = {}) {
  let store = storeOf();
  return mockFetch({
    'GET /api/auth/session': () => json(session),
    'GET /api/products': () => json({ products, page: 1, limit: 12, total: products.length, totalPages: 1 }),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/seller/alias/demir-endustriyel': () => json(store),
    'GET /api/reviews/seller/s1': () => json(reviews),
    'POST /api/follow':
      follow ??
      (() => {
        store = { ...store, isFollowing: true, followerCount: store.followerCount + 1 };
        return json({ message: 'Takip edildi', following: 's1', isFollowing: true, followerStats: { followerCount: store.followerCount } });
      }),
    'DELETE /api/follow/s1': () => {
      store = { ...store, isFollowing: false, followerCount: store.followerCount - 1 };
      return json({ message: 'Takipten çıkıldı', following: 's1', isFollowing: false, followerStats: { followerCount: store.followerCount } });
    },
  });
}

describe('store page and follow button', () => {
  it('shows the store and an honest empty products section', async () => {
    api();
    renderApp('/magaza/demir-endustriyel');
    expect(await screen.findByRole('heading', { level: 1, name: /Demir Endüstriyel/ })).toBeInTheDocument();
    expect(screen.getByText('CNC torna ve freze işleri.')).toBeInTheDocument();
    expect(screen.getByText(/Şubat 2025 tarihinden beri üye/)).toBeInTheDocument();
    expect(screen.getByTestId('follower-count')).toHaveTextContent('12');
    expect(await screen.findByText('Bu mağazanın henüz yayında ürünü yok')).toBeInTheDocument();
  });

  it("lists the store's products on sale, asking for this store's newest", async () => {
    const { sent } = api({ products: [productOf({ _id: 'p1', name: 'Altıgen Cıvata M10', slug: 'altigen-civata-m10' })] });
    renderApp('/magaza/demir-endustriyel');
    expect(await screen.findByRole('link', { name: /Altıgen Cıvata M10/ })).toHaveAttribute('href', '/urun/altigen-civata-m10');
    expect(screen.getByText('1 ürün')).toBeInTheDocument();
    // Each product is one list item of the grid, not an item inside an item.
    const item = screen.getByRole('link', { name: /Altıgen Cıvata M10/ }).closest('li')!;
    expect(item.parentElement?.tagName).toBe('UL');
    expect(item.parentElement?.closest('li')).toBeNull();
    const params = new URL(sent('GET', '/api/products')[0]!.url).searchParams;
    expect([params.get('seller'), params.get('sort'), params.get('limit'), params.get('page')]).toEqual(['s1', 'newest', '12', '1']);
  });

  it('sends a visitor to the login page with the way back', async () => {
    const { sent } = api();
    const { router } = renderApp('/magaza/demir-endustriyel');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Takip et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe('/magaza/demir-endustriyel');
    expect(sent('POST', '/api/follow')).toHaveLength(0);
  });

  it('follows, then unfollows, with the count following along', async () => {
    const { sent } = api({ session: sessionOf(buyer) });
    renderApp('/magaza/demir-endustriyel', { user: buyer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Takip et' }));

    expect(await screen.findByText('Takip edildi')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Takip ediliyor|Takibi bırak/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('follower-count')).toHaveTextContent('13'));
    const [follow] = sent('POST', '/api/follow');
    expect(await follow!.json()).toEqual({ following: 's1' });

    await user.click(screen.getByRole('button', { name: /Takip ediliyor|Takibi bırak/ }));
    expect(await screen.findByRole('button', { name: 'Takip et' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('follower-count')).toHaveTextContent('12'));
    expect(sent('DELETE', '/api/follow/s1')).toHaveLength(1);
  });

  it("says 'Takip işlemi başarısız.' when following fails without a server message", async () => {
    api({ session: sessionOf(buyer), follow: () => new Response('', { status: 502 }) });
    renderApp('/magaza/demir-endustriyel', { user: buyer });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Takip et' }));
    expect(await screen.findByText('Takip işlemi başarısız.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takip et' })).toBeInTheDocument();
  });

  it('offers the owner an edit link instead of a follow button', async () => {
    api({ session: sessionOf(seller) });
    renderApp('/magaza/demir-endustriyel', { user: seller });
    expect(await screen.findByRole('link', { name: 'Mağazayı düzenle' })).toHaveAttribute('href', '/seller-panel/seller');
    expect(screen.queryByRole('button', { name: 'Takip et' })).not.toBeInTheDocument();
  });

  it("shows the store's freelance rating and its latest freelancer reviews", async () => {
    api({
      reviews: {
        reviews: [{ _id: 'fr1', seller: { _id: 's1', storeName: 'Demir Endüstriyel' }, buyer: { name: 'Ayşe Y.' }, orderId: 'o1', rating: 5, comment: 'Çizimi hızlı ve eksiksiz teslim etti.', createdAt: '2026-11-20T10:00:00.000Z' }],
        average: 4.7,
        count: 3,
        page: 1,
        limit: 3,
        totalPages: 1,
      },
    });
    renderApp('/magaza/demir-endustriyel');
    const section = (await screen.findByRole('heading', { name: 'Freelance hizmet puanı' })).closest('section')!;
    await waitFor(() => expect(section).toHaveTextContent('4,7'));
    expect(section).toHaveTextContent('(3 değerlendirme)');
    expect(section).toHaveTextContent('Çizimi hızlı ve eksiksiz teslim etti.');
  });

  it('says so when the store has no freelancer reviews yet', async () => {
    api();
    renderApp('/magaza/demir-endustriyel');
    expect(await screen.findByText('Henüz freelance değerlendirmesi yok.')).toBeInTheDocument();
  });
});
