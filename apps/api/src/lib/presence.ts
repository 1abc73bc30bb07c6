import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who has a realtime connection open, counted per user across every API process. `connect` and
 * `disconnect` report the transitions that matter: the user's first connection anywhere (online)
 * and their last one closing (offline).
 */
export interface Presence {
  /** A connection opened in this process; true when the user had none open anywhere. */
  connect(userId: string): Promise<boolean>;
  /** A connection closed in this process; true when the user has none left anywhere. */
  disconnect(userId: string): Promise<boolean>;
  /** The ids among these that are online now. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export function createMemoryPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    async connect(userId) {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    async disconnect(userId) {
      const count = (counts.get(userId) ?? 0) - 1;
      if (count > 0) counts.set(userId, count);
      else counts.delete(userId);
      return count <= 0;
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
    async close() {
      counts.clear();
    },
  };
}

export interface RedisPresenceOptions {
  /** An entry lives this long unless its process renews it: a crashed process's users go offline then. */
  ttlMs?: number;
  /** How often this process renews the entry of each of its connected users. */
  heartbeatMs?: number;
}

/**
 * The heartbeat renews a tenth of the users at a time, ten times a heartbeat, each user in the
 * tenth they were given when they came: the same renewals spread over the heartbeat, instead of
 * one pipeline of every user at once (1,000 commands every 10 s with 500 users), which held up
 * whatever the process was answering then.
 */
const HEARTBEAT_SLICES = 10;

/**
 * Presence shared by every process through Redis. Each user has a sorted set
 * `<prefix>presence:<userId>` whose members are the ids of the processes holding a connection of
 * theirs, scored with the time the entry expires. A process renews each entry every heartbeat (a
 * tenth of them at a time, HEARTBEAT_SLICES); one that dies stops renewing, and its entries stop
 * counting once their time is past, so nobody stays online for ever. Connections are counted per process in memory: Redis only learns when a
 * user's first connection here opens and their last one here closes.
 */
export function createRedisPresence(redis: Redis, prefix: string, options: RedisPresenceOptions = {}): Presence {
  const ttlMs = options.ttlMs ?? 30_000;
  const processId = randomUUID();
  const counts = new Map<string, number>();
  const keyOf = (userId: string) => `${prefix}presence:${userId}`;

  // The users of each slice (a user's slice is the one with the fewest users when they came).
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<string>());
  const sliceOf = new Map<string, Set<string>>();
  const addToSlice = (userId: string) => {
    const slice = slices.reduce((smallest, candidate) => (candidate.size < smallest.size ? candidate : smallest));
    slice.add(userId);
    sliceOf.set(userId, slice);
  };
  const removeFromSlice = (userId: string) => {
    sliceOf.get(userId)?.delete(userId);
    sliceOf.delete(userId);
  };
  let nextSlice = 0;
  const renewSlice = async () => {
    const slice = slices[nextSlice];
    nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    if (slice.size === 0) return;
    const expiresAt = Date.now() + ttlMs;
    const pipeline = redis.pipeline();
    for (const userId of slice) pipeline.zadd(keyOf(userId), expiresAt, processId).pexpire(keyOf(userId), ttlMs);
    await pipeline.exec();
  };
  const heartbeat = setInterval(() => void renewSlice().catch(() => undefined), (options.heartbeatMs ?? ttlMs / 3) / HEARTBEAT_SLICES);
  heartbeat.unref();

  return {
    async connect(userId) {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      if (count > 1) return false;
      addToSlice(userId);
      const now = Date.now();
      const key = keyOf(userId);
      const results = await redis
        .multi()
        .zremrangebyscore(key, '-inf', now)
        .zcard(key)
        .zadd(key, now + ttlMs, processId)
        .pexpire(key, ttlMs)
        .exec();
      return Number(results?.[1]?.[1] ?? 0) === 0;
    },
    async disconnect(userId) {
      const count = (counts.get(userId) ?? 0) - 1;
      if (count > 0) {
        counts.set(userId, count);
        return false;
      }
      counts.delete(userId);
      removeFromSlice(userId);
      const key = keyOf(userId);
      const results = await redis.multi().zrem(key, processId).zremrangebyscore(key, '-inf', Date.now()).zcard(key).exec();
      return Number(results?.[2]?.[1] ?? 0) === 0;
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.zcount(keyOf(userId), now, '+inf');
      const results = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, index) => Number(results[index]?.[1] ?? 0) > 0));
    },
    async close() {
      clearInterval(heartbeat);
      if (counts.size === 0) return;
      const pipeline = redis.pipeline();
      for (const userId of counts.keys()) pipeline.zrem(keyOf(userId), processId);
      counts.clear();
      sliceOf.clear();
      for (const slice of slices) slice.clear();
      await pipeline.exec().catch(() => undefined);
    },
  };
}
