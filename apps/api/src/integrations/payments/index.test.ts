import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './index';

const env = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra });

describe('payment configuration', () => {
  it('defaults to the sandbox, iyzico’s sandbox host and a 10 % commission', () => {
    const { payments } = env({});
    expect(payments).toEqual({ provider: 'sandbox', iyzico: null, commissionBasisPoints: 1_000 });
    expect(createPaymentProvider(payments).kind).toBe('sandbox');
  });

  it('reads the iyzico keys and the commission rate exactly', () => {
    const { payments } = env({
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: 'key',
      IYZICO_SECRET_KEY: 'secret',
      IYZICO_BASE_URL: 'https://api.iyzipay.com/',
      PLATFORM_COMMISSION_RATE: '0.0825',
    });
    expect(payments).toEqual({
      provider: 'iyzico',
      iyzico: { apiKey: 'key', secretKey: 'secret', baseUrl: 'https://api.iyzipay.com' },
      commissionBasisPoints: 825,
    });
    expect(createPaymentProvider(payments).kind).toBe('iyzico');
    expect(['0.1', '0.15', '0.2', '0.0001', '0.9999'].map((rate) => env({ PLATFORM_COMMISSION_RATE: rate }).payments.commissionBasisPoints)).toEqual([
      1_000, 1_500, 2_000, 1, 9_999,
    ]);
  });

  it('refuses iyzico without keys and a rate that is not a fraction below 1', () => {
    expect(() => env({ PAYMENT_PROVIDER: 'iyzico' })).toThrow(/IYZICO_API_KEY/);
    expect(() => env({ PLATFORM_COMMISSION_RATE: '10' })).toThrow(/PLATFORM_COMMISSION_RATE/);
    expect(() => env({ PLATFORM_COMMISSION_RATE: '0.12345' })).toThrow(/PLATFORM_COMMISSION_RATE/);
    expect(() => env({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
