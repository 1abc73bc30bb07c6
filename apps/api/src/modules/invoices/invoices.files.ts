import { invoiceLimits, invoiceMessages, type InvoiceFileType } from '@pazaryeri/contract/invoices/index';
import { type FileLinkKind, fileLinkExpiry, signFileLink, verifyFileLink } from '../../lib/file-links';
import { AppError } from '../../lib/errors';

/** What an uploaded invoice turned out to be, by its content (never by its name or declared type). */
export interface CheckedInvoiceFile {
  fileType: InvoiceFileType;
  mimeType: string;
  /** Read from a UBL-TR XML: GİB's number (cbc:ID) and the ETTN (cbc:UUID), when present. */
  number: string | null;
  ettn: string | null;
}

const ublInvoiceNamespace = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const ettnPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invoiceNumberPattern = /^[A-Z0-9]{3}20\d{2}\d{9}$/;

/** The first element's own text in the document's head (the UBL header precedes the lines). */
function headerValue(xml: string, element: 'ID' | 'UUID'): string | null {
  const match = new RegExp(`<(?:[A-Za-z][\\w.-]*:)?${element}(?:\\s[^>]*)?>\\s*([^<]{1,80}?)\\s*</`).exec(xml);
  return match?.[1] ?? null;
}

function asUblInvoice(data: Buffer): CheckedInvoiceFile | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  // An XML document whose root is UBL's Invoice; a DOCTYPE (entities) has no place in an e-invoice.
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<(?:[A-Za-z][\w.-]*:)?Invoice[\s>]/.test(text)) return null;
  if (/<!DOCTYPE|<!ENTITY/i.test(text) || !text.includes(ublInvoiceNamespace)) return null;
  const number = headerValue(text, 'ID');
  const ettn = headerValue(text, 'UUID');
  return {
    fileType: 'xml',
    mimeType: 'application/xml',
    number: number && invoiceNumberPattern.test(number) ? number : null,
    ettn: ettn && ettnPattern.test(ettn) ? ettn.toLowerCase() : null,
  };
}

/** A PDF (by its header) or a UBL-TR e-invoice XML, at most 10 MB; anything else is refused (415). */
export function checkInvoiceFile(data: Buffer): CheckedInvoiceFile {
  if (data.length === 0) throw new AppError('VALIDATION_FAILED', invoiceMessages.fileRequired, { file: invoiceMessages.fileRequired });
  if (data.length > invoiceLimits.maxFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', invoiceMessages.fileTooLarge);
  if (data.subarray(0, 1024).includes('%PDF-')) return { fileType: 'pdf', mimeType: 'application/pdf', number: null, ettn: null };
  const ubl = asUblInvoice(data);
  if (ubl) return ubl;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', invoiceMessages.fileType, { file: invoiceMessages.fileType });
}

/** The name a downloaded invoice gets: its number when known, else the order's. */
export function invoiceFileName(base: string, fileType: InvoiceFileType): string {
  return `Fatura-${base.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.${fileType}`;
}

export const mimeTypes: Record<InvoiceFileType, string> = { pdf: 'application/pdf', xml: 'application/xml' };

const invoiceLinks: FileLinkKind = {
  audience: 'pazaryeri:invoice',
  claims: ['iid', 'f'],
  gridSeconds: 60,
  lifeSeconds: invoiceLimits.linkSeconds,
  messages: { invalid: invoiceMessages.linkInvalid, expired: invoiceMessages.linkExpired },
};

/** A link to one file of one invoice, signed for its viewer, living about 10 minutes. */
export async function invoiceFileLink(secret: Uint8Array, viewerId: string, invoiceId: string, file: InvoiceFileType, now = Date.now()) {
  const token = await signFileLink(secret, invoiceLinks, viewerId, invoiceId, file, now);
  return { url: `/api/invoices/${invoiceId}/file/${file}?token=${encodeURIComponent(token)}`, expiresAt: new Date(fileLinkExpiry(invoiceLinks, now) * 1000).toISOString() };
}

export const verifyInvoiceFileLink = (secret: Uint8Array, invoiceId: string, file: InvoiceFileType, token: string | undefined) =>
  verifyFileLink(secret, invoiceLinks, invoiceId, file, token);
