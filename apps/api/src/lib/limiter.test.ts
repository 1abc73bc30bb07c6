import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRedis, redisUrl } from '../test/services';
import { createMemoryLimiter, createRedisLimiter, type Limiter } from './limiter';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every limiter does, in memory as in Redis: `fresh` gives a limiter on a key space of its own. */
function behavesAsAFixedWindow(fresh: () => Limiter) {
  it('lets `max` hits through in a window, refuses the next ones, and says how long the window has left', async () => {
    const limiter = fresh();
    const results = [];
    for (let hit = 0; hit < 5; hit += 1) results.push(await limiter.hit('giris:ayse@example.com', 3, 60));
    expect(results.map((result) => [result.allowed, result.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(results.every((result) => result.retryAfter > 0 && result.retryAfter <= 60)).toBe(true);
    // Another key counts on its own.
    expect(await limiter.hit('giris:mehmet@example.com', 3, 60)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('starts a new window once the old one is over, and after a reset', async () => {
    const limiter = fresh();
    expect((await limiter.hit('soru:1', 1, 1)).allowed).toBe(true);
    expect((await limiter.hit('soru:1', 1, 1)).allowed).toBe(false);
    await pause(1100);
    expect(await limiter.hit('soru:1', 1, 1)).toMatchObject({ allowed: true, remaining: 0 });
    await limiter.reset('soru:1');
    expect((await limiter.hit('soru:1', 1, 60)).allowed).toBe(true);
  });
}

describe('the memory limiter', () => behavesAsAFixedWindow(createMemoryLimiter));

const redis = await checkRedis();

describe.skipIf(!redis.available)(`the Redis limiter ${redis.reason}`, () => {
  let clients: Redis[] = [];
  const prefix = `pz-test-${randomUUID()}:limit:`;
  beforeAll(() => {
    clients = [new Redis(redisUrl), new Redis(redisUrl)];
  });
  afterAll(async () => {
    const keys = await clients[0].keys(`${prefix}*`);
    if (keys.length > 0) await clients[0].del(...keys);
    await Promise.all(clients.map((client) => client.quit()));
  });
  let space = 0;
  behavesAsAFixedWindow(() => createRedisLimiter(clients[0], `${prefix}${(space += 1)}:`));

  it('counts the hits of every process together: of 40 at once through two processes exactly 30 pass', async () => {
    const [one, two] = clients.map((client) => createRedisLimiter(client, `${prefix}shared:`));
    const results = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).hit('chat-send:kullanici', 30, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(30);
    expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([...Array(11).fill(0), ...Array.from({ length: 29 }, (_, index) => index + 1)]);
  });

  it('gives a counter left without an expiry the window’s, so it cannot refuse for ever', async () => {
    const limiter = createRedisLimiter(clients[0], `${prefix}stale:`);
    await clients[0].set(`${prefix}stale:bulten:ip`, '7');
    expect(await limiter.hit('bulten:ip', 5, 2)).toMatchObject({ allowed: false, retryAfter: 2 });
    const ttl = await clients[0].pttl(`${prefix}stale:bulten:ip`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2000);
    await pause(2100);
    expect(await limiter.hit('bulten:ip', 5, 2)).toMatchObject({ allowed: true, remaining: 4 });
  });
});
