import { randomBytes, randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeParasutOptions {
  companyId?: string;
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  /** The fake's clock: an access token expires `tokenLifetimeSeconds` after it was granted on it. */
  now?: () => Date;
  /** expires_in of a token; Paraşüt documents 2 hours. */
  tokenLifetimeSeconds?: number;
  /** How many looks at a trackable job answer 'running' before it is done. */
  jobPolls?: number;
  /** How many asks for a PDF answer 204 (not rendered yet) before its URL. */
  pdfPolls?: number;
}

export interface RecordedRequest {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The route it matched: 'POST /oauth/token', 'GET /sales_invoices/:id', 'GET /files/:id'… (the company prefix dropped). */
  route: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** JSON, or the fields of a form (the token request). */
  body: Json | null;
}

/** A scripted answer for the next request on a route: an error status with Paraşüt's `errors`, or no answer at all. */
export type FakeFailure = { status: number; title?: string; detail?: string } | { hang: true };

interface StoredInvoice {
  id: string;
  attributes: Json;
  contactId: string;
  details: { id: string; attributes: Json }[];
  eDocument: { type: 'e_archives' | 'e_invoices'; id: string } | null;
}

interface StoredEDocument {
  id: string;
  type: 'e_archives' | 'e_invoices';
  attributes: Json;
  salesInvoiceId: string;
  /** GİB's number: an e-Arşiv's invoice_number, and the sales invoice's invoice_no for both. */
  number: string;
  pdfAsks: number;
}

interface Job {
  id: string;
  invoiceId: string;
  polls: number;
  status: 'pending' | 'running' | 'done' | 'error';
  errors: string[];
  complete: () => void;
}

const vatRates = [0, 1, 8, 10, 18, 20];

/** A decimal as written (number or string) → its digits and places, for exact products; null when it is not a plain decimal. */
function scaledOf(value: unknown): { digits: bigint; places: number } | null {
  const written = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(written);
  return match ? { digits: BigInt(match[1] + (match[2] ?? '')), places: (match[2] ?? '').length } : null;
}

/** n / d rounded half up (n, d ≥ 0). */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const lira = (kurus: bigint) => `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;

/** A one-page PDF naming the document, built here so the fake needs no renderer. */
function pdfFor(title: string): Buffer {
  const stream = `BT /F1 14 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A local Paraşüt v4 for the adapter's tests, as its public documentation describes the calls the
 * adapter makes: OAuth2 at /oauth/token (password and refresh_token grants, a new refresh token
 * each time, Doorkeeper's `error` answers), bearer tokens that expire, JSON:API under
 * /v4/{company}/ (contacts, sales_invoices with details and include=active_e_document,
 * e_invoice_inboxes, e_archives, e_invoices, trackable_jobs, the e-documents' PDFs: 204 until
 * rendered, then a short-lived URL on a file path of its own), 422s with an `errors` array.
 * It computes an invoice's totals per line, rounding half up (how Paraşüt rounds is not
 * documented), and gives the sales invoice the e-document's number as invoice_no. Records every
 * request; a route can be told to fail or to hang, a job to end in error, the tokens to expire.
 */
export async function startFakeParasut(options: FakeParasutOptions = {}) {
  const companyId = options.companyId ?? '115';
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const username = options.username ?? 'muhasebe@pazaryeri.test';
  const password = options.password ?? 'fake-password';
  const now = options.now ?? (() => new Date());
  const lifetime = options.tokenLifetimeSeconds ?? 7200;
  const jobPolls = options.jobPolls ?? 1;
  const pdfPolls = options.pdfPolls ?? 1;

  const requests: RecordedRequest[] = [];
  const failures = new Map<string, FakeFailure[]>();
  const jobFailures: string[][] = [];
  const accessTokens = new Map<string, number>(); // token → expires at (ms, on the fake's clock)
  const refreshTokens = new Set<string>();
  const contacts = new Map<string, { id: string; attributes: Json }>();
  const salesInvoices = new Map<string, StoredInvoice>();
  const deletedInvoices = new Set<string>();
  const eDocuments = new Map<string, StoredEDocument>();
  const jobs = new Map<string, Job>();
  const files = new Map<string, Buffer>();
  /** vkn/tckn → its e-Fatura inbox addresses. */
  const inboxes = new Map<string, string[]>();
  const hanging = new Set<ServerResponse>();
  let lastId = 1000;
  let lastNumber = 0;
  let url = '';

  const nextId = () => String(++lastId);
  const stamp = () => now().toISOString();
  const documentKey = (type: string, id: string) => `${type}/${id}`;

  const send = (res: ServerResponse, status: number, body?: unknown, type = 'application/vnd.api+json; charset=utf-8') => {
    if (body === undefined) {
      res.writeHead(status);
      return void res.end();
    }
    res.writeHead(status, { 'Content-Type': type });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, detail: string, title = status === 422 ? 'Geçersiz kayıt' : 'Hata') => send(res, status, { errors: [{ title, detail }] });

  // ---- resources as Paraşüt answers them ----

  const contactJson = (contact: { id: string; attributes: Json }) => ({ id: contact.id, type: 'contacts', attributes: contact.attributes, relationships: {} });
  const eDocumentJson = (document: StoredEDocument) => ({
    id: document.id,
    type: document.type,
    attributes: document.attributes,
    relationships: { [document.type === 'e_archives' ? 'sales_invoice' : 'invoice']: { data: { id: document.salesInvoiceId, type: 'sales_invoices' } } },
  });
  const invoiceJson = (invoice: StoredInvoice) => ({
    id: invoice.id,
    type: 'sales_invoices',
    attributes: invoice.attributes,
    relationships: {
      contact: { data: { id: invoice.contactId, type: 'contacts' } },
      details: { data: invoice.details.map((detail) => ({ id: detail.id, type: 'sales_invoice_details' })) },
      active_e_document: { data: invoice.eDocument },
    },
  });
  function includedOf(invoices: StoredInvoice[], include: string | undefined) {
    const wanted = new Set((include ?? '').split(',').map((name) => name.trim()));
    const included: Json[] = [];
    for (const invoice of invoices) {
      if (wanted.has('active_e_document') && invoice.eDocument) {
        const document = eDocuments.get(documentKey(invoice.eDocument.type, invoice.eDocument.id));
        if (document) included.push(eDocumentJson(document));
      }
      if (wanted.has('details')) for (const detail of invoice.details) included.push({ id: detail.id, type: 'sales_invoice_details', attributes: detail.attributes, relationships: {} });
      if (wanted.has('contact')) {
        const contact = contacts.get(invoice.contactId);
        if (contact) included.push(contactJson(contact));
      }
    }
    return included;
  }
  function page<T>(items: T[], query: Record<string, string>) {
    const size = Math.min(Math.max(Number(query['page[size]'] ?? 15) || 15, 1), 25);
    const number = Math.max(Number(query['page[number]'] ?? 1) || 1, 1);
    const totalPages = Math.max(Math.ceil(items.length / size), 1);
    return { items: items.slice((number - 1) * size, number * size), meta: { current_page: number, total_pages: totalPages, total_count: items.length } };
  }
  const byId = (sort: string | undefined) => (a: { id: string }, b: { id: string }) => (sort === '-id' ? Number(b.id) - Number(a.id) : Number(a.id) - Number(b.id));

  // ---- OAuth ----

  function grantToken(res: ServerResponse, body: Json) {
    if (body.client_id !== clientId || body.client_secret !== clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.' }, 'application/json');
    }
    const invalidGrant = () =>
      send(res, 400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.' }, 'application/json');
    if (body.grant_type === 'password') {
      if (body.username !== username || body.password !== password) return invalidGrant();
    } else if (body.grant_type === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !refreshTokens.delete(body.refresh_token)) return invalidGrant();
    } else {
      return send(res, 400, { error: 'unsupported_grant_type', error_description: 'The authorization grant type is not supported by the authorization server.' }, 'application/json');
    }
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    accessTokens.set(access, now().getTime() + lifetime * 1000);
    refreshTokens.add(refresh);
    send(res, 200, { access_token: access, token_type: 'bearer', expires_in: lifetime, refresh_token: refresh, scope: 'public', created_at: Math.floor(now().getTime() / 1000) }, 'application/json');
  }

  function authorised(req: IncomingMessage): boolean {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const expiresAt = match ? accessTokens.get(match[1]) : undefined;
    return expiresAt !== undefined && now().getTime() < expiresAt;
  }

  // ---- the API ----

  function createContact(res: ServerResponse, body: Json) {
    const data = body.data as Json | undefined;
    const attributes = (data?.attributes ?? {}) as Json;
    if (data?.type !== 'contacts') return refuse(res, 422, 'Kaynak türü contacts olmalı.');
    if (typeof attributes.name !== 'string' || !attributes.name.trim()) return refuse(res, 422, 'İsim boş olamaz.');
    if (attributes.account_type !== 'customer' && attributes.account_type !== 'supplier') return refuse(res, 422, 'Hesap türü geçersiz.');
    if (attributes.contact_type !== undefined && attributes.contact_type !== 'person' && attributes.contact_type !== 'company') return refuse(res, 422, 'Müşteri tipi geçersiz.');
    if (attributes.tax_number !== undefined && !/^\d{10,11}$/.test(String(attributes.tax_number))) return refuse(res, 422, 'Vergi numarası 10, TC kimlik numarası 11 haneli olmalı.');
    const contact = { id: nextId(), attributes: { ...attributes, balance: '0.0', trl_balance: '0.0', archived: false, created_at: stamp(), updated_at: stamp() } };
    contacts.set(contact.id, contact);
    send(res, 201, { data: contactJson(contact) });
  }

  function listContacts(res: ServerResponse, query: Record<string, string>) {
    const name = query['filter[name]']?.toLocaleLowerCase('tr-TR');
    const found = [...contacts.values()]
      .filter((contact) => query['filter[tax_number]'] === undefined || contact.attributes.tax_number === query['filter[tax_number]'])
      .filter((contact) => name === undefined || String(contact.attributes.name ?? '').toLocaleLowerCase('tr-TR').includes(name))
      .sort(byId(query.sort));
    const { items, meta } = page(found, query);
    send(res, 200, { data: items.map(contactJson), meta });
  }

  function createSalesInvoice(res: ServerResponse, body: Json) {
    const data = body.data as Json | undefined;
    const attributes = (data?.attributes ?? {}) as Json;
    const relationships = (data?.relationships ?? {}) as Record<string, { data?: unknown }>;
    if (data?.type !== 'sales_invoices') return refuse(res, 422, 'Kaynak türü sales_invoices olmalı.');
    if (!['invoice', 'estimate', 'refund'].includes(String(attributes.item_type))) return refuse(res, 422, 'Fatura türü geçersiz.');
    if (typeof attributes.issue_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(attributes.issue_date)) return refuse(res, 422, 'Düzenleme tarihi geçersiz.');
    if (attributes.currency !== undefined && !['TRL', 'USD', 'EUR', 'GBP'].includes(String(attributes.currency))) return refuse(res, 422, 'Döviz tipi geçersiz.');
    const contactId = String((relationships.contact?.data as Json | undefined)?.id ?? '');
    if (!contacts.has(contactId)) return refuse(res, 422, 'Müşteri bulunamadı.');
    const lines = relationships.details?.data;
    if (!Array.isArray(lines) || lines.length === 0) return refuse(res, 422, 'Faturada en az bir kalem olmalı.');
    const details: StoredInvoice['details'] = [];
    let net = 0n;
    let vat = 0n;
    for (const [index, line] of (lines as Json[]).entries()) {
      const detail = (line.attributes ?? {}) as Json;
      const quantity = scaledOf(detail.quantity);
      const unitPrice = scaledOf(detail.unit_price);
      if (line.type !== 'sales_invoice_details' || !quantity || quantity.digits === 0n) return refuse(res, 422, `${index + 1}. kalem: miktar geçersiz.`);
      if (!unitPrice) return refuse(res, 422, `${index + 1}. kalem: birim fiyatı geçersiz.`);
      if (typeof detail.vat_rate !== 'number' || !vatRates.includes(detail.vat_rate)) return refuse(res, 422, `${index + 1}. kalem: KDV oranı geçersiz.`);
      const lineNet = roundDiv(quantity.digits * unitPrice.digits * 100n, 10n ** BigInt(quantity.places + unitPrice.places));
      const lineVat = roundDiv(lineNet * BigInt(detail.vat_rate), 100n);
      net += lineNet;
      vat += lineVat;
      details.push({ id: nextId(), attributes: { ...detail, net_total: lira(lineNet + lineVat), created_at: stamp(), updated_at: stamp() } });
    }
    const invoice: StoredInvoice = {
      id: nextId(),
      contactId,
      details,
      eDocument: null,
      attributes: {
        ...attributes,
        currency: attributes.currency ?? 'TRL',
        invoice_no: null,
        archived: false,
        gross_total: lira(net),
        total_vat: lira(vat),
        before_taxes_total: lira(net),
        net_total: lira(net + vat),
        remaining: lira(net + vat),
        payment_status: 'unpaid',
        created_at: stamp(),
        updated_at: stamp(),
      },
    };
    salesInvoices.set(invoice.id, invoice);
    send(res, 201, { data: invoiceJson(invoice) });
  }

  function listSalesInvoices(res: ServerResponse, query: Record<string, string>) {
    const found = [...salesInvoices.values()]
      .filter((invoice) => query['filter[contact_id]'] === undefined || invoice.contactId === query['filter[contact_id]'])
      .filter((invoice) => query['filter[issue_date]'] === undefined || invoice.attributes.issue_date === query['filter[issue_date]'])
      .filter((invoice) => query['filter[item_type]'] === undefined || invoice.attributes.item_type === query['filter[item_type]'])
      .sort(byId(query.sort));
    const { items, meta } = page(found, query);
    send(res, 200, { data: items.map(invoiceJson), included: includedOf(items, query.include), meta });
  }

  /** The job that makes an e-document; the document exists once the job is done. */
  function startJob(invoiceId: string, make: () => StoredEDocument, refusal: string | null): Job {
    const scripted = jobFailures.shift();
    const errors = scripted ?? (refusal ? [refusal] : []);
    const job: Job = {
      id: nextId(),
      invoiceId,
      polls: 0,
      status: 'pending',
      errors: [],
      complete: () => {
        if (errors.length > 0) {
          job.status = 'error';
          job.errors = errors;
          return;
        }
        const document = make();
        eDocuments.set(documentKey(document.type, document.id), document);
        const invoice = salesInvoices.get(document.salesInvoiceId);
        if (invoice) {
          invoice.eDocument = { type: document.type, id: document.id };
          invoice.attributes.invoice_no = document.number;
          invoice.attributes.updated_at = stamp();
        }
        job.status = 'done';
      },
    };
    jobs.set(job.id, job);
    return job;
  }

  function createEDocument(res: ServerResponse, type: 'e_archives' | 'e_invoices', body: Json) {
    const data = body.data as Json | undefined;
    const attributes = (data?.attributes ?? {}) as Json;
    const relationships = (data?.relationships ?? {}) as Record<string, { data?: Json }>;
    if (data?.type !== type) return refuse(res, 422, `Kaynak türü ${type} olmalı.`);
    const invoiceId = String(relationships[type === 'e_archives' ? 'sales_invoice' : 'invoice']?.data?.id ?? '');
    const invoice = salesInvoices.get(invoiceId);
    if (!invoice) return refuse(res, 404, 'Satış faturası bulunamadı.', 'Not Found');
    // A second e-document for the same invoice, done or still being made, is refused (assumed: the documentation does not say).
    if (invoice.eDocument || [...jobs.values()].some((job) => job.invoiceId === invoiceId && job.status !== 'error')) {
      return refuse(res, 422, 'Bu fatura zaten resmileştirilmiş.');
    }
    const taxNumber = String(invoice.attributes.tax_number ?? contacts.get(invoice.contactId)?.attributes.tax_number ?? '');
    const addresses = inboxes.get(taxNumber) ?? [];
    if (type === 'e_invoices') {
      if (attributes.scenario !== 'basic' && attributes.scenario !== 'commercial') return refuse(res, 422, 'Gönderim senaryosu geçersiz.');
      if (typeof attributes.to !== 'string' || !addresses.includes(attributes.to)) return refuse(res, 422, 'Alıcının e-Fatura gelen kutusu bulunamadı.');
    }
    if (invoice.details.some((detail) => detail.attributes.vat_rate === 0) && !attributes.vat_exemption_reason_code) {
      return refuse(res, 422, 'KDV oranı %0 olan kalemler için istisna sebebi seçilmeli.');
    }
    const year = String(invoice.attributes.issue_date).slice(0, 4);
    const refusal = type === 'e_archives' && addresses.length > 0 ? 'Alıcı e-Fatura kullanıcısı; e-Arşiv yerine e-Fatura düzenlenmeli.' : null;
    const job = startJob(
      invoiceId,
      () => {
        const number = `PRS${year}${String(++lastNumber).padStart(9, '0')}`;
        const common = { uuid: randomUUID(), note: attributes.note ?? null, created_at: stamp(), updated_at: stamp() };
        return {
          id: nextId(),
          type,
          salesInvoiceId: invoiceId,
          number,
          pdfAsks: 0,
          attributes:
            type === 'e_archives'
              ? { ...common, vkn: taxNumber, invoice_number: number, is_printed: false, status: 'legalized', is_signed: true, cancellable_until: null, printed_at: null }
              : // The documented e_invoices attributes carry no invoice number: it reaches the sales invoice only.
                { ...common, env_uuid: randomUUID(), to_vkn: taxNumber, to_address: attributes.to, direction: 'outbound', scenario: attributes.scenario, status: 'waiting', issue_date: invoice.attributes.issue_date, net_total: invoice.attributes.net_total, currency: invoice.attributes.currency, item_type: 'invoice' },
        };
      },
      refusal,
    );
    send(res, 201, { data: { id: job.id, type: 'trackable_jobs', attributes: { status: job.status, errors: [] }, relationships: {} } });
  }

  function showJob(res: ServerResponse, id: string) {
    const job = jobs.get(id);
    if (!job) return refuse(res, 404, 'İş bulunamadı.', 'Not Found');
    if (job.status === 'pending' || job.status === 'running') {
      job.polls += 1;
      if (job.polls > jobPolls) job.complete();
      else job.status = 'running';
    }
    send(res, 200, { data: { id: job.id, type: 'trackable_jobs', attributes: { status: job.status, errors: job.errors }, relationships: {} } });
  }

  function showPdf(res: ServerResponse, type: 'e_archives' | 'e_invoices', id: string) {
    const document = eDocuments.get(documentKey(type, id));
    if (!document) return refuse(res, 404, 'e-Belge bulunamadı.', 'Not Found');
    document.pdfAsks += 1;
    if (document.pdfAsks <= pdfPolls) return send(res, 204);
    const name = `${randomBytes(12).toString('hex')}.pdf`;
    files.set(name, pdfFor(`${type === 'e_archives' ? 'e-Arsiv Fatura' : 'e-Fatura'} ${document.number} ETTN ${document.attributes.uuid}`));
    const expiresAt = new Date(now().getTime() + 3600_000).toISOString();
    send(res, 200, { data: { id: nextId(), type: 'e_document_pdfs', attributes: { url: `${url}/files/${name}?X-Amz-Expires=3600`, expires_at: expiresAt }, relationships: {} } });
  }

  // ---- routing ----

  function routeOf(method: string, path: string): { route: string; params: string[] } {
    const prefix = `/v4/${companyId}`;
    if (!path.startsWith(`${prefix}/`) && !path.startsWith('/files/')) return { route: `${method} ${path}`, params: [] };
    const inner = path.startsWith('/files/') ? path : path.slice(prefix.length);
    const params: string[] = [];
    const shape = inner
      .split('/')
      .map((segment, index) => {
        if (index >= 2 && segment !== 'pdf') {
          params.push(decodeURIComponent(segment));
          return ':id';
        }
        return segment;
      })
      .join('/');
    return { route: `${method} ${shape}`, params };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const parsed = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const { route, params } = routeOf(method, parsed.pathname);
    const query = Object.fromEntries(parsed.searchParams);
    const type = req.headers['content-type'] ?? '';
    let body: Json | null = null;
    try {
      body = !raw ? null : type.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : (JSON.parse(raw) as Json);
    } catch {
      body = null;
    }
    requests.push({ method, path: parsed.pathname, route, query, headers: req.headers, body });

    const failure = failures.get(route)?.shift();
    if (failure && 'hang' in failure) return void hanging.add(res);
    if (failure) return refuse(res, failure.status, failure.detail ?? 'Sunucu hatası', failure.title);

    if (route === 'POST /oauth/token') return grantToken(res, body ?? {});
    if (route === 'GET /files/:id') {
      const file = files.get(params[0]);
      if (!file) return send(res, 403, undefined);
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': file.length });
      return void res.end(file);
    }
    if (!parsed.pathname.startsWith(`/v4/${companyId}/`)) return refuse(res, 404, 'Firma bulunamadı.', 'Not Found');
    // Doorkeeper answers an expired or unknown token with 401 and WWW-Authenticate; the body is assumed.
    if (!authorised(req)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="Doorkeeper", error="invalid_token", error_description="The access token is invalid"');
      return refuse(res, 401, 'The access token is invalid', 'Unauthorized');
    }
    if (method === 'POST' && !/^application\/(vnd\.api\+)?json/.test(type)) return refuse(res, 415, "Content-Type application/json veya application/vnd.api+json olmalı.", 'Unsupported Media Type');
    if (method === 'POST' && !body) return refuse(res, 400, 'İstek gövdesi okunamadı.', 'Bad Request');

    switch (route) {
      case 'GET /contacts':
        return listContacts(res, query);
      case 'POST /contacts':
        return createContact(res, body!);
      case 'GET /sales_invoices':
        return listSalesInvoices(res, query);
      case 'POST /sales_invoices':
        return createSalesInvoice(res, body!);
      case 'GET /sales_invoices/:id': {
        const invoice = salesInvoices.get(params[0]);
        if (!invoice) return refuse(res, 404, 'Satış faturası bulunamadı.', 'Not Found');
        return send(res, 200, { data: invoiceJson(invoice), included: includedOf([invoice], query.include) });
      }
      case 'DELETE /sales_invoices/:id': {
        const invoice = salesInvoices.get(params[0]);
        if (!invoice) return refuse(res, 404, 'Satış faturası bulunamadı.', 'Not Found');
        if (invoice.eDocument) return refuse(res, 422, 'Resmileştirilmiş fatura silinemez.');
        salesInvoices.delete(invoice.id);
        deletedInvoices.add(invoice.id);
        return send(res, 200, {});
      }
      case 'GET /e_invoice_inboxes': {
        const vkn = query['filter[vkn]'];
        const found = vkn ? (inboxes.get(vkn) ?? []) : [];
        return send(res, 200, {
          data: found.map((address, index) => ({
            id: `${vkn}-${index + 1}`,
            type: 'e_invoice_inboxes',
            attributes: { vkn, e_invoice_address: address, name: 'Kayıtlı mükellef', inbox_type: 'PK', address_registered_at: '2020-01-01T00:00:00+03:00', registered_at: '2020-01-01T00:00:00+03:00' },
            relationships: {},
          })),
          meta: { current_page: 1, total_pages: 1, total_count: found.length },
        });
      }
      case 'POST /e_archives':
        return createEDocument(res, 'e_archives', body!);
      case 'POST /e_invoices':
        return createEDocument(res, 'e_invoices', body!);
      case 'GET /trackable_jobs/:id':
        return showJob(res, params[0]);
      case 'GET /e_archives/:id/pdf':
        return showPdf(res, 'e_archives', params[0]);
      case 'GET /e_invoices/:id/pdf':
        return showPdf(res, 'e_invoices', params[0]);
      default:
        return refuse(res, 404, 'Bilinmeyen adres.', 'Not Found');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, 500, String(error));
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    companyId,
    credentials: { clientId, clientSecret, username, password },
    /** Every request received, credentials and all: test support only. */
    requests,
    contacts: () => [...contacts.values()],
    salesInvoices: () => [...salesInvoices.values()],
    deletedSalesInvoices: () => [...deletedInvoices],
    eArchives: () => [...eDocuments.values()].filter((document) => document.type === 'e_archives'),
    eInvoices: () => [...eDocuments.values()].filter((document) => document.type === 'e_invoices'),
    /** Registers an e-Fatura user: their tax number answers this inbox address. */
    addEInvoiceInbox(taxNumber: string, address = `urn:mail:defaultpk@${taxNumber}.test`) {
      inboxes.set(taxNumber, [...(inboxes.get(taxNumber) ?? []), address]);
      return address;
    },
    /** The next requests on a route ('POST /e_archives', 'GET /trackable_jobs/:id', 'POST /oauth/token'…) get these answers, in order. */
    fail(route: string, ...answers: FakeFailure[]) {
      failures.set(route, [...(failures.get(route) ?? []), ...answers]);
    },
    /** The next e-document job ends in 'error' with these messages. */
    failNextJob(...errors: string[]) {
      jobFailures.push(errors);
    },
    /** Every access token granted so far stops working (as an expired one), refresh tokens still do. */
    expireTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeParasut = Awaited<ReturnType<typeof startFakeParasut>>;
