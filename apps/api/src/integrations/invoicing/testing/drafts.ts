import type { InvoiceDraft, InvoiceLine, InvoiceParty, VatRate } from '../provider';

/** Check-digit-valid identifiers (INTEGRATIONS.md). */
export const sellerVkn = '1234567890';
export const buyerVkn = '9876543209';
export const buyerTckn = '10000000146';

export const seller: InvoiceParty = {
  kind: 'corporate',
  name: 'Anadolu Hırdavat Sanayi ve Ticaret Ltd. Şti.',
  taxNumber: sellerVkn,
  taxOffice: 'Şişli',
  address: { line: 'Perpa Ticaret Merkezi B Blok No: 12', district: 'Şişli', city: 'İstanbul', postalCode: '34384', country: 'Türkiye' },
  email: 'fatura@anadoluhirdavat.test',
  phone: '+902122223344',
};

export const companyBuyer: InvoiceParty = {
  kind: 'corporate',
  name: 'Çelik Yapı İnşaat A.Ş.',
  taxNumber: buyerVkn,
  taxOffice: 'Çankaya',
  address: { line: 'Kızılay Mh. Atatürk Blv. No: 5/3', district: 'Çankaya', city: 'Ankara', postalCode: null, country: 'Türkiye' },
  email: 'muhasebe@celikyapi.test',
};

export const personBuyer: InvoiceParty = {
  kind: 'individual',
  name: 'Ayşe Gül Yılmaz',
  taxNumber: null,
  taxOffice: null,
  address: { line: 'Alsancak Mh. 1453 Sk. No: 7', district: 'Konak', city: 'İzmir', country: 'Türkiye' },
  phone: '+905551112233',
};

/** A line with its amounts given as split (net + vat = gross). */
export const line = (name: string, quantity: number, unitPriceGross: number, net: number, vat: number, vatRate: VatRate, unit = 'Adet'): InvoiceLine => ({
  name,
  quantity,
  unit,
  unitPriceGross,
  net,
  vat,
  gross: net + vat,
  vatRate,
});

/**
 * Four lines at three rates, split by hand: 36000 at 20% → 30000 + 6000; 23100 at 10% → 21000 +
 * 2100; 10100 at 1% → 10000 + 100; 3 × 33.34 = 10000 (rounded down from 100.02 by a discount) at
 * 20% → 8333 + 1667. Totals 69333 + 9867 = 79200.
 */
export const sampleLines: InvoiceLine[] = [
  line('M8x40 Paslanmaz Cıvata <DIN 933> & Somun "100\'lü"', 3, 12_000, 30_000, 6_000, 20),
  line('Çelik Yapılar (kitap)', 1, 23_100, 21_000, 2_100, 10),
  line('Ekmek', 2, 5_050, 10_000, 100, 1),
  line('Işık sensörü', 3, 3_334, 8_333, 1_667, 20),
];

/** Totals that add up: sums of the lines, one row per rate in ascending rate. */
export function totalsOf(lines: InvoiceLine[]): InvoiceDraft['totals'] {
  const rates = [...new Set(lines.map((row) => row.vatRate))].sort((a, b) => a - b);
  const sum = (rows: InvoiceLine[], key: 'net' | 'vat' | 'gross') => rows.reduce((total, row) => total + row[key], 0);
  return {
    net: sum(lines, 'net'),
    vat: sum(lines, 'vat'),
    gross: sum(lines, 'gross'),
    byRate: rates.map((rate) => {
      const atRate = lines.filter((row) => row.vatRate === rate);
      return { rate, net: sum(atRate, 'net'), vat: sum(atRate, 'vat') };
    }),
  };
}

/** A store's sale to a company, issued on 2 March 2026 at 14:30 in İstanbul. */
export function sampleDraft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  const lines = overrides.lines ?? sampleLines;
  return {
    reference: 'invoice-1',
    kind: 'sale',
    issueDate: new Date('2026-03-02T11:30:00Z'),
    seller,
    buyer: companyBuyer,
    lines,
    totals: totalsOf(lines),
    currency: 'TRY',
    note: 'Sipariş PZ-2026-000123',
    ...overrides,
  };
}
