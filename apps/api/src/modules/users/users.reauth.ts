import { accountDeletionLimits, deletionMessages, type DeleteAccountBody } from '@pazaryeri/contract/privacy/index';
import { messages } from '@pazaryeri/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { verifyGoogleIdToken } from './users.google';
import { selectUserById } from './users.queries';

/**
 * Asks the person to prove it is them before something that cannot be undone (deleting the
 * account): the password again, or, for an account without one, a Google ID token from a sign-in
 * made in the last few minutes for the Google account linked to it. A token alone is not enough:
 * it may sit in a browser someone else is using.
 */
export async function confirmIdentity(ctx: { db: Db; config: Pick<Config, 'google'> }, userId: string, body: DeleteAccountBody, now = new Date()) {
  const user = await selectUserById(ctx.db, userId);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', messages.userNotFound);
  if (user.passwordHash) {
    if (!body.password) throw new AppError('UNPROCESSABLE', deletionMessages.passwordRequired);
    if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError('UNPROCESSABLE', deletionMessages.passwordWrong);
    return user;
  }
  const clientId = ctx.config.google.clientId;
  if (!body.credential || !clientId || !user.googleSub) throw new AppError('UNPROCESSABLE', deletionMessages.googleSignInRequired);
  const identity = await verifyGoogleIdToken(body.credential, { clientId, jwksUrl: ctx.config.google.jwksUrl });
  if (identity.sub !== user.googleSub) throw new AppError('UNPROCESSABLE', deletionMessages.googleAccountMismatch);
  if (now.getTime() / 1000 - identity.issuedAt > accountDeletionLimits.freshSignInMinutes * 60) {
    throw new AppError('UNPROCESSABLE', deletionMessages.googleSignInStale);
  }
  return user;
}
