import type { Config } from '../../config';
import { createIyzicoPaymentProvider } from './iyzico';
import type { PaymentLogger, PaymentProvider } from './provider';
import { createSandboxPaymentProvider } from './sandbox';
import type { SandboxStore } from './sandbox-store';

/** PAYMENT_PROVIDER, IYZICO_* and PLATFORM_COMMISSION_RATE as config.ts reads them. */
export type PaymentsConfig = Config['payments'];

export interface PaymentProviderOptions {
  logger?: PaymentLogger;
  /** The sandbox's state; memory when not given (see sandbox-store.ts). */
  sandboxStore?: SandboxStore;
  now?: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The configured provider: the in-process sandbox (default) or iyzico. */
export function createPaymentProvider(config: PaymentsConfig, options: PaymentProviderOptions = {}): PaymentProvider {
  if (config.provider === 'iyzico') {
    if (!config.iyzico) throw new Error('PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY');
    return createIyzicoPaymentProvider({ ...config.iyzico, logger: options.logger, fetch: options.fetch, timeoutMs: options.timeoutMs });
  }
  return createSandboxPaymentProvider({ store: options.sandboxStore, now: options.now, logger: options.logger });
}

export type * from './provider';
export { splitBasket, splitItemPrice, parseCommissionRate } from './commission';
export { maskCardNumber } from './errors';
export { kurusToDecimal, decimalToKurus } from './money';
export { createMemorySandboxStore, type SandboxStore } from './sandbox-store';
export { testCards } from './test-cards';
export { readThreeDSCallback } from './three-ds';
export { subMerchantTypeFor } from './validation';
