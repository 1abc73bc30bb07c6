import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { type InvoiceDraft, InvoicingError } from './provider';
import { createSandboxInvoicingProvider } from './sandbox';
import { buyerTckn, buyerVkn, companyBuyer, line, personBuyer, sampleDraft, sampleLines, seller, totalsOf } from './testing/drafts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const readXml = (xml: Buffer | null) => new XMLParser({ parseTagValue: false }).parse(xml!.toString('utf8')).Invoice;

/** What the refusal was: its code and Turkish message. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  const { code, message } = error as InvoicingError;
  return { code, message };
}

describe('the sandbox invoicing provider', () => {
  it('issues an e-Arşiv invoice numbered PZR + year + 9 digits with a random ETTN, its PDF and its UBL-TR XML', async () => {
    const provider = createSandboxInvoicingProvider();
    expect(provider.name).toBe('sandbox');
    const first = await provider.issue(sampleDraft({ reference: 'a' }));
    const second = await provider.issue(sampleDraft({ reference: 'b' }));
    expect(first).toMatchObject({ number: 'PZR2026000000001', profile: 'EARSIVFATURA', providerInvoiceId: `sandbox-${first.ettn}` });
    expect(second.number).toBe('PZR2026000000002');
    expect(first.ettn).toMatch(uuid);
    expect(second.ettn).not.toBe(first.ettn);
    expect(first.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xml = readXml(first.xml);
    expect(xml['cbc:ID']).toBe(first.number);
    expect(xml['cbc:UUID']).toBe(first.ettn);
    expect(xml['cbc:ProfileID']).toBe('EARSIVFATURA');
  });

  it('numbers each year from 1 on its own counter, by the date in İstanbul', async () => {
    const provider = createSandboxInvoicingProvider();
    const newYearsEve = await provider.issue(sampleDraft({ reference: 'eve', issueDate: new Date('2026-12-31T20:00:00Z') }));
    // 22:30 UTC on 31 December is 01:30 on 1 January in İstanbul.
    const newYear = await provider.issue(sampleDraft({ reference: 'new-year', issueDate: new Date('2026-12-31T22:30:00Z') }));
    expect(newYearsEve.number).toBe('PZR2026000000001');
    expect(newYear.number).toBe('PZR2027000000001');
  });

  it("takes the number from the caller's sequence for the invoice's year", async () => {
    const asked: number[] = [];
    const provider = createSandboxInvoicingProvider({ nextNumber: async (year) => (asked.push(year), 123) });
    expect((await provider.issue(sampleDraft())).number).toBe('PZR2026000000123');
    expect(asked).toEqual([2026]);
    const overflowing = createSandboxInvoicingProvider({ nextNumber: async () => 1_000_000_000 });
    await expect(overflowing.issue(sampleDraft())).rejects.toThrow(RangeError);
  });

  it('answers the first invoice again for the same reference, even while the first is still being issued, and numbers nothing more', async () => {
    let numbered = 0;
    const provider = createSandboxInvoicingProvider({ nextNumber: async () => ++numbered });
    const [first, concurrent] = await Promise.all([provider.issue(sampleDraft()), provider.issue(sampleDraft())]);
    const later = await provider.issue(sampleDraft({ note: 'ikinci deneme' }));
    expect(concurrent).toBe(first);
    expect(later).toBe(first);
    expect(numbered).toBe(1);
    expect((await provider.issue(sampleDraft({ reference: 'other' }))).number).toBe('PZR2026000000002');
  });

  it('issues an e-Fatura (TEMELFATURA) to a registered e-Fatura user, asking by the buyer\'s tax number, never for the placeholder', async () => {
    const asked: string[] = [];
    const provider = createSandboxInvoicingProvider({ isEInvoiceUser: async (taxNumber) => (asked.push(taxNumber), taxNumber === buyerVkn) });
    const toCompany = await provider.issue(sampleDraft({ reference: 'company' }));
    const toPerson = await provider.issue(sampleDraft({ reference: 'person', buyer: { ...personBuyer, taxNumber: buyerTckn } }));
    const toAnonymous = await provider.issue(sampleDraft({ reference: 'anonymous', buyer: personBuyer }));
    expect(toCompany.profile).toBe('TEMELFATURA');
    expect(readXml(toCompany.xml)['cbc:ProfileID']).toBe('TEMELFATURA');
    expect(toPerson.profile).toBe('EARSIVFATURA');
    expect(toAnonymous.profile).toBe('EARSIVFATURA');
    expect(asked).toEqual([buyerVkn, buyerTckn]);
  });

  describe('refuses, in Turkish and before numbering,', () => {
    const cases: [string, Partial<InvoiceDraft>, RegExp][] = [
      ['no lines', { lines: [], totals: totalsOf([]) }, /en az bir satır/],
      ["a line whose net and VAT are not its gross", { lines: [{ ...sampleLines[0], gross: 36_001 }], totals: totalsOf([sampleLines[0]]) }, /1\. satır: KDV hariç tutar ile KDV/],
      ['totals the lines do not add up to', { totals: { ...totalsOf(sampleLines), net: 69_334, vat: 9_866 } }, /Satırların toplamı fatura toplamını tutmuyor/],
      ['totals whose net and VAT are not the gross', { totals: { ...totalsOf(sampleLines), gross: 79_201 } }, /Fatura toplamında/],
      ['per-rate totals that differ from the lines', { totals: { ...totalsOf(sampleLines), byRate: totalsOf(sampleLines).byRate.slice(1) } }, /KDV oranlarına göre/],
      ['per-rate totals that move a kuruş between rates', { totals: { ...totalsOf(sampleLines), byRate: totalsOf(sampleLines).byRate.map((row, index) => ({ ...row, net: row.net + (index === 0 ? 1 : index === 1 ? -1 : 0) })) } }, /KDV oranlarına göre/],
      ['amounts that are not whole kuruş', { lines: [line('Vida', 1, 100, 99.5, 0.5, 1)], totals: totalsOf([line('Vida', 1, 100, 99.5, 0.5, 1)]) }, /tam kuruş/],
      ['a quantity of zero', { lines: [{ ...sampleLines[0], quantity: 0 }] }, /miktar/],
      ['a company buyer without a VKN', { buyer: { ...companyBuyer, taxNumber: null } }, /Alıcı bir şirket: 10 haneli vergi kimlik numarası/],
      ['a company buyer with a TCKN for a VKN', { buyer: { ...companyBuyer, taxNumber: buyerTckn } }, /Alıcı bir şirket: 10 haneli/],
      ['a company buyer without a tax office', { buyer: { ...companyBuyer, taxOffice: '  ' } }, /Alıcı bir şirket: vergi dairesi gerekir/],
      ['a company seller without a VKN', { seller: { ...seller, taxNumber: '12345' } }, /Satıcı bir şirket: 10 haneli/],
      ['a seller without a tax office', { seller: { ...seller, kind: 'individual', taxNumber: buyerTckn, taxOffice: null } }, /Satıcının vergi numarası ve vergi dairesi/],
      ['an individual whose TCKN is not 11 digits', { buyer: { ...personBuyer, taxNumber: '1234' } }, /11 haneli/],
    ];
    it.each(cases)('%s', async (_, overrides, message) => {
      let numbered = 0;
      const provider = createSandboxInvoicingProvider({ nextNumber: async () => ++numbered });
      const refused = await refusal(provider.issue(sampleDraft(overrides)));
      expect(refused.code).toBe('REJECTED');
      expect(refused.message).toMatch(message);
      expect(numbered).toBe(0);
    });

    it('and issues the corrected draft under the same reference afterwards', async () => {
      const provider = createSandboxInvoicingProvider();
      expect((await refusal(provider.issue(sampleDraft({ buyer: { ...companyBuyer, taxOffice: null } })))).code).toBe('REJECTED');
      expect((await provider.issue(sampleDraft())).number).toBe('PZR2026000000001');
    });
  });
});
