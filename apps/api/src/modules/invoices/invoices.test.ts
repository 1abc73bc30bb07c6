import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicingError, type InvoicingProvider } from '../../integrations/invoicing';
import { auth, createTestApp, createUser, injectJson, multipart, readOutbox, type TestApp } from '../../test/helper';
import { createBuyer, createCategory, createStore, placePaidOrder } from '../orders';
import { invoiceReminders, invoices } from '../../db/schema/invoices';
import { orderItems, orders, sellerOrders } from '../../db/schema/orders';
import { sellers } from '../../db/schema/sellers';
import { issueCommissionInvoices } from './invoices.commission';
import { invoicesContext } from './invoices.context';
import { nextPeriod, previousPeriod, periodOf } from './invoices.period';
import { COMMISSION_QUEUE } from './invoices.schedule';
import { jobs } from '../../db/schema/jobs';
import { remindMissingInvoices } from './invoices.reminders';

/**
 * A store's invoice on its part of an order (issued through the sandbox provider, or its own
 * file), who may see and download it, the monthly commission invoices and the reminders.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let hardware: Awaited<ReturnType<typeof createStore>>;
let safety: Awaited<ReturnType<typeof createStore>>;
let company: Awaited<ReturnType<typeof createBuyer>>;
let stranger: Awaited<ReturnType<typeof createBuyer>>;
let boltId: string;
let drillId: string;
let gloveId: string;

const companyVkn = '9876543217';
const pdfFile = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const ublInvoice = (number: string, ettn: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
      `<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>TR1.2</cbc:CustomizationID><cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>` +
      `<cbc:ID>${number}</cbc:ID><cbc:CopyIndicator>false</cbc:CopyIndicator><cbc:UUID>${ettn}</cbc:UUID></Invoice>`,
  );

const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) => injectJson(t.app, { method, url, headers: auth(token) });
const issue = (token: string, orderId: string, partId: string) => api(token, 'POST', `/api/orders/${orderId}/parts/${partId}/invoice/issue`);
const upload = (token: string, orderId: string, partId: string, data: Buffer, name = 'fatura.pdf', type = 'application/pdf') => {
  const form = multipart({}, [{ field: 'file', name, type, data }]);
  return injectJson(t.app, { method: 'POST', url: `/api/orders/${orderId}/parts/${partId}/invoice`, headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
};

/** Follows the download link as a browser would: the signed URL, no bearer token. */
async function download(token: string, invoiceId: string, format?: 'pdf' | 'xml') {
  const link = await api(token, 'GET', `/api/invoices/${invoiceId}/download${format ? `?format=${format}` : ''}`);
  if (link.status !== 200) return { status: link.status, body: link.body, file: null };
  const file = await t.app.inject({ method: 'GET', url: link.body.url });
  return { status: file.statusCode, body: link.body, file, bytes: file.rawPayload };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function corporateOrder(lines: { productId: string; quantity: number }[]) {
  return placePaidOrder(t.app, company, lines);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const categoryId = await createCategory(t.app);
  hardware = await createStore(t.app, admin.token, categoryId, 'Anadolu Hırdavat');
  safety = await createStore(t.app, admin.token, categoryId, 'Marmara İş Güvenliği');
  company = await createBuyer(t.app, 'Deniz Kaya');
  stranger = await createBuyer(t.app, 'Ali Veli');
  const profile = await injectJson(t.app, {
    method: 'POST',
    url: '/api/users/billing-profiles',
    headers: auth(company.token),
    body: { kind: 'corporate', title: 'Şirket', name: 'Kaya Makine Sanayi Ltd. Şti.', vkn: companyVkn, taxOffice: 'Ostim', cityName: 'Ankara', districtName: 'Yenimahalle', addressLine: 'Ostim OSB 1234. Cd. No: 5', isDefault: true },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);
  boltId = (await hardware.list({ name: 'Paslanmaz Cıvata M6', price: '12.03', stock: 500 }))._id;
  drillId = (await hardware.list({ name: 'Matkap Ucu Seti', price: '249.90', stock: 50, vatRate: 10 }))._id;
  gloveId = (await safety.list({ name: 'Kaynak Eldiveni', price: '95', stock: 100 }))._id;
}, 60_000);
afterAll(() => t.close());

describe('a store issues the invoice of its part through the provider', () => {
  it('splits each line at its VAT rate to the kuruş, names the corporate buyer, and the buyer downloads the PDF', async () => {
    const order = await corporateOrder([
      { productId: boltId, quantity: 7 },
      { productId: drillId, quantity: 1 },
      { productId: gloveId, quantity: 2 },
    ]);
    const part = order.orders.find((candidate) => candidate.seller._id === hardware.seller._id)!;
    const issued = await issue(hardware.token, order._id, part._id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = issued.body.invoice;
    expect(invoice).toMatchObject({ kind: 'sale', source: 'provider', orderId: order._id, partId: part._id, profile: 'EARSIVFATURA', fileType: 'pdf', hasXml: true });
    expect(invoice.number).toMatch(/^PZR20\d{2}\d{9}$/);
    // 7 × 12,03 = 84,21 at 20 % and 249,90 at 10 %: what the part cost, split exactly.
    const [row] = await t.app.db.select({ total: sellerOrders.total }).from(sellerOrders).where(eq(sellerOrders.id, part._id));
    expect(invoice.gross).toBe(row.total);
    expect(invoice.net + invoice.vat).toBe(invoice.gross);
    expect(invoice.vat).toBe(8421 - Math.round((8421 * 100) / 120) + (24990 - Math.round((24990 * 100) / 110)));

    // The buyer sees it on the order, downloads the PDF by its signed link, and reads who it is for.
    const listed = await api(company.token, 'GET', `/api/orders/${order._id}/invoices`);
    expect(listed.body.invoices.map((entry: { _id: string }) => entry._id)).toEqual([invoice._id]);
    const pdf = await download(company.token, invoice._id);
    expect(pdf.status).toBe(200);
    expect(pdf.file!.headers['content-type']).toBe('application/pdf');
    expect(pdf.file!.headers['content-disposition']).toContain(`Fatura-${invoice.number}.pdf`);
    const text = await pdfText(pdf.bytes!);
    for (const expected of ['Kaya Makine Sanayi Ltd. Şti.', `VKN: ${companyVkn}`, 'Vergi Dairesi: Ostim', 'Anadolu Hırdavat', 'Paslanmaz Cıvata M6', 'Matkap Ucu Seti', '%20', '%10', invoice.number]) {
      expect(text).toContain(expected);
    }
    // The UBL-TR XML kept beside it.
    const xml = await download(company.token, invoice._id, 'xml');
    expect(xml.status).toBe(200);
    expect(xml.bytes!.toString('utf8')).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    // The order view carries each part's invoice (one query for all the parts), for the buyer and the store.
    const view = await api(company.token, 'GET', `/api/orders/${order._id}`);
    const parts = view.body.order?.orders ?? view.body.orders;
    expect(parts.find((entry: { _id: string }) => entry._id === part._id).invoice).toMatchObject({ _id: invoice._id, number: invoice.number });
    expect(parts.find((entry: { _id: string }) => entry._id !== part._id).invoice).toBeNull();
    const storeList = await api(hardware.token, 'GET', '/api/orders/seller-orders?limit=50');
    expect(JSON.stringify(storeList.body)).toContain(invoice.number);
    // Issuing again answers the same invoice.
    const again = await issue(hardware.token, order._id, part._id);
    expect(again.status).toBe(200);
    expect(again.body.invoice._id).toBe(invoice._id);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.sellerOrderId, part._id))).toHaveLength(1);
  });

  it('shows each store only its own part’s invoice and refuses everyone else (404)', async () => {
    const order = await corporateOrder([
      { productId: boltId, quantity: 1 },
      { productId: gloveId, quantity: 1 },
    ]);
    const boltPart = order.orders.find((candidate) => candidate.seller._id === hardware.seller._id)!;
    const glovePart = order.orders.find((candidate) => candidate.seller._id === safety.seller._id)!;
    const invoice = (await issue(hardware.token, order._id, boltPart._id)).body.invoice;

    expect((await api(safety.token, 'GET', `/api/orders/${order._id}/invoices`)).body.invoices).toEqual([]);
    expect((await download(safety.token, invoice._id)).status).toBe(404);
    expect((await download(stranger.token, invoice._id)).status).toBe(404);
    expect((await api(stranger.token, 'GET', `/api/orders/${order._id}/invoices`)).status).toBe(404);
    // Another store cannot invoice this part, nor the buyer.
    expect((await issue(safety.token, order._id, boltPart._id)).status).toBe(404);
    expect((await issue(company.token, order._id, boltPart._id)).status).toBe(403);
    // Admins see and download everything.
    expect((await api(admin.token, 'GET', `/api/orders/${order._id}/invoices`)).body.invoices).toHaveLength(1);
    expect((await download(admin.token, invoice._id)).status).toBe(200);
    // A link is for its viewer and its file: the buyer's link with another file, or a forged token, opens nothing.
    const link = (await api(company.token, 'GET', `/api/invoices/${invoice._id}/download`)).body.url as string;
    expect((await t.app.inject({ method: 'GET', url: link.replace('/file/pdf', '/file/xml') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${link.slice(0, -4)}abcd` })).statusCode).toBe(401);
    expect(glovePart).toBeDefined();
  });

  it('records nothing when the provider refuses (422) or cannot be reached (503), and issues once it can', async () => {
    const order = await corporateOrder([{ productId: boltId, quantity: 2 }]);
    const part = order.orders[0];
    const real = t.app.invoicing;
    try {
      t.app.invoicing = { name: 'sandbox', issue: async () => Promise.reject(new InvoicingError('REJECTED', 'Sağlayıcı faturayı kabul etmedi: alıcının vergi numarası hatalı.', 422)) } satisfies InvoicingProvider;
      const refused = await issue(hardware.token, order._id, part._id);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('vergi numarası hatalı');
      t.app.invoicing = { name: 'sandbox', issue: async () => Promise.reject(new InvoicingError('TIMEOUT', 'Sağlayıcı zamanında yanıt vermedi; fatura kesilmedi.')) } satisfies InvoicingProvider;
      expect((await issue(hardware.token, order._id, part._id)).status).toBe(503);
      expect(await t.app.db.select().from(invoices).where(eq(invoices.sellerOrderId, part._id))).toEqual([]);
    } finally {
      t.app.invoicing = real;
    }
    expect((await issue(hardware.token, order._id, part._id)).status).toBe(201);
  });
});

describe('a store uploads its own invoice', () => {
  it('takes a PDF or a UBL-TR XML by their content, refuses anything else (415), and a new file replaces the old', async () => {
    const order = await corporateOrder([{ productId: gloveId, quantity: 1 }]);
    const part = order.orders[0];
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const disguised = await upload(safety.token, order._id, part._id, png, 'fatura.pdf');
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toContain('PDF ya da UBL-TR');
    const html = await upload(safety.token, order._id, part._id, Buffer.from('<html><body>Fatura</body></html>'), 'fatura.xml', 'application/xml');
    expect(html.status).toBe(415);
    expect((await upload(safety.token, order._id, part._id, Buffer.alloc(0))).status).toBe(400);

    const first = await upload(safety.token, order._id, part._id, pdfFile);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.invoice).toMatchObject({ source: 'upload', fileType: 'pdf', number: null, net: null });
    const ettn = '0f4c1a52-3e6b-4b7a-9d2c-8a1e5f6b7c90';
    const second = await upload(safety.token, order._id, part._id, ublInvoice('MRM2026000000042', ettn), 'e-fatura.xml', 'text/xml');
    expect(second.status).toBe(201);
    expect(second.body.message).toBe('Fatura yenisiyle değiştirildi.');
    expect(second.body.invoice).toMatchObject({ _id: first.body.invoice._id, fileType: 'xml', number: 'MRM2026000000042', ettn });
    const fetched = await download(company.token, second.body.invoice._id);
    expect(fetched.file!.headers['content-type']).toBe('application/xml');
    expect(fetched.bytes!.toString('utf8')).toContain(ettn);

    // An uploaded invoice stands in the way of issuing one until the store takes it back.
    expect((await issue(safety.token, order._id, part._id)).status).toBe(409);
    expect((await api(safety.token, 'DELETE', `/api/orders/${order._id}/parts/${part._id}/invoice`)).status).toBe(200);
    expect((await issue(safety.token, order._id, part._id)).status).toBe(201);
    // An issued invoice is final: neither replaced by a file nor removed.
    expect((await upload(safety.token, order._id, part._id, pdfFile)).status).toBe(409);
    expect((await api(safety.token, 'DELETE', `/api/orders/${order._id}/parts/${part._id}/invoice`)).status).toBe(409);
  });

  it('refuses a file over 10 MB (413) and a cancelled part (409)', async () => {
    const order = await corporateOrder([{ productId: gloveId, quantity: 1 }]);
    const part = order.orders[0];
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(safety.token, order._id, part._id, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Fatura dosyası en fazla 10 MB olabilir.');
    await t.app.db.update(sellerOrders).set({ status: 'cancelled' }).where(eq(sellerOrders.id, part._id));
    const cancelled = await upload(safety.token, order._id, part._id, pdfFile);
    expect(cancelled.status).toBe(409);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.sellerOrderId, part._id))).toEqual([]);
  });
});

describe('delivered parts without an invoice', () => {
  it('remind their store once, 3 days on, and the admin lists them until an invoice comes', async () => {
    const order = await corporateOrder([{ productId: boltId, quantity: 3 }]);
    const part = order.orders[0];
    const ctx = invoicesContext(t.app);
    await t.app.db.update(sellerOrders).set({ status: 'delivered', deliveredAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(sellerOrders.id, part._id));
    const recent = await remindMissingInvoices(ctx);
    expect(await t.app.db.select().from(invoiceReminders).where(eq(invoiceReminders.sellerOrderId, part._id))).toEqual([]);

    await t.app.db.update(sellerOrders).set({ deliveredAt: new Date(Date.now() - 4 * 86_400_000) }).where(eq(sellerOrders.id, part._id));
    const run = await remindMissingInvoices(ctx);
    expect(run.parts).toBeGreaterThan(recent.parts);
    expect((await remindMissingInvoices(ctx)).parts).toBe(0);
    const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.text.includes(order.orderNumber) && mail.subject.includes('ura'));
    expect(mails).toHaveLength(1);
    const [store] = await t.app.db.select({ email: sellers.contactEmail }).from(sellers).where(eq(sellers.id, hardware.seller._id));
    expect(mails[0].to).toContain(store.email);

    const missing = await api(admin.token, 'GET', `/api/admin/invoices?missing=true&sellerId=${hardware.seller._id}`);
    expect(missing.status).toBe(200);
    const listed = missing.body.missing.find((entry: { partId: string }) => entry.partId === part._id);
    expect(listed).toMatchObject({ orderNumber: order.orderNumber, daysSinceDelivery: 4, store: { storeName: 'Anadolu Hırdavat' } });
    expect(listed.remindedAt).not.toBeNull();

    expect((await upload(hardware.token, order._id, part._id, pdfFile)).status).toBe(201);
    const after = await api(admin.token, 'GET', `/api/admin/invoices?missing=true&sellerId=${hardware.seller._id}`);
    expect(after.body.missing.map((entry: { partId: string }) => entry.partId)).not.toContain(part._id);
  });
});

describe('monthly commission invoices', () => {
  it('invoice each store the commission of its paid, not refunded lines of the month, once', async () => {
    const period = previousPeriod(periodOf(new Date()));
    const inMonth = new Date(`${period}-15T10:00:00+03:00`);
    const first = await corporateOrder([{ productId: boltId, quantity: 10 }]);
    const second = await corporateOrder([
      { productId: drillId, quantity: 2 },
      { productId: gloveId, quantity: 1 },
    ]);
    const refunded = await corporateOrder([{ productId: boltId, quantity: 4 }]);
    for (const order of [first, second, refunded]) await t.app.db.update(orders).set({ paidAt: inMonth }).where(eq(orders.id, order._id));
    await t.app.db.update(sellerOrders).set({ status: 'refunded' }).where(eq(sellerOrders.orderId, refunded._id));
    const commissionOf = async (orderId: string, sellerId: string) =>
      (await t.app.db.select({ commission: orderItems.commission, sellerId: sellerOrders.sellerId }).from(orderItems).innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId)).where(eq(orderItems.orderId, orderId)))
        .filter((line) => line.sellerId === sellerId)
        .reduce((sum, line) => sum + line.commission, 0);
    const expectedHardware = (await commissionOf(first._id, hardware.seller._id)) + (await commissionOf(second._id, hardware.seller._id));
    const expectedSafety = await commissionOf(second._id, safety.seller._id);
    expect(expectedHardware).toBeGreaterThan(0);

    const ctx = invoicesContext(t.app);
    const run = await issueCommissionInvoices(ctx, period);
    expect(run).toMatchObject({ period, issued: 2, failed: 0 });
    expect(await issueCommissionInvoices(ctx, period)).toMatchObject({ issued: 0, existing: 2 });

    const mine = await api(hardware.token, 'GET', '/api/seller/commission-invoices');
    expect(mine.status).toBe(200);
    expect(mine.body.invoices).toHaveLength(1);
    const invoice = mine.body.invoices[0];
    expect(invoice).toMatchObject({ kind: 'commission', period, gross: expectedHardware, store: { _id: hardware.seller._id } });
    expect(invoice.net + invoice.vat).toBe(expectedHardware);
    const text = await pdfText((await download(hardware.token, invoice._id)).bytes!);
    expect(text).toContain('Pazaryeri Elektronik Ticaret A.Ş.');
    expect(text).toContain('Pazaryeri hizmet komisyonu');
    // Another store does not get it; the admin's list has both, by month and by store.
    expect((await download(safety.token, invoice._id)).status).toBe(404);
    const byMonth = await api(admin.token, 'GET', `/api/admin/invoices?kind=commission&month=${period}`);
    expect(byMonth.body.invoices.map((entry: { gross: number }) => entry.gross).sort()).toEqual([expectedHardware, expectedSafety].sort());
    const byStore = await api(admin.token, 'GET', `/api/admin/invoices?kind=commission&sellerId=${safety.seller._id}`);
    expect(byStore.body.invoices).toHaveLength(1);
    expect((await api(admin.token, 'GET', '/api/admin/invoices?month=2026-13')).status).toBe(400);
    expect((await api(hardware.token, 'GET', '/api/admin/invoices')).status).toBe(403);

    // As the durable job: queued once per month however often it is asked for, it issues nothing
    // twice, and queues the next month's run for the first of that month.
    const enqueue = () => t.app.jobs.enqueue(COMMISSION_QUEUE, { period }, { key: period });
    expect(await enqueue()).not.toBeNull();
    expect(await enqueue()).toBeNull();
    await t.app.jobs.runDue();
    expect(await t.app.db.select().from(invoices).where(eq(invoices.kind, 'commission'))).toHaveLength(2);
    const next = nextPeriod(period);
    const [queued] = await t.app.db.select().from(jobs).where(and(eq(jobs.queue, COMMISSION_QUEUE), eq(jobs.key, next)));
    expect(queued.runAt.toISOString()).toBe(new Date(`${nextPeriod(next)}-01T00:10:00+03:00`).toISOString());
  });
});
