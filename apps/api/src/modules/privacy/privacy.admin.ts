import { adminMessages } from '@pazaryeri/contract/admin/index';
import {
  type AdminDataRequest,
  type AdminDataRequestsQuery,
  type AdminDataRequestsResponse,
  adminDataRequestsQuery,
  adminDataRequestsResponse,
  type DataRequestStatus,
} from '@pazaryeri/contract/privacy/admin';
import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { bearer, errors } from '../../lib/route-schemas';
import { matchesKeyword, pageCount } from '../../lib/sql-filters';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A ready export whose file's week is over reads as expired, as its owner sees it, before the job removes the file. */
function statusIs(status: DataRequestStatus, now: Date): SQL | undefined {
  const fileGone = and(eq(dataRequests.status, 'ready'), lte(dataRequests.expiresAt, now));
  if (status === 'expired') return or(eq(dataRequests.status, 'expired'), fileGone);
  if (status === 'ready') return and(eq(dataRequests.status, 'ready'), or(isNull(dataRequests.expiresAt), gt(dataRequests.expiresAt, now)));
  return eq(dataRequests.status, status);
}

/** Not answered and past the 30 days of KVKK art. 13. */
const overdueAt = (now: Date) => and(isNull(dataRequests.completedAt), lt(dataRequests.deadlineAt, now));
const onTimeAt = (now: Date) => or(isNotNull(dataRequests.completedAt), gte(dataRequests.deadlineAt, now));

function requestConditions(query: AdminDataRequestsQuery, now: Date): SQL | undefined {
  return and(
    query.kind ? eq(dataRequests.kind, query.kind) : undefined,
    query.status ? statusIs(query.status, now) : undefined,
    query.overdue === undefined ? undefined : query.overdue ? overdueAt(now) : onTimeAt(now),
    // A deleted account's e-mail is a made-up address nobody sees: only a live one is searched.
    query.keyword ? or(matchesKeyword(users.name, query.keyword), and(isNull(users.deletedAt), matchesKeyword(users.email, query.keyword))) : undefined,
  );
}

/** Whole days to the deadline, rounded up (an hour left is a day left); once past it, whole days late, at least one, negative. */
export function daysLeftUntil(deadlineAt: Date, now: Date): number {
  const ms = deadlineAt.getTime() - now.getTime();
  return ms >= 0 ? Math.ceil(ms / DAY_MS) : -Math.max(1, Math.floor(-ms / DAY_MS));
}

type RequestRow = Pick<typeof dataRequests.$inferSelect, 'id' | 'kind' | 'status' | 'createdAt' | 'completedAt' | 'expiresAt' | 'deadlineAt'> & {
  person: { id: string; name: string; email: string; deletedAt: Date | null };
};

function toAdminDataRequest(row: RequestRow, now: Date): AdminDataRequest {
  const deleted = row.person.deletedAt !== null;
  const fileGone = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const answered = row.completedAt !== null;
  return {
    _id: row.id,
    kind: row.kind,
    status: fileGone ? 'expired' : row.status,
    person: { _id: row.person.id, name: deleted ? adminMessages.deletedUserName : row.person.name, email: deleted ? null : row.person.email, deleted },
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    deadlineAt: row.deadlineAt.toISOString(),
    daysLeft: answered ? null : daysLeftUntil(row.deadlineAt, now),
    overdue: !answered && row.deadlineAt < now,
  };
}

/** Exports and deletions of every person, newest first, with how their 30 days stand. */
export async function listDataRequests(db: Db, query: AdminDataRequestsQuery, now = new Date()): Promise<AdminDataRequestsResponse> {
  const where = requestConditions(query, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dataRequests.id,
        kind: dataRequests.kind,
        status: dataRequests.status,
        createdAt: dataRequests.createdAt,
        completedAt: dataRequests.completedAt,
        expiresAt: dataRequests.expiresAt,
        deadlineAt: dataRequests.deadlineAt,
        person: { id: users.id, name: users.name, email: users.email, deletedAt: users.deletedAt },
      })
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .where(where)
      .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(dataRequests).innerJoin(users, eq(users.id, dataRequests.userId)).where(where),
  ]);
  return { requests: rows.map((row) => toAdminDataRequest(row, now)), page: query.page, limit: query.limit, total, totalPages: pageCount(total, query.limit) };
}

/** /api/admin/data-requests: every person's KVKK requests and their deadlines. Admin-only. */
export default async function adminDataRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get('/data-requests', {
    schema: {
      tags: ['admin'],
      security: bearer,
      description: 'KVKK başvuruları (veri kopyası, hesap silme), en yeni önce: 30 günlük yanıt süresi, kalan gün ve süresi geçenler. keyword kişinin adında ya da e-postasında aranır.',
      querystring: adminDataRequestsQuery,
      response: { 200: adminDataRequestsResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listDataRequests(app.db, request.query),
  });
}
