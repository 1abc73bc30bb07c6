import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';

/** Creates (or promotes) the admin named by ADMIN_EMAIL/ADMIN_PASSWORD. Safe to run at every boot. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string; name: string }) {
  const [existing] = await db.select().from(users).where(eq(users.email, admin.email)).limit(1);
  if (existing) {
    if (existing.role !== 'admin') await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { created: false };
  }
  await db
    .insert(users)
    .values({ name: admin.name, email: admin.email, passwordHash: await hashPassword(admin.password), role: 'admin' })
    .onConflictDoNothing();
  return { created: true };
}
