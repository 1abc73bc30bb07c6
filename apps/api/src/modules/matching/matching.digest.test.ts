import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, injectJson, readOutbox, type TestApp } from '../../test/helper';
import { jobs } from '../../integrations/jobs';
import { notifications } from '../../db/schema/notifications';
import { createCapableStore, createCategoryTree, publishRequest } from './matching-fixtures';
import { DIGEST_MAIL_QUEUE, runDigest } from './matching.digest';
import { digestContext } from './matching.routes';

let t: TestApp;
let tree: Awaited<ReturnType<typeof createCategoryTree>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let lathe: Awaited<ReturnType<typeof createCapableStore>>;
let mill: Awaited<ReturnType<typeof createCapableStore>>;
beforeAll(async () => {
  t = await createTestApp();
  tree = await createCategoryTree(t.app);
  buyer = await createUser(t.app);
  lathe = await createCapableStore(t.app, 'Torna Atölyesi', { categoryIds: [tree.metal.id], processes: ['turning'], allTurkey: true });
  mill = await createCapableStore(t.app, 'Freze Atölyesi', { categoryIds: [tree.metalParts.id], processes: ['turning', 'milling'], cities: ['35'] });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const start = Date.parse('2026-11-27T09:05:00Z');
const digestAt = (hours: number) => runDigest({ ...digestContext(t.app), now: () => new Date(start + hours * HOUR) });
const request = (title: string) => publishRequest(t.app, buyer.token, { title, category: tree.metalParts.id, process: 'turning', city: 'İzmir' });

/** The digest mails written so far, by recipient. */
async function mailsTo(email: string) {
  return (await readOutbox(t.dataDir)).filter((mail) => mail.to.includes(email) && mail.subject.includes('Size uygun'));
}

describe('the hourly digest of fitting requests', () => {
  it('one mail per store per hour listing every new request; nothing more within the hour; the next hour the new ones', async () => {
    const first = await request('Torna mil, 200 adet');
    await request('Burç, pirinç');
    await request('Pim, paslanmaz');
    expect(await digestAt(0)).toEqual({ queued: 2, skipped: 0 });
    expect(await mailsTo(lathe.user.email)).toHaveLength(0);
    await t.app.jobs.runDue();

    const [mail] = await mailsTo(lathe.user.email);
    expect(await mailsTo(lathe.user.email)).toHaveLength(1);
    expect(await mailsTo(mill.user.email)).toHaveLength(1);
    expect(mail.subject).toBe('Size uygun 3 yeni talep');
    expect(mail.text).toContain('Torna mil, 200 adet');
    expect(mail.text).toContain('Burç, pirinç');
    expect(mail.text).toContain('Pim, paslanmaz');
    expect(mail.text).toContain('Metal parçalar · Torna · Tüm Türkiye');
    expect(mail.text).toContain(`http://localhost:3000/ilan/${first.slug}`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/bildirimler\/abonelik-iptal\?token=[\w.-]+/);
    expect(mail.html).toContain('Torna mil, 200 adet');
    expect((await mailsTo(mill.user.email))[0].text).toContain('Metal parçalar · Torna · İzmir');

    // Within the hour: a new request waits for the next digest.
    await request('Somun, M12');
    expect(await digestAt(0.5)).toEqual({ queued: 0, skipped: 0 });
    await t.app.jobs.runDue();
    expect(await mailsTo(lathe.user.email)).toHaveLength(1);

    expect(await digestAt(1)).toEqual({ queued: 2, skipped: 0 });
    await t.app.jobs.runDue();
    const mails = await mailsTo(lathe.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Size uygun yeni talep: Somun, M12');
    expect(mails[1].text).not.toContain('Torna mil');
  });

  it('after unsubscribing through the link: no mail, and the pending ones are marked so they never go', async () => {
    const before = (await mailsTo(mill.user.email)).length;
    const token = decodeURIComponent(/abonelik-iptal\?token=([^\s]+)/.exec((await mailsTo(mill.user.email))[0].text)![1]);
    const unsubscribed = await injectJson(t.app, { method: 'POST', url: '/api/notifications/unsubscribe', body: { token } });
    expect(unsubscribed.status).toBe(200);

    await request('Rulman yuvası');
    expect(await digestAt(3)).toEqual({ queued: 1, skipped: 1 });
    await t.app.jobs.runDue();
    expect(await mailsTo(mill.user.email)).toHaveLength(before);
    const pending = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mill.user.id), eq(notifications.kind, 'requestMatched'), isNull(notifications.emailedAt)));
    expect(pending).toEqual([]);
    // Still in the bell.
    const bell = await injectJson(t.app, { method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${mill.token}` } });
    expect(bell.body.notifications[0].title).toBe('Size uygun yeni talep: Rulman yuvası');
  });

  it('a worker that dies between the claim and the send: the mail goes once, by whoever runs the job next', async () => {
    const before = (await mailsTo(lathe.user.email)).length;
    await request('Kavrama mili');
    expect(await digestAt(5)).toEqual({ queued: 1, skipped: 1 });
    // The claim committed; the worker that took the mail job died before sending (its lease ran out).
    const [job] = await t.app.db.select().from(jobs).where(and(eq(jobs.queue, DIGEST_MAIL_QUEUE), eq(jobs.status, 'queued')));
    await t.app.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'worker-dead', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));

    // Another run claims nothing twice.
    expect(await digestAt(7)).toEqual({ queued: 0, skipped: 0 });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const mails = await mailsTo(lathe.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Size uygun yeni talep: Kavrama mili');
    const [done] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done.status).toBe('done');
  });
});
