import { describe, expect, it } from 'vitest';
import { cardFormSchema, formatCardNumber, isExpiryValid, isLuhnValid } from './card-form-schema';

const card = { holderName: 'Ayşe Yılmaz', number: '5528 7900 0000 0008', expireMonth: '12', expireYear: String(new Date().getFullYear() + 2), cvc: '123', threeDS: false };
const messages = (value: object) => {
  const result = cardFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('card form', () => {
  it('passes iyzico test cards and refuses a mistyped digit (Luhn)', () => {
    expect(isLuhnValid('5528790000000008')).toBe(true);
    expect(isLuhnValid('4111111111111129')).toBe(true);
    expect(isLuhnValid('5528790000000009')).toBe(false);
    expect(isLuhnValid('1234')).toBe(false);
  });

  it('takes an expiry through the last day of its month', () => {
    const now = new Date(2026, 5, 15);
    expect(isExpiryValid('06', '2026', now)).toBe(true);
    expect(isExpiryValid('05', '2026', now)).toBe(false);
    expect(isExpiryValid('01', '27', now)).toBe(true);
    expect(isExpiryValid('13', '2030', now)).toBe(false);
  });

  it('groups the number as it is typed', () => {
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008');
    expect(formatCardNumber('55 28-79ab')).toBe('5528 79');
  });

  it('sends digits only and accepts a valid card', () => {
    const result = cardFormSchema.parse(card);
    expect(result).toMatchObject({ number: '5528790000000008', expireMonth: '12', cvc: '123' });
  });

  it('says what is wrong in Turkish', () => {
    expect(messages({ ...card, number: '5528 7900 0000 0009' })).toEqual(['Kart numarası geçersiz. Lütfen kontrol edin.']);
    expect(messages({ ...card, expireMonth: '01', expireYear: String(new Date().getFullYear() - 1) })).toEqual(['Kartınızın son kullanma tarihi geçmiş.']);
    expect(messages({ ...card, cvc: '12' })).toEqual(['Güvenlik kodu (CVC) 3 ya da 4 haneli olmalı.']);
    expect(messages({ ...card, cvc: '1234' })).toEqual([]);
    expect(messages({ ...card, holderName: ' ' })).toEqual(['Kart üzerindeki isim gerekli.']);
  });
});
