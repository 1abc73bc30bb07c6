import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp } from '../test/helper';
import { selectRows } from './client';

/**
 * The embedded database in its own thread (PGLITE_THREAD, on by default outside tests): a slow
 * statement no longer holds up the API's other answers, and what the API relies on still holds
 * (transactions commit or leave nothing, errors keep their SQLSTATE, notifications arrive before
 * the statement that committed them returns).
 */
let t: TestApp;

beforeAll(async () => {
  // The embedded database in both of CI's runs (the PostgreSQL run too: this is about PGlite).
  t = await createTestApp({ PGLITE_THREAD: 'true', DATABASE_URL: 'memory://' });
}, 60_000);
afterAll(() => t?.close());

/** A statement that keeps PGlite busy for a while (WebAssembly, no sleeping). */
const slowStatement = sql`select count(*)::int as total from generate_series(1, 4000000) as g(n) where n % 7 = 3`;

describe('PGlite in its own thread', () => {
  it('keeps the API’s event loop free while a slow statement runs', async () => {
    const started = performance.now();
    const slow = selectRows<{ total: number }>(t.app.db, slowStatement).then((rows) => ({ rows, at: performance.now() - started }));
    // The event loop stays free: timers fire on time while the statement runs.
    const timers: number[] = [];
    for (let tick = 0; tick < 5; tick += 1) {
      const before = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      timers.push(performance.now() - before);
    }
    const ticksAt = performance.now() - started;
    const done = await slow;
    expect(done.rows).toEqual([{ total: 571429 }]);
    expect(done.at, 'the statement is slow enough to tell').toBeGreaterThan(100);
    expect(ticksAt, 'the timers did not wait for it').toBeLessThan(done.at);
    // In the API's thread the first timer would wait for the whole statement.
    expect(Math.max(...timers)).toBeLessThan(done.at / 4);
  });

  it('commits a transaction whole, or leaves nothing when it fails, and keeps the SQLSTATE of an error', async () => {
    await t.app.db.execute(sql`create table thread_probe (id int primary key, note text)`);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'bir')`);
      await tx.execute(sql`insert into thread_probe values (2, 'iki')`);
    });
    const failed = await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'üç')`);
        await tx.execute(sql`insert into thread_probe values (1, 'yine bir')`);
      })
      .catch((error: unknown) => error);
    let cause: unknown = failed;
    while (cause && !(cause as { code?: string }).code) cause = (cause as { cause?: unknown }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    // Nested transactions (savepoints) roll back on their own.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (4, 'dört')`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_probe values (5, 'beş')`);
        inner.rollback();
      }).catch(() => undefined);
    });
    const rows = await selectRows<{ id: number }>(t.app.db, sql`select id from thread_probe order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 4]);
  });

  it('signs a user up and refuses the same e-mail twice with the Turkish message, through the API', async () => {
    const body = { name: 'İpek Işık', email: 'ipek.thread@example.com', password: 'Guclu12345', phone: '05321234567' };
    const first = await injectJson(t.app, { method: 'POST', url: '/api/users/register', body });
    expect(first.status).toBe(201);
    const again = await injectJson(t.app, { method: 'POST', url: '/api/users/register', body });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/e-posta/i);
  });

  it('delivers a notification before the statement that committed it returns', async () => {
    const received: string[] = [];
    const stop = await t.app.database.listen('thread_probe_channel', { onMessage: (payload) => received.push(payload) });
    await t.app.db.execute(sql`select pg_notify('thread_probe_channel', 'ilk')`);
    expect(received).toEqual(['ilk']);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe_channel', 'işlemde')`);
      expect(received, 'not before the commit').toEqual(['ilk']);
    });
    expect(received).toEqual(['ilk', 'işlemde']);
    // Two apps on one database (a sibling instance) each get every notification, until each stops.
    const second: string[] = [];
    const stopSecond = await t.app.database.listen('thread_probe_channel', { onMessage: (payload) => second.push(payload) });
    await t.app.db.execute(sql`select pg_notify('thread_probe_channel', 'ikisine')`);
    await stop();
    await t.app.db.execute(sql`select pg_notify('thread_probe_channel', 'ikinciye')`);
    expect(received).toEqual(['ilk', 'işlemde', 'ikisine']);
    expect(second).toEqual(['ikisine', 'ikinciye']);
    await stopSecond();
  });

  it('keeps the thread’s young generation small while it hands over a large answer', async () => {
    // Issue 29: the rows of an answer live in the thread only until they are posted, so its young
    // generation is a few MB (V8's default is 32 MB, kept resident by every collection).
    const rows = await selectRows<{ n: number; text: string }>(t.app.db, sql`select n, repeat('ürün ', 20) as text from generate_series(1, 100000) as g(n)`);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toEqual({ n: 100_000, text: 'ürün '.repeat(20) });
    const heap = await t.app.database.threadHeap!();
    expect(heap.used).toBeGreaterThan(0);
    expect(heap.youngGeneration).toBeLessThanOrEqual(12 * 1024 * 1024);
  });
});
