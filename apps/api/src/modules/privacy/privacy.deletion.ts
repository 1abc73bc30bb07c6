import { deletionMessages, type DeleteAccountBody, type DeleteAccountResponse } from '@pazaryeri/contract/privacy/index';
import { messages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema/privacy';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { FileStores } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { type ErasedPerson, erasePerson, openMattersOf, type PersonalDataSource, removeErasedFiles } from '../../lib/personal-data';
import { confirmIdentity } from '../users';
import { answerDeadline } from './privacy.export';

export interface DeletionContext {
  db: Db;
  config: Pick<Config, 'google'>;
  files: FileStores;
  log: FastifyBaseLogger;
  sources: readonly PersonalDataSource[];
}

/**
 * `DELETE /api/users/me` (KVKK art. 7): the person proves it is them, then, in one transaction
 * that holds their account row, every domain says what still holds the account open (any answer
 * refuses with 409 and changes nothing) and erases or anonymises its part, highest layer first and
 * the account row last. The request is recorded as answered; files go only after the commit.
 */
export async function deleteOwnAccount(ctx: DeletionContext, userId: string, body: DeleteAccountBody, at = new Date()): Promise<DeleteAccountResponse> {
  await confirmIdentity(ctx, userId, body, at);
  const files = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', messages.userNotFound);
    const [store] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
    const person: ErasedPerson = { id: user.id, email: user.email, storeId: store?.id ?? null, at };

    const reasons = await openMattersOf(tx, ctx.sources, person);
    if (reasons.length) throw new AppError('CONFLICT', [deletionMessages.cannotDeleteYet, ...reasons].join(' '));
    const erased = await erasePerson(tx, ctx.sources, person);
    await tx.insert(dataRequests).values({
      userId,
      kind: 'deletion',
      status: 'done',
      progress: 100,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      deadlineAt: answerDeadline(at),
    });
    return erased;
  });
  await removeErasedFiles(ctx.files, ctx.log, files);
  ctx.log.info({ userId }, 'account deleted by its owner');
  return { message: deletionMessages.accountDeleted };
}
