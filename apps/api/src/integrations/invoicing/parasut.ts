import { formatLira, placeholderTckn, taxIdOf } from './format';
import { type ParasutClient, type ParasutClientOptions, ParasutFault, createParasutClient, isParasutFault } from './parasut-client';
import {
  type EDocument,
  type Resource,
  activeEDocumentOf,
  contactBody,
  eArchiveBody,
  eInvoiceBody,
  eInvoiceCandidate,
  gibNumberPattern,
  issueDateOf,
  jobStateOf,
  kurusOf,
  listed,
  salesInvoiceBody,
  single,
  stringAttribute,
  uuidPattern,
} from './parasut-wire';
import { type InvoiceDraft, type InvoiceParty, InvoicingError, type InvoicingProvider, type IssuedInvoice } from './provider';
import { checkInvoiceDraft } from './validation';

export interface ParasutInvoicingOptions extends ParasutClientOptions {
  /** The wait between two looks at a trackable job or a PDF not ready yet; 1 s by default. */
  pollIntervalMs?: number;
}

/** How many times a trackable job is asked about (× pollIntervalMs: a minute by default). */
const maxJobPolls = 60;
/** How many times a PDF not yet rendered (204) is asked for again. */
const maxPdfPolls = 20;
/** Pages of one buyer's invoices of one day searched for our reference (25 a page). */
const maxSearchPages = 40;
const pageSize = '25';

/**
 * How far an issue got, which decides what a failure means for the store: before the e-document
 * was asked for, nothing legal exists; while it is being made, it may or may not exist; once made,
 * only its copy is missing. In each case the same reference issued again goes on from there.
 */
type Stage = 'before' | 'formalizing' | 'issued';

const afterwards: Record<Stage, string> = {
  before: 'fatura kesilmedi, daha sonra tekrar deneyin.',
  formalizing: 'e-belgenin kesilip kesilmediği belli değil; daha sonra tekrar deneyin, aynı fatura ikinci kez kesilmez.',
  issued: "fatura kesildi ama belgesi Paraşüt'ten alınamadı; daha sonra tekrar deneyin, aynı fatura getirilir.",
};

