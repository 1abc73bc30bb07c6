import { amountInWords } from './amount-in-words';
import { decimalOf, type IssuedIdentity, istanbulDateTime, quantityText, taxIdOf, unitCodeOf, unitNetPrice } from './format';
import type { InvoiceDraft, InvoiceParty, VatRate } from './provider';

/** Characters XML 1.0 cannot carry at all (C0 controls but tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\n': '&#10;', '\r': '&#13;' };

/** Text safe in element content and quoted attributes; line breaks kept as references so indenting cannot touch them. */
export const escapeXml = (text: string) => text.replace(forbidden, '').replace(/[&<>"'\n\r]/g, (char) => entities[char]);

type Child = string | null | undefined | false;

/** An element holding text. */
const leaf = (name: string, value: string | number, attributes: Record<string, string> = {}) => {
  const attrs = Object.entries(attributes).map(([key, attr]) => ` ${key}="${escapeXml(attr)}"`).join('');
  return `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;
};

/** An element holding elements, indented one step. */
const node = (name: string, ...children: Child[]) => {
  const inner = children.filter((child): child is string => Boolean(child)).join('\n');
  return `<${name}>\n${inner.replace(/^/gm, '  ')}\n</${name}>`;
};

const amount = (name: string, kurus: number) => leaf(name, decimalOf(kurus), { currencyID: 'TRY' });

function postalAddress(party: InvoiceParty) {
  const { address } = party;
  return node(
    'cac:PostalAddress',
    leaf('cbc:StreetName', address.line),
    leaf('cbc:CitySubdivisionName', address.district),
    leaf('cbc:CityName', address.city),
    !!address.postalCode?.trim() && leaf('cbc:PostalZone', address.postalCode.trim()),
    node('cac:Country', leaf('cbc:Name', address.country)),
  );
}

/** A person is named as first and family name (UBL-TR asks for both with a TCKN); the last word is the family name. */
function personName(fullName: string) {
  const words = fullName.trim().split(/\s+/);
  const familyName = words[words.length - 1];
  return { firstName: words.length > 1 ? words.slice(0, -1).join(' ') : familyName, familyName };
}

/** A party as UBL-TR writes it: VKN with the company's name, TCKN with the person's. */
function party(wrapper: string, invoiceParty: InvoiceParty) {
  const taxId = taxIdOf(invoiceParty);
  const person = taxId.scheme === 'TCKN' && personName(invoiceParty.name);
  const contact = [invoiceParty.phone?.trim() && leaf('cbc:Telephone', invoiceParty.phone.trim()), invoiceParty.email?.trim() && leaf('cbc:ElectronicMail', invoiceParty.email.trim())];
  return node(
    wrapper,
    node(
      'cac:Party',
      node('cac:PartyIdentification', leaf('cbc:ID', taxId.number, { schemeID: taxId.scheme })),
      node('cac:PartyName', leaf('cbc:Name', invoiceParty.name.trim())),
      postalAddress(invoiceParty),
      !!invoiceParty.taxOffice?.trim() && node('cac:PartyTaxScheme', node('cac:TaxScheme', leaf('cbc:Name', invoiceParty.taxOffice.trim()))),
      contact.some(Boolean) && node('cac:Contact', ...contact),
      person && node('cac:Person', leaf('cbc:FirstName', person.firstName), leaf('cbc:FamilyName', person.familyName)),
    ),
  );
}

/**
 * KDV (tax type 0015) at one rate. A 0% line needs an exemption reason; 351 ('istisna olmayan
 * diğer') is the general one until a sale names a specific exemption.
 */
function taxSubtotal(rate: VatRate, net: number, vat: number) {
  return node(
    'cac:TaxSubtotal',
    amount('cbc:TaxableAmount', net),
    amount('cbc:TaxAmount', vat),
    leaf('cbc:Percent', rate),
    node(
      'cac:TaxCategory',
      rate === 0 && leaf('cbc:TaxExemptionReasonCode', '351'),
      rate === 0 && leaf('cbc:TaxExemptionReason', 'KDV - İstisna Olmayan Diğer'),
      node('cac:TaxScheme', leaf('cbc:Name', 'KDV'), leaf('cbc:TaxTypeCode', '0015')),
    ),
  );
}

/**
 * The UBL-TR 1.2 Invoice (a SATIS invoice in TRY) of an issued draft, unsigned: the integrator
 * adds the signature (UBLExtensions) when it sends the document to GİB. Amounts are written from
 * kuruş digit by digit; every text is escaped.
 */
export function ublInvoiceXml(draft: InvoiceDraft, issued: IssuedIdentity): string {
  const when = istanbulDateTime(draft.issueDate);
  const seller = taxIdOf(draft.seller);
  const invoice = [
    leaf('cbc:UBLVersionID', '2.1'),
    leaf('cbc:CustomizationID', 'TR1.2'),
    leaf('cbc:ProfileID', issued.profile),
    leaf('cbc:ID', issued.number),
    leaf('cbc:CopyIndicator', 'false'),
    leaf('cbc:UUID', issued.ettn),
    leaf('cbc:IssueDate', when.date),
    leaf('cbc:IssueTime', when.time),
    leaf('cbc:InvoiceTypeCode', 'SATIS'),
    leaf('cbc:Note', amountInWords(draft.totals.gross)),
    !!draft.note?.trim() && leaf('cbc:Note', draft.note.trim()),
    leaf('cbc:DocumentCurrencyCode', draft.currency),
    leaf('cbc:LineCountNumeric', draft.lines.length),
    node(
      'cac:Signature',
      leaf('cbc:ID', seller.number, { schemeID: 'VKN_TCKN' }),
      node('cac:SignatoryParty', node('cac:PartyIdentification', leaf('cbc:ID', seller.number, { schemeID: seller.scheme })), postalAddress(draft.seller)),
      node('cac:DigitalSignatureAttachment', node('cac:ExternalReference', leaf('cbc:URI', `#Signature_${issued.number}`))),
    ),
    party('cac:AccountingSupplierParty', draft.seller),
    party('cac:AccountingCustomerParty', draft.buyer),
    node('cac:TaxTotal', amount('cbc:TaxAmount', draft.totals.vat), ...draft.totals.byRate.map((row) => taxSubtotal(row.rate, row.net, row.vat))),
    node(
      'cac:LegalMonetaryTotal',
      amount('cbc:LineExtensionAmount', draft.totals.net),
      amount('cbc:TaxExclusiveAmount', draft.totals.net),
      amount('cbc:TaxInclusiveAmount', draft.totals.gross),
      amount('cbc:PayableAmount', draft.totals.gross),
    ),
    ...draft.lines.map((line, index) =>
      node(
        'cac:InvoiceLine',
        leaf('cbc:ID', index + 1),
        leaf('cbc:InvoicedQuantity', quantityText(line.quantity) ?? String(line.quantity), { unitCode: unitCodeOf(line.unit) }),
        amount('cbc:LineExtensionAmount', line.net),
        node('cac:TaxTotal', amount('cbc:TaxAmount', line.vat), taxSubtotal(line.vatRate, line.net, line.vat)),
        node('cac:Item', leaf('cbc:Name', line.name.trim())),
        node('cac:Price', leaf('cbc:PriceAmount', unitNetPrice(line), { currencyID: 'TRY' })),
      ),
    ),
  ];
  const root =
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"' +
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n${invoice.filter(Boolean).join('\n').replace(/^/gm, '  ')}\n</Invoice>\n`;
}
