import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '@pazaryeri/contract/adverts/index';
import type { FreelanceOrderSummary, FreelanceOrderView } from '@pazaryeri/contract/freelance/index';
import { advertOf } from '@/testing/advert-fixtures';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderItemOf, orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const summaryOf = (id: string, overrides: Partial<FreelanceOrderSummary> = {}): FreelanceOrderSummary => ({
  _id: id,
  sellerOrderId: `so-${id}`,
  orderNumber: `PZ-${id}`,
  title: 'Braket 3D modeli',
  buyerName: 'Ayşe Yılmaz',
  storeName: 'Demir Endüstriyel',
  total: 1500,
  status: 'paid',
  statusLabel: 'Ödendi',
  customizationStatus: 'not_started',
  customizationStatusLabel: 'Başlanmadı',
  revisionsLeft: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

function paidOrder(started: boolean): FreelanceOrderView {
  return {
    order: orderOf({ _id: 'o1', status: 'paid', offerId: 'of1', orders: [sellerOrderOf({ status: started ? 'preparing' : 'paid', customer: { _id: 'u1', name: 'Ayşe Yılmaz', phone: '', address: null }, items: [orderItemOf({ _id: 'i1', name: 'Braket 3D modeli', productId: null })] })] }),
    sellerOrderId: 'so1',
    offer: { _id: 'of1', amount: 1500, deliveryDays: 7, revisions: 2, note: '', advert: null },
    customization: { status: started ? 'in_progress' : 'not_started', statusLabel: started ? 'Çalışılıyor' : 'Başlamadı', revisionsAllowed: 2, revisionsUsed: 0, revisionsLeft: 2, deliveries: [] },
    can: { pay: false, start: !started, deliver: started, accept: false, requestRevision: false, review: false },
    review: null,
  };
}

describe('/seller-panel/order/freelance', () => {
  it('lists the store’s orders from offers, filters by customization status, opens one and starts the work', async () => {
    let started = false;
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/orders/freelance/store': (request) => {
        const status = new URL(request.url).searchParams.get('customizationStatus');
        const all = [summaryOf('o1'), summaryOf('o2', { title: 'Dişli kutusu modeli', customizationStatus: 'in_progress', customizationStatusLabel: 'Hazırlanıyor' })];
        const orders = status ? all.filter((order) => order.customizationStatus === status) : all;
        return json({ orders, page: 1, limit: 10, total: orders.length, totalPages: 1 });
      },
      'GET /api/orders/freelance/o1': () => json({ freelanceOrder: paidOrder(started) }),
      'POST /api/orders/start-customization/o1': () => {
        started = true;
        return json({ message: 'Çalışma başladı.', freelanceOrder: paidOrder(true) });
      },
    });
    renderApp('/seller-panel/order/freelance', { user: seller });
    expect(await screen.findByText('Dişli kutusu modeli')).toBeInTheDocument();
    expect(screen.getByText('Braket 3D modeli')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Başlanmadı' }));
    await waitFor(() => expect(screen.queryByText('Dişli kutusu modeli')).not.toBeInTheDocument());
    expect(new URL(sent('GET', '/api/orders/freelance/store').at(-1)!.url).searchParams.get('customizationStatus')).toBe('not_started');

    await user.click(screen.getByRole('button', { name: /Braket 3D modeli/ }));
    await user.click(await screen.findByRole('button', { name: 'Çalışmaya başla' }));
    expect(await screen.findByText('Çalışma başladı.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Teslimat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm hizmet siparişleri' })).toHaveAttribute('href', '/seller-panel/order/freelance');
  });

  it('says so when no offer has become an order yet', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/orders/freelance/store': () => json({ orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    });
    renderApp('/seller-panel/order/freelance', { user: seller });
    expect(await screen.findByText('Hizmet siparişi yok')).toBeInTheDocument();
  });
});

describe('/seller-panel/edit-product/freelance', () => {
  it('lists the store’s service adverts and edits one with the form it was posted with', async () => {
    let service: Advert = advertOf({
      _id: 'sv1',
      slug: 'parca-modelleme-sv1',
      title: 'Endüstriyel parça 3D modelleme',
      advertType: 'service',
      budget: 750,
      images: ['/uploads/adverts/sv1-a.webp'],
      owner: { _id: seller._id, name: seller.name, sellerId: 's1', storeName: 'Demir Endüstriyel', storeAlias: 'demir-endustriyel', storeLogo: null },
    });
    let form: FormData | null = null;
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/ilan/seller/u2/adverts': () => json({ adverts: [service], page: 1, limit: 12, total: 1, totalPages: 1 }),
      'PUT /api/ilan/sv1': async (request) => {
        form = await request.formData();
        service = { ...service, title: String(form.get('title')), budget: 900, images: [] };
        return json({ message: 'İlan güncellendi.', advert: service });
      },
    });
    renderApp('/seller-panel/edit-product/freelance', { user: seller });
    const item = await screen.findByRole('listitem', { name: 'Endüstriyel parça 3D modelleme' });
    expect(new URL(sent('GET', '/api/ilan/seller/u2/adverts')[0].url).searchParams.get('advertType')).toBe('service');
    const user = userEvent.setup({ delay: null });
    await user.click(within(item).getByRole('button', { name: 'Endüstriyel parça 3D modelleme ilanını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İlanı düzenle' });
    const title = within(dialog).getByLabelText('Başlık');
    expect(title).toHaveValue('Endüstriyel parça 3D modelleme');
    expect(within(dialog).getByLabelText('Başlangıç fiyatı (TL)')).toHaveValue('750');
    await user.clear(title);
    await user.type(title, 'Parça modelleme ve teknik resim');
    await user.clear(within(dialog).getByLabelText('Başlangıç fiyatı (TL)'));
    await user.type(within(dialog).getByLabelText('Başlangıç fiyatı (TL)'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Resim 1 kaldır' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İlan güncellendi.')).toBeInTheDocument();
    const sentForm = form as unknown as FormData;
    expect(sentForm.get('title')).toBe('Parça modelleme ve teknik resim');
    expect(sentForm.get('budget')).toBe('900');
    expect(JSON.parse(String(sentForm.get('removeImages')))).toEqual(['/uploads/adverts/sv1-a.webp']);
    expect(sentForm.get('advertType')).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'Parça modelleme ve teknik resim' })).toBeInTheDocument();
  });
});
