import { marketingMessages } from '@pazaryeri/contract';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../integrations/jobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, multipart, type TestApp } from '../../test/helper';
import { createSubscribers } from './marketing-fixtures';
import { campaignRecipients } from '../../db/schema/marketing';
import { startSmtpServer, type TestSmtpServer } from './smtp-test-server';

let t: TestApp;
let smtp: TestSmtpServer;
let staff: { token: string; email: string };
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MARKETING_SEND_RETRY_BASE_SECONDS: '60', MARKETING_SEND_MAX_ATTEMPTS: '3' });
  const user = await createUser(t.app, { role: 'marketing' });
  staff = { token: user.token, email: user.user.email };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.decide = null;
});

async function createCampaign(title: string, content = 'Merhaba!\n\nBu hafta tüm CNC parçalarında %20 indirim: https://pazaryeri.test/kampanya') {
  const { status, body } = await injectJson(t.app, { method: 'POST', url: '/api/marketting', headers: auth(staff.token), payload: { title, content } });
  expect(status).toBe(201);
  return body.campaign._id as string;
}

const send = (id: string, payload: object) => injectJson(t.app, { method: 'POST', url: `/api/sendCampaign/${id}`, headers: auth(staff.token), payload });
const campaignOf = async (id: string) => (await injectJson(t.app, { method: 'GET', url: `/api/marketting/${id}/progress`, headers: auth(staff.token) })).body.campaign;

