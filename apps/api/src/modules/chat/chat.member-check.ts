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
 * remembered: a stranger is asked about every time; a send the statement wrote remembers its
 * sender too. With each member, the room's other member (a room's members never change), so the
 * send can ask presence about both before it writes.
 */
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 20_000;

/** Per database: `roomId:userId` → when they last passed and the room's other member. */
const remembered = new WeakMap<Db, Map<string, { seenAt: number; otherUserId: string }>>();

const keyOf = (roomId: string, userId: string) => `${roomId}:${userId}`;

function cacheOf(db: Db): Map<string, { seenAt: number; otherUserId: string }> {
  let cache = remembered.get(db);
  if (!cache) {
    cache = new Map();
    remembered.set(db, cache);
  }
  return cache;
}

/** The room's other member if this user passed as a member within a minute, else null (no query). */
export function rememberedOther(db: Db, roomId: string, userId: string): string | null {
  const entry = remembered.get(db)?.get(keyOf(roomId, userId));
  return entry && Date.now() - entry.seenAt < REMEMBER_MS ? entry.otherUserId : null;
}

/**
 * Passes for a member of the room (asked of the database unless they passed within a minute),
 * answering the room's other member; 404 for anyone else.
 */
export async function requireMember(db: Db, roomId: string, userId: string): Promise<string> {
  const known = rememberedOther(db, roomId, userId);
  if (known !== null) return known;
  const membership = isId(roomId) ? await selectMembership(db, roomId, userId) : null;
  if (!membership) {
    forgetMember(db, roomId, userId);
    throw roomNotFound();
  }
  rememberMember(db, roomId, userId, membership.otherUserId);
  return membership.otherUserId;
}

/** The send's statement found this user a member (it wrote their message): remembered as `requireMember` does. */
export function rememberMember(db: Db, roomId: string, userId: string, otherUserId: string) {
  const cache = cacheOf(db);
  const key = keyOf(roomId, userId);
  // Re-set at the end: oldest first in a Map, so past the bound the oldest entry goes.
  cache.delete(key);
  cache.set(key, { seenAt: Date.now(), otherUserId });
  if (cache.size > REMEMBER_MAX) cache.delete(cache.keys().next().value!);
}

/** The database said this user is not (or no longer) a member: ask it again next time. */
export function forgetMember(db: Db, roomId: string, userId: string) {
  remembered.get(db)?.delete(keyOf(roomId, userId));
}
