import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decimalOf } from './format';
import { type ParasutInvoicingOptions, createParasutInvoicingProvider } from './parasut';
import { type InvoiceDraft, InvoicingError, type InvoicingProvider } from './provider';
import { buyerTckn, buyerVkn, companyBuyer, line, personBuyer, sampleDraft, sampleLines } from './testing/drafts';
import { type FakeParasut, startFakeParasut } from './testing/fake-parasut';

type Json = Record<string, any>;

/** The refusal a promise ends in: its code, status and Turkish message. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number | null; message: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  const { code, status, message } = error as InvoicingError;
  return { code, status, message };
}

describe('the Paraşüt invoicing adapter against the fake Paraşüt', () => {
  let fake: FakeParasut;
  let clock: number;
  let sent: { url: string; init: RequestInit }[];
  let logs: unknown[];
  let provider: InvoicingProvider;

  const recordingFetch: typeof fetch = (input, init) => {
    sent.push({ url: String(input), init: init ?? {} });
    return fetch(input, init);
  };
  const logger = { info: (details: object) => logs.push(details), warn: (details: object) => logs.push(details) };
  const make = (overrides: Partial<ParasutInvoicingOptions> = {}) =>
    createParasutInvoicingProvider({ baseUrl: fake.url, companyId: fake.companyId, ...fake.credentials, fetch: recordingFetch, logger, pollIntervalMs: 1, now: () => new Date(clock), ...overrides });

  beforeEach(async () => {
    clock = Date.parse('2026-03-02T12:00:00Z');
    sent = [];
    logs = [];
    fake = await startFakeParasut({ now: () => new Date(clock) });
    provider = make();
  });
  afterEach(() => fake.close());

  const routes = () => fake.requests.map((request) => request.route);
  const count = (route: string) => routes().filter((name) => name === route).length;
  const bodyOf = (route: string, index = 0) => fake.requests.filter((request) => request.route === route)[index]?.body as Json;
  const grants = () => fake.requests.filter((request) => request.route === 'POST /oauth/token').map((request) => request.body?.grant_type);

  it('issues an e-Arşiv to an individual: a token by password, the buyer as a person, the sales invoice, the job polled, the PDF polled and downloaded', async () => {
    const issued = await provider.issue(sampleDraft({ reference: 'order-1', buyer: personBuyer }));

    expect(provider.name).toBe('parasut');
    const [invoice] = fake.salesInvoices();
    const [eArchive] = fake.eArchives();
    expect(issued).toMatchObject({ providerInvoiceId: invoice.id, ettn: eArchive.attributes.uuid, number: eArchive.attributes.invoice_number, profile: 'EARSIVFATURA', xml: null });
    expect(issued.number).toMatch(/^PRS2026\d{9}$/);
    expect(issued.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(issued.pdf.toString('latin1')).toContain(issued.number);
    // The placeholder TCKN is never asked about at the e-Fatura inboxes.
    expect(routes()).toEqual([
      'POST /oauth/token',
      'GET /contacts',
      'POST /contacts',
      'GET /sales_invoices',
      'POST /sales_invoices',
      'POST /e_archives',
      'GET /trackable_jobs/:id',
      'GET /trackable_jobs/:id',
      'GET /sales_invoices/:id',
      'GET /e_archives/:id/pdf',
      'GET /e_archives/:id/pdf',
      'GET /files/:id',
    ]);

    const token = fake.requests[0];
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token.body).toEqual({ grant_type: 'password', client_id: fake.credentials.clientId, client_secret: fake.credentials.clientSecret, username: fake.credentials.username, password: fake.credentials.password, redirect_uri: 'urn:ietf:wg:oauth:2.0:oob' });
    for (const request of fake.requests.slice(1, -1)) {
      expect(request.path.startsWith(`/v4/${fake.companyId}/`)).toBe(true);
      expect(request.headers.authorization).toMatch(/^Bearer [0-9a-f]{48}$/);
      if (request.method === 'POST') expect(request.headers['content-type']).toBe('application/vnd.api+json');
    }
    // The PDF's signed link is fetched without our bearer token.
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();

    expect(bodyOf('POST /contacts').data).toEqual({
      type: 'contacts',
      attributes: { name: 'Ayşe Gül Yılmaz', contact_type: 'person', account_type: 'customer', tax_number: '11111111111', address: 'Alsancak Mh. 1453 Sk. No: 7', district: 'Konak', city: 'İzmir', phone: '+905551112233', is_abroad: false },
    });
    expect(bodyOf('POST /e_archives').data).toEqual({
      type: 'e_archives',
      attributes: { note: 'Sipariş PZ-2026-000123' },
      relationships: { sales_invoice: { data: { id: invoice.id, type: 'sales_invoices' } } },
    });
  });

  it("sends each line at its net unit price, VAT rate and quantity, with our reference as order_no: Paraşüt's totals are the draft's", async () => {
    const draft = sampleDraft({ reference: 'order-2' });
    await provider.issue(draft);

    const body = bodyOf('POST /sales_invoices').data;
    expect(body.attributes).toMatchObject({
      item_type: 'invoice',
      issue_date: '2026-03-02',
      due_date: '2026-03-02',
      currency: 'TRL',
      order_no: 'order-2',
      order_date: '2026-03-02',
      description: 'Sipariş PZ-2026-000123',
      tax_number: buyerVkn,
      tax_office: 'Çankaya',
      city: 'Ankara',
      district: 'Çankaya',
    });
    expect(body.relationships.contact.data).toEqual({ id: fake.contacts()[0].id, type: 'contacts' });
    const details = body.relationships.details.data.map((detail: Json) => detail.attributes);
    expect(details).toEqual([
      { quantity: 3, unit_price: 100, vat_rate: 20, description: 'M8x40 Paslanmaz Cıvata <DIN 933> & Somun "100\'lü"' },
      { quantity: 1, unit_price: 210, vat_rate: 10, description: 'Çelik Yapılar (kitap)' },
      { quantity: 2, unit_price: 50, vat_rate: 1, description: 'Ekmek' },
      { quantity: 3, unit_price: 27.77666667, vat_rate: 20, description: 'Işık sensörü' },
    ]);
    // quantity × unit price, to the kuruş, is each line's net, and the nets and their VAT add up to the draft's totals.
    const nets = details.map((detail: Json) => Math.round(detail.quantity * detail.unit_price * 100));
    expect(nets).toEqual(sampleLines.map((row) => row.net));
    expect(nets.reduce((sum: number, net: number) => sum + net, 0)).toBe(draft.totals.net);
    const vats = details.map((detail: Json, index: number) => Math.round((nets[index] * detail.vat_rate) / 100));
    expect(vats.reduce((sum: number, vat: number) => sum + vat, 0)).toBe(draft.totals.vat);
    expect(fake.salesInvoices()[0].attributes).toMatchObject({ gross_total: decimalOf(draft.totals.net), total_vat: decimalOf(draft.totals.vat), net_total: decimalOf(draft.totals.gross) });

    // The issue date is İstanbul's: 22:30 UTC on 31 December is already the new year.
    await provider.issue(sampleDraft({ reference: 'new-year', issueDate: new Date('2026-12-31T22:30:00Z') }));
    expect(bodyOf('POST /sales_invoices', 1).data.attributes.issue_date).toBe('2027-01-01');
    expect(fake.eArchives().map((document) => document.number)).toEqual(['PRS2026000000001', 'PRS2027000000002']);
  });

  it('issues an e-Fatura (TEMELFATURA) to a VKN that has an inbox, and finds the buyer again by tax number', async () => {
    const inbox = fake.addEInvoiceInbox(buyerVkn);
    const first = await provider.issue(sampleDraft({ reference: 'company-1' }));

    const [invoice] = fake.salesInvoices();
    const [eInvoice] = fake.eInvoices();
    expect(first).toMatchObject({ providerInvoiceId: invoice.id, ettn: eInvoice.attributes.uuid, profile: 'TEMELFATURA', xml: null });
    // The e_invoices resource documents no number: it is read from the formalized sales invoice.
    expect(first.number).toBe(invoice.attributes.invoice_no);
    expect(first.number).toMatch(/^PRS2026\d{9}$/);
    expect(first.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fake.requests.find((request) => request.route === 'GET /e_invoice_inboxes')?.query).toEqual({ 'filter[vkn]': buyerVkn });
    expect(bodyOf('POST /e_invoices').data).toEqual({
      type: 'e_invoices',
      attributes: { scenario: 'basic', to: inbox, note: 'Sipariş PZ-2026-000123' },
      relationships: { invoice: { data: { id: invoice.id, type: 'sales_invoices' } } },
    });
    expect(count('POST /e_archives')).toBe(0);
    expect(count('GET /e_invoices/:id/pdf')).toBe(2);
    expect(bodyOf('POST /contacts').data.attributes).toMatchObject({ name: companyBuyer.name, contact_type: 'company', tax_number: buyerVkn, tax_office: 'Çankaya', email: companyBuyer.email });

    const second = await provider.issue(sampleDraft({ reference: 'company-2' }));
    expect(second.profile).toBe('TEMELFATURA');
    expect(second.number).not.toBe(first.number);
    expect(fake.contacts()).toHaveLength(1);
    expect(fake.requests.filter((request) => request.route === 'GET /contacts').map((request) => request.query['filter[tax_number]'])).toEqual([buyerVkn, buyerVkn]);

    // A person with a TCKN and no inbox gets an e-Arşiv, asked about by their TCKN.
    const person = await provider.issue(sampleDraft({ reference: 'person-1', buyer: { ...personBuyer, taxNumber: buyerTckn } }));
    expect(person.profile).toBe('EARSIVFATURA');
    expect(fake.requests.filter((request) => request.route === 'GET /e_invoice_inboxes').map((request) => request.query['filter[vkn]'])).toEqual([buyerVkn, buyerVkn, buyerTckn]);
  });

  it('finds a buyer without a TCKN again by name and address, and carries exemption 351 for a 0% line', async () => {
    const exempt = [...sampleLines, line('Gazete', 1, 1_000, 1_000, 0, 0)];
    await provider.issue(sampleDraft({ reference: 'anon-1', buyer: personBuyer, lines: exempt }));
    await provider.issue(sampleDraft({ reference: 'anon-2', buyer: personBuyer }));
    await provider.issue(sampleDraft({ reference: 'anon-3', buyer: { ...personBuyer, address: { ...personBuyer.address, line: 'Başka Sk. No: 1' } } }));

    expect(fake.contacts()).toHaveLength(2);
    expect(fake.requests.find((request) => request.route === 'GET /contacts')?.query).toMatchObject({ 'filter[tax_number]': '11111111111', 'filter[name]': 'Ayşe Gül Yılmaz' });
    expect(bodyOf('POST /e_archives').data.attributes).toEqual({ vat_exemption_reason_code: '351', vat_exemption_reason: 'KDV - İstisna Olmayan Diğer', note: 'Sipariş PZ-2026-000123' });
    expect(bodyOf('POST /e_archives', 1).data.attributes).toEqual({ note: 'Sipariş PZ-2026-000123' });
  });

  it('issues one sales invoice and one e-Arşiv for a reference, issued twice at once, again, and after a restart', async () => {
    const draft = sampleDraft({ reference: 'order-9', buyer: personBuyer });
    const [first, concurrent] = await Promise.all([provider.issue(draft), provider.issue(draft)]);
    expect(concurrent).toBe(first);
    const again = await provider.issue(draft);
    const afterRestart = await make().issue(draft);

    const identity = ({ providerInvoiceId, ettn, number, profile }: typeof first) => ({ providerInvoiceId, ettn, number, profile });
    expect(identity(again)).toEqual(identity(first));
    expect(identity(afterRestart)).toEqual(identity(first));
    expect(afterRestart.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fake.salesInvoices()).toHaveLength(1);
    expect(fake.eArchives()).toHaveLength(1);
    expect(count('POST /sales_invoices')).toBe(1);
    expect(count('POST /e_archives')).toBe(1);
    // The earlier invoice is looked for among the buyer's invoices of that day, newest first.
    expect(fake.requests.filter((request) => request.route === 'GET /sales_invoices').at(-1)?.query).toEqual({
      'filter[contact_id]': fake.contacts()[0].id,
      'filter[issue_date]': '2026-03-02',
      'filter[item_type]': 'invoice',
      include: 'active_e_document',
      sort: '-id',
      'page[number]': '1',
      'page[size]': '25',
    });
  });

  it('keeps its token until it expires, then renews it with the refresh token it was last given', async () => {
    await provider.issue(sampleDraft({ reference: 'a' }));
    await provider.issue(sampleDraft({ reference: 'b' }));
    expect(grants()).toEqual(['password']);

    clock += 2 * 3600_000;
    await provider.issue(sampleDraft({ reference: 'c' }));
    clock += 2 * 3600_000;
    await provider.issue(sampleDraft({ reference: 'd' }));
    // The fake takes each refresh token once: a stale one would have fallen back to the password.
    expect(grants()).toEqual(['password', 'refresh_token', 'refresh_token']);
    const refresh = fake.requests.filter((request) => request.route === 'POST /oauth/token')[1].body;
    expect(refresh).toEqual({ grant_type: 'refresh_token', client_id: fake.credentials.clientId, client_secret: fake.credentials.clientSecret, refresh_token: expect.stringMatching(/^[0-9a-f]{48}$/) });
  });

  it('gets a new token once and retries when Paraşüt answers 401; a second 401 is AUTH and issues nothing', async () => {
    await provider.issue(sampleDraft({ reference: 'a' }));
    fake.expireTokens();
    const before = fake.requests.length;
    await provider.issue(sampleDraft({ reference: 'b' }));
    expect(fake.requests.slice(before).map((request) => request.route).slice(0, 3)).toEqual(['GET /contacts', 'POST /oauth/token', 'GET /contacts']);
    expect(grants()).toEqual(['password', 'refresh_token']);

    fake.fail('GET /contacts', { status: 401, title: 'Unauthorized', detail: 'The access token is invalid' }, { status: 401, title: 'Unauthorized', detail: 'The access token is invalid' });
    expect(await refusal(provider.issue(sampleDraft({ reference: 'c' })))).toEqual({
      code: 'AUTH',
      status: 401,
      message: 'Paraşüt oturumu açılamadı (API kullanıcı bilgileri kabul edilmedi); fatura kesilmedi, daha sonra tekrar deneyin.',
    });
    expect(fake.salesInvoices()).toHaveLength(2);
  });

  it('answers AUTH for wrong credentials and never puts a secret, a token or a tax number in a message or a log', async () => {
    const wrongPassword = make({ password: 'yanlis-parola-123' });
    const wrongSecret = make({ clientSecret: 'yanlis-sir-456' });
    const answers = [await refusal(wrongPassword.issue(sampleDraft())), await refusal(wrongSecret.issue(sampleDraft()))];
    expect(answers.map(({ code, status }) => ({ code, status }))).toEqual([
      { code: 'AUTH', status: 400 },
      { code: 'AUTH', status: 401 },
    ]);
    expect(fake.salesInvoices()).toHaveLength(0);

    fake.addEInvoiceInbox(buyerVkn);
    await provider.issue(sampleDraft({ reference: 'ok' }));
    await provider.issue(sampleDraft({ reference: 'person', buyer: { ...personBuyer, taxNumber: buyerTckn } }));
    expect(logs).toContainEqual({ provider: 'parasut', method: 'GET', path: '/e_invoice_inboxes', status: 200, ms: expect.any(Number) });
    const tokens = fake.requests.map((request) => request.headers.authorization?.replace('Bearer ', '')).filter(Boolean) as string[];
    const written = JSON.stringify([answers, logs]);
    for (const secret of ['yanlis-parola-123', 'yanlis-sir-456', fake.credentials.password, fake.credentials.clientSecret, buyerVkn, buyerTckn, ...tokens]) {
      expect(written).not.toContain(secret);
    }
  });

  it("answers REJECTED with Paraşüt's words for a 4xx and makes no e-document", async () => {
    fake.fail('POST /sales_invoices', { status: 422, title: 'Geçersiz kayıt', detail: 'Vergi dairesi geçersiz.' });
    expect(await refusal(provider.issue(sampleDraft()))).toEqual({ code: 'REJECTED', status: 422, message: 'Paraşüt faturayı kabul etmedi: Vergi dairesi geçersiz.' });
    expect(fake.salesInvoices()).toHaveLength(0);
    expect(count('POST /e_archives') + count('POST /e_invoices')).toBe(0);

    // A draft we would refuse ourselves never reaches Paraşüt.
    const calls = fake.requests.length;
    expect(await refusal(provider.issue(sampleDraft({ lines: [] })))).toMatchObject({ code: 'REJECTED', status: null, message: 'Faturada en az bir satır olmalı.' });
    expect(fake.requests).toHaveLength(calls);
  });

  it('answers REJECTED when the e-document job ends in error, and a retry then makes it on the same sales invoice', async () => {
    fake.failNextJob('Alıcı unvanı GİB kaydıyla uyuşmuyor.');
    const draft = sampleDraft({ reference: 'job', buyer: personBuyer });
    expect(await refusal(provider.issue(draft))).toEqual({ code: 'REJECTED', status: null, message: 'Paraşüt faturayı kabul etmedi: Alıcı unvanı GİB kaydıyla uyuşmuyor.' });
    expect(fake.eArchives()).toHaveLength(0);

    const issued = await provider.issue(draft);
    expect(issued.providerInvoiceId).toBe(fake.salesInvoices()[0].id);
    expect(fake.salesInvoices()).toHaveLength(1);
    expect(fake.eArchives()).toHaveLength(1);
  });

  it('answers UNAVAILABLE for a 5xx, a 429 and a refused connection', async () => {
    fake.fail('GET /contacts', { status: 503, detail: 'Bakımdayız.' });
    expect(await refusal(provider.issue(sampleDraft()))).toEqual({ code: 'UNAVAILABLE', status: 503, message: "Paraşüt'e ulaşılamadı; fatura kesilmedi, daha sonra tekrar deneyin." });
    fake.fail('POST /sales_invoices', { status: 429, detail: 'Dakikada 60 istek sınırı aşıldı.' });
    expect(await refusal(provider.issue(sampleDraft()))).toMatchObject({ code: 'UNAVAILABLE', status: 429 });
    const unreachable = make({ baseUrl: 'http://127.0.0.1:9' });
    expect(await refusal(unreachable.issue(sampleDraft()))).toEqual({ code: 'UNAVAILABLE', status: null, message: "Paraşüt'e ulaşılamadı; fatura kesilmedi, daha sonra tekrar deneyin." });
    expect(fake.salesInvoices()).toHaveLength(0);
  });

  it('answers TIMEOUT quickly when Paraşüt does not answer within timeoutMs', async () => {
    const impatient = make({ timeoutMs: 100 });
    fake.fail('POST /sales_invoices', { hang: true });
    const started = Date.now();
    expect(await refusal(impatient.issue(sampleDraft()))).toEqual({ code: 'TIMEOUT', status: null, message: 'Paraşüt zamanında yanıt vermedi; fatura kesilmedi, daha sonra tekrar deneyin.' });
    fake.fail('POST /oauth/token', { hang: true });
    expect(await refusal(make({ timeoutMs: 100 }).issue(sampleDraft()))).toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('after a failure at the e-Arşiv step, a retry makes one e-Arşiv on the one sales invoice', async () => {
    const draft = sampleDraft({ reference: 'midway', buyer: personBuyer });
    fake.fail('POST /e_archives', { status: 500, detail: 'Internal Server Error' });
    expect(await refusal(provider.issue(draft))).toEqual({
      code: 'UNAVAILABLE',
      status: 500,
      message: "Paraşüt'e ulaşılamadı; e-belgenin kesilip kesilmediği belli değil; daha sonra tekrar deneyin, aynı fatura ikinci kez kesilmez.",
    });
    expect(fake.salesInvoices()).toHaveLength(1);
    expect(fake.eArchives()).toHaveLength(0);

    const issued = await make().issue(draft);
    expect(issued).toMatchObject({ providerInvoiceId: fake.salesInvoices()[0].id, profile: 'EARSIVFATURA' });
    expect(fake.salesInvoices()).toHaveLength(1);
    expect(fake.eArchives()).toHaveLength(1);
    expect(count('POST /sales_invoices')).toBe(1);
  });

  it('when only the PDF could not be had, says the invoice was issued, and a retry fetches that one', async () => {
    const draft = sampleDraft({ reference: 'pdf', buyer: personBuyer });
    fake.fail('GET /e_archives/:id/pdf', { status: 503 });
    expect(await refusal(provider.issue(draft))).toEqual({
      code: 'UNAVAILABLE',
      status: 503,
      message: "Paraşüt'e ulaşılamadı; fatura kesildi ama belgesi Paraşüt'ten alınamadı; daha sonra tekrar deneyin, aynı fatura getirilir.",
    });
    const issued = await provider.issue(draft);
    expect(issued.number).toBe(fake.eArchives()[0].number);
    expect(count('POST /e_archives')).toBe(1);
    expect(count('POST /sales_invoices')).toBe(1);
  });

  it('refuses, and deletes the sales invoice, when the VAT Paraşüt works out from the net prices is not the draft\'s', async () => {
    // 9 kuruş at 20% splits into 8 + 1 (lib/vat.ts: VAT from the gross); Paraşüt takes 20% of 8 → 1.6 → 2.
    const lines = [line('Sakız', 1, 9, 8, 1, 20)];
    const draft: InvoiceDraft = sampleDraft({ reference: 'rounding', buyer: personBuyer, lines });
    expect(await refusal(provider.issue(draft))).toEqual({
      code: 'REJECTED',
      status: null,
      message: "Paraşüt faturayı kabul etmedi: Paraşüt'ün hesapladığı KDV (0,02 TL) faturadakinden (0,01 TL) farklı; satırların KDV'si birim fiyattan yeniden hesaplanınca tutmuyor",
    });
    expect(fake.salesInvoices()).toHaveLength(0);
    expect(fake.deletedSalesInvoices()).toHaveLength(1);
    expect(count('POST /e_archives')).toBe(0);
  });
});
