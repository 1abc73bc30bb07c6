import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type ForgetPasswordBody, messages, type ResetCodeCheckBody, type ResetPasswordBody } from '@pazaryeri/contract';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { signResetToken, verifyResetToken } from '../../lib/tokens';
import { resetCodeMail } from './users.mails';
import {
  closePasswordResets,
  insertPasswordReset,
  selectOpenPasswordReset,
  selectUserByEmail,
  selectUserById,
  updatePasswordReset,
  updateUser,
} from './users.queries';
import { limitByEmail, type UsersContext } from './users.service';

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

const hashCode = (secret: Uint8Array, resetOwner: string, code: string) =>
  createHmac('sha256', secret).update(`${resetOwner}:${code}`).digest('hex');

/**
 * Mails a 6-digit code to a known address. The answer is the same whether or not the address
 * exists, so the form cannot be used to learn who has an account.
 */
export async function requestPasswordReset(ctx: UsersContext, body: ForgetPasswordBody) {
  await limitByEmail(ctx, 'reset-request', body.email);
  const user = await selectUserByEmail(ctx.db, body.email);
  if (user && !user.bannedAt) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await ctx.db.transaction(async (tx) => {
      await closePasswordResets(tx, user.id);
      await insertPasswordReset(tx, {
        userId: user.id,
        codeHash: hashCode(ctx.config.jwtSecret, user.id, code),
        expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
      });
    });
    await ctx.mailer.send(resetCodeMail(user.name, user.email, code, RESET_CODE_MINUTES));
  }
  return { message: messages.resetCodeSent };
}

/** Checks the code; a right one yields the temporary token for the reset, a wrong one uses up a try. */
export async function checkResetCode(ctx: UsersContext, body: ResetCodeCheckBody) {
  await limitByEmail(ctx, 'reset-check', body.email);
  const user = await selectUserByEmail(ctx.db, body.email);
  const reset = user ? await selectOpenPasswordReset(ctx.db, user.id) : null;
  if (!user || !reset || reset.expiresAt.getTime() < Date.now()) {
    throw new AppError('UNPROCESSABLE', messages.resetCodeInvalid);
  }
  if (reset.attempts >= RESET_CODE_MAX_ATTEMPTS) throw new AppError('UNPROCESSABLE', messages.resetCodeTooManyAttempts);
  const expected = Buffer.from(reset.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx.config.jwtSecret, user.id, body.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = reset.attempts + 1;
    await updatePasswordReset(ctx.db, reset.id, { attempts });
    throw new AppError(
      'UNPROCESSABLE',
      attempts >= RESET_CODE_MAX_ATTEMPTS ? messages.resetCodeTooManyAttempts : messages.resetCodeInvalid,
    );
  }
  await updatePasswordReset(ctx.db, reset.id, { verifiedAt: new Date() });
  return { message: messages.resetCodeVerified, temporaryToken: await signResetToken(user.id, reset.id, ctx.config.jwtSecret) };
}

/** Sets the new password once per verified code and signs the user out everywhere. */
export async function resetPassword(ctx: UsersContext, body: ResetPasswordBody) {
  const claims = await verifyResetToken(body.temporaryToken, ctx.config.jwtSecret);
  if (!claims) throw new AppError('UNPROCESSABLE', messages.resetTokenInvalid);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    const user = await selectUserById(tx, claims.userId);
    const reset = user ? await selectOpenPasswordReset(tx, user.id) : null;
    if (!user || !reset || reset.id !== claims.resetId || !reset.verifiedAt) {
      throw new AppError('UNPROCESSABLE', messages.resetTokenInvalid);
    }
    await updatePasswordReset(tx, reset.id, { usedAt: new Date() });
    await updateUser(tx, user.id, { passwordHash, tokenVersion: user.tokenVersion + 1 });
  });
  return { message: messages.passwordReset };
}
