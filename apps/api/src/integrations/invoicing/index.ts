import type { Config } from '../../config';
import { createParasutInvoicingProvider } from './parasut';
import type { InvoicingProvider } from './provider';
import { createSandboxInvoicingProvider } from './sandbox';

export type * from './provider';
export { InvoicingError, isInvoicingError, vatRates } from './provider';
export { amountInWords } from './amount-in-words';
export { createSandboxInvoicingProvider, type SandboxInvoicingOptions } from './sandbox';
export { createParasutInvoicingProvider } from './parasut';

export interface InvoicingDependencies {
  logger?: { info(details: object, message?: string): void; warn(details: object, message?: string): void };
  /** The sandbox's numbering: the year's next number (a database counter, so processes never share one). */
  nextNumber?: (year: number) => Promise<number>;
}

/** The provider INVOICE_PROVIDER names: the in-process sandbox (default) or Paraşüt's v4 API. */
export function createInvoicingProvider(settings: Config['invoicing'], dependencies: InvoicingDependencies = {}): InvoicingProvider {
  if (settings.provider === 'parasut' && settings.parasut) return createParasutInvoicingProvider({ ...settings.parasut, logger: dependencies.logger });
  return createSandboxInvoicingProvider({ nextNumber: dependencies.nextNumber });
}
