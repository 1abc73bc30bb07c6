import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@pazaryeri/contract/orders/index';
import { cartItemOf } from '@/features/cart/cart-rules';
import { cartCouponChanged, cartItemAdded, cartPaymentAwaited } from '@/features/cart/cart-slice';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { homeAddress, orderOf } from '@/testing/order-fixtures';
import { productOf } from '@/testing/product-fixtures';
import { documentNavigation } from '@/lib/navigation';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/odeme', '/hesabim/siparisler/o1'));

const fitting = productOf({
  _id: 'p3',
  name: 'Pnömatik Bağlantı Seti',
  slug: 'pnomatik-baglanti-seti',
  variants: [],
  stock: 50,
  price: 300,
  minimumOrderQuantity: 1,
  shippingCost: 45,
  freeShippingThreshold: 0,
  sellerId: 's2',
  seller: { _id: 's2', storeName: 'Ege Otomasyon', alias: 'ege-otomasyon', storeLogo: null, verifiedSeller: true },
});

type Handler = (request: Request) => Response | Promise<Response>;

function api(overrides: Record<string, Handler> = {}) {
  const pending: OrderView = orderOf({ status: 'pending_payment', paidAt: null, payment: null });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/addresses': () => json({ addresses: [homeAddress], page: 1, limit: 10, total: 1, totalPages: 1 }),
    'GET /api/users/billing-profiles': () => json({ billingProfiles: [] }),
    'POST /api/orders': () => json({ message: 'Sipariş başarıyla oluşturuldu', order: pending }, 201),
    'POST /api/payment/marketplace-payment': () =>
      json({ message: 'Ödemeniz alındı, siparişiniz satıcıya iletildi.', status: 'paid', order: orderOf(), threeDS: null, digitalDelivered: false }),
    'GET /api/orders/o1': () => json(orderOf()),
    'POST /api/coupon/apply-coupon': () => json({ message: 'Kupon uygulandı.', code: 'HOSGELDIN10', discount: 280, newTotal: 2519.8, seller: null }),
    ...overrides,
  });
}

function renderCheckout() {
  const view = renderApp('/odeme', { user: buyer });
  view.store.dispatch(cartItemAdded(cartItemOf(productOf(), { variantId: 'v1', sizeId: 'z1' }))); // 2 × 1.249,90
  view.store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));
  return view;
}

async function fillCard(user: UserEvent, number = '5528 7900 0000 0008') {
  const form = await screen.findByRole('form', { name: 'Kart bilgileri' });
  await user.type(within(form).getByLabelText('Kart üzerindeki isim'), 'Ayşe Yılmaz');
  await user.type(within(form).getByLabelText('Kart numarası'), number);
  await user.selectOptions(within(form).getByLabelText('Ay'), '12');
  await user.selectOptions(within(form).getByLabelText('Yıl'), String(new Date().getFullYear() + 3));
  await user.type(within(form).getByLabelText('CVC'), '123');
  return form;
}

const payButton = () => screen.getByRole('button', { name: /öde$/ });

