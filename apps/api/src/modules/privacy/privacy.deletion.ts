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
import type { ErasedFiles, ErasedPerson, PersonalDataSource } from '../../lib/personal-data';
import { confirmIdentity } from '../users';
import { ANSWER_WITHIN_DAYS } from './privacy.export';

export interface DeletionContext {
  db: Db;
  config: Pick<Config, 'google'>;
  files: FileStores;
  log: FastifyBaseLogger;
  sources: readonly PersonalDataSource[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

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

    const reasons: string[] = [];
    for (const source of ctx.sources) reasons.push(...((await source.openMatters?.(tx, person)) ?? []));
    if (reasons.length) throw new AppError('CONFLICT', [deletionMessages.cannotDeleteYet, ...reasons].join(' '));

    const erased: ErasedFiles[] = [];
    for (const source of [...ctx.sources].reverse()) {
      const files = await source.erase?.(tx, person);
      if (files) erased.push(files);
    }
    await tx.insert(dataRequests).values({
      userId,
      kind: 'deletion',
      status: 'done',
      progress: 100,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      deadlineAt: new Date(at.getTime() + ANSWER_WITHIN_DAYS * DAY_MS),
    });
    return erased;
  });
  await removeFiles(ctx, files);
  ctx.log.info({ userId }, 'account deleted by its owner');
  return { message: deletionMessages.accountDeleted };
}

/** A file that cannot be removed now is logged, not a failure: the account is already gone. */
async function removeFiles({ files, log }: DeletionContext, erased: ErasedFiles[]) {
  const removals = erased.flatMap((set) => [
    ...(set.public ?? []).map((url) => {
      const key = files.storage.keyFromUrl(url);
      return key ? { key, remove: () => files.storage.remove(key) } : null;
    }),
    ...(set.private ?? []).map((key) => ({ key, remove: () => files.privateFiles.remove(key) })),
  ]);
  for (const removal of removals) {
    if (!removal) continue;
    await removal.remove().catch((error) => log.warn({ err: error, key: removal.key }, 'deleted account: a file was not removed'));
  }
}
