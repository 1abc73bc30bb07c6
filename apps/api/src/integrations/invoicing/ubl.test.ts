import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { IssuedIdentity } from './format';
import { buyerTckn, buyerVkn, line, personBuyer, sampleDraft, sellerVkn, totalsOf } from './testing/drafts';
import { escapeXml, ublInvoiceXml } from './ubl';

const issued: IssuedIdentity = { ettn: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', number: 'PZR2026000000001', profile: 'EARSIVFATURA' };

type Xml = Record<string, any>;
/** The document read back as a UBL reader would: every value a string, repeated elements always lists. */
function parse(xml: string): Xml {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    // Character references (&#10;) are XML; the parser decodes them only with this on.
    htmlEntities: true,
    isArray: (name) => ['cac:TaxSubtotal', 'cac:InvoiceLine', 'cbc:Note'].includes(name),
  });
  return parser.parse(xml).Invoice;
}

const money = (element: Xml) => {
  expect(element['@currencyID']).toBe('TRY');
  return element['#text'];
};

describe('ublInvoiceXml', () => {
  it('writes the UBL-TR 1.2 header: version, customization, profile, number, ETTN, Istanbul date, SATIS in TRY, line count', () => {
    const invoice = parse(ublInvoiceXml(sampleDraft(), issued));
    expect(invoice['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(invoice['cbc:UBLVersionID']).toBe('2.1');
    expect(invoice['cbc:CustomizationID']).toBe('TR1.2');
    expect(invoice['cbc:ProfileID']).toBe('EARSIVFATURA');
    expect(invoice['cbc:ID']).toBe('PZR2026000000001');
    expect(invoice['cbc:UUID']).toBe(issued.ettn);
    expect(invoice['cbc:IssueDate']).toBe('2026-03-02');
    expect(invoice['cbc:IssueTime']).toBe('14:30:00');
    expect(invoice['cbc:InvoiceTypeCode']).toBe('SATIS');
    expect(invoice['cbc:DocumentCurrencyCode']).toBe('TRY');
    expect(invoice['cbc:LineCountNumeric']).toBe('4');
    expect(invoice['cbc:Note']).toEqual(['Yalnız Yedi Yüz Doksan İki Türk Lirası', 'Sipariş PZ-2026-000123']);
  });

  it('dates the invoice on Turkish clocks: 31 December 22:30 UTC is already 1 January in İstanbul', () => {
    const invoice = parse(ublInvoiceXml(sampleDraft({ issueDate: new Date('2025-12-31T22:30:00Z') }), issued));
    expect(invoice['cbc:IssueDate']).toBe('2026-01-01');
    expect(invoice['cbc:IssueTime']).toBe('01:30:00');
  });

  it('identifies a company by VKN with its name, address and tax office, and the signature by the seller', () => {
    const invoice = parse(ublInvoiceXml(sampleDraft(), issued));
    const supplier = invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(supplier['cac:PartyIdentification']['cbc:ID']).toEqual({ '#text': sellerVkn, '@schemeID': 'VKN' });
    expect(supplier['cac:PartyName']['cbc:Name']).toBe('Anadolu Hırdavat Sanayi ve Ticaret Ltd. Şti.');
    expect(supplier['cac:PartyTaxScheme']['cac:TaxScheme']['cbc:Name']).toBe('Şişli');
    expect(supplier['cac:PostalAddress']).toMatchObject({
      'cbc:StreetName': 'Perpa Ticaret Merkezi B Blok No: 12',
      'cbc:CitySubdivisionName': 'Şişli',
      'cbc:CityName': 'İstanbul',
      'cbc:PostalZone': '34384',
      'cac:Country': { 'cbc:Name': 'Türkiye' },
    });
    expect(supplier['cac:Contact']).toEqual({ 'cbc:Telephone': '+902122223344', 'cbc:ElectronicMail': 'fatura@anadoluhirdavat.test' });
    expect(supplier['cac:Person']).toBeUndefined();

    const customer = invoice['cac:AccountingCustomerParty']['cac:Party'];
    expect(customer['cac:PartyIdentification']['cbc:ID']).toEqual({ '#text': buyerVkn, '@schemeID': 'VKN' });
    expect(customer['cac:PartyName']['cbc:Name']).toBe('Çelik Yapı İnşaat A.Ş.');
    expect(customer['cac:PartyTaxScheme']['cac:TaxScheme']['cbc:Name']).toBe('Çankaya');
    expect(customer['cac:PostalAddress']['cbc:PostalZone']).toBeUndefined();

    expect(invoice['cac:Signature']['cbc:ID']).toEqual({ '#text': sellerVkn, '@schemeID': 'VKN_TCKN' });
    expect(invoice['cac:Signature']['cac:DigitalSignatureAttachment']['cac:ExternalReference']['cbc:URI']).toBe('#Signature_PZR2026000000001');
  });

  it("identifies a person by TCKN with first and family name, and one who gave none by e-Arşiv's 11111111111", () => {
    const withNone = parse(ublInvoiceXml(sampleDraft({ buyer: personBuyer }), issued))['cac:AccountingCustomerParty']['cac:Party'];
    expect(withNone['cac:PartyIdentification']['cbc:ID']).toEqual({ '#text': '11111111111', '@schemeID': 'TCKN' });
    expect(withNone['cac:Person']).toEqual({ 'cbc:FirstName': 'Ayşe Gül', 'cbc:FamilyName': 'Yılmaz' });
    expect(withNone['cac:PartyTaxScheme']).toBeUndefined();
    expect(withNone['cac:Contact']).toEqual({ 'cbc:Telephone': '+905551112233' });

    const withTckn = parse(ublInvoiceXml(sampleDraft({ buyer: { ...personBuyer, taxNumber: buyerTckn } }), issued))['cac:AccountingCustomerParty']['cac:Party'];
    expect(withTckn['cac:PartyIdentification']['cbc:ID']).toEqual({ '#text': buyerTckn, '@schemeID': 'TCKN' });
  });

  it('totals with one KDV (0015) subtotal per rate, in ascending rate, that add up to the monetary totals', () => {
    const invoice = parse(ublInvoiceXml(sampleDraft(), issued));
    const taxTotal = invoice['cac:TaxTotal'];
    expect(money(taxTotal['cbc:TaxAmount'])).toBe('98.67');
    const subtotals = taxTotal['cac:TaxSubtotal'].map((row: Xml) => ({
      taxable: money(row['cbc:TaxableAmount']),
      tax: money(row['cbc:TaxAmount']),
      percent: row['cbc:Percent'],
      scheme: row['cac:TaxCategory']['cac:TaxScheme'],
    }));
    const kdv = { 'cbc:Name': 'KDV', 'cbc:TaxTypeCode': '0015' };
    expect(subtotals).toEqual([
      { taxable: '100.00', tax: '1.00', percent: '1', scheme: kdv },
      { taxable: '210.00', tax: '21.00', percent: '10', scheme: kdv },
      { taxable: '383.33', tax: '76.67', percent: '20', scheme: kdv },
    ]);
    const monetary = invoice['cac:LegalMonetaryTotal'];
    expect(money(monetary['cbc:LineExtensionAmount'])).toBe('693.33');
    expect(money(monetary['cbc:TaxExclusiveAmount'])).toBe('693.33');
    expect(money(monetary['cbc:TaxInclusiveAmount'])).toBe('792.00');
    expect(money(monetary['cbc:PayableAmount'])).toBe('792.00');
  });

  it('writes each line: quantity in C62 for Adet, net amount, its KDV, name and net unit price', () => {
    const lines = parse(ublInvoiceXml(sampleDraft(), issued))['cac:InvoiceLine'];
    expect(lines).toHaveLength(4);
    const read = lines.map((row: Xml) => ({
      id: row['cbc:ID'],
      quantity: row['cbc:InvoicedQuantity'],
      net: money(row['cbc:LineExtensionAmount']),
      vat: money(row['cac:TaxTotal']['cbc:TaxAmount']),
      percent: row['cac:TaxTotal']['cac:TaxSubtotal'][0]['cbc:Percent'],
      name: row['cac:Item']['cbc:Name'],
      price: money(row['cac:Price']['cbc:PriceAmount']),
    }));
    expect(read).toEqual([
      { id: '1', quantity: { '#text': '3', '@unitCode': 'C62' }, net: '300.00', vat: '60.00', percent: '20', name: 'M8x40 Paslanmaz Cıvata <DIN 933> & Somun "100\'lü"', price: '100.00' },
      { id: '2', quantity: { '#text': '1', '@unitCode': 'C62' }, net: '210.00', vat: '21.00', percent: '10', name: 'Çelik Yapılar (kitap)', price: '210.00' },
      { id: '3', quantity: { '#text': '2', '@unitCode': 'C62' }, net: '100.00', vat: '1.00', percent: '1', name: 'Ekmek', price: '50.00' },
      // 83.33 over 3 does not end in whole kuruş: the price carries 8 places so that 3 × price is the line.
      { id: '4', quantity: { '#text': '3', '@unitCode': 'C62' }, net: '83.33', vat: '16.67', percent: '20', name: 'Işık sensörü', price: '27.77666667' },
    ]);
  });

  it('gives a 0% line the general exemption reason, and other units their codes', () => {
    const lines = [line('İhracat numunesi', 1.5, 1_000, 1_000, 0, 0, 'Kg'), line('Montaj', 2, 6_000, 10_000, 2_000, 20, 'Saat')];
    const invoice = parse(ublInvoiceXml(sampleDraft({ lines, totals: totalsOf(lines) }), issued));
    const [exempt, labour] = invoice['cac:InvoiceLine'];
    expect(exempt['cbc:InvoicedQuantity']).toEqual({ '#text': '1.5', '@unitCode': 'KGM' });
    expect(money(exempt['cac:Price']['cbc:PriceAmount'])).toBe('6.66666667');
    expect(labour['cbc:InvoicedQuantity']['@unitCode']).toBe('HUR');
    const zero = invoice['cac:TaxTotal']['cac:TaxSubtotal'][0];
    expect(zero['cbc:Percent']).toBe('0');
    expect(zero['cac:TaxCategory']['cbc:TaxExemptionReasonCode']).toBe('351');
  });

  it('writes amounts from kuruş digit by digit, up to the largest', () => {
    const lines = [line('Tesis', 1, 99_999_999_999_999, 83_333_333_333_333, 16_666_666_666_666, 20), line('Vida', 1, 5, 5, 0, 0)];
    const invoice = parse(ublInvoiceXml(sampleDraft({ lines, totals: totalsOf(lines) }), issued));
    expect(money(invoice['cac:LegalMonetaryTotal']['cbc:PayableAmount'])).toBe('1000000000000.04');
    expect(money(invoice['cac:LegalMonetaryTotal']['cbc:LineExtensionAmount'])).toBe('833333333333.38');
    expect(money(invoice['cac:InvoiceLine'][1]['cbc:LineExtensionAmount'])).toBe('0.05');
  });

  it('escapes every text, keeps line breaks and drops what XML cannot carry', () => {
    const hostile = 'A&B <x> "q" \'s\'\u0007 ]]> </cbc:Name>';
    const draft = sampleDraft({
      buyer: { ...personBuyer, name: `${hostile} Soyad`, address: { ...personBuyer.address, line: hostile }, email: '"a"<b>@c' },
      lines: [line(hostile, 1, 100, 100, 0, 0, hostile)],
      totals: totalsOf([line(hostile, 1, 100, 100, 0, 0)]),
      note: 'Birinci satır\nİkinci satır',
    });
    const xml = ublInvoiceXml(draft, issued);
    expect(xml).not.toContain('<x>');
    expect(xml).not.toContain('\u0007');
    const invoice = parse(xml);
    const clean = hostile.replace('\u0007', '');
    const customer = invoice['cac:AccountingCustomerParty']['cac:Party'];
    expect(customer['cac:PartyName']['cbc:Name']).toBe(`${clean} Soyad`);
    expect(customer['cac:PostalAddress']['cbc:StreetName']).toBe(clean);
    expect(customer['cac:Contact']['cbc:ElectronicMail']).toBe('"a"<b>@c');
    expect(invoice['cac:InvoiceLine'][0]['cac:Item']['cbc:Name']).toBe(clean);
    expect(invoice['cbc:Note'][1]).toBe('Birinci satır\nİkinci satır');
    expect(escapeXml('a\u0000b\uFFFEc\uD800d😀')).toBe('abcd😀');
  });
});
