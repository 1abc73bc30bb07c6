import { type SubscribeBody, type SubscribersQuery, marketingMessages } from '@pazaryeri/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createdBetween, matchesKeyword, pageCount } from '../../lib/sql-filters';
import { signSubscriberToken, verifySubscriberToken } from '../../lib/tokens';
import { confirmationMail, confirmLink } from './marketing.mail';
import { type SubscriberRow, subscribers } from '../../db/schema/marketing';

export interface RequestOrigin {
  ip: string;
  page: string | null;
}

/**
 * Public subscribe (double opt-in): records the consent and mails a confirmation link. The answer
 * is the same whether the address was new, pending, confirmed or unsubscribed, so the form tells
 * nobody who is on the list. Limited per IP (429) and per address (silently: no more mail).
 */
export async function subscribe(app: FastifyInstance, body: SubscribeBody, origin: RequestOrigin) {
  const { perIp, perEmail, windowSeconds } = app.config.marketing.subscribeLimit;
  const byIp = await app.limiter.hit(`subscribe:ip:${origin.ip}`, perIp, windowSeconds);
  if (!byIp.allowed) throw new AppError('RATE_LIMITED', marketingMessages.tooManySubscribes);
  const answer = { data: { email: body.email }, message: marketingMessages.subscribed };
  const byEmail = await app.limiter.hit(`subscribe:email:${body.email}`, perEmail, windowSeconds);
  if (!byEmail.allowed) return answer;

  const consent = {
    consentText: marketingMessages.consentText,
    consentPage: (body.page ?? origin.page)?.slice(0, 500) ?? null,
    consentIp: origin.ip,
    consentedAt: sql`now()`,
    source: body.source ?? 'footer',
    updatedAt: sql`now()`,
  };
  // A confirmed address keeps its consent as it is; any other starts (again) at pending.
  const [row] = await app.db
    .insert(subscribers)
    .values({ email: body.email, status: 'pending', ...consent })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { status: 'pending', unsubscribedAt: null, ...consent },
      setWhere: sql`${subscribers.status} <> 'confirmed'`,
    })
    .returning();
  if (row) {
    const token = await signSubscriberToken(row.id, 'confirm', app.config.jwtSecret);
    app.mailer.send(confirmationMail(row.email, confirmLink(app.config.appUrl, token))).catch((error) => app.log.warn({ err: error }, 'confirmation mail not sent'));
  }
  return answer;
}

/** The confirmation link: pending → confirmed (an unsubscribed address must subscribe again). */
export async function confirmSubscription(app: FastifyInstance, token: string, ip: string) {
  const id = await verifySubscriberToken(token, 'confirm', app.config.jwtSecret);
  if (!id) throw new AppError('UNPROCESSABLE', marketingMessages.linkInvalid);
  const [row] = await app.db.select().from(subscribers).where(eq(subscribers.id, id));
  if (!row || row.status === 'unsubscribed') throw new AppError('UNPROCESSABLE', marketingMessages.linkInvalid);
  if (row.status === 'pending') {
    await app.db
      .update(subscribers)
      .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmIp: ip, updatedAt: sql`now()` })
      .where(and(eq(subscribers.id, id), eq(subscribers.status, 'pending')));
  }
  return { data: { email: row.email }, message: marketingMessages.confirmed };
}

/** One click, no sign-in: the address gets no campaign mail from now on (pending sends are skipped). */
export async function unsubscribe(app: FastifyInstance, token: string) {
  const id = await verifySubscriberToken(token, 'unsubscribe', app.config.jwtSecret);
  if (!id) throw new AppError('UNPROCESSABLE', marketingMessages.linkInvalid);
  const [row] = await app.db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(subscribers.id, id))
    .returning({ email: subscribers.email });
  if (!row) throw new AppError('UNPROCESSABLE', marketingMessages.linkInvalid);
  return { data: { email: row.email }, message: marketingMessages.unsubscribed };
}

export function subscriberView(row: SubscriberRow) {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    consentText: row.consentText,
    consentPage: row.consentPage,
    consentIp: row.consentIp,
    consentedAt: row.consentedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff list: search by address, filter by status, source and sign-up dates; newest first. */
export async function listSubscribers(db: Db, query: SubscribersQuery) {
  const conditions: SQL[] = [...createdBetween(subscribers.createdAt, query.startDate, query.endDate)];
  if (query.query) conditions.push(matchesKeyword(subscribers.email, query.query));
  if (query.source) conditions.push(eq(subscribers.source, query.source));
  const withStatus = query.status ? [...conditions, eq(subscribers.status, query.status)] : conditions;
  const [rows, [{ total }], perStatus] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(and(...withStatus))
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(subscribers).where(and(...withStatus)),
    db.select({ status: subscribers.status, n: count() }).from(subscribers).where(and(...conditions)).groupBy(subscribers.status),
  ]);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const { status, n } of perStatus) counts[status] = n;
  return { subscribers: rows.map(subscriberView), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit), counts };
}

export async function deleteSubscribers(db: Db, ids: string[]) {
  const deleted = await db.delete(subscribers).where(inArray(subscribers.id, ids)).returning({ id: subscribers.id });
  return { message: marketingMessages.subscribersDeleted.replace('{count}', String(deleted.length)), deleted: deleted.length };
}
