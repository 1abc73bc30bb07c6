import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { selectMembership } from './chat.queries';
import { roomNotFound } from './chat.rooms';

/**
 * The send's early membership check (before the upload is read, before the rate limit counts),
 * remembered per process: a user who wrote in a room a moment ago is let through without a
 * query. It only decides whether the request is read further. The send's own statement reads the
 * membership again as it writes (`insertMessageWithViews`), so a sender who stopped being a member
 * meanwhile writes nothing and gets the same 404, and is forgotten here. Only members are
 * remembered: a stranger is asked about every time.
 */
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 20_000;

const remembered = new WeakMap<Db, Map<string, number>>();

const keyOf = (roomId: string, userId: string) => `${roomId}:${userId}`;

function cacheOf(db: Db): Map<string, number> {
  let cache = remembered.get(db);
  if (!cache) {
    cache = new Map();
    remembered.set(db, cache);
  }
  return cache;
}

/** Passes for a member of the room (asked of the database unless they passed within a minute); 404 for anyone else. */
export async function requireMember(db: Db, roomId: string, userId: string): Promise<void> {
  const cache = cacheOf(db);
  const key = keyOf(roomId, userId);
  const seenAt = cache.get(key);
  if (seenAt !== undefined && Date.now() - seenAt < REMEMBER_MS) return;
  cache.delete(key);
  if (!isId(roomId) || !(await selectMembership(db, roomId, userId))) throw roomNotFound();
  cache.set(key, Date.now());
  // Oldest first in a Map: past the bound, the oldest entry goes.
  if (cache.size > REMEMBER_MAX) cache.delete(cache.keys().next().value!);
}

/** The database said this user is not (or no longer) a member: ask it again next time. */
export function forgetMember(db: Db, roomId: string, userId: string) {
  remembered.get(db)?.delete(keyOf(roomId, userId));
}
