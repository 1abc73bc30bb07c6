import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auth, createSiblingApp, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createSubscribers } from './marketing-fixtures';
import { startSmtpServer, type TestSmtpServer } from './smtp-test-server';

/**
 * Two workers (two apps on one database, as two API processes) share a campaign while the SMTP
 * server takes longer than a recipient's lease to accept a mail: the worker with the mail in hand
 * keeps its lease, so the other never claims the address and mails it a second time.
 */
describe('a campaign recipient’s lease while its mail is in hand', () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let smtp: TestSmtpServer;
  let staff: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_LEASE_SECONDS: '1', MARKETING_SEND_PARALLEL: '2', MARKETING_SEND_RATE_PER_MINUTE: '100000' });
    sibling = await createSiblingApp(t);
    await sibling.ready();
    staff = (await createUser(t.app, { role: 'marketing' })).token;
  }, 60_000);
  afterAll(async () => {
    await sibling.close();
    await t.close();
    await smtp.close();
  });

  it('is kept past its length by the worker sending, so a second worker does not mail the address again', async () => {
    // Two addresses, so each worker has a send job of the campaign (MARKETING_SEND_PARALLEL 2).
    const rows = await createSubscribers(t.app, 2, { prefix: 'yavas' });
    const created = await injectJson(t.app, { method: 'POST', url: '/api/marketting', headers: auth(staff), payload: { title: 'Yavaş sunucu', content: 'İçerik' } });
    const id = created.body.campaign._id as string;
    expect((await injectJson(t.app, { method: 'POST', url: `/api/sendCampaign/${id}`, headers: auth(staff), payload: { subscriberIds: rows.map((row) => row.id) } })).status).toBe(202);

    // The first hand-over takes 2.5 s, two and a half leases; the others are quick.
    let inHand!: () => void;
    const handedOver = new Promise<void>((resolve) => (inHand = resolve));
    smtp.decide = (_rcpt, index) => {
      if (index > 0) return;
      inHand();
      return new Promise((resolve) => setTimeout(resolve, 2500));
    };
    const first = t.app.jobs.runDue();
    await handedOver;
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // The other worker, after the lease the first one claimed with would have run out.
    await sibling.jobs.runDue();
    await first;

    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(rows.map((row) => row.email).sort());
    const done = (await injectJson(t.app, { method: 'GET', url: `/api/marketting/${id}/progress`, headers: auth(staff) })).body.campaign;
    expect(done).toMatchObject({ status: 'sent', progress: { total: 2, sent: 2, failed: 0, pending: 0 } });
  }, 30_000);
});
