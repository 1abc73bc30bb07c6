/**
 * The invoicing provider (issue 26): an e-Fatura / e-Arşiv integrator in our terms. The sandbox
 * (default) renders the invoice itself; a real adapter talks to an integrator's API. Money is in
 * kuruş (integers); prices are VAT-inclusive as sold, and every amount on a draft is already split
 * exactly (lib/vat.ts), so a provider never rounds.
 */

/** VAT rates in whole percent. 0 is an exempt line. */
export const vatRates = [0, 1, 10, 20] as const;
export type VatRate = (typeof vatRates)[number];

export interface InvoiceAddress {
  line: string;
  district: string;
  city: string;
  postalCode?: string | null;
  /** ISO country name in Turkish, e.g. 'Türkiye'. */
  country: string;
}

export interface InvoiceParty {
  kind: 'individual' | 'corporate';
  /** The person's full name, or the company's title. */
  name: string;
  /**
   * TCKN (11 digits) for an individual, VKN (10 digits) for a company. An individual who gave none
   * is invoiced with the e-Arşiv placeholder 11111111111.
   */
  taxNumber: string | null;
  /** The tax office's name (required for a company). */
  taxOffice: string | null;
  address: InvoiceAddress;
  email?: string | null;
  phone?: string | null;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** The unit as printed ('Adet'); UBL uses its code (C62 for Adet). */
  unit: string;
  /** VAT-inclusive unit price as sold. */
  unitPriceGross: number;
  /** The line's totals, already split: net + vat = gross. */
  net: number;
  vat: number;
  gross: number;
  vatRate: VatRate;
}

export interface InvoiceTotals {
  net: number;
  vat: number;
  gross: number;
  /** One row per rate present, in ascending rate. */
  byRate: { rate: VatRate; net: number; vat: number }[];
}

export interface InvoiceDraft {
  /**
   * Our id for the invoice. A provider is idempotent on it: issuing the same reference again
   * answers the invoice issued the first time, never a second one.
   */
  reference: string;
  /** A store's sale to a buyer, or the platform's commission to a store. */
  kind: 'sale' | 'commission';
  issueDate: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  currency: 'TRY';
  /** Printed under the lines (e.g. the order number). */
  note?: string | null;
}

export interface IssuedInvoice {
  /** The provider's own id for the invoice. */
  providerInvoiceId: string;
  /** The ETTN: a UUID that identifies the document at GİB. */
  ettn: string;
  /** GİB's invoice number: 3 letters, the year, 9 digits (e.g. PZR2026000000123). */
  number: string;
  /** e-Fatura (TEMELFATURA) when the buyer is registered for it, e-Arşiv (EARSIVFATURA) otherwise. */
  profile: 'EARSIVFATURA' | 'TEMELFATURA';
  pdf: Buffer;
  /** The UBL-TR 1.2 XML, when the provider gives it. */
  xml: Buffer | null;
}

export interface InvoicingProvider {
  readonly name: 'sandbox' | 'parasut';
  issue(draft: InvoiceDraft): Promise<IssuedInvoice>;
}

export type InvoicingErrorCode = 'REJECTED' | 'UNAVAILABLE' | 'TIMEOUT' | 'AUTH';

/** A provider's refusal or failure, with a Turkish message a store can act on. Nothing was issued. */
export class InvoicingError extends Error {
  constructor(
    readonly code: InvoicingErrorCode,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'InvoicingError';
  }
}

export const isInvoicingError = (error: unknown): error is InvoicingError => error instanceof InvoicingError;
