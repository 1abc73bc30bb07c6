import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type JobRow, jobs } from '../../db/schema/jobs';

export { jobs, type JobRow } from '../../db/schema/jobs';

export interface JobContext {
  jobId: string;
  queue: string;
  /** 1 on the first run. */
  attempt: number;
  workerId: string;
  /** Aborted when the queue stops: a long handler should stop at its next safe point. */
  signal: AbortSignal;
}

/** Nothing: the job is done. `{ retryAt }`: run it again then, without counting a failure (waiting, not failing). */
export type JobResult = void | { retryAt: Date };

export interface QueueOptions<Payload> {
  handler(payload: Payload, context: JobContext): Promise<JobResult>;
  /** Runs (claims) before the job is marked failed; 5 unless set. */
  maxAttempts?: number;
  /** Milliseconds before the next try after the n-th failed attempt; 2^n s (at most 10 min) unless set. */
  backoffMs?(attempt: number): number;
  /** Jobs of this queue one worker runs at once; 1 unless set. */
  concurrency?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one queued-or-running job per (queue, key): a second enqueue with the key is a no-op. */
  key?: string;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction, so the job exists exactly when the caller's write does. */
  tx?: Db;
}

export interface JobQueue {
  readonly workerId: string;
  register<Payload>(queue: string, options: QueueOptions<Payload>): void;
  /** The new job's id, or null when a job with the same key is already open. */
  enqueue<Payload>(queue: string, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
  /** Starts the polling loop (idempotent). */
  start(): void;
  /**
   * Stops polling, aborts running handlers' signals and waits for them to return. A handler that
   * throws once aborted, or returns `{ retryAt }`, leaves its job claimable by another worker at once.
   */
  stop(): Promise<void>;
  /** The queues registered so far (the metrics report each, even when empty). */
  queueNames(): string[];
  /** Claims and runs due jobs of registered queues until none is due; the number run. For tests and scripts. */
  runDue(): Promise<number>;
}

export interface JobQueueOptions {
  db: Db;
  workerId?: string;
  /** How often the loop looks for due jobs; 1 s unless set. */
  pollMs?: number;
  /** How long a claim holds a job before another worker may take it; renewed every third of it while the handler runs. 30 s unless set. */
  leaseMs?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export const defaultBackoffMs = (attempt: number) => Math.min(600_000, 1000 * 2 ** attempt);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db } = options;
  // Says which machine and process holds a job (`locked_by`), for an operator and for the cluster test.
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const queues = new Map<string, Required<QueueOptions<unknown>>>();
  const running = new Map<string, Promise<void>>();
  const runningPerQueue = new Map<string, number>();
  let controller = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let ticking: Promise<unknown> | null = null;

