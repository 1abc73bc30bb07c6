import { adminMessages } from '@pazaryeri/contract/admin/index';
import { messages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { deleteAddressBook } from '../addresses';
import { follows } from '../../db/schema/follows';
import { sellers } from '../../db/schema/sellers';
import { passwordResets, type UserRow } from '../../db/schema/users';
import { selectLiveUser, updateUserRow } from './admin-users.queries';

export interface DeleteUserContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

type StoreOutcome = 'none' | 'application-deleted' | 'store-withdrawn';

/** Step: what the person kept as a buyer goes (addresses, the stores they follow). */
async function removeBuyerData(tx: Db, userId: string) {
  await deleteAddressBook(tx, userId);
  await tx.delete(follows).where(eq(follows.userId, userId));
}

/**
 * Step: take their store out of public view. A pending application is simply deleted. An approved
 * store keeps its row (its orders, payouts and invoices will point at it) but goes back to
 * 'pending' and unverified, so nothing public lists it, and loses its followers.
 */
async function withdrawStore(tx: Db, userId: string): Promise<StoreOutcome> {
  const [store] = await tx.select({ id: sellers.id, status: sellers.status }).from(sellers).where(eq(sellers.userId, userId));
  if (!store) return 'none';
  if (store.status === 'pending') {
    await tx.delete(sellers).where(eq(sellers.id, store.id));
    return 'application-deleted';
  }
  await tx.update(sellers).set({ status: 'pending', verifiedSeller: false, updatedAt: new Date() }).where(eq(sellers.id, store.id));
  await tx.delete(follows).where(eq(follows.sellerId, store.id));
  return 'store-withdrawn';
}

/**
 * Step: the account row stays, so whatever points at it (orders, reviews) keeps a buyer, but
 * it stops being a person: no name, e-mail, phone, picture or way in; every token dies.
 */
async function anonymiseAccount(tx: Db, user: UserRow) {
  const now = new Date();
  await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await updateUserRow(tx, user.id, {
    name: adminMessages.deletedUserName,
    email: `deleted+${user.id}@pazaryeri.invalid`,
    passwordHash: null,
    googleSub: null,
    phone: null,
    avatar: null,
    role: 'user',
    deletedAt: now,
    bannedAt: user.bannedAt ?? now,
    tokenVersion: user.tokenVersion + 1,
  });
}

/**
 * Deletes an account the way a marketplace must: anonymise and keep the row, remove the buyer's
 * own data, withdraw the store. One transaction, so a failure leaves the account as it was; the
 * avatar file goes only after the commit.
 */
export async function deleteUserFlow(ctx: DeleteUserContext, actorId: string, id: string) {
  if (id === actorId) throw new AppError('UNPROCESSABLE', adminMessages.cannotDeleteSelf);
  const { user, store } = await ctx.db.transaction(async (tx) => {
    const user = isId(id) ? await selectLiveUser(tx, id, { lock: true }) : null;
    if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
    await removeBuyerData(tx, user.id);
    const store = await withdrawStore(tx, user.id);
    await anonymiseAccount(tx, user);
    return { user, store };
  });
  const avatarKey = user.avatar ? ctx.storage.keyFromUrl(user.avatar) : null;
  if (avatarKey) {
    await ctx.storage.remove(avatarKey).catch((error) => ctx.log.warn({ err: error, key: avatarKey }, 'avatar not removed'));
  }
  ctx.log.info({ userId: user.id, store }, 'user deleted by admin');
  return { message: adminMessages.userDeleted };
}
