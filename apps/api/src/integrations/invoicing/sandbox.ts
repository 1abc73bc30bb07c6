import { randomUUID } from 'node:crypto';
import { istanbulDateTime, placeholderTckn } from './format';
import type { InvoiceDraft, InvoicingProvider, IssuedInvoice } from './provider';
import { ublInvoiceXml } from './ubl';
import { checkInvoiceDraft } from './validation';

export interface SandboxInvoicingOptions {
  /** The year's next sequence number (1, 2, …); the caller's own counter, e.g. a database sequence. Default: one in memory per year. */
  nextNumber?: (year: number) => Promise<number>;
  /** Whether a tax number is registered for e-Fatura (GİB's user list). Default: nobody is. */
  isEInvoiceUser?: (taxNumber: string) => Promise<boolean>;
}

/** Our invoice series: 'PZR', the year, the sequence in 9 digits (PZR2026000000123). */
const invoiceSeries = 'PZR';
const maxSequence = 999_999_999;

function memorySequence(): (year: number) => Promise<number> {
  const last = new Map<number, number>();
  return async (year) => {
    const next = (last.get(year) ?? 0) + 1;
    last.set(year, next);
    return next;
  };
}

/**
 * The in-process invoicing provider: checks the draft as an integrator would, numbers it, and
 * renders the PDF and the UBL-TR XML itself. Idempotent on the draft's reference in this process:
 * the same reference answers the invoice issued first (a concurrent second call waits for it); a
 * refused draft numbers nothing and may be corrected and issued again.
 */
export function createSandboxInvoicingProvider(options: SandboxInvoicingOptions = {}): InvoicingProvider {
  const nextNumber = options.nextNumber ?? memorySequence();
  const isEInvoiceUser = options.isEInvoiceUser ?? (async () => false);
  const issued = new Map<string, Promise<IssuedInvoice>>();

  async function issueOnce(draft: InvoiceDraft): Promise<IssuedInvoice> {
    checkInvoiceDraft(draft);
    const year = istanbulDateTime(draft.issueDate).year;
    const sequence = await nextNumber(year);
    if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > maxSequence) throw new RangeError(`the invoice sequence for ${year} must be 1–${maxSequence}, got ${sequence}`);
    const buyerTaxNumber = draft.buyer.taxNumber?.trim();
    const eInvoice = !!buyerTaxNumber && buyerTaxNumber !== placeholderTckn && (await isEInvoiceUser(buyerTaxNumber));
    const ettn = randomUUID();
    const identity = { ettn, number: `${invoiceSeries}${year}${String(sequence).padStart(9, '0')}`, profile: eInvoice ? 'TEMELFATURA' : 'EARSIVFATURA' } as const;
    // pdfkit loads with the first invoice, not with the app (issue 29).
    const { invoicePdf } = await import('./pdf');
    const pdf = await invoicePdf(draft, identity);
    return { providerInvoiceId: `sandbox-${ettn}`, ...identity, pdf, xml: Buffer.from(ublInvoiceXml(draft, identity), 'utf8') };
  }

  return {
    name: 'sandbox',
    issue(draft) {
      const existing = issued.get(draft.reference);
      if (existing) return existing;
      const issuing = issueOnce(draft);
      issued.set(draft.reference, issuing);
      issuing.catch(() => issued.delete(draft.reference));
      return issuing;
    },
  };
}
