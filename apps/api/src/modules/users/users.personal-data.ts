import { asc, eq } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile } from '../../lib/personal-data';
import { passwordResets, users } from '../../db/schema/users';


/**
 * The account: profile, sign-in dates and password-reset requests. The password hash, the Google
 * subject, the token version and the reset codes' hashes stay out; whether a password is set and
 * whether Google is linked are told as yes/no.
 */
export const usersPersonalData: PersonalDataSource = {
  folder: 'hesap',
  title: 'Hesap ve profil bilgileri',
  async collect(db, person) {
    const [[user], resets] = await Promise.all([
      db.select().from(users).where(eq(users.id, person.id)).limit(1),
      db
        .select({
          requestedAt: passwordResets.createdAt,
          expiresAt: passwordResets.expiresAt,
          attempts: passwordResets.attempts,
          verifiedAt: passwordResets.verifiedAt,
          usedAt: passwordResets.usedAt,
        })
        .from(passwordResets)
        .where(eq(passwordResets.userId, person.id))
        .orderBy(asc(passwordResets.createdAt)),
    ]);
    const profile = user && {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      avatar: user.avatar,
      googleLinked: user.googleSub !== null,
      passwordSet: user.passwordHash !== null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      lastLoginAt: user.lastLoginAt,
      lastSeenAt: user.lastSeenAt,
      bannedAt: user.bannedAt,
      deletedAt: user.deletedAt,
    };
    // A Google picture (an absolute URL) is not a file we hold: it stays in the profile only.
    const ours = user?.avatar && !/^https?:\/\//i.test(user.avatar) ? user.avatar : null;
    const files: PersonalFile[] = ours ? [{ name: `profil-resmi${extensionOf(ours)}`, from: 'public', url: ours }] : [];
    return { data: { profile: profile ?? null, passwordResetRequests: resets }, files };
  },
};