/** Our sentence for a fault, in Turkish, with what Paraşüt said when it said something. */
function invoicingError(fault: ParasutFault, stage: Stage): InvoicingError {
  const said = fault.detail ? `: ${fault.detail}` : '';
  switch (fault.code) {
    case 'REJECTED':
      return new InvoicingError('REJECTED', `Paraşüt faturayı kabul etmedi${said || '.'}`, fault.status);
    case 'AUTH':
      return new InvoicingError('AUTH', `Paraşüt oturumu açılamadı (API kullanıcı bilgileri kabul edilmedi); ${afterwards[stage]}`, fault.status);
    case 'TIMEOUT':
      return new InvoicingError('TIMEOUT', `Paraşüt zamanında yanıt vermedi; ${afterwards[stage]}`, fault.status);
    default:
      return new InvoicingError('UNAVAILABLE', `Paraşüt'e ulaşılamadı; ${afterwards[stage]}`, fault.status);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameText = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLocaleLowerCase('tr-TR') === b.trim().toLocaleLowerCase('tr-TR');

/**
 * Paraşüt (v4) as our invoicing provider. One issue is: the buyer as a customer contact (found by
 * tax number, else created); the sales invoice (found by our reference, else created, and its
 * totals checked against the draft's); an e-Fatura when the buyer has an e-Fatura inbox, else an
 * e-Arşiv, made by a trackable job polled until done; the e-document's PDF, polled until rendered
 * and downloaded. Idempotent on the draft's reference across restarts: the reference is the sales
 * invoice's `order_no`, and an issue first looks for it among the buyer's invoices of that day, so
 * a retry after any failure continues the same sales invoice and never makes a second one.
 */
export function createParasutInvoicingProvider(options: ParasutInvoicingOptions): InvoicingProvider {
  const client: ParasutClient = createParasutClient(options);
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const running = new Map<string, Promise<IssuedInvoice>>();

  /**
   * The buyer's customer contact. Found by tax number (the earliest such customer, so every retry
   * finds the same one); a buyer with the placeholder TCKN is found by name and address as well.
   */
  async function contactOf(party: InvoiceParty): Promise<string> {
    const { number } = taxIdOf(party);
    const anonymous = number === placeholderTckn;
    const found = listed(
      await client.call('GET', '/contacts', {
        query: { 'filter[tax_number]': number, 'filter[name]': anonymous ? party.name.trim() : undefined, sort: 'id', 'page[size]': pageSize },
      }),
    ).find(
      (contact) =>
        (contact.attributes.account_type ?? 'customer') === 'customer' &&
        (!anonymous ||
          (sameText(contact.attributes.name, party.name) &&
            sameText(contact.attributes.city, party.address.city) &&
            sameText(contact.attributes.district, party.address.district) &&
            sameText(contact.attributes.address, party.address.line))),
    );
    if (found) return found.id;
    const created = single(await client.call('POST', '/contacts', { body: contactBody(party) }));
    if (!created) throw new ParasutFault('UNAVAILABLE', null, 'müşteri kaydı okunamadı');
    return created.id;
  }

  /**
   * The sales invoice issued earlier under this reference, with its e-document if it has one:
   * among the contact's invoices of the day (newest first), the one whose order_no is the reference.
   */
  async function earlierInvoice(contactId: string, draft: InvoiceDraft): Promise<{ invoice: Resource; eDocument: EDocument | null } | null> {
    for (let page = 1; page <= maxSearchPages; page += 1) {
      const document = await client.call('GET', '/sales_invoices', {
        query: {
          'filter[contact_id]': contactId,
          'filter[issue_date]': issueDateOf(draft),
          'filter[item_type]': 'invoice',
          include: 'active_e_document',
          sort: '-id',
          'page[number]': String(page),
          'page[size]': pageSize,
        },
      });
      const invoice = listed(document).find((candidate) => candidate.attributes.order_no === draft.reference);
      if (invoice) return { invoice, eDocument: activeEDocumentOf(invoice, document?.included ?? []) };
      if (page >= Number(document?.meta.total_pages ?? 1)) return null;
    }
    return null;
  }

  /**
   * Paraşüt works the VAT out from the net unit prices itself. An invoice whose totals are not the
   * draft's would state amounts other than those charged: it is deleted (it is not an e-document
   * yet) and the draft refused. Totals Paraşüt does not answer are not checked.
   */
  async function checkTotals(invoice: Resource, draft: InvoiceDraft) {
    const vat = kurusOf(invoice.attributes.total_vat);
    const gross = kurusOf(invoice.attributes.net_total); // Paraşüt's net_total is the total with VAT ('Genel Toplam').
    const vatDiffers = vat !== null && vat !== draft.totals.vat;
    if (!vatDiffers && (gross === null || gross === draft.totals.gross)) return;
    await client.call('DELETE', `/sales_invoices/${encodeURIComponent(invoice.id)}`).catch(() => null);
    const [label, theirs, ours] = vatDiffers ? ['KDV', vat, draft.totals.vat] : ['genel toplam', gross, draft.totals.gross];
    throw new ParasutFault('REJECTED', null, `Paraşüt'ün hesapladığı ${label} (${formatLira(theirs ?? 0)}) faturadakinden (${formatLira(ours)}) farklı; satırların KDV'si birim fiyattan yeniden hesaplanınca tutmuyor`);
  }

  /** The buyer's e-Fatura inbox address, when their tax number has one. */
  async function eInvoiceInbox(party: InvoiceParty): Promise<string | null> {
    const taxNumber = eInvoiceCandidate(party);
    if (!taxNumber) return null;
    const inboxes = listed(await client.call('GET', '/e_invoice_inboxes', { query: { 'filter[vkn]': taxNumber } }));
    const inbox = inboxes.find((candidate) => stringAttribute(candidate, 'e_invoice_address'));
    return inbox ? stringAttribute(inbox, 'e_invoice_address') : null;
  }

  /** Polls a trackable job until done; its errors are Paraşüt's refusal. */
  async function finished(jobId: string) {
    for (let poll = 1; poll <= maxJobPolls; poll += 1) {
      await sleep(pollIntervalMs);
      const job = single(await client.call('GET', `/trackable_jobs/${encodeURIComponent(jobId)}`));
      if (!job) throw new ParasutFault('UNAVAILABLE', null, 'iş durumu okunamadı');
      const { status, errors } = jobStateOf(job);
      if (status === 'done') return;
      if (status === 'error') throw new ParasutFault('REJECTED', null, errors.join('; ') || 'e-belge oluşturulamadı');
    }
    throw new ParasutFault('TIMEOUT', null, null);
  }

  /** Makes the e-document of the sales invoice and answers it as the invoice now names it. */
  async function formalize(invoice: Resource, draft: InvoiceDraft): Promise<{ invoice: Resource; eDocument: EDocument }> {
    const inbox = await eInvoiceInbox(draft.buyer);
    const job = single(
      inbox
        ? await client.call('POST', '/e_invoices', { body: eInvoiceBody(draft, invoice.id, inbox) })
        : await client.call('POST', '/e_archives', { body: eArchiveBody(draft, invoice.id) }),
    );
    if (!job) throw new ParasutFault('UNAVAILABLE', null, 'iş numarası okunamadı');
    await finished(job.id);
    const shown = await client.call('GET', `/sales_invoices/${encodeURIComponent(invoice.id)}`, { query: { include: 'active_e_document' } });
    const updated = single(shown);
    const eDocument = updated && activeEDocumentOf(updated, shown?.included ?? []);
    if (!updated || !eDocument) throw new ParasutFault('UNAVAILABLE', null, 'e-belge faturada görünmüyor');
    return { invoice: updated, eDocument };
  }

  /** The e-document's PDF: its URL once rendered (204 until then), downloaded at once (the URL lasts an hour). */
  async function pdfOf(eDocument: EDocument): Promise<Buffer> {
    for (let poll = 1; poll <= maxPdfPolls; poll += 1) {
      const answer = single(await client.call('GET', `/${eDocument.type}/${encodeURIComponent(eDocument.id)}/pdf`));
      const url = answer && stringAttribute(answer, 'url');
      if (url) {
        const pdf = await client.download(url);
        if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ParasutFault('UNAVAILABLE', null, 'PDF okunamadı');
        return pdf;
      }
      await sleep(pollIntervalMs);
    }
    throw new ParasutFault('TIMEOUT', null, null);
  }

  /**
   * The ETTN and number of the e-document. The e-Arşiv answers both (uuid, invoice_number); the
   * documented e_invoices attributes have no number, so the sales invoice's invoice_no, which
   * carries the official number once formalized, is read when the e-document has none.
   */
  function identityOf(invoice: Resource, eDocument: EDocument) {
    const ettn = typeof eDocument.attributes.uuid === 'string' ? eDocument.attributes.uuid : '';
    const number = [eDocument.attributes.invoice_number, invoice.attributes.invoice_no].find((value) => typeof value === 'string' && gibNumberPattern.test(value)) as string | undefined;
    if (!uuidPattern.test(ettn) || !number) throw new ParasutFault('UNAVAILABLE', null, 'e-belgenin ETTN veya numarası okunamadı');
    return { ettn: ettn.toLowerCase(), number, profile: eDocument.type === 'e_invoices' ? ('TEMELFATURA' as const) : ('EARSIVFATURA' as const) };
  }

  async function issueOnce(draft: InvoiceDraft): Promise<IssuedInvoice> {
    checkInvoiceDraft(draft);
    let stage: Stage = 'before';
    try {
      const contactId = await contactOf(draft.buyer);
      const earlier = await earlierInvoice(contactId, draft);
      let invoice = earlier?.invoice ?? single(await client.call('POST', '/sales_invoices', { body: salesInvoiceBody(draft, contactId) }));
      if (!invoice) throw new ParasutFault('UNAVAILABLE', null, 'satış faturası okunamadı');
      let eDocument = earlier?.eDocument ?? null;
      if (!eDocument) {
        await checkTotals(invoice, draft);
        stage = 'formalizing';
        ({ invoice, eDocument } = await formalize(invoice, draft));
      }
      stage = 'issued';
      const identity = identityOf(invoice, eDocument);
      const pdf = await pdfOf(eDocument);
      return { providerInvoiceId: invoice.id, ...identity, pdf, xml: null };
    } catch (error) {
      throw isParasutFault(error) ? invoicingError(error, stage) : error;
    }
  }

  return {
    name: 'parasut',
    /** Calls with the same reference in this process share one run; across processes, the lookup by reference. */
    issue(draft) {
      const current = running.get(draft.reference);
      if (current) return current;
      const issuing = issueOnce(draft).finally(() => running.delete(draft.reference));
      running.set(draft.reference, issuing);
      return issuing;
    },
  };
}
