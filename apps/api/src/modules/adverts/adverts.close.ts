import { istanbulDay } from '@pazaryeri/contract/reports/index';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DomainEventBus } from '../../lib/domain-events';
import { adverts } from '../../db/schema/adverts';

export const CLOSE_EXPIRED_QUEUE = 'adverts.close-expired';

const HOUR_MS = 3_600_000;
const BATCH = 200;

export interface CloseContext {
  db: Db;
  events: DomainEventBus;
  log: FastifyBaseLogger;
}

type Enqueue = (queue: string, payload: object, options: { key: string; runAt?: Date }) => Promise<unknown>;

/** One batch of open requests past their deadline day closed (`passive`) and told, in one transaction; how many. */
async function closeBatch(ctx: CloseContext, today: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    // adverts_request_deadline_idx; a request locked by a change under way waits for the next run.
    const due = await tx
      .select({ id: adverts.id, userId: adverts.userId, title: adverts.title, slug: adverts.slug })
      .from(adverts)
      .where(and(eq(adverts.advertType, 'customerRequest'), eq(adverts.status, 'active'), isNotNull(adverts.deadline), lt(adverts.deadline, today)))
      .orderBy(asc(adverts.deadline))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    await tx.update(adverts).set({ status: 'passive', updatedAt: now }).where(inArray(adverts.id, due.map((row) => row.id)));
    for (const row of due) await ctx.events.emit('adverts.requestClosed', { tx, advertId: row.id, userId: row.userId, title: row.title, slug: row.slug });
    return due.length;
  });
}

/** Closes the open customer requests whose deadline day (Europe/Istanbul) is before today, batch by batch; how many. */
export async function closeExpiredRequests(ctx: CloseContext, now = new Date()): Promise<number> {
  const today = istanbulDay(now);
  let closed = 0;
  for (;;) {
    const count = await closeBatch(ctx, today, now);
    closed += count;
    if (count < BATCH) return closed;
  }
}

/** This hour's closing, then the next hour's run (a durable job keyed by its hour, so several workers queue it once). */
export async function runCloseExpiredJob(ctx: CloseContext, enqueue: Enqueue, now = new Date()) {
  const closed = await closeExpiredRequests(ctx, now);
  if (closed) ctx.log.info({ closed }, 'requests closed at their deadline');
  const next = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  await enqueue(CLOSE_EXPIRED_QUEUE, {}, { key: next.toISOString(), runAt: next });
}

/** At a worker's start: a run now (a missed hour is caught up); each run queues its successor. */
export async function scheduleAdvertJobs(ctx: CloseContext, enqueue: Enqueue, now = new Date()) {
  await enqueue(CLOSE_EXPIRED_QUEUE, {}, { key: `start-${Math.floor(now.getTime() / HOUR_MS)}`, runAt: now });
}
