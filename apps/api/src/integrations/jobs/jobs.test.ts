import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createJobQueue } from './index';
import { jobs } from '../../db/schema/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const jobRow = async (id: string) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the durable job queue', () => {
  it('runs a job once, with its payload, and marks it done', async () => {
    const queue = createJobQueue({ db: t.app.db });
    const seen: unknown[] = [];
    queue.register<{ n: number }>('test.once', { handler: async (payload) => void seen.push(payload) });
    const id = await queue.enqueue('test.once', { n: 7 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    expect((await jobRow(id!)).status).toBe('done');
  });

  it('retries a failing job with a growing delay and gives up after maxAttempts', async () => {
    const queue = createJobQueue({ db: t.app.db });
    let calls = 0;
    queue.register('test.failing', { maxAttempts: 2, backoffMs: () => 0, handler: async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    } });
    const id = await queue.enqueue('test.failing', {});
    await queue.runDue();
    expect(calls).toBe(2);
    const row = await jobRow(id!);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('boom 2');

    const slow = createJobQueue({ db: t.app.db });
    slow.register('test.backoff', { handler: async () => { throw new Error('later'); } });
    const slowId = await slow.enqueue('test.backoff', {});
    const before = Date.now();
    await slow.runDue();
    const waiting = await jobRow(slowId!);
    expect(waiting.status).toBe('queued');
    expect(waiting.runAt.getTime()).toBeGreaterThanOrEqual(before + 1900);
  });

  it('gives a job back at once when stopped under its handler: due now, the attempt not counted, another worker takes it', async () => {
    const stopping = createJobQueue({ db: t.app.db, workerId: 'stopping', pollMs: 10, leaseMs: 120_000 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    stopping.register('test.interrupted', {
      handler: (_payload, { signal }) =>
        new Promise((_, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const id = await stopping.enqueue('test.interrupted', {});
    stopping.start();
    await running;
    await stopping.stop();
    expect(await jobRow(id!)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null, lastError: null });

    const other = createJobQueue({ db: t.app.db, workerId: 'other' });
    let ran = 0;
    other.register('test.interrupted', { handler: async () => void (ran += 1) });
    expect(await other.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('takes over a job whose worker died holding it once its lease has passed', async () => {
    const queue = createJobQueue({ db: t.app.db, workerId: 'survivor' });
    let ran = 0;
    queue.register('test.orphan', { handler: async () => void (ran += 1) });
    const id = await queue.enqueue('test.orphan', {});
    // A worker that claimed it and was killed: running, lease still valid, then expired.
    await t.app.db.update(jobs).set({ status: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: sql`now() + interval '1 minute'` }).where(eq(jobs.id, id!));
    expect(await queue.runDue()).toBe(0);
    await t.app.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id!));
    expect(await queue.runDue()).toBe(1);
    expect(ran).toBe(1);
    const row = await jobRow(id!);
    expect(row).toMatchObject({ status: 'done', lockedBy: 'survivor', attempts: 2 });
  });

  it('keeps one open job per key, and a waiting job gives its attempt back', async () => {
    const queue = createJobQueue({ db: t.app.db });
    let runs = 0;
    queue.register('test.keyed', { handler: async () => (runs += 1) === 1 ? { retryAt: new Date(Date.now() - 1) } : undefined });
    const first = await queue.enqueue('test.keyed', {}, { key: 'k' });
    expect(await queue.enqueue('test.keyed', {}, { key: 'k' })).toBeNull();
    await queue.runDue();
    expect(runs).toBe(2);
    expect(await jobRow(first!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await queue.enqueue('test.keyed', {}, { key: 'k' })).not.toBeNull();
  });

  it('the app starts a worker loop that picks jobs up without being asked', async () => {
    const looped = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_MS: '20' }, (app) => {
      app.jobs.register('test.loop', { handler: async () => undefined });
    });
    try {
      const id = await looped.app.jobs.enqueue('test.loop', {});
      await expect.poll(async () => (await looped.app.db.select().from(jobs).where(eq(jobs.id, id!)))[0].status, { timeout: 5000 }).toBe('done');
    } finally {
      await looped.close();
    }
  });
});
