import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartCouponChanged, cartItemAdded } from '@/features/cart/cart-slice';
import { cartItemOf } from '@/features/cart/cart-rules';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf } from '@/testing/product-fixtures';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/urun/x', '/sepet'));

const slug = 'paslanmaz-celik-kaynak-teli-1-2-mm';
const stockMessage = 'Üzgünüz, stok miktarını aşamazsınız.';
const fitting = productOf({
  _id: 'p3',
  name: 'Pnömatik Bağlantı Seti',
  slug: 'pnomatik-baglanti-seti',
  variants: [],
  stock: 50,
  price: 300,
  minimumOrderQuantity: 1,
  shippingCost: 45,
  freeShippingThreshold: 1000,
  sellerId: 's2',
  seller: { _id: 's2', storeName: 'Ege Otomasyon', alias: 'ege-otomasyon', storeLogo: null, verifiedSeller: true },
});

function api({ signedIn = false } = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/categories/main/with-counts': () => json([]),
    [`GET /api/products/${slug}`]: () => json(productOf()),
    'GET /api/products/p1/recommendations': () => json({ products: [] }),
    'GET /api/questions/p1': () => json({ questions: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    'GET /api/products': () => json({ products: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
    'POST /api/coupon/apply-coupon': async (request) => {
      const body = (await request.json()) as { couponCode: string; totalAmount: number };
      if (body.couponCode !== 'HOSGELDIN10') return json({ message: 'Kupon bulunamadı.', code: 'NOT_FOUND' }, 404);
      if (body.totalAmount < 250) return json({ message: 'Bu kuponu kullanmak için sepet tutarınız en az ₺250,00 olmalı.', code: 'UNPROCESSABLE' }, 422);
      const discount = Math.round(body.totalAmount * 10) / 100;
      return json({ message: 'Kupon uygulandı.', code: 'HOSGELDIN10', discount, newTotal: body.totalAmount - discount, seller: null });
    },
  });
}

const group = (name: string) => screen.getByRole('region', { name });

describe('cart (/sepet)', () => {
  it('adds the chosen size from the product page within its stock, and saves the cart in the browser', async () => {
    api();
    const first = renderApp(`/urun/${slug}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '1.2 mm' })); // 3 in stock, minimum order 2

    const quantity = screen.getByRole('textbox', { name: 'Adet' });
    const [increase, addToCart] = [screen.getByRole('button', { name: 'Adet: artır' }), screen.getByRole('button', { name: 'Sepete ekle' })];
    expect(quantity).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Adet: azalt' }));
    expect(quantity).toHaveValue('2');
    await user.click(increase);
    expect(quantity).toHaveValue('3');
    await user.click(increase);
    expect(await screen.findByText(stockMessage)).toBeInTheDocument();
    expect(quantity).toHaveValue('3');

    await user.click(addToCart);
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepetim, 3 ürün' })).toHaveAttribute('href', '/sepet');
    expect(first.store.getState().cart.items[0]).toMatchObject({
      uniqueIdentifier: 'p1:v1:z2',
      quantity: 3,
      selectedVariant: { _id: 'v1', sizes: [{ _id: 'z2', stock: 3 }] },
    });

    // Adding more of the same size is refused: the line already holds the whole stock.
    await user.click(addToCart);
    await waitFor(() => expect(screen.getAllByText(stockMessage).length).toBeGreaterThan(0));
    expect(first.store.getState().cart.items[0]!.quantity).toBe(3);

    await waitFor(() => expect(localStorage.getItem('persist:root')).toContain('p1:v1:z2'));
  });

  it('keeps the cart over a reload', async () => {
    api();
    const first = renderApp('/sepet');
    expect(await screen.findByText('Sepetiniz boş')).toBeInTheDocument();
    first.store.dispatch(cartItemAdded(cartItemOf(productOf(), { variantId: 'v1', sizeId: 'z2' }, 3)));
    await waitFor(() => expect(localStorage.getItem('persist:root')).toContain('p1:v1:z2'));
    first.unmount();
    renderApp('/sepet');
    expect(await screen.findByRole('region', { name: 'Demir Endüstriyel' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi' })).toHaveValue('3');
  });

  it('groups lines per store with shipping, free-shipping progress and totals; quantities stay within stock', async () => {
    api();
    const { store } = renderApp('/sepet');
    expect(await screen.findByText('Sepetiniz boş')).toBeInTheDocument();
    store.dispatch(cartItemAdded(cartItemOf(productOf(), { variantId: 'v1', sizeId: 'z2' }))); // 2 × 1.249,90; stock 3
    store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));

    const demir = await screen.findByRole('region', { name: 'Demir Endüstriyel' });
    expect(within(demir).getByText('Kargo: ₺89,90')).toBeInTheDocument();
    expect(within(demir).getByText('Ücretsiz kargoya ₺0,20 kaldı')).toBeInTheDocument();
    expect(within(demir).getByText('5 kg makara · 1.2 mm')).toBeInTheDocument();
    expect(within(group('Ege Otomasyon')).getByText('Ücretsiz kargoya ₺700,00 kaldı')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₺2.934,70'); // 2.499,80 + 300 + 89,90 + 45

    const user = userEvent.setup();
    await user.click(within(demir).getByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi: artır' }));
    expect(within(demir).getByText('Kargo bedava!')).toBeInTheDocument();
    expect(within(demir).queryByText('Kargo: ₺89,90')).not.toBeInTheDocument();
    await user.click(within(demir).getByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi: artır' }));
    expect(await screen.findByText(stockMessage)).toBeInTheDocument();

    // Typing more than the stock stops at the stock; the − stops at the minimum order quantity.
    const input = within(demir).getByRole('textbox', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi' });
    await user.clear(input);
    await user.type(input, '10{Enter}');
    expect(input).toHaveValue('3');
    await user.click(within(demir).getByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi: azalt' }));
    expect(input).toHaveValue('2');
    expect(within(demir).getByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm adedi: azalt' })).toBeDisabled();

    const ege = group('Ege Otomasyon');
    await user.click(within(ege).getByRole('button', { name: 'Pnömatik Bağlantı Seti adedi: azalt' }));
    expect(within(ege).getByRole('textbox', { name: 'Pnömatik Bağlantı Seti adedi' })).toHaveValue('1');

    await user.click(within(ege).getByRole('button', { name: 'Pnömatik Bağlantı Seti ürününü sepetten çıkar' }));
    expect(screen.queryByRole('region', { name: 'Ege Otomasyon' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm ürününü sepetten çıkar' }));
    expect(await screen.findByText('Sepetiniz boş')).toBeInTheDocument();
  });

  it('applies a coupon with the cart lines and shows its discount; a visitor is asked to sign in first', async () => {
    const { sent } = api({ signedIn: true });
    const { store, router } = renderApp('/sepet', { user: buyer });
    store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Kupon kodu'), 'hoşgeldin10');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    // 300 TL of goods: the coupon holds.
    expect(await screen.findByText('₺30,00 indirim')).toBeInTheDocument();
    expect(screen.getByText('Kupon indirimi (HOSGELDIN10)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₺315,00'); // 300 + 45 − 30
    const [preview] = sent('POST', '/api/coupon/apply-coupon');
    expect(await preview!.json()).toEqual({ couponCode: 'HOSGELDIN10', totalAmount: 300, items: [{ productId: 'p3', quantity: 1 }] });
    expect(store.getState().cart.couponCode).toBe('HOSGELDIN10');

    await user.click(screen.getByRole('button', { name: 'Sepeti onayla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme'));
  });

  it('tells why an applied coupon no longer holds when the cart shrinks, and can remove it', async () => {
    api({ signedIn: true });
    const { store } = renderApp('/sepet', { user: buyer });
    store.dispatch(cartItemAdded(cartItemOf({ ...fitting, price: 150 }, { variantId: null, sizeId: null }, 2)));
    store.dispatch(cartCouponChanged('HOSGELDIN10'));
    expect(await screen.findByText('₺30,00 indirim')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pnömatik Bağlantı Seti adedi: azalt' }));
    expect(await screen.findByText('Bu kuponu kullanmak için sepet tutarınız en az ₺250,00 olmalı.')).toBeInTheDocument();
    expect(screen.queryByText('Kupon indirimi (HOSGELDIN10)')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₺195,00');
    await user.click(screen.getByRole('button', { name: 'Kuponu kaldır' }));
    expect(store.getState().cart.couponCode).toBeNull();
    expect(screen.getByLabelText('Kupon kodu')).toBeInTheDocument();
  });

  it('asks a visitor to sign in for coupons and for checkout', async () => {
    api();
    const { store, router } = renderApp('/sepet');
    store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));
    expect(await screen.findByRole('link', { name: 'giriş yapın' })).toHaveAttribute('href', '/login?callbackUrl=%2Fsepet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sepeti onayla' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain('callbackUrl=%2Fodeme');
  });
});
