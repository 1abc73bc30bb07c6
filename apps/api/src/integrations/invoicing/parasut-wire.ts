import { istanbulDateTime, placeholderTckn, taxIdOf, unitNetPrice } from './format';
import type { InvoiceDraft, InvoiceParty } from './provider';

/**
 * Paraşüt v4's JSON:API shapes, written and read in our terms. Field names are those of Paraşüt's
 * public v4 documentation (apidocs.parasut.com, an OpenAPI 2.0 document: contacts, sales_invoices
 * with sales_invoice_details, e_invoice_inboxes, e_archives, e_invoices, trackable_jobs,
 * e_document_pdfs). Where the documentation is silent the comment says what is assumed.
 */

export type Json = Record<string, unknown>;

export interface Identifier {
  id: string;
  type: string;
}

export interface Resource extends Identifier {
  attributes: Json;
  relationships: Record<string, { data?: Identifier | Identifier[] | null }>;
}

/** A JSON:API document as Paraşüt answers it: `data`, and `included` and `meta` when asked. */
export interface ApiDocument {
  data: Resource | Resource[] | null;
  included: Resource[];
  meta: Json;
}

export type EDocumentType = 'e_archives' | 'e_invoices';

/** An e-Arşiv or e-Fatura as the sales invoice's `active_e_document` names it. */
export interface EDocument {
  type: EDocumentType;
  id: string;
  attributes: Json;
}

/** The exemption a 0% line carries until a sale names its own: 351, as ubl.ts writes it. */
export const generalExemption = { code: '351', reason: 'KDV - İstisna Olmayan Diğer' } as const;

const text = (value: string | null | undefined) => value?.trim() || undefined;
const isTurkey = (country: string) => ['türkiye', 'turkiye', 'turkey', 'tr'].includes(country.trim().toLocaleLowerCase('tr-TR'));

/** The buyer as a Paraşüt customer: a person or a company, with the tax number GİB will see. */
export function contactBody(party: InvoiceParty) {
  return {
    data: {
      type: 'contacts',
      attributes: {
        name: party.name.trim(),
        contact_type: party.kind === 'corporate' ? 'company' : 'person',
        account_type: 'customer',
        // An individual without a TCKN is invoiced with the placeholder, as the e-Arşiv wants one.
        tax_number: taxIdOf(party).number,
        tax_office: text(party.taxOffice),
        address: party.address.line.trim(),
        district: party.address.district.trim(),
        city: party.address.city.trim(),
        email: text(party.email),
        phone: text(party.phone),
        is_abroad: !isTurkey(party.address.country),
      },
    },
  };
}

/** The invoice's day in İstanbul, as Paraşüt's dates are written (YYYY-MM-DD). */
export const issueDateOf = (draft: InvoiceDraft) => istanbulDateTime(draft.issueDate).date;

/**
 * The sales invoice: our lines as details at their net unit price (format.ts: the line's net over
 * its quantity, so quantity × price is the line) and VAT rate, the buyer's identity and address as
 * billed, and our reference as `order_no`: that is how a retry finds it (parasut.ts). Lines carry a
 * description and no product: the documentation marks the detail's product relationship optional.
 */
export function salesInvoiceBody(draft: InvoiceDraft, contactId: string) {
  const issueDate = issueDateOf(draft);
  const { buyer } = draft;
  return {
    data: {
      type: 'sales_invoices',
      attributes: {
        item_type: 'invoice',
        description: text(draft.note),
        issue_date: issueDate,
        // Sold and paid: due the day it is issued.
        due_date: issueDate,
        currency: 'TRL',
        order_no: draft.reference,
        order_date: issueDate,
        billing_address: buyer.address.line.trim(),
        billing_postal_code: text(buyer.address.postalCode),
        billing_phone: text(buyer.phone),
        tax_number: taxIdOf(buyer).number,
        tax_office: text(buyer.taxOffice),
        city: buyer.address.city.trim(),
        district: buyer.address.district.trim(),
        is_abroad: !isTurkey(buyer.address.country),
      },
      relationships: {
        contact: { data: { id: contactId, type: 'contacts' } },
        details: {
          data: draft.lines.map((line) => ({
            type: 'sales_invoice_details',
            attributes: {
              quantity: line.quantity,
              // At most 8 places, so the number is written back with exactly the digits of the string.
              unit_price: Number(unitNetPrice(line)),
              vat_rate: line.vatRate,
              description: line.name.trim(),
            },
          })),
        },
      },
    },
  };
}

/** The exemption attributes of an e-document: the general one when a line is at 0%. */
function exemptionOf(draft: InvoiceDraft) {
  return draft.lines.some((line) => line.vatRate === 0) ? { vat_exemption_reason_code: generalExemption.code, vat_exemption_reason: generalExemption.reason } : {};
}

