import { and, asc, eq, lt, lte, min, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobContext, JobResult } from '../../integrations/jobs';
import type { MailMessage } from '../../integrations/mail';
import { signSubscriberToken } from '../../lib/tokens';
import { campaignMail } from './marketing.mail';
import { type CampaignRecipientRow, campaignRecipients, campaigns, subscribers } from '../../db/schema/marketing';

/**
 * The send job of one campaign (queue `marketing.send`; see README "Sending"). Claims one
 * recipient at a time as `sending` under a lease, hands the mail to SMTP, then records the
 * outcome with the campaign's counters in one transaction. On shutdown it stops between two
 * recipients and gives the job back.
 */
export async function sendCampaignJob(app: FastifyInstance, { campaignId }: { campaignId: string }, context: JobContext): Promise<JobResult> {
  const [campaign] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.status !== 'sending') return;
  const attachments = await loadAttachment(app, campaign);
  const { marketing, jobs } = app.config;
  while (!context.signal.aborted) {
    const claimed = await claimRecipient(app, campaignId, jobs.leaseMs);
    if (!claimed) {
      const next = await nextOpenAt(app, campaignId);
      if (next) return { retryAt: next };
      await finishCampaign(app, campaignId);
      return;
    }
    const { recipient, subscriberStatus } = claimed;
    // Stopped while claiming: the row goes back untouched, nothing was handed to SMTP.
    if (context.signal.aborted) {
      await release(app, recipient);
      break;
    }
    if (subscriberStatus !== 'confirmed') {
      // Unsubscribed (or deleted) after the campaign was queued: nothing more is sent to them.
      await recordOutcome(app, recipient, { status: 'skipped', lastError: 'abonelik iptal edildi' }, context.workerId);
      continue;
    }
    const slot = await app.limiter.hit('marketing:send-rate', marketing.sendRatePerMinute, 60);
    if (!slot.allowed) {
      await release(app, recipient);
      return { retryAt: new Date(Date.now() + slot.retryAfter * 1000) };
    }
    const token = await signSubscriberToken(recipient.subscriberId!, 'unsubscribe', app.config.jwtSecret);
    const host = new URL(app.config.appUrl).hostname;
    const mail: MailMessage = campaignMail({
      campaign,
      to: recipient.email,
      unsubscribeToken: token,
      appUrl: app.config.appUrl,
      // The same on a resend after a crash: mail clients that dedupe by Message-ID show one.
      messageId: `<${recipient.id}@${host}>`,
      attachments,
    });
    const handedOver = await handOver(app, recipient, mail, jobs.leaseMs);
    if (handedOver === true) {
      // Outside the hand-over's catch: a database error here must not read as a failed send and
      // mail the address again. The row stays `sending` and its lease runs out, as after a crash.
      await recordOutcome(app, recipient, { status: 'sent' }, context.workerId);
    } else {
      const error = handedOver.error;
      const code = (error as { responseCode?: number }).responseCode;
      const message = `${code ?? ''} ${(error as Error).message ?? error}`.trim().slice(0, 500);
      const permanent = typeof code === 'number' && code >= 500;
      if (permanent || recipient.attempts >= marketing.sendMaxAttempts) {
        await recordOutcome(app, recipient, { status: 'failed', lastError: message }, context.workerId);
      } else {
        const delay = marketing.retryBaseMs * 2 ** (recipient.attempts - 1);
        await app.db
          .update(campaignRecipients)
          .set({ status: 'pending', lastError: message, lockedUntil: null, nextAttemptAt: new Date(Date.now() + delay) })
          .where(ours(recipient));
      }
    }
  }
  // Stopped (shutdown) between two recipients: none is held, and the job is due again at once
  // for another worker (the mail in hand was recorded before the loop looked at the signal).
  return { retryAt: new Date() };
}

/**
 * Hands the mail to SMTP, keeping the recipient's lease while it is in hand (renewed every third
 * of it, as the job queue renews a job's): a slow SMTP server or a busy machine must not let the
 * lease run out under a mail being sent, or another worker would claim the row and mail the
 * address again (a rolling restart under load did, with 2 s leases).
 */
async function handOver(app: FastifyInstance, recipient: CampaignRecipientRow, mail: MailMessage, leaseMs: number): Promise<true | { error: unknown }> {
  const renew = setInterval(() => {
    app.db
      .update(campaignRecipients)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(ours(recipient))
      .catch((error) => app.log.warn({ err: error, recipientId: recipient.id }, 'could not renew a campaign recipient lease'));
  }, leaseMs / 3);
  try {
    await app.mailer.send(mail);
    return true;
  } catch (error) {
    return { error };
  } finally {
    clearInterval(renew);
  }
}

