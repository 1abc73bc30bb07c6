import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { startApiProcesses } from '../../test/processes';
import { createSubscribers } from './marketing-fixtures';
import { campaignRecipients, campaigns } from '../../db/schema/marketing';
import { startSmtpServer, type TestSmtpServer } from './smtp-test-server';

/**
 * Real API processes sending one campaign: a `kill -9` in the middle, and two workers sharing
 * the work. PGlite lives inside one process, so this needs the PostgreSQL run (DATABASE_URL).
 */
describe.skipIf(!process.env.DATABASE_URL)('campaign sending across API processes (needs PostgreSQL: DATABASE_URL; PGlite cannot be shared between processes)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let staff: string;
  const workerEnv = () => ({ JOBS_WORKER: 'true', JOBS_POLL_MS: '100', JOBS_LEASE_SECONDS: '2', SMTP_URL: smtp.url, MARKETING_SEND_RATE_PER_MINUTE: '100000' });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ MARKETING_SEND_PARALLEL: '2' });
    staff = (await createUser(t.app, { role: 'marketing' })).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function queueCampaign(prefix: string, count: number) {
    const rows = await createSubscribers(t.app, count, { prefix });
    const created = await injectJson(t.app, { method: 'POST', url: '/api/marketting', headers: auth(staff), payload: { title: `Kampanya ${prefix}`, content: 'İçerik' } });
    const id = created.body.campaign._id as string;
    expect((await injectJson(t.app, { method: 'POST', url: `/api/sendCampaign/${id}`, headers: auth(staff), payload: { subscriberIds: rows.map((row) => row.id) } })).status).toBe(202);
    return { id, emails: rows.map((row) => row.email).sort() };
  }

  const statusOf = async (id: string) => (await t.app.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0].status;

  it('a sender killed with kill -9 mid-campaign: a second process finishes it, nobody mailed twice or forgotten', async () => {
    smtp.received.length = 0;
    const { id, emails } = await queueCampaign('olum', 30);
    const first = await startApiProcesses(t, 1, workerEnv());
    let killedAt = -1;
    smtp.decide = (_rcpt, index) => {
      if (index < 10) return;
      // The 11th mail is in the middle of its SMTP hand-over when the process dies: never accepted.
      if (killedAt < 0) {
        killedAt = index;
        first.servers[0].child.kill('SIGKILL');
      }
      return new Promise((resolve) => setTimeout(() => resolve(421), 200));
    };
    await expect.poll(() => first.servers[0].child.exitCode !== null || first.servers[0].child.signalCode !== null, { timeout: 60_000 }).toBe(true);
    const acceptedBeforeKill = smtp.received.length;
    expect(acceptedBeforeKill).toBe(10);
    expect(await statusOf(id)).toBe('sending');

    smtp.decide = null;
    const second = await startApiProcesses(t, 1, workerEnv());
    try {
      await expect.poll(() => statusOf(id), { timeout: 60_000, interval: 250 }).toBe('sent');
    } finally {
      // The first is dead already (its exit code stays null after a signal, so stop() would wait forever).
      await second.stop();
    }
    const mailed = smtp.received.map((mail) => mail.to).sort();
    expect(mailed).toEqual(emails);
    const [row] = await t.app.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ sentCount: 30, failedCount: 0, totalCount: 30 });
  }, 180_000);

  it('two processes share one campaign without sending anyone twice', async () => {
    smtp.received.length = 0;
    smtp.decide = () => new Promise((resolve) => setTimeout(resolve, 40));
    const cluster = await startApiProcesses(t, 2, workerEnv());
    try {
      const { id, emails } = await queueCampaign('ikili', 40);
      await expect.poll(() => statusOf(id), { timeout: 90_000, interval: 250 }).toBe('sent');
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual(emails);
      const workers = await t.app.db
        .selectDistinct({ sentBy: campaignRecipients.sentBy })
        .from(campaignRecipients)
        .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, 'sent')));
      expect(workers).toHaveLength(2);
    } finally {
      await cluster.stop();
    }
  }, 180_000);
});
