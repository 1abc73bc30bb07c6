import { type CampaignBody, type CampaignsQuery, marketingMessages, type SendCampaignBody } from '@pazaryeri/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createdBetween, matchesKeyword, pageCount } from '../../lib/sql-filters';
import { campaignMail } from './marketing.mail';
import { type CampaignRow, campaignRecipients, campaigns, subscribers } from '../../db/schema/marketing';

export const SEND_QUEUE = 'marketing.send';

export function campaignView(row: CampaignRow) {
  const done = row.sentCount + row.failedCount + row.skippedCount;
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    kind: row.kind,
    attachmentName: row.attachmentName,
    sentAt: row.sentAt?.toISOString() ?? null,
    queuedAt: row.queuedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress: { total: row.totalCount, sent: row.sentCount, failed: row.failedCount, skipped: row.skippedCount, pending: row.totalCount - done },
  };
}

export interface NewCampaign extends CampaignBody {
  kind?: 'campaign' | 'manual';
  attachment?: { key: string; name: string; type: string };
}

export async function createCampaign(db: Db, userId: string, body: NewCampaign) {
  const [row] = await db
    .insert(campaigns)
    .values({
      title: body.title,
      content: body.content,
      kind: body.kind ?? 'campaign',
      attachmentKey: body.attachment?.key,
      attachmentName: body.attachment?.name,
      attachmentType: body.attachment?.type,
      createdById: userId,
    })
    .returning();
  return row;
}

export async function findCampaign(db: Db, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('NOT_FOUND', marketingMessages.campaignNotFound);
  return row;
}

/** Only a draft may change: what was sent stays what was sent. */
export async function updateCampaign(db: Db, id: string, body: CampaignBody) {
  const [row] = await db
    .update(campaigns)
    .set({ title: body.title, content: body.content, updatedAt: sql`now()` })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning();
  if (row) return row;
  await findCampaign(db, id);
  throw new AppError('CONFLICT', marketingMessages.campaignNotDraft);
}

export async function listCampaigns(db: Db, query: CampaignsQuery) {
  const conditions: SQL[] = [...createdBetween(campaigns.createdAt, query.startDate, query.endDate)];
  if (query.query) conditions.push(matchesKeyword(campaigns.title, query.query));
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(and(...conditions))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(campaigns).where(and(...conditions)),
  ]);
  return { campaigns: rows.map(campaignView), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

/**
 * Queues a draft for sending: one recipient row per chosen *confirmed* subscriber, the campaign
 * `sending`, and the send jobs, all in one transaction (nothing half-queued). Several jobs per
 * campaign let several processes share it.
 */
export async function queueCampaign(app: FastifyInstance, id: string, body: SendCampaignBody) {
  return app.db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!campaign) throw new AppError('NOT_FOUND', marketingMessages.campaignNotFound);
    if (campaign.status !== 'draft') throw new AppError('CONFLICT', marketingMessages.campaignNotDraft);
    const chosen = body.all ? [eq(subscribers.status, 'confirmed')] : [eq(subscribers.status, 'confirmed'), inArray(subscribers.id, body.subscriberIds ?? [])];
    const inserted = await tx
      .insert(campaignRecipients)
      .select(
        tx
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            campaignId: sql`${id}::uuid`.as('campaign_id'),
            subscriberId: subscribers.id,
            email: subscribers.email,
            status: sql`'pending'`.as('status'),
            attempts: sql`0`.as('attempts'),
            lastError: sql`null`.as('last_error'),
            nextAttemptAt: sql`now()`.as('next_attempt_at'),
            lockedUntil: sql`null::timestamptz`.as('locked_until'),
            sentBy: sql`null`.as('sent_by'),
            sentAt: sql`null::timestamptz`.as('sent_at'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(subscribers)
          .where(and(...chosen)),
      )
      .onConflictDoNothing()
      .returning({ id: campaignRecipients.id });
    if (inserted.length === 0) throw new AppError('UNPROCESSABLE', marketingMessages.noRecipients);
    const [queued] = await tx
      .update(campaigns)
      .set({ status: 'sending', totalCount: inserted.length, queuedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(campaigns.id, id))
      .returning();
    const jobs = Math.min(app.config.marketing.sendParallel, inserted.length);
    for (let index = 0; index < jobs; index += 1) await app.jobs.enqueue(SEND_QUEUE, { campaignId: id }, { tx, key: `${id}:${index}` });
    return queued;
  });
}

/** The campaign as it would arrive, to the staff member's own address, now (no unsubscribe link: they are not a subscriber). */
export async function sendTestMail(app: FastifyInstance, id: string, to: string) {
  const campaign = await findCampaign(app.db, id);
  const mail = campaignMail({ campaign: { ...campaign, title: `[Deneme] ${campaign.title}` }, to, unsubscribeToken: null, appUrl: app.config.appUrl });
  await app.mailer.send(mail);
  return { message: marketingMessages.testSent };
}

/** The sent e-mails log (an array, as the spec's client expects), newest first. */
export async function listSentEmails(db: Db, query: { campaignId?: string; limit: number }) {
  const rows = await db
    .select({ recipient: campaignRecipients, subject: campaigns.title })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(and(inArray(campaignRecipients.status, ['sent', 'failed']), query.campaignId ? eq(campaignRecipients.campaignId, query.campaignId) : undefined))
    .orderBy(sql`${campaignRecipients.sentAt} desc nulls last`, desc(campaignRecipients.createdAt))
    .limit(query.limit);
  return rows.map(({ recipient, subject }) => ({
    _id: recipient.id,
    campaignId: recipient.campaignId,
    subject,
    email: recipient.email,
    status: recipient.status,
    attempts: recipient.attempts,
    lastError: recipient.lastError,
    sentAt: recipient.sentAt?.toISOString() ?? null,
  }));
}
