import { type AdminUpdateUserBody, type AdminUser, adminMessages } from '@pazaryeri/contract/admin/index';
import { messages } from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { listUserChatsForAdmin } from '../chat';
import type { UserRow } from '../../db/schema/users';
import { pageCount } from '../../lib/sql-filters';
import { selectLiveUser, selectUserIdByEmail, selectUserPage, type UserFilters, updateUserRow } from './admin-users.queries';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.role === 'admin',
    phone: row.phone,
    avatar: row.avatar,
    hasPassword: row.passwordHash !== null,
    hasGoogle: row.googleSub !== null,
    banned: row.bannedAt !== null,
    bannedAt: row.bannedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Users page for the list, search and filter screens: newest first, deleted accounts left out. */
export async function listAdminUsers(db: Db, filters: UserFilters, page: number, limit: number) {
  const { rows, total } = await selectUserPage(db, filters, page, limit);
  return { users: rows.map(toAdminUser), page, limit, total, totalPages: pageCount(total, limit) };
}

export async function findLiveUser(db: Db, id: string): Promise<UserRow> {
  const user = isId(id) ? await selectLiveUser(db, id) : null;
  if (!user) throw new AppError('NOT_FOUND', messages.userNotFound);
  return user;
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser> {
  return toAdminUser(await findLiveUser(db, id));
}

/**
 * An admin's edit of an account. Roles are read from the database on every request, so a new
 * role (or a ban) takes effect on the user's next call without touching their tokens. An admin
 * cannot take away their own admin role or ban themself: the last admin could lock everyone out.
 */
export async function updateAdminUser(db: Db, actorId: string, id: string, body: AdminUpdateUserBody) {
  const user = await findLiveUser(db, id);
  if (user.id === actorId && body.role !== undefined && body.role !== 'admin') {
    throw new AppError('UNPROCESSABLE', adminMessages.cannotDemoteSelf);
  }
  if (user.id === actorId && body.banned) throw new AppError('UNPROCESSABLE', adminMessages.cannotBanSelf);
  if (body.email !== undefined && body.email !== user.email) {
    const owner = await selectUserIdByEmail(db, body.email);
    if (owner) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
  }
  let updated: UserRow | null;
  try {
    updated = await updateUserRow(db, user.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.role !== undefined && { role: body.role }),
      ...(body.banned !== undefined && { bannedAt: body.banned ? (user.bannedAt ?? new Date()) : null }),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', messages.emailAlreadyRegistered);
    throw error;
  }
  return { message: adminMessages.userUpdated, user: toAdminUser(updated ?? user) };
}

/** A user's chat rooms as the admin sees them (the chat module's rooms list, narrowed to this member). */
export async function listAdminUserChats(db: Db, id: string, page: number, limit: number) {
  const user = await findLiveUser(db, id);
  return listUserChatsForAdmin(db, user.id, page, limit);
}
