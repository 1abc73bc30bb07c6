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

/**
 * One hit of a fixed window, in Redis, as one script (one round trip, atomic): counts the hit and
 * reads how long the window has left; a counter without an expiry (its first hit, or a key left
 * behind without one) gets the window's. Returns `[count, ms left]`.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return { count, ttl }`;

type HitCommand = (key: string, windowMs: number) => Promise<[count: number, ttlMs: number]>;

export function createRedisLimiter(redis: Redis, prefix: string): Limiter {
  // ioredis sends it by its hash (EVALSHA), and the script itself once if Redis does not know it yet.
  redis.defineCommand('limiterHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (redis as unknown as { limiterHit: HitCommand }).limiterHit.bind(redis);
  return {
    async hit(key, max, windowSeconds) {
      const [count, ttlMs] = await hitCommand(prefix + key, windowSeconds * 1000);
      return { allowed: count <= max, remaining: Math.max(0, max - count), retryAfter: Math.ceil(ttlMs / 1000) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
