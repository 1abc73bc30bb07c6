import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { createTestApp, injectJson, type TestApp } from '../../test/helper';
import { freePort } from '../../lib/free-port';
import { startS3Server } from '../../test/s3-server';
import { failedReadinessChecks } from '../../lib/readiness';

const notReady = { message: 'Sunucu şu anda istek kabul etmeye hazır değil. Lütfen biraz sonra tekrar deneyin.', code: 'SERVICE_UNAVAILABLE' };

// One app for the file (a load balancer polls far more often than 2 a minute), others only where a part must break.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => t.close());

describe('readiness: GET /api/ready', () => {
  it('is ready when the database answers and every migration is applied, and is not rate limited', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/ready' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/ready' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('is not ready once a migration this build carries is missing from the database (an older dump restored)', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = await selectRows<{ id: number; hash: string; created_at: string }>(t.app.db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations where created_at = ${newest}`);
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/ready' });
      expect(status).toBe(503);
      expect(body).toEqual(notReady);
    } finally {
      await t.app.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is not ready when the database is gone, and stays live-or-not as /api/health says', async () => {
    const other = await createTestApp();
    const close = other.app.database.close.bind(other.app.database);
    await close();
    // Closing twice is the app's business at the end; the database is already shut.
    other.app.database.close = async () => undefined;
    try {
      const started = Date.now();
      const { status, body } = await injectJson(other.app, { method: 'GET', url: '/api/ready' });
      expect(status).toBe(503);
      expect(body).toEqual(notReady);
      // The 1 s deadline, with room for a machine under load (CI's busiest phase runs beside it).
      expect(Date.now() - started).toBeLessThan(2500);
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });


  it('is not ready when the bucket stops answering, within about a second', async () => {
    const s3 = await startS3Server();
    const other = await createTestApp(s3.env);
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await s3.close();
      const started = Date.now();
      const { status, body } = await injectJson(other.app, { method: 'GET', url: '/api/ready' });
      expect(status).toBe(503);
      expect(body).toEqual(notReady);
      // The 1 s deadline, with room for a machine under load (CI's busiest phase runs beside it).
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await other.close();
      await s3.close();
    }
  }, 20_000);
});

describe('readiness checks', () => {
  it('names Redis when it does not answer (a client of a closed port), within the deadline', async () => {
    const redis = new Redis({ port: await freePort(), host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
    try {
      const started = Date.now();
      const failed = await failedReadinessChecks({ db: t.app.db, redis, bucket: null }, 300);
      expect(failed).toEqual([{ check: 'redis', error: expect.any(String) }]);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      redis.disconnect();
    }
  });

  it('answers a hung dependency by its deadline, and asks it only once while it hangs', async () => {
    let asked = 0;
    const hung = { ping: () => ((asked += 1), new Promise<never>(() => undefined)) } as never;
    const polls = await Promise.all([
      failedReadinessChecks({ db: t.app.db, redis: null, bucket: hung }, 200),
      failedReadinessChecks({ db: t.app.db, redis: null, bucket: hung }, 200),
    ]);
    expect(polls).toEqual([
      [{ check: 'bucket', error: 'no answer within 200 ms' }],
      [{ check: 'bucket', error: 'no answer within 200 ms' }],
    ]);
    expect(asked).toBe(1);
  });
});

describe('readiness during shutdown', () => {
  it('is not ready once shutdown begins, and every answer from then on closes its connection', async () => {
    await t.app.lifecycle.beginShutdown();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(notReady);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
