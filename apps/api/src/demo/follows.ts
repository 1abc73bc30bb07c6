import { inArray, sql } from 'drizzle-orm';
import { follows } from '../db/schema/follows';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';

/** Who follows which demo store since how many days: the demo seller's dashboard shows followers. The demo buyer follows none (the follower coupon asks for it). */
const plan: [email: string, storeOwner: string, daysAgo: number][] = [
  ['burak@pazaryeri.test', 'satici@pazaryeri.test', 45],
  ['selin@pazaryeri.test', 'satici@pazaryeri.test', 18],
  ['kemal@pazaryeri.test', 'satici@pazaryeri.test', 4],
  ['selin@pazaryeri.test', 'hirdavat@pazaryeri.test', 12],
];

/** Demo follows, kept once (a follow already there stays as it is). */
export async function seedDemoFollows(db: Db): Promise<number> {
  const emails = [...new Set(plan.flatMap(([email, owner]) => [email, owner]))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const stores = await db.select({ id: sellers.id, userId: sellers.userId }).from(sellers).where(inArray(sellers.userId, people.map((person) => person.id)));
  const userOf = new Map(people.map((person) => [person.email, person.id]));
  const storeOf = new Map(stores.map((store) => [store.userId, store.id]));
  const rows = plan.flatMap(([email, owner, daysAgo]) => {
    const userId = userOf.get(email);
    const sellerId = storeOf.get(userOf.get(owner) ?? '');
    return userId && sellerId ? [{ userId, sellerId, createdAt: sql`now() - make_interval(days => ${daysAgo})` }] : [];
  });
  if (rows.length === 0) return 0;
  return (await db.insert(follows).values(rows).onConflictDoNothing().returning()).length;
}
