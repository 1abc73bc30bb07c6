import { adminMessages } from '@pazaryeri/contract/admin/index';
import { messages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema/sellers';
import type { FileStores } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { erasePerson, type PersonalDataSource, removeErasedFiles } from '../../lib/personal-data';
import { selectLiveUser, updateUserRow } from './admin-users.queries';

export interface DeleteUserContext {
  db: Db;
  files: FileStores;
  log: FastifyBaseLogger;
  /** Every domain's part of a person (the app's list): the same erasure a person's own deletion runs. */
  personalData: readonly PersonalDataSource[];
}

/**
 * An admin deletes an account: every domain erases or anonymises its part exactly as when a person
 * deletes their own (docs/decisions.md, "Personal data under KVKK"): the account row stays,
 * anonymised, orders are kept for the law, a store leaves public view. Unlike a person's own
 * deletion nothing open refuses it (an abusive account may have to go at once) and the account is
 * also marked banned, as staff removed it. One transaction; files go after the commit.
 */
export async function deleteUserFlow(ctx: DeleteUserContext, actorId: string, id: string) {
  if (id === actorId) throw new AppError('UNPROCESSABLE', adminMessages.cannotDeleteSelf);
  const at = new Date();
  const { erased, storeId } = await ctx.db.transaction(async (tx) => {
    const user = isId(id) ? await selectLiveUser(tx, id, { lock: true }) : null;
    if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
    const [store] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, user.id)).limit(1);
    const erased = await erasePerson(tx, ctx.personalData, { id: user.id, email: user.email, storeId: store?.id ?? null, at });
    await updateUserRow(tx, user.id, { bannedAt: user.bannedAt ?? at });
    return { erased, storeId: store?.id ?? null };
  });
  await removeErasedFiles(ctx.files, ctx.log, erased);
  ctx.log.info({ userId: id, storeId }, 'user deleted by admin');
  return { message: adminMessages.userDeleted };
}
