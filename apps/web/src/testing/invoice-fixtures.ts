import type { InvoiceView, MissingInvoice } from '@pazaryeri/contract/invoices/index';

/** The store's sale invoice on order o1's part so1, issued through the provider (PDF and XML). */
export function invoiceOf(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    _id: 'inv1',
    kind: 'sale',
    source: 'provider',
    orderId: 'o1',
    orderNumber: 'PZ250612-7K3Q9X',
    partId: 'so1',
    store: { _id: 's1', storeName: 'Demir Endüstriyel' },
    number: 'PZR2025000000001',
    ettn: '3f2b6c1e-8d4a-4e4b-9a57-2f0d9c1b7a11',
    profile: 'TEMELFATURA',
    fileType: 'pdf',
    fileName: 'PZR2025000000001.pdf',
    hasXml: true,
    period: null,
    net: 215_808,
    vat: 43_162,
    gross: 258_970,
    issuedAt: '2025-06-13T10:00:00.000Z',
    ...overrides,
  };
}

/** The store's own PDF, without a number the server could read. */
export const uploadedInvoiceOf = (overrides: Partial<InvoiceView> = {}) =>
  invoiceOf({ _id: 'inv2', source: 'upload', number: null, ettn: null, profile: null, fileName: 'PZ250612-7K3Q9X.pdf', hasXml: false, net: null, vat: null, gross: null, ...overrides });

/** The platform's commission invoice to the store for October 2026. */
export const commissionInvoiceOf = (overrides: Partial<InvoiceView> = {}) =>
  invoiceOf({
    _id: 'com1',
    kind: 'commission',
    orderId: null,
    orderNumber: null,
    partId: null,
    number: 'PZR2026000000042',
    profile: 'TEMELFATURA',
    fileName: 'PZR2026000000042.pdf',
    period: '2026-10',
    net: 125_000,
    vat: 25_000,
    gross: 150_000,
    issuedAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  });

export function missingInvoiceOf(overrides: Partial<MissingInvoice> = {}): MissingInvoice {
  return {
    orderId: 'o2',
    orderNumber: 'PZ250601-AB12CD',
    partId: 'so2',
    store: { _id: 's1', storeName: 'Demir Endüstriyel' },
    total: 258_970,
    deliveredAt: '2025-06-05T12:00:00.000Z',
    daysSinceDelivery: 5,
    remindedAt: '2025-06-08T09:00:00.000Z',
    ...overrides,
  };
}