describe('sending a campaign over SMTP', () => {
  it('reaches every chosen confirmed subscriber once, with the unsubscribe headers, and ends sent', async () => {
    const confirmed = await createSubscribers(t.app, 4, { prefix: 'onayli' });
    const [pending] = await createSubscribers(t.app, 1, { prefix: 'bekleyen', status: 'pending' });
    const id = await createCampaign('Kasım fırsatları');
    const queued = await send(id, { subscriberIds: [...confirmed.map((row) => row.id), pending.id] });
    expect(queued.status).toBe(202);
    expect(queued.body.campaign).toMatchObject({ status: 'sending', progress: { total: 4, sent: 0, pending: 4 } });
    expect(smtp.received).toHaveLength(0);

    await t.app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(confirmed.map((row) => row.email).sort());
    const mail = smtp.received[0];
    expect(mail.subject).toBe('Kasım fırsatları');
    expect(mail.text).toContain('%20 indirim');
    expect(mail.html).toContain('<a href="https://pazaryeri.test/kampanya">');
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/subscriber\/unsubscribe\?token=[^>]+>$/);
    expect(mail.text).toContain('http://localhost:3000/abonelik/iptal?token=');

    const done = await campaignOf(id);
    expect(done).toMatchObject({ status: 'sent', progress: { total: 4, sent: 4, failed: 0, pending: 0 } });
    expect(done.sentAt).not.toBeNull();
    const log = await injectJson(t.app, { method: 'GET', url: `/api/marketting/sent-emails?campaignId=${id}`, headers: auth(staff.token) });
    expect(Array.isArray(log.body)).toBe(true);
    expect(log.body).toHaveLength(4);
    expect(log.body[0]).toMatchObject({ subject: 'Kasım fırsatları', status: 'sent', attempts: 1 });
    // Sent is sent: no second send, no edit.
    expect((await send(id, { all: true })).status).toBe(409);
    expect((await injectJson(t.app, { method: 'PUT', url: `/api/marketting/${id}`, headers: auth(staff.token), payload: { title: 'x', content: 'y' } })).status).toBe(409);
  });

  it('one click on the List-Unsubscribe URL, then nothing more', async () => {
    const [reader] = await createSubscribers(t.app, 1, { prefix: 'okur' });
    const first = await createCampaign('Birinci');
    await send(first, { subscriberIds: [reader.id] });
    await t.app.jobs.runDue();
    const url = /^<(.+)>$/.exec(smtp.received[0].header('list-unsubscribe')!)![1];
    const clicked = await t.app.inject({ method: 'POST', url: url.replace('http://localhost:3000', ''), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json().message).toBe(marketingMessages.unsubscribed);

    const second = await createCampaign('İkinci');
    expect((await send(second, { subscriberIds: [reader.id] })).body.message).toBe(marketingMessages.noRecipients);
    // Unsubscribing while a campaign is queued: the queued mail is skipped.
    const [other] = await createSubscribers(t.app, 1, { prefix: 'vazgecen' });
    const third = await createCampaign('Üçüncü');
    await send(third, { subscriberIds: [other.id] });
    await injectJson(t.app, { method: 'DELETE', url: '/api/marketting/delete', headers: auth(staff.token), payload: { ids: [other.id] } });
    smtp.received.length = 0;
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    expect(await campaignOf(third)).toMatchObject({ status: 'sent', progress: { total: 1, skipped: 1 } });
  });

  it('retries a temporary (4xx) refusal after a delay and marks a permanent (5xx) one failed', async () => {
    const rows = await createSubscribers(t.app, 3, { prefix: 'gecici' });
    const [busy, gone] = [rows[0].email, rows[1].email];
    const refusals = new Map<string, number>();
    smtp.decide = (rcpt) => {
      if (rcpt === gone) return 550;
      if (rcpt === busy && (refusals.get(rcpt) ?? 0) < 1) {
        refusals.set(rcpt, 1);
        return 451;
      }
    };
    const id = await createCampaign('Tekrar denenecek');
    await send(id, { subscriberIds: rows.map((row) => row.id) });
    await t.app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.to)).toEqual([rows[2].email]);
    const [waiting] = await t.app.db.select().from(campaignRecipients).where(eq(campaignRecipients.email, busy));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('451');
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await campaignOf(id)).toMatchObject({ status: 'sending', progress: { sent: 1, failed: 1, pending: 1 } });

    // A minute passes: the retry and the job that waits for it are due.
    await t.app.db.update(campaignRecipients).set({ nextAttemptAt: new Date() }).where(eq(campaignRecipients.email, busy));
    await t.app.db.update(jobs).set({ runAt: new Date() }).where(and(eq(jobs.queue, 'marketing.send'), eq(jobs.status, 'queued')));
    await t.app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([rows[2].email, busy].sort());
    const [retried] = await t.app.db.select().from(campaignRecipients).where(eq(campaignRecipients.email, busy));
    expect(retried).toMatchObject({ status: 'sent', attempts: 2 });
    const [failed] = await t.app.db.select().from(campaignRecipients).where(eq(campaignRecipients.email, gone));
    expect(failed.status).toBe('failed');
    expect(await campaignOf(id)).toMatchObject({ status: 'sent', progress: { sent: 2, failed: 1, pending: 0 } });
  });

  it('a manual campaign carries its attachment; a test send goes to the staff member only', async () => {
    const [reader] = await createSubscribers(t.app, 1, { prefix: 'ekli' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = multipart({ title: 'Katalog 2026', content: 'Yeni kataloğumuz ekte.', subscriberIds: JSON.stringify([reader.id]) }, [
      { field: 'attachment', name: 'katalog.pdf', type: 'application/pdf', data: pdf },
    ]);
    const queued = await injectJson(t.app, { method: 'POST', url: '/api/sendManualCampaign', headers: { ...auth(staff.token), 'content-type': form.contentType }, payload: form.payload });
    expect(queued.status).toBe(202);
    expect(queued.body.campaign).toMatchObject({ kind: 'manual', attachmentName: 'katalog.pdf', status: 'sending' });
    await t.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].attachments[0]).toMatchObject({ filename: 'katalog.pdf', contentType: 'application/pdf' });
    expect(smtp.received[0].attachments[0].content.equals(pdf)).toBe(true);

    const fake = multipart({ title: 'x', content: 'y', all: 'true' }, [{ field: 'attachment', name: 'virus.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') }]);
    expect((await injectJson(t.app, { method: 'POST', url: '/api/sendManualCampaign', headers: { ...auth(staff.token), 'content-type': fake.contentType }, payload: fake.payload })).status).toBe(415);

    smtp.received.length = 0;
    const draft = await createCampaign('Deneme gönderimi');
    const test = await injectJson(t.app, { method: 'POST', url: `/api/marketting/${draft}/test`, headers: auth(staff.token) });
    expect(test.body.message).toBe(marketingMessages.testSent);
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([[staff.email, '[Deneme] Deneme gönderimi']]);
    expect((await campaignOf(draft)).status).toBe('draft');
  });

  it('lists, searches and filters campaigns', async () => {
    const list = await injectJson(t.app, { method: 'GET', url: '/api/marketting/list', headers: auth(staff.token) });
    expect(list.body.total).toBeGreaterThanOrEqual(5);
    const found = await injectJson(t.app, { method: 'GET', url: '/api/marketting/search?query=kasim', headers: auth(staff.token) });
    expect(found.body.campaigns.map((row: { title: string }) => row.title)).toEqual(['Kasım fırsatları']);
    const drafts = await injectJson(t.app, { method: 'GET', url: '/api/marketting/filter?status=draft', headers: auth(staff.token) });
    expect(drafts.body.campaigns.every((row: { status: string }) => row.status === 'draft')).toBe(true);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting/not-a-uuid', headers: auth(staff.token) })).status).toBe(400);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/marketting/00000000-0000-4000-8000-000000000000', headers: auth(staff.token) })).status).toBe(404);
  });
});

describe('malformed input', () => {
  it('answers 4xx, never 5xx, to NUL characters, huge numbers and unknown ids', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/marketting', payload: { title: 'a\u0000b', content: 'x' } },
      { method: 'GET' as const, url: '/api/marketting?query=%00' },
      { method: 'GET' as const, url: '/api/marketting/search?query=a%00' },
      { method: 'GET' as const, url: '/api/marketting?limit=1e308' },
      { method: 'POST' as const, url: '/api/sendCampaign/00000000-0000-4000-8000-000000000000', payload: { all: true } },
      { method: 'POST' as const, url: '/api/sendCampaign/00000000-0000-4000-8000-000000000000', payload: { subscriberIds: ['nope'] } },
      { method: 'DELETE' as const, url: '/api/marketting/delete', payload: { ids: 'x' } },
    ];
    for (const request of cases) {
      const { status } = await injectJson(t.app, { ...request, headers: auth(staff.token) });
      expect(status, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(status, `${request.method} ${request.url}`).toBeLessThan(500);
    }
    const subscribe = await injectJson(t.app, { method: 'POST', url: '/api/subscriber/subscribe', payload: { email: 'a@b.co', page: '/\u0000' } });
    expect(subscribe.status).toBe(400);
  });
});
