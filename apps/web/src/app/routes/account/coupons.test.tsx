import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyCoupon } from '@pazaryeri/contract/coupons/index';
import { myCouponOf } from '@/testing/coupon-fixtures';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

function api() {
  let coupons: MyCoupon[] = [myCouponOf()];
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/coupon/my-coupons': () => json({ coupons, page: 1, limit: 20, total: coupons.length, totalPages: 1 }),
    'POST /api/coupon/earn-coupon': async (request) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== 'DEMIR50') return json({ message: 'Kupon bulunamadı.', code: 'NOT_FOUND' }, 404);
      const coupon = myCouponOf({
        _id: 'c2',
        code,
        kind: 'seller',
        discountType: 'fixed',
        discountValue: 50,
        maxDiscount: null,
        minCartTotal: 500,
        seller: { _id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel' },
      });
      coupons = [...coupons, coupon];
      return json({ message: 'Kupon kuponlarınıza eklendi.', coupon });
    },
  });
}

describe('my coupons (/hesabim/kuponlar)', () => {
  it('lists the buyer’s coupons and adds one by its code', async () => {
    const { sent } = api();
    renderApp('/hesabim/kuponlar', { user: buyer });
    expect(await screen.findByText('HOSGELDIN10')).toBeInTheDocument();
    expect(screen.getByText('%10 indirim (en fazla ₺500,00)')).toBeInTheDocument();
    expect(screen.getByText('₺250,00 ve üzeri alışverişte')).toBeInTheDocument();

    const user = userEvent.setup();
    const field = screen.getByLabelText('Kupon kodu ekle');
    await user.type(field, 'yok-bu{Enter}');
    expect(await screen.findByText('Kupon bulunamadı.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'demir50{Enter}');
    expect(await screen.findByText('Kupon kuponlarınıza eklendi.')).toBeInTheDocument();
    expect(await screen.findByText('DEMIR50')).toBeInTheDocument();
    expect(screen.getByText('Mağaza kuponu · Demir Endüstriyel ürünlerinde')).toBeInTheDocument();
    expect(await sent('POST', '/api/coupon/earn-coupon').at(-1)!.json()).toEqual({ code: 'DEMIR50' });
  });
});
