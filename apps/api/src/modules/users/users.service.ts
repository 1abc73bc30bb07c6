import {
  type AuthResponse,
  type LoginBody,
  messages,
  type PublicUser,
  type RegisterBody,
  type UpdatePasswordBody,
  type UpdateProfileBody,
  type UserInfo,
} from '@pazaryeri/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import type { Storage } from '../../integrations/storage';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { toWebp } from '../../lib/images';
import type { Limiter } from '../../lib/limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import { welcomeMail } from './users.mails';
import { insertUser, selectUserByEmail, selectUserById, selectUserByIdPrepared, updateUser } from './users.queries';
import type { UserRow } from '../../db/schema/users';

/** What the users service needs from the app. */
export interface UsersContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  limiter: Limiter;
  log: FastifyBaseLogger;
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.role === 'admin',
    phone: row.phone,
    avatar: row.avatar,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return { _id: row.id, name: row.name, role: row.role, avatar: row.avatar, createdAt: row.createdAt.toISOString() };
}

/** The fields the access hooks need to accept a token. */
export async function findAuthUser(db: Db, id: string) {
  if (!isId(id)) return null;
  return selectUserById(db, id);
}

/** The user a token names, read by the app's handle on every signed-in request (a prepared statement). */
export async function findTokenUser(db: Db, id: string) {
  if (!isId(id)) return null;
  return selectUserByIdPrepared(db, id);
}

export async function issueToken(ctx: Pick<UsersContext, 'config'>, user: UserRow): Promise<string> {
  return signAccessToken({ sub: user.id, role: user.role, tv: user.tokenVersion }, ctx.config.jwtSecret, ctx.config.jwtExpiresIn);
}

export async function toAuthResponse(ctx: Pick<UsersContext, 'config'>, user: UserRow, message?: string): Promise<AuthResponse> {
  return { ...toUserInfo(user), token: await issueToken(ctx, user), ...(message ? { message } : {}) };
}

/** Throws 429 once an e-mail address has been tried too often in the window. */
export async function limitByEmail(ctx: Pick<UsersContext, 'limiter' | 'config'>, action: string, email: string) {
  const { perEmail, windowSeconds } = ctx.config.authRateLimit;
  const result = await ctx.limiter.hit(`${action}:${email}`, perEmail, windowSeconds);
  if (!result.allowed) throw new AppError('RATE_LIMITED', messages.rateLimited);
}

export async function registerUser(ctx: UsersContext, body: RegisterBody): Promise<AuthResponse> {
  if (await selectUserByEmail(ctx.db, body.email)) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
  let user: UserRow;
  try {
    user = await insertUser(ctx.db, { name: body.name, email: body.email, passwordHash: await hashPassword(body.password) });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
    throw error;
  }
  sendQuietly(ctx, welcomeMail(user.name, user.email, ctx.config.appUrl));
  return toAuthResponse(ctx, user, 'Kayıt başarılı. Hoş geldiniz!');
}

export async function loginUser(ctx: UsersContext, body: LoginBody): Promise<AuthResponse> {
  await limitByEmail(ctx, 'login', body.email);
  const user = await selectUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
  if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
  await ctx.limiter.reset(`login:${body.email}`);
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user;
  return toAuthResponse(ctx, updated, 'Giriş başarılı.');
}

/** Changes the password and revokes every token issued before; the caller gets a fresh one. */
export async function changePassword(ctx: UsersContext, userId: string, body: UpdatePasswordBody) {
  const user = await selectUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
  if (!user.passwordHash) throw new AppError('UNPROCESSABLE', messages.passwordNotSet);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError('UNPROCESSABLE', messages.oldPasswordWrong);
  }
  const updated = await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(body.newPassword),
    tokenVersion: user.tokenVersion + 1,
  });
  return { message: messages.passwordUpdated, token: await issueToken(ctx, updated ?? user) };
}

export async function updateProfile(
  ctx: UsersContext,
  userId: string,
  body: UpdateProfileBody,
  avatar: Buffer | null,
): Promise<UserInfo> {
  const user = await selectUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
  if (body.email && body.email !== user.email) {
    const owner = await selectUserByEmail(ctx.db, body.email);
    if (owner) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
  }
  const stored = avatar
    ? await ctx.storage.put('avatars', 'webp', await toWebp(avatar, { width: 256, height: 256 }))
    : null;
  let updated: UserRow | null;
  try {
    updated = await updateUser(ctx.db, user.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(stored && { avatar: stored.url }),
    });
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.key);
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
    throw error;
  }
  if (stored && user.avatar) await removeStoredFile(ctx, user.avatar);
  return toUserInfo(updated ?? user);
}

/** Self and admins see the whole record; everyone else sees the public card. */
export async function getUser(ctx: Pick<UsersContext, 'db'>, viewer: { id: string; isAdmin: boolean } | null, id: string) {
  const user = isId(id) ? await selectUserById(ctx.db, id) : null;
  if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
  return viewer && (viewer.id === user.id || viewer.isAdmin) ? toUserInfo(user) : toPublicUser(user);
}

async function removeStoredFile(ctx: Pick<UsersContext, 'storage' | 'log'>, url: string) {
  const key = ctx.storage.keyFromUrl(url);
  if (key) await ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'old file not removed'));
}

/** Mail that must not fail the request it belongs to (a welcome note, say). */
export function sendQuietly(ctx: Pick<UsersContext, 'mailer' | 'log'>, mail: Parameters<Mailer['send']>[0]) {
  ctx.mailer.send(mail).catch((error) => ctx.log.warn({ err: error, subject: mail.subject }, 'mail not sent'));
}