/** An e-Arşiv for the sales invoice (relationship `sales_invoice`). */
export function eArchiveBody(draft: InvoiceDraft, salesInvoiceId: string) {
  return {
    data: {
      type: 'e_archives',
      attributes: { ...exemptionOf(draft), note: text(draft.note) },
      relationships: { sales_invoice: { data: { id: salesInvoiceId, type: 'sales_invoices' } } },
    },
  };
}

/** An e-Fatura for the sales invoice (relationship `invoice`), to the buyer's inbox, scenario basic (TEMELFATURA). */
export function eInvoiceBody(draft: InvoiceDraft, salesInvoiceId: string, inboxAddress: string) {
  return {
    data: {
      type: 'e_invoices',
      attributes: { ...exemptionOf(draft), scenario: 'basic', to: inboxAddress, note: text(draft.note) },
      relationships: { invoice: { data: { id: salesInvoiceId, type: 'sales_invoices' } } },
    },
  };
}

/** The tax number to ask the e-Fatura inboxes about: none for the placeholder TCKN. */
export function eInvoiceCandidate(party: InvoiceParty): string | null {
  const number = party.taxNumber?.trim();
  return number && number !== placeholderTckn ? number : null;
}

// ---- reading ----

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function resourceOf(value: unknown): Resource | null {
  if (!isObject(value) || (typeof value.id !== 'string' && typeof value.id !== 'number') || typeof value.type !== 'string') return null;
  return {
    id: String(value.id),
    type: value.type,
    attributes: isObject(value.attributes) ? value.attributes : {},
    relationships: isObject(value.relationships) ? (value.relationships as Resource['relationships']) : {},
  };
}

/** A JSON:API document, or null when the text is not one. */
export function readDocument(body: unknown): ApiDocument | null {
  if (!isObject(body) || !('data' in body)) return null;
  let data: Resource | Resource[] | null = null;
  if (Array.isArray(body.data)) {
    const items = body.data.map(resourceOf);
    if (items.some((item) => item === null)) return null;
    data = items as Resource[];
  } else if (body.data !== null) {
    data = resourceOf(body.data);
    if (!data) return null;
  }
  const included = Array.isArray(body.included) ? body.included.map(resourceOf).filter((item): item is Resource => item !== null) : [];
  return { data, included, meta: isObject(body.meta) ? body.meta : {} };
}

/** The one resource of a document, or null. */
export const single = (document: ApiDocument | null): Resource | null => (document && document.data && !Array.isArray(document.data) ? document.data : null);

/** The resources of a list document (none when there is no document). */
export const listed = (document: ApiDocument | null): Resource[] => (document && Array.isArray(document.data) ? document.data : []);

/** A string attribute, trimmed; null when absent or empty. */
export function stringAttribute(resource: Resource, name: string): string | null {
  const value = resource.attributes[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
}

/** The sales invoice's formal document, when it has one and the document carries it (include=active_e_document). */
export function activeEDocumentOf(invoice: Resource, included: Resource[]): EDocument | null {
  const link = invoice.relationships.active_e_document?.data;
  if (!link || Array.isArray(link) || (link.type !== 'e_archives' && link.type !== 'e_invoices')) return null;
  const found = included.find((resource) => resource.type === link.type && resource.id === String(link.id));
  return { type: link.type, id: String(link.id), attributes: found?.attributes ?? {} };
}

/**
 * An amount as Paraşüt writes it → kuruş, digit by digit. The documentation types amounts as
 * numbers; a Rails decimal comes as a string ("792.0"): both are read. Null if not whole kuruş.
 */
export function kurusOf(value: unknown): number | null {
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 2) return null;
  const kurus = Number(whole) * 100 + Number(significant.padEnd(2, '0'));
  return Number.isSafeInteger(kurus) ? (sign && kurus !== 0 ? -kurus : kurus) : null;
}

/**
 * What Paraşüt said in an error answer: the JSON:API `errors` (title, detail), or OAuth's `error` /
 * `error_description` from the token endpoint. Null when the answer says nothing readable.
 */
export function errorDetail(body: unknown): string | null {
  if (!isObject(body)) return null;
  if (Array.isArray(body.errors)) {
    const sentences = body.errors
      .map((error) => (isObject(error) ? String(error.detail ?? error.title ?? '').trim() : typeof error === 'string' ? error.trim() : ''))
      .filter(Boolean);
    if (sentences.length > 0) return [...new Set(sentences)].join('; ');
  }
  if (typeof body.error_description === 'string' && body.error_description.trim()) return body.error_description.trim();
  if (typeof body.error === 'string' && body.error.trim()) return body.error.trim();
  return null;
}

/** A trackable job's state and, when it failed, its messages (attributes.status, attributes.errors). */
export function jobStateOf(job: Resource): { status: string; errors: string[] } {
  const errors = Array.isArray(job.attributes.errors) ? job.attributes.errors.map((error) => (typeof error === 'string' ? error : JSON.stringify(error))) : [];
  return { status: String(job.attributes.status ?? ''), errors };
}

/** GİB's invoice number: 3 letters or digits, the year, 9 digits. */
export const gibNumberPattern = /^[A-Z0-9]{3}\d{13}$/;
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