  /** Claims up to `limit` due jobs of one queue: queued and due, or running under an expired lease. */
  async function claim(queue: string, limit: number): Promise<JobRow[]> {
    return db.transaction(async (tx) => {
      const now = sql`now()`;
      // A job that died holding its lease as often as it may run is given up on.
      await tx
        .update(jobs)
        .set({ status: 'failed', finishedAt: now, updatedAt: now, lastError: sql`coalesce(${jobs.lastError}, 'lease expired')` })
        .where(and(eq(jobs.queue, queue), eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)));
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          updatedAt: now,
        })
        .where(inArray(
          jobs.id,
          due.map((row) => row.id),
        ))
        .returning();
    });
  }

  /** Our claim still holds (no other worker took the job after a lost lease). */
  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  /** Back to queued and due now, the attempt not counted: for a job this worker stopped running. */
  async function giveBack(job: JobRow) {
    await db
      .update(jobs)
      .set({ status: 'queued', runAt: sql`now()`, attempts: sql`${jobs.attempts} - 1`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
      .where(ours(job));
  }

  async function runJob(job: JobRow, queue: Required<QueueOptions<unknown>>) {
    const { signal } = controller;
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updatedAt: sql`now()` })
        .where(ours(job))
        .catch((error) => options.log?.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
    }, leaseMs / 3);
    try {
      const result = await queue.handler(job.payload, {
        jobId: job.id,
        queue: job.queue,
        attempt: job.attempts,
        workerId,
        signal,
      });
      if (result && 'retryAt' in result) {
        // Waiting is not failing: give the attempt back.
        await db
          .update(jobs)
          .set({ status: 'queued', runAt: result.retryAt, attempts: sql`${jobs.attempts} - 1`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
          .where(ours(job));
      } else {
        await db.update(jobs).set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` }).where(ours(job));
      }
    } catch (error) {
      if (signal.aborted) {
        // Stopped under the handler (shutdown): not a failure; the job is claimable at once
        // rather than after its lease, by any worker.
        await giveBack(job).catch((writeError) => options.log?.error({ err: writeError, jobId: job.id }, 'could not give an interrupted job back'));
        return;
      }
      const finalAttempt = job.attempts >= job.maxAttempts;
      options.log?.warn({ err: error, jobId: job.id, queue: job.queue, attempt: job.attempts }, finalAttempt ? 'job failed' : 'job will be retried');
      await db
        .update(jobs)
        .set({
          status: finalAttempt ? 'failed' : 'queued',
          runAt: new Date(Date.now() + queue.backoffMs(job.attempts)),
          finishedAt: finalAttempt ? sql`now()` : null,
          lastError: errorText(error),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(ours(job))
        .catch((writeError) => options.log?.error({ err: writeError, jobId: job.id }, 'could not record a job failure'));
    } finally {
      clearInterval(renew);
    }
  }

  /** One pass over every queue: claims what the free slots allow and starts it. Resolves with the started runs. */
  async function pass(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    for (const [name, queue] of queues) {
      const free = queue.concurrency - (runningPerQueue.get(name) ?? 0);
      if (free <= 0 || controller.signal.aborted) continue;
      const claimed = await claim(name, free);
      for (const job of claimed) {
        runningPerQueue.set(name, (runningPerQueue.get(name) ?? 0) + 1);
        const run = runJob(job, queue).finally(() => {
          running.delete(job.id);
          runningPerQueue.set(name, (runningPerQueue.get(name) ?? 1) - 1);
        });
        running.set(job.id, run);
        started.push(run);
      }
    }
    return started;
  }

  function schedule() {
    if (!started) return;
    timer = setTimeout(() => {
      ticking = pass()
        .catch((error) => options.log?.warn({ err: error }, 'job poll failed'))
        .finally(() => {
          ticking = null;
          schedule();
        });
    }, pollMs);
  }

  return {
    workerId,
    register(queue, queueOptions) {
      queues.set(queue, {
        maxAttempts: 5,
        backoffMs: defaultBackoffMs,
        concurrency: 1,
        ...queueOptions,
        handler: queueOptions.handler as Required<QueueOptions<unknown>>['handler'],
      });
    },
    async enqueue(queue, payload, enqueueOptions = {}) {
      const [row] = await (enqueueOptions.tx ?? db)
        .insert(jobs)
        .values({
          queue,
          payload: payload as unknown,
          key: enqueueOptions.key,
          runAt: enqueueOptions.runAt ?? sql`now()`,
          maxAttempts: enqueueOptions.maxAttempts ?? queues.get(queue)?.maxAttempts ?? 5,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },
    queueNames: () => [...queues.keys()],
    start() {
      if (started) return;
      started = true;
      controller = new AbortController();
      schedule();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      controller.abort();
      await ticking;
      await Promise.allSettled([...running.values()]);
    },
    async runDue() {
      let count = 0;
      for (;;) {
        const runs = await pass();
        if (runs.length === 0) {
          if (running.size === 0) return count;
          await Promise.race(running.values());
          continue;
        }
        count += runs.length;
        await Promise.race(runs);
      }
    },
  };
}
