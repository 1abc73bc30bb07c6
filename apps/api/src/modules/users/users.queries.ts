import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { passwordResets, type UserRow, users } from '../../db/schema/users';

export async function selectUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

const userByIdStatement = preparedOnce((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'));

/**
 * `selectUserById` as a statement prepared once, for the app's own handle (not a transaction's):
 * every signed-in request reads its user to check the token.
 */
export async function selectUserByIdPrepared(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await userByIdStatement(db).execute({ id });
  return row ?? null;
}

export async function selectUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function selectUserByGoogleSub(db: Db, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function insertPasswordReset(db: Db, values: typeof passwordResets.$inferInsert) {
  const [row] = await db.insert(passwordResets).values(values).returning();
  return row;
}

/** The newest reset of a user that has not been used yet. */
export async function selectOpenPasswordReset(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updatePasswordReset(db: Db, id: string, values: Partial<typeof passwordResets.$inferInsert>) {
  const [row] = await db.update(passwordResets).set(values).where(eq(passwordResets.id, id)).returning();
  return row ?? null;
}

/** Closes every open reset of a user (a new code replaces older ones). */
export async function closePasswordResets(db: Db, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
