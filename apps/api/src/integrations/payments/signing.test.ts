import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAuthorization, responseSignature, sameSignature, signRequest } from './signing';

const secretKey = 'sandbox-afm5dHUd1WuPzSiYEm6mGq7C7R6iQJbf';
const randomKey = '1700000000000abcdef0123456789';
const path = '/payment/auth';
const body = '{"locale":"tr","conversationId":"123456789","price":"1.00","paidPrice":"1.20"}';

describe('IYZWSv2 request signing', () => {
  it('matches a vector computed once with openssl', () => {
    // printf '%s' "<randomKey><path><body>" | openssl dgst -sha256 -hmac <secretKey>
    const { signature, authorization } = signRequest({ apiKey: 'sandbox-api-key', secretKey, randomKey, path, body });
    expect(signature).toBe('ffbb6072ee1eae9cab20e1df94be01b3114815d3b8584d8a0e133d053ad6e156');
    expect(authorization).toBe(
      'IYZWSv2 YXBpS2V5OnNhbmRib3gtYXBpLWtleSZyYW5kb21LZXk6MTcwMDAwMDAwMDAwMGFiY2RlZjAxMjM0NTY3ODkmc2lnbmF0dXJlOmZmYmI2MDcyZWUxZWFlOWNhYjIwZTFkZjk0YmUwMWIzMTE0ODE1ZDNiODU4NGQ4YTBlMTMzZDA1M2FkNmUxNTY=',
    );
  });

  it('matches a hand-built header for another body, and reads back', () => {
    const otherBody = JSON.stringify({ locale: 'tr', paymentTransactionId: '11223344', price: '12.30' });
    const expectedSignature = createHmac('sha256', 'other-secret').update(`rnd42/payment/refund${otherBody}`).digest('hex');
    const expected = `IYZWSv2 ${Buffer.from(`apiKey:key-1&randomKey:rnd42&signature:${expectedSignature}`).toString('base64')}`;
    const signed = signRequest({ apiKey: 'key-1', secretKey: 'other-secret', randomKey: 'rnd42', path: '/payment/refund', body: otherBody });
    expect(signed.authorization).toBe(expected);
    expect(parseAuthorization(signed.authorization)).toEqual({ apiKey: 'key-1', randomKey: 'rnd42', signature: expectedSignature });
    expect(parseAuthorization('Bearer abc')).toBeNull();
  });
});

describe('iyzico response signatures', () => {
  it('signs paymentId, currency, basketId, conversationId, paidPrice, price joined by colons, prices without trailing zeros', () => {
    // printf '%s' '25149157:TRY:B67832:123456789:1.2:1' | openssl dgst -sha256 -hmac <secretKey>
    const response = { paymentId: '25149157', currency: 'TRY', basketId: 'B67832', conversationId: '123456789', paidPrice: 1.2, price: '1.00' };
    expect(responseSignature(secretKey, 'payment', response)).toBe('7a40a2bf098fe4e8b000e7440fe929b262bec7d3e1a0d482c4ba62f1642acd9e');
  });

  it('signs a 3DS initialize answer over paymentId and conversationId, an absent field as empty', () => {
    const expected = createHmac('sha256', secretKey).update('25149157:').digest('hex');
    expect(responseSignature(secretKey, 'threeDSInitialize', { paymentId: 25149157 })).toBe(expected);
  });

  it('compares signatures in full', () => {
    expect(sameSignature('abcd', 'ABCD')).toBe(true);
    expect(sameSignature('abcd', 'abce')).toBe(false);
    expect(sameSignature('abcd', undefined)).toBe(false);
    expect(sameSignature('abcd', 'abc')).toBe(false);
  });
});
