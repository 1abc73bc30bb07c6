import { describe, expect, it } from 'vitest';
import { applyCouponBody, couponTermsBody, normalizeCouponCode } from '.';

describe('coupon codes', () => {
  it.each([
    ['hoşgeldin10', 'HOSGELDIN10'],
    ['HOŞGELDİN10', 'HOSGELDIN10'],
    [' çığır-öğün ', 'CIGIR-OGUN'],
    ['yaz2025', 'YAZ2025'],
  ])('folds %j to %s', (typed, code) => expect(normalizeCouponCode(typed)).toBe(code));

  it('a preview takes the typed code and a Turkish amount', () => {
    expect(applyCouponBody.parse({ couponCode: 'hoşgeldin10', totalAmount: '1.250,50' })).toEqual({ couponCode: 'HOSGELDIN10', totalAmount: 1250.5 });
  });
});

describe('coupon dates are Istanbul time', () => {
  const terms = (dates: Record<string, string>) => couponTermsBody.parse({ code: 'TARIH-1', discountType: 'percent', discountValue: 10, ...dates });

  it('a start day from its first moment, an end day through its last', () => {
    const { startsAt, endsAt } = terms({ startsAt: '2099-03-01', endsAt: '2099-03-31' });
    expect(startsAt?.toISOString()).toBe('2099-02-28T21:00:00.000Z');
    expect(endsAt?.toISOString()).toBe('2099-03-31T20:59:59.999Z');
  });

  it('a date-time field without a zone, and an instant with one', () => {
    expect(terms({ startsAt: '2099-03-01T09:30' }).startsAt?.toISOString()).toBe('2099-03-01T06:30:00.000Z');
    expect(terms({ endsAt: '2099-03-01T09:30:00Z' }).endsAt?.toISOString()).toBe('2099-03-01T09:30:00.000Z');
    expect(terms({ startsAt: '' }).startsAt).toBeUndefined();
  });
});
