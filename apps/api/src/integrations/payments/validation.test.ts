import { describe, expect, it } from 'vitest';
import { maskCardNumber, redactCardNumbers } from './errors';
import { basketItem, paymentRequest, sellerDetails } from './testing/fixtures';
import { checkPaymentRequest, checkSubMerchant, subMerchantTypeFor } from './validation';

describe('sub-merchant checks', () => {
  it('maps the spec company types onto iyzico sub-merchant types', () => {
    expect((['individual', 'person', 'limited', 'anonymous'] as const).map(subMerchantTypeFor)).toEqual([
      'PERSONAL',
      'PRIVATE_COMPANY',
      'LIMITED_OR_JOINT_STOCK_COMPANY',
      'LIMITED_OR_JOINT_STOCK_COMPANY',
    ]);
  });

  it('accepts valid sellers of each type and names what is wrong otherwise', () => {
    for (const type of ['PERSONAL', 'PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY'] as const) expect(checkSubMerchant(sellerDetails(type))).toBeNull();
    // iyzico's own sample TCKN fails the checksum.
    expect(checkSubMerchant({ ...sellerDetails('PRIVATE_COMPANY'), identityNumber: '74300864791' })?.errorMessage).toContain('T.C. kimlik');
    expect(checkSubMerchant({ ...sellerDetails('LIMITED_OR_JOINT_STOCK_COMPANY'), taxNumber: '1234567891' })?.errorMessage).toContain('vergi kimlik');
    expect(checkSubMerchant({ ...sellerDetails('LIMITED_OR_JOINT_STOCK_COMPANY'), iban: 'TR33 0006 1005 1978 6457 8413 26' })?.errorMessage).toContain('IBAN');
    expect(checkSubMerchant({ ...sellerDetails('PERSONAL'), contactSurname: ' ' })?.errorGroup).toBe('INVALID_SUBMERCHANT');
  });
});

describe('payment request checks', () => {
  it('wants whole kuruş, a basket, a card and a buyer', () => {
    const good = paymentRequest('5528790000000008', [basketItem('key', 1_000, 900)]);
    expect(checkPaymentRequest(good)).toBeNull();
    expect(checkPaymentRequest({ ...good, price: 0 })?.errorGroup).toBe('INVALID_REQUEST');
    expect(checkPaymentRequest({ ...good, items: [] })?.errorGroup).toBe('INVALID_REQUEST');
    expect(checkPaymentRequest({ ...good, items: [basketItem('key', 1_000, 899.5)] })?.errorGroup).toBe('INVALID_REQUEST');
    expect(checkPaymentRequest({ ...good, card: { ...good.card, cvc: '' } })?.errorMessage).toContain('kart');
    expect(JSON.stringify(checkPaymentRequest({ ...good, card: { ...good.card, cvc: '' } }))).not.toContain('5528790000000008');
  });
});

describe('card number masking', () => {
  it('keeps the first 6 and last 4 digits only', () => {
    expect(maskCardNumber('5528790000000008')).toBe('552879******0008');
    expect(maskCardNumber('5528 7900 0000 0008')).toBe('552879******0008');
    expect(redactCardNumbers('Kart 5528-7900-0000-0008 ile, tutar 1234.56')).toBe('Kart 552879******0008 ile, tutar 1234.56');
  });
});
