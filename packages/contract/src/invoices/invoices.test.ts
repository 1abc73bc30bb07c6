import { describe, expect, it } from 'vitest';
import { adminInvoicesQuery, invoiceDownloadQuery, invoiceMessages, invoiceView, periodLabel } from './index';

describe('invoice calls', () => {
  it('read the admin filters: a real month, missing as a flag, empty fields as not given', () => {
    expect(adminInvoicesQuery.parse({ month: '2026-10', missing: 'true', kind: 'commission', sellerId: '' })).toEqual({
      page: 1,
      limit: 20,
      month: '2026-10',
      missing: true,
      kind: 'commission',
      sellerId: undefined,
    });
    expect(adminInvoicesQuery.parse({})).toEqual({ page: 1, limit: 20, missing: false });
    for (const month of ['2026-13', '2026-1', 'Ekim', '2026-00']) {
      const parsed = adminInvoicesQuery.safeParse({ month });
      expect(parsed.success, month).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(invoiceMessages.monthInvalid);
    }
    expect(adminInvoicesQuery.safeParse({ kind: 'iade' }).error?.issues[0].message).toBe('Geçerli bir fatura türü seçin.');
  });

  it('name a commission month in Turkish, and leave anything else as it came', () => {
    expect(periodLabel('2026-10')).toBe('Ekim 2026');
    expect(periodLabel('2027-01')).toBe('Ocak 2027');
    expect(periodLabel('2026-13')).toBe('2026-13');
  });

  it('take pdf or xml as the download format, and nothing else', () => {
    expect(invoiceDownloadQuery.parse({ format: 'xml' })).toEqual({ format: 'xml' });
    expect(invoiceDownloadQuery.parse({ format: '' })).toEqual({ format: undefined });
    expect(invoiceDownloadQuery.safeParse({ format: 'docx' }).error?.issues[0].message).toBe("Biçim 'pdf' ya da 'xml' olmalı.");
  });

  it('describe an invoice with its amounts in whole kuruş', () => {
    const view = {
      _id: 'i1',
      kind: 'sale',
      source: 'provider',
      orderId: 'o1',
      orderNumber: 'PZ261127-ABCDEF',
      partId: 'p1',
      store: { _id: 's1', storeName: 'Anadolu Hırdavat' },
      number: 'PZR2026000000001',
      ettn: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      profile: 'EARSIVFATURA',
      fileType: 'pdf',
      fileName: 'Fatura-PZR2026000000001.pdf',
      hasXml: true,
      period: null,
      net: 7018,
      vat: 1403,
      gross: 8421,
      issuedAt: '2026-11-27T10:00:00.000Z',
    };
    expect(invoiceView.parse(view)).toEqual(view);
    expect(invoiceView.safeParse({ ...view, gross: 84.21 }).success).toBe(false);
  });
});
