export type * from './provider';
export { InvoicingError, isInvoicingError, vatRates } from './provider';
export { amountInWords } from './amount-in-words';
export { createSandboxInvoicingProvider, type SandboxInvoicingOptions } from './sandbox';
