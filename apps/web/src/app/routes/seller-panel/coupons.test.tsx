import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@pazaryeri/contract/coupons/index';
import { couponOf } from '@/testing/coupon-fixtures';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const store = { _id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel' };

function api() {
  let coupons: Array<Coupon & { totalDiscount: number }> = [{ ...couponOf({ _id: 'c5', code: 'DEMIR50', kind: 'seller', discountType: 'fixed', discountValue: 50, maxDiscount: null, minCartTotal: 500, seller: store, usageLimit: 100 }), totalDiscount: 150 }];
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/coupon/seller-history': () => json({ coupons, page: 1, limit: 20, total: coupons.length, totalPages: 1 }),
    'POST /api/coupon/create-for-followers': async (request) => {
      const body = (await request.json()) as Coupon;
      const created = { ...couponOf({ ...body, _id: 'c6', kind: 'followers', seller: store, usedCount: 0 }), totalDiscount: 0 };
      coupons = [created, ...coupons];
      return json({ message: 'Kupon başarıyla oluşturuldu.', coupon: created }, 201);
    },
  });
}

describe('seller coupons (/seller-panel/coupon)', () => {
  it('shows the history with uses and discount given, and creates a follower coupon checked by the API’s schema', async () => {
    const { sent } = api();
    renderApp('/seller-panel/coupon', { user: seller });
    const user = userEvent.setup({ delay: null });
    const history = (await screen.findByText('DEMIR50')).closest('li')!;
    expect(history).toHaveTextContent('₺50,00 indirim · ₺500,00 ve üzeri alışverişte');
    expect(history).toHaveTextContent('3 / 100');
    expect(history).toHaveTextContent('₺150,00');

    // One reference per field and button: the form stays on the page while it is filled twice.
    const form = screen.getByRole('button', { name: 'Kuponu oluştur' }).closest('form')!;
    const submit = within(form).getByRole('button', { name: 'Kuponu oluştur' });
    const rate = within(form).getByLabelText('İndirim oranı (%)');
    await user.click(within(form).getByRole('radio', { name: /Yalnızca takipçiler/ }));
    await user.type(within(form).getByLabelText('Kupon kodu'), 'takipçi');
    await user.type(rate, '150');
    await user.click(submit);
    expect(await within(form).findByText('Yüzde indirim en fazla %100 olabilir.')).toBeInTheDocument();
    expect(sent('POST', '/api/coupon/create-for-followers')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '15');
    await user.type(within(form).getByLabelText('En yüksek indirim (TL)'), '150');
    await user.type(within(form).getByLabelText('Alt sepet tutarı (TL)'), '300');
    await user.click(submit);
    expect(await screen.findByText('Kupon başarıyla oluşturuldu.')).toBeInTheDocument();
    expect(await sent('POST', '/api/coupon/create-for-followers')[0]!.json()).toEqual({
      code: 'TAKIPCI',
      discountType: 'percent',
      discountValue: 15,
      maxDiscount: 150,
      minCartTotal: 300,
      perUserLimit: 1,
    });
    const created = (await screen.findByText('Takipçi kuponu')).closest('li')!;
    expect(within(created).getByText('%15 indirim (en fazla ₺150,00)', { exact: false })).toBeInTheDocument();
  });
});
