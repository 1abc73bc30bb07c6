/**
 * The hourly digest (queue `matching.digest`): each person with matched requests not yet mailed,
 * whose last digest is an hour old, gets one mail listing them. Claiming marks the notifications
 * `emailedAt`, stamps `lastDigestAt` and queues the mail's own durable job (`matching.digest-mail`)
 * in ONE transaction: a crash before it commits claims nothing, a crash after it leaves the mail
 * queued, and nobody can claim the same notifications twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { EnqueueOptions } from '../../integrations/jobs';
import type { Mailer } from '../../integrations/mail';
import { signDigestUnsubscribeToken } from '../notifications';
import { type DigestItem, digestMail } from './matching.digest-mail';

export const DIGEST_QUEUE = 'matching.digest';
export const DIGEST_MAIL_QUEUE = 'matching.digest-mail';

const HOUR_MS = 3_600_000;
/** People claimed per query; the run goes on until none is left. */
const BATCH = 500;

export interface DigestContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: { appUrl: string; jwtSecret: Uint8Array };
  enqueue: (queue: string, payload: object, options?: EnqueueOptions) => Promise<unknown>;
  now: () => Date;
}

export interface DigestMailPayload {
  userId: string;
  notificationIds: string[];
}

/** People with pending matched requests whose digest is due (or who unsubscribed: theirs are marked without mail), by id after `after`. */
async function dueUsers(db: Db, now: Date, after: string | null): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select distinct n.user_id from notifications n
        join notification_inboxes i on i.user_id = n.user_id
        where n.kind = 'requestMatched' and n.emailed_at is null
          and (not i.request_digest or i.last_digest_at is null or i.last_digest_at <= ${new Date(now.getTime() - HOUR_MS)})
          ${after ? sql`and n.user_id > ${after}` : sql``}
        order by n.user_id limit ${BATCH}`,
  );
  return rows.map((row) => row.user_id);
}

/** One person's claim, in one transaction under their inbox's lock: 'queued' (a mail is on its way), 'skipped' (unsubscribed), or 'none'. */
async function claimDigest(ctx: DigestContext, userId: string, now: Date): Promise<'queued' | 'skipped' | 'none'> {
  return ctx.db.transaction(async (tx) => {
    const [inbox] = await selectRows<{ request_digest: boolean; last_digest_at: Date | string | null }>(
      tx,
      sql`select request_digest, last_digest_at from notification_inboxes where user_id = ${userId} for update`,
    );
    if (!inbox) return 'none';
    const last = inbox.last_digest_at ? new Date(inbox.last_digest_at).getTime() : null;
    if (inbox.request_digest && last !== null && last > now.getTime() - HOUR_MS) return 'none';
    const claimed = await selectRows<{ id: string }>(
      tx,
      sql`update notifications set emailed_at = ${now}
          where user_id = ${userId} and kind = 'requestMatched' and emailed_at is null
          returning id`,
    );
    if (claimed.length === 0) return 'none';
    if (!inbox.request_digest) return 'skipped';
    await tx.execute(sql`update notification_inboxes set last_digest_at = ${now}, updated_at = now() where user_id = ${userId}`);
    const payload: DigestMailPayload = { userId, notificationIds: claimed.map((row) => row.id) };
    await ctx.enqueue(DIGEST_MAIL_QUEUE, payload, { tx });
    return 'queued';
  });
}

/** This hour's digests: every due person claimed, their mails queued. */
export async function runDigest(ctx: DigestContext): Promise<{ queued: number; skipped: number }> {
  const now = ctx.now();
  const counts = { queued: 0, skipped: 0 };
  let after: string | null = null;
  for (;;) {
    const users = await dueUsers(ctx.db, now, after);
    for (const userId of users) {
      const outcome = await claimDigest(ctx, userId, now);
      if (outcome !== 'none') counts[outcome] += 1;
    }
    if (users.length < BATCH) return counts;
    after = users[users.length - 1];
  }
}

/** The hourly run, then the next hour's, queued under the hour's key (several processes queue it once). */
export async function runDigestJob(ctx: DigestContext): Promise<void> {
  const counts = await runDigest(ctx);
  if (counts.queued || counts.skipped) ctx.log.info(counts, 'request digests');
  const next = new Date(Math.floor(ctx.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  await ctx.enqueue(DIGEST_QUEUE, {}, { key: next.toISOString(), runAt: next });
}

/** At a worker's start: a run now (each run queues its successor). */
export async function scheduleMatchingDigest(ctx: Pick<DigestContext, 'enqueue' | 'now'>): Promise<void> {
  const now = ctx.now();
  await ctx.enqueue(DIGEST_QUEUE, {}, { key: `start-${Math.floor(now.getTime() / HOUR_MS)}`, runAt: now });
}

/**
 * One person's digest mail, from the notifications its claim marked. Nothing goes to a person who
 * unsubscribed (or whose account went) after the claim. The Message-ID is the job's: a resend
 * after a crash between SMTP's "accepted" and the job's end is dropped by mail systems.
 */
export async function sendDigestMail(ctx: DigestContext, payload: DigestMailPayload, jobId: string): Promise<void> {
  const [person] = await selectRows<{ email: string; name: string; request_digest: boolean }>(
    ctx.db,
    sql`select u.email, u.name, coalesce(i.request_digest, true) as request_digest
        from users u left join notification_inboxes i on i.user_id = u.id
        where u.id = ${payload.userId} and u.deleted_at is null`,
  );
  if (!person?.request_digest || payload.notificationIds.length === 0) return;
  const rows = await selectRows<{ title: string; link: string | null; data: { requestTitle?: string; reasons?: string[] } | string }>(
    ctx.db,
    sql`select title, link, data from notifications
        where user_id = ${payload.userId} and id in (${sql.join(
          payload.notificationIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by created_at, id`,
  );
  if (rows.length === 0) return;
  const items: DigestItem[] = rows.map((row) => {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    return { requestTitle: data.requestTitle ?? row.title, reasons: data.reasons ?? [], link: row.link ?? '/' };
  });
  const token = await signDigestUnsubscribeToken(payload.userId, ctx.config.jwtSecret);
  const host = new URL(ctx.config.appUrl).hostname;
  await ctx.mailer.send(digestMail({ to: person.email, name: person.name, items, appUrl: ctx.config.appUrl, unsubscribeToken: token, messageId: `<digest-${jobId}@${host}>` }));
}
