import type { Redis } from 'ioredis';
import { type Db, migrationsApplied } from '../db/client';
import type { ObjectStore } from '../integrations/storage/object-store';

/** Long enough for a healthy dependency on a busy machine, short enough that a hung one answers 503 before a balancer's next poll. */
export const READINESS_TIMEOUT_MS = 1000;

export interface ReadinessParts {
  db: Db;
  /** Only when the app talks to one (REDIS_URL). */
  redis: Redis | null;
  /** Only when the files live in a bucket (S3_BUCKET): the local disk is this machine's own. */
  bucket: ObjectStore | null;
}

/** An app's parts to check: the bucket only when the files live in one. */
export function readinessParts(app: { db: Db; redis: Redis | null; config: { s3: unknown }; storage: { store: ObjectStore } }): ReadinessParts {
  return { db: app.db, redis: app.redis, bucket: app.config.s3 ? app.storage.store : null };
}

/** What did not answer, and why: for the log, never for the response. */
export interface FailedCheck {
  check: 'database' | 'migrations' | 'redis' | 'bucket';
  error: string;
}

type Check = (signal: AbortSignal) => Promise<FailedCheck['check'] | null>;

/** A check still running from an earlier poll is awaited again, not started twice: a hung database is not sent a query a poll. */
const inFlight = new WeakMap<object, Promise<FailedCheck['check'] | null>>();

function once(owner: object, check: Check, signal: AbortSignal) {
  let running = inFlight.get(owner);
  if (!running) {
    running = check(signal).finally(() => inFlight.delete(owner));
    inFlight.set(owner, running);
  }
  return running;
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs every check at once, each under its own deadline; the ones that failed (none: ready). /api/ready and the metrics' `pazaryeri_ready` ask. */
export async function failedReadinessChecks(parts: ReadinessParts, timeoutMs = READINESS_TIMEOUT_MS): Promise<FailedCheck[]> {
  const checks: [FailedCheck['check'], object, Check][] = [
    ['database', parts.db, async () => ((await migrationsApplied(parts.db)) ? null : 'migrations')],
  ];
  if (parts.redis) {
    const redis = parts.redis;
    checks.push(['redis', redis, async () => (await redis.ping(), null)]);
  }
  if (parts.bucket) {
    const bucket = parts.bucket;
    checks.push(['bucket', bucket, async (signal) => (await bucket.ping(signal), null)]);
  }
  const results = await Promise.all(
    checks.map(async ([name, owner, check]): Promise<FailedCheck | null> => {
      try {
        const failed = await withDeadline(once(owner, check, AbortSignal.timeout(timeoutMs)), timeoutMs);
        return failed ? { check: failed, error: 'pending migrations' } : null;
      } catch (error) {
        return { check: name, error: error instanceof Error ? error.message || error.name : String(error) };
      }
    }),
  );
  return results.filter((result) => result !== null);
}