/** Our claim still holds (no other worker took the row over after our lease ran out). */
const ours = (recipient: CampaignRecipientRow) =>
  and(eq(campaignRecipients.id, recipient.id), eq(campaignRecipients.status, 'sending'), eq(campaignRecipients.attempts, recipient.attempts));

/**
 * One due recipient: pending and due, or `sending` under an expired lease (its worker died, the
 * mail may or may not have left: it is sent again, see README). Marked `sending` before SMTP.
 */
async function claimRecipient(app: FastifyInstance, campaignId: string, leaseMs: number) {
  return app.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: campaignRecipients.id, subscriberStatus: subscribers.status })
      .from(campaignRecipients)
      .leftJoin(subscribers, eq(subscribers.id, campaignRecipients.subscriberId))
      .where(
        and(
          eq(campaignRecipients.campaignId, campaignId),
          or(
            and(eq(campaignRecipients.status, 'pending'), lte(campaignRecipients.nextAttemptAt, sql`now()`)),
            and(eq(campaignRecipients.status, 'sending'), lt(campaignRecipients.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(campaignRecipients.nextAttemptAt))
      .limit(1)
      .for('update', { of: campaignRecipients, skipLocked: true });
    if (!due) return null;
    const [recipient] = await tx
      .update(campaignRecipients)
      .set({ status: 'sending', attempts: sql`${campaignRecipients.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(eq(campaignRecipients.id, due.id))
      .returning();
    return { recipient, subscriberStatus: due.subscriberStatus };
  });
}

/** Gives a claim back untouched (the rate limit said wait). */
async function release(app: FastifyInstance, recipient: CampaignRecipientRow) {
  await app.db
    .update(campaignRecipients)
    .set({ status: 'pending', attempts: sql`${campaignRecipients.attempts} - 1`, lockedUntil: null })
    .where(ours(recipient));
}

const counterOf = { sent: 'sentCount', failed: 'failedCount', skipped: 'skippedCount' } as const;

/** The recipient's outcome and the campaign's counter, together; nothing if our claim was lost. */
async function recordOutcome(
  app: FastifyInstance,
  recipient: CampaignRecipientRow,
  outcome: { status: 'sent' | 'failed' | 'skipped'; lastError?: string },
  workerId: string,
) {
  await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(campaignRecipients)
      .set({
        status: outcome.status,
        lastError: outcome.lastError ?? null,
        lockedUntil: null,
        sentAt: outcome.status === 'sent' ? sql`now()` : null,
        sentBy: outcome.status === 'sent' ? workerId : null,
      })
      .where(ours(recipient))
      .returning({ id: campaignRecipients.id });
    if (!updated) return;
    const counter = counterOf[outcome.status];
    await tx
      .update(campaigns)
      .set({ [counter]: sql`${campaigns[counter]} + 1`, updatedAt: sql`now()` })
      .where(eq(campaigns.id, recipient.campaignId));
  });
}

/** When the next open recipient of the campaign can be tried: a retry's time, or another worker's lease end. */
async function nextOpenAt(app: FastifyInstance, campaignId: string): Promise<Date | null> {
  const [row] = await app.db
    .select({ at: min(sql<Date>`case when ${campaignRecipients.status} = 'sending' then ${campaignRecipients.lockedUntil} else ${campaignRecipients.nextAttemptAt} end`) })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), sql`${campaignRecipients.status} in ('pending', 'sending')`));
  return row?.at ? new Date(row.at) : null;
}

/** Every recipient done: the campaign is `sent` (spec §4), once, whichever worker gets here first. */
async function finishCampaign(app: FastifyInstance, campaignId: string) {
  await app.db
    .update(campaigns)
    .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.status} in ('pending', 'sending'))`,
      ),
    );
}

async function loadAttachment(app: FastifyInstance, campaign: typeof campaigns.$inferSelect): Promise<MailMessage['attachments']> {
  if (!campaign.attachmentKey) return undefined;
  const opened = await app.privateFiles.open(campaign.attachmentKey);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return [{ filename: campaign.attachmentName ?? 'ek', content: Buffer.concat(chunks), contentType: campaign.attachmentType ?? 'application/octet-stream' }];
}
