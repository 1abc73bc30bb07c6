import { adminMessages } from '@pazaryeri/contract/admin/index';
import { asc, eq, sql } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile } from '../../lib/personal-data';
import { passwordResets, users } from '../../db/schema/users';

/** Our own upload, not a Google profile picture (an absolute URL). */
const ownAvatar = (avatar: string | null) => (avatar && !/^https?:\/\//i.test(avatar) ? avatar : null);

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
    const ours = ownAvatar(user?.avatar ?? null);
    const files: PersonalFile[] = ours ? [{ name: `profil-resmi${extensionOf(ours)}`, from: 'public', url: ours }] : [];
    return { data: { profile: profile ?? null, passwordResetRequests: resets }, files };
  },
  /**
   * The account row stays (orders, reviews and messages point at it) but stops being a person: the
   * name every public trace shows becomes "Silinmiş kullanıcı", the e-mail a placeholder (so the
   * address can register again), and the phone, picture, password and Google link go. Bumping the
   * token version ends every session at once. Runs last of every domain's erase.
   */
  async erase(tx, person) {
    const [user] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, person.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, person.id));
    await tx
      .update(users)
      .set({
        name: adminMessages.deletedUserName,
        email: `deleted+${person.id}@pazaryeri.invalid`,
        passwordHash: null,
        googleSub: null,
        phone: null,
        avatar: null,
        role: 'user',
        deletedAt: person.at,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: person.at,
      })
      .where(eq(users.id, person.id));
    const avatar = ownAvatar(user?.avatar ?? null);
    return { public: avatar ? [avatar] : [] };
  },
};
