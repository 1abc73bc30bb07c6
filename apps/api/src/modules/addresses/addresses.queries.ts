import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { type AddressRow, addresses } from '../../db/schema/addresses';

/**
 * Takes the user's row lock for the rest of the transaction: every change to one address book
 * goes through it one at a time, so "one default" holds under concurrent requests.
 */
export async function lockAddressBook(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The default first, then newest first. */
export async function selectAddressPage(db: Db, userId: string, page: number, limit: number) {
  const where = eq(addresses.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(addresses).where(where),
  ]);
  return { rows, total };
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  return total;
}

/** An address of this user; another user's address is as good as missing. */
export async function selectOwnAddress(db: Db, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The newest address other than `exceptId`: the heir when the default goes. */
export async function selectNewestOtherAddress(db: Db, userId: string, exceptId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId)))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row ?? null;
}

export async function clearDefaultAddress(db: Db, userId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Db, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row;
}

export async function updateAddressRow(db: Db, id: string, values: Partial<typeof addresses.$inferInsert>): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addresses.id, id))
    .returning();
  return row;
}

export async function deleteAddressRow(db: Db, id: string) {
  await db.delete(addresses).where(eq(addresses.id, id));
}

/** Every address of a user (account deletion). */
export async function deleteUserAddresses(db: Db, userId: string) {
  await db.delete(addresses).where(eq(addresses.userId, userId));
}
