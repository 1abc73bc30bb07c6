import type { Redis } from 'ioredis';

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Fixed-window counters keyed by anything (an e-mail, an IP): in memory, or in Redis when shared. */
export interface Limiter {
  hit(key: string, max: number, windowSeconds: number): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowSeconds) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
        if (windows.size > 50_000) {
          for (const [staleKey, stale] of windows) if (stale.resetAt <= now) windows.delete(staleKey);
        }
      }
      entry.count += 1;
      return {
        allowed: entry.count <= max,
        remaining: Math.max(0, max - entry.count),
        retryAfter: Math.ceil((entry.resetAt - now) / 1000),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, prefix: string): Limiter {
  return {
    async hit(key, max, windowSeconds) {
      const redisKey = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number]];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(redisKey, windowSeconds * 1000);
        ttlMs = windowSeconds * 1000;
      }
      return { allowed: count <= max, remaining: Math.max(0, max - count), retryAfter: Math.ceil(ttlMs / 1000) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