// Each case fills the whole card form and goes through two calls; a busy CI machine needs more than 5 s.
describe('checkout (/odeme)', () => {
  it('places the order, then pays it; the cart empties and the order opens', async () => {
    const { sent } = api();
    const { store, router } = renderCheckout();
    const user = userEvent.setup({ delay: null });
    // The default address is chosen once the list has arrived (a render later than the radios).
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Atölye' })).toBeChecked());
    await fillCard(user);
    expect(payButton()).toHaveTextContent('₺2.934,70 öde');
    await user.click(payButton());

    expect(await screen.findByText('Sipariş başarıyla oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hesabim/siparisler/o1'));
    expect(store.getState().cart.items).toEqual([]);

    const [order] = sent('POST', '/api/orders');
    const body = (await order!.json()) as { idempotencyKey: string };
    expect(body).toEqual({
      lines: [
        { productId: 'p1', variantId: 'v1', sizeId: 'z1', quantity: 2 },
        { productId: 'p3', quantity: 1 },
      ],
      addressId: 'ad1',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/),
    });
    expect(order!.headers.get('Idempotency-Key')).toBe(body.idempotencyKey);
    const [payment] = sent('POST', '/api/payment/marketplace-payment');
    expect(await payment!.json()).toEqual({
      orderId: 'o1',
      card: { holderName: 'Ayşe Yılmaz', number: '5528790000000008', expireMonth: '12', expireYear: String(new Date().getFullYear() + 3), cvc: '123' },
      threeDS: false,
      callbackUrl: '/hesabim/siparisler/o1',
    });
    expect(await screen.findByText('Sipariş PZ250612-7K3Q9X')).toBeInTheDocument();
  });

  it('invoices the buyer’s default identity (a company here), or the one chosen, and says so when there is none', async () => {
    const company = {
      _id: 'b1',
      kind: 'corporate' as const,
      title: 'Şirket',
      name: 'Yılmaz Makine Ltd. Şti.',
      tckn: null,
      vkn: '1234567890',
      taxOffice: 'Ostim',
      cityCode: '06',
      cityName: 'Ankara',
      districtName: 'Yenimahalle',
      addressLine: 'Ostim OSB 1. Cad. No: 5',
      zip: null,
      isDefault: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const myself = { ...company, _id: 'b2', kind: 'individual' as const, title: 'Kendim', name: 'Ayşe Yılmaz', vkn: null, taxOffice: null, isDefault: false };
    const { sent } = api({ 'GET /api/users/billing-profiles': () => json({ billingProfiles: [company, myself] }) });
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    const billing = await screen.findByRole('radiogroup', { name: 'Fatura bilgisi' });
    expect(await within(billing).findByRole('radio', { name: 'Şirket' })).toBeChecked();
    expect(within(billing).getByText('VKN 1234567890 · Ostim V.D.')).toBeInTheDocument();
    await fillCard(user);
    await user.click(payButton());
    await screen.findByText('Sipariş başarıyla oluşturuldu');
    expect(await sent('POST', '/api/orders')[0]!.json()).toMatchObject({ addressId: 'ad1', billingProfileId: 'b1' });
  });

  it('offers the delivery address’s recipient when the buyer has no billing identity', async () => {
    api();
    renderCheckout();
    const billing = await screen.findByRole('radiogroup', { name: 'Fatura bilgisi' });
    expect(within(billing).getByRole('radio', { name: 'Teslimat adresindeki kişi adına' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Fatura bilgisi ekle' })).toBeInTheDocument();
  });

  it('sends the same idempotency key when the order is tried again, and the coupon that holds', async () => {
    let calls = 0;
    const { sent } = api({
      'POST /api/orders': () => {
        calls += 1;
        return calls === 1
          ? json({ message: 'Sunucu hatası', code: 'INTERNAL' }, 500)
          : json({ message: 'Sipariş başarıyla oluşturuldu', order: orderOf({ status: 'pending_payment' }) }, 201);
      },
    });
    const { store } = renderCheckout();
    store.dispatch(cartCouponChanged('HOSGELDIN10'));
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('₺280,00 indirim')).toBeInTheDocument();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText('Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(screen.getAllByText('Sipariş oluşturulamadı')).not.toHaveLength(0);
    expect(sent('POST', '/api/payment/marketplace-payment')).toHaveLength(0);

    await user.click(payButton());
    expect(await screen.findByText('Sipariş başarıyla oluşturuldu')).toBeInTheDocument();
    const bodies = (await Promise.all(sent('POST', '/api/orders').map((request) => request.json()))) as Array<{ idempotencyKey: string; couponCode: string }>;
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
    expect(bodies[0]!.couponCode).toBe('HOSGELDIN10');
  });

  it('names the product a stock shortage is about', async () => {
    api({
      'POST /api/orders': () =>
        json({ message: '"Paslanmaz Çelik Kaynak Teli 1.2 mm" için istenen miktar stokta yetersiz.', code: 'CONFLICT' }, 409),
    });
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    await fillCard(user);
    await user.click(payButton());
    expect(
      await screen.findByText('Paslanmaz Çelik Kaynak Teli 1.2 mm için yeterli stok bulunmamaktadır. Lütfen miktarı azaltın veya başka bir ürün seçin.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Sipariş oluşturulamadı')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sepeti düzenle' })).toHaveAttribute('href', '/sepet');
  });

  it('shows the bank’s refusal, keeps the cart, and makes a new order on the next try', async () => {
    let payments = 0;
    const { sent } = api({
      'POST /api/payment/marketplace-payment': () => {
        payments += 1;
        return payments === 1
          ? json({ message: 'Ödeme başlatılamadı. Kartınızda yeterli bakiye bulunmuyor.', code: 'UNPROCESSABLE' }, 422)
          : json({ message: 'Ödemeniz alındı.', status: 'paid', order: orderOf(), threeDS: null, digitalDelivered: false });
      },
    });
    const { store } = renderCheckout();
    const user = userEvent.setup({ delay: null });
    await fillCard(user, '4111 1111 1111 1129');
    await user.click(payButton());
    expect(await screen.findAllByText('Ödeme başlatılamadı. Kartınızda yeterli bakiye bulunmuyor.')).not.toHaveLength(0);
    expect(store.getState().cart.items).toHaveLength(2);

    await user.click(payButton());
    expect(await screen.findByText('Sipariş başarıyla oluşturuldu')).toBeInTheDocument();
    const keys = (await Promise.all(sent('POST', '/api/orders').map((request) => request.json()))).map((body) => (body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('falls back to ‘Ödeme başlatılamadı’ when the payment call fails without a reason, and retries the same order', async () => {
    let payments = 0;
    const { sent } = api({
      'POST /api/payment/marketplace-payment': () => {
        payments += 1;
        return payments === 1 ? new Response('', { status: 502 }) : json({ message: 'Ödemeniz alındı.', status: 'paid', order: orderOf(), threeDS: null, digitalDelivered: false });
      },
    });
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findAllByText('Ödeme başlatılamadı')).not.toHaveLength(0);
    await user.click(payButton());
    expect(await screen.findByText('Sipariş başarıyla oluşturuldu')).toBeInTheDocument();
    expect(sent('POST', '/api/orders')).toHaveLength(1);
    expect(sent('POST', '/api/payment/marketplace-payment')).toHaveLength(2);
  });

  it('checks the card before anything is sent: Luhn, expiry, CVC, holder', async () => {
    const { sent } = api();
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Kart bilgileri' });
    await user.type(within(form).getByLabelText('Kart numarası'), '5528 7900 0000 0009');
    await user.type(within(form).getByLabelText('CVC'), '12');
    await user.click(payButton());
    expect(await within(form).findByText('Kart numarası geçersiz. Lütfen kontrol edin.')).toBeInTheDocument();
    expect(within(form).getByText('Güvenlik kodu (CVC) 3 ya da 4 haneli olmalı.')).toBeInTheDocument();
    expect(within(form).getByText('Kart üzerindeki isim gerekli.')).toBeInTheDocument();
    expect(sent('POST', '/api/orders')).toHaveLength(0);
  });

  it('sends the whole window to the bank’s 3D Secure page, remembering the order the cart waits for', async () => {
    const pageUrl = '/api/payment/3ds/page?token=abc.def.ghi';
    api({
      'POST /api/payment/marketplace-payment': () =>
        json({
          message: '3D Secure doğrulaması için bankanızın sayfası açılıyor.',
          status: 'three_ds_required',
          order: orderOf({ status: 'pending_payment' }),
          threeDS: { paymentId: '123', htmlContent: '<!doctype html><html><body><form method="post"></form></body></html>', pageUrl },
          digitalDelivered: false,
        }),
    });
    // What storage holds at the moment the page is left is what the order page will find.
    let storedWhenLeaving: { awaitingPayment?: unknown } = {};
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {
      storedWhenLeaving = JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').cart ?? '{}');
    });
    const { store } = renderCheckout();
    const user = userEvent.setup({ delay: null });
    await fillCard(user);
    await user.click(screen.getByRole('checkbox', { name: /3D Secure ile öde/ }));
    await user.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(pageUrl));
    expect(screen.getByText('Bankanızın 3D Secure doğrulama sayfası açılıyor')).toBeInTheDocument();
    // Written before the page is left: coming back paid, the order page empties this cart.
    expect(storedWhenLeaving.awaitingPayment).toEqual({ orderId: 'o1' });
    expect(store.getState().cart.items).toHaveLength(2);
    assign.mockRestore();
  });

  it('asks for an address when the buyer has none', async () => {
    const { sent } = api({ 'GET /api/addresses': () => json({ addresses: [], page: 1, limit: 10, total: 0, totalPages: 0 }) });
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Kayıtlı adresiniz yok. Siparişinizin teslim edileceği adresi ekleyin.')).toBeInTheDocument();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText('Lütfen bir teslimat adresi seçin.')).toBeInTheDocument();
    expect(sent('POST', '/api/orders')).toHaveLength(0);
  });
});

describe('coming back from 3D Secure', () => {
  it('empties the cart that made the paid order', async () => {
    api();
    const { store, router } = renderApp('/hesabim/siparisler/o1?odeme=basarili', { user: buyer });
    store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));
    store.dispatch(cartPaymentAwaited({ orderId: 'o1' }));
    expect(await screen.findByText('Sipariş başarıyla oluşturuldu')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
    expect(router.state.location.search).toBe('');
  });

  it('keeps the cart and shows the bank’s reason when it was refused', async () => {
    api({ 'GET /api/orders/o1': () => json(orderOf({ status: 'payment_failed', paidAt: null })) });
    const { store } = renderApp(`/hesabim/siparisler/o1?${new URLSearchParams({ odeme: 'basarisiz', mesaj: 'Ödeme başlatılamadı. 3D Secure doğrulaması başarısız oldu.' })}`, {
      user: buyer,
    });
    store.dispatch(cartItemAdded(cartItemOf(fitting, { variantId: null, sizeId: null }, 1)));
    expect(await screen.findByText('Ödeme başlatılamadı. 3D Secure doğrulaması başarısız oldu.')).toBeInTheDocument();
    expect(await screen.findByText('Ödeme alınamadı')).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
