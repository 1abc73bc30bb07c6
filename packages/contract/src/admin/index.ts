import { z } from 'zod';
import { adminMessages } from '../addresses/messages';
import { adminChatRoom } from '../chat';
import { pageQuery } from '../common';
import { companyTypes } from '../sellers';
import { email, personName, role, roles, turkishMobile } from '../users';

export { adminMessages } from '../addresses/messages';

/** Admin lists page sizes (spec §9): plain lists 20, searches and filters 10. */
export const adminListLimits = { list: 20, search: 10, max: 100 } as const;

/** Turkey has kept UTC+3 all year since 2016: a calendar day picked by an admin is an Istanbul day. */
const ISTANBUL_OFFSET = '+03:00';
const DAY_MS = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const instant = z.iso.datetime({ offset: true });

/** YYYY-MM-DD naming a real day (not 2025-02-30). */
function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar day (YYYY-MM-DD) or an ISO 8601 instant with a zone; '' means "not given". */
const dateParam = z
  .string()
  .trim()
  .refine((value) => value === '' || isDay(value) || instant.safeParse(value).success, {
    error: adminMessages.dateInvalid,
  })
  .optional()
  .transform((value) => value || undefined);

/**
 * The instants a date range covers: a start day from its first moment, an end day through its
 * last (so `endDate=2025-05-10` includes everything created on 10 May, Istanbul time).
 */
export function toDateRange(startDate?: string, endDate?: string): { from?: Date; before?: Date } {
  const from = startDate ? new Date(isDay(startDate) ? `${startDate}T00:00:00${ISTANBUL_OFFSET}` : startDate) : undefined;
  let before: Date | undefined;
  if (endDate) {
    before = isDay(endDate)
      ? new Date(new Date(`${endDate}T00:00:00${ISTANBUL_OFFSET}`).getTime() + DAY_MS)
      : new Date(new Date(endDate).getTime() + 1);
  }
  return { from, before };
}

const dateRangeIsOrdered = (query: { startDate?: string; endDate?: string }) => {
  const { from, before } = toDateRange(query.startDate, query.endDate);
  return !from || !before || from < before;
};
const dateRangeRule = { error: adminMessages.dateRangeInvalid, path: ['endDate'] };

/** Filter text: trimmed, '' dropped (the client sends only non-empty filters, but tolerate it). */
const textParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter girin.` })
    .optional()
    .transform((value) => value || undefined);

const roleParam = z
  .enum(['', ...roles], { error: 'Geçerli bir rol seçin.' })
  .optional()
  .transform((value) => value || undefined);

const companyTypeParam = z
  .enum(['', ...companyTypes], { error: 'Geçerli bir şirket türü seçin.' })
  .optional()
  .transform((value) => value || undefined);

// ---- Users ----

export const adminUsersQuery = pageQuery(adminListLimits.list, adminListLimits.max);
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUsersFilterQuery = pageQuery(adminListLimits.search, adminListLimits.max)
  .extend({ role: roleParam, startDate: dateParam, endDate: dateParam })
  .refine(dateRangeIsOrdered, dateRangeRule);
export type AdminUsersFilterQuery = z.infer<typeof adminUsersFilterQuery>;

export const adminUsersSearchQuery = pageQuery(adminListLimits.search, adminListLimits.max)
  .extend({ keyword: textParam(100), role: roleParam, startDate: dateParam, endDate: dateParam })
  .refine(dateRangeIsOrdered, dateRangeRule);
export type AdminUsersSearchQuery = z.infer<typeof adminUsersSearchQuery>;

/** A user as the admin sees them: everything but secrets (no password hash, Google id, token version). */
export const adminUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  isAdmin: z.boolean(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  banned: z.boolean(),
  bannedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserListResponse = z.object({
  users: z.array(adminUser),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;

/** What an admin may change on an account. `banned` sets or clears the ban. */
export const adminUpdateUserBody = z
  .object({
    name: personName.optional(),
    email: email.optional(),
    phone: turkishMobile.optional(),
    role: role.optional(),
    banned: z.boolean({ error: 'banned true ya da false olmalı.' }).optional(),
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

export const adminUserResponse = z.object({ message: z.string(), user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

export const adminUserChatsQuery = pageQuery(adminListLimits.list, adminListLimits.max);

/** Chat rooms the user is a member of, newest activity first (the rooms of `GET /admin/chats`). */
export const adminUserChatsResponse = z.object({
  chats: z.array(adminChatRoom),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUserChatsResponse = z.infer<typeof adminUserChatsResponse>;

// ---- Sellers ----

export const adminSellerSortBy = ['storeName', 'createdAt'] as const;
export const adminSortOrder = ['asc', 'desc'] as const;

export const adminSellersQuery = pageQuery(adminListLimits.list, adminListLimits.max);

export const adminSellersSearchQuery = pageQuery(adminListLimits.search, adminListLimits.max).extend({
  storeName: textParam(100),
});
export type AdminSellersSearchQuery = z.infer<typeof adminSellersSearchQuery>;

/** Spec §3 "Seller filters": companyType '' = all (Tümü); default sort storeName A-Z; page 1, limit 10. */
export const adminSellersFilterQuery = pageQuery(adminListLimits.search, adminListLimits.max)
  .extend({
    companyType: companyTypeParam,
    startDate: dateParam,
    endDate: dateParam,
    storeName: textParam(100),
    sortBy: z
      .enum(['', ...adminSellerSortBy], { error: 'Sıralama alanı storeName ya da createdAt olmalı.' })
      .optional()
      .transform((value) => value || 'storeName'),
    sortOrder: z
      .enum(['', ...adminSortOrder], { error: 'Sıralama yönü asc ya da desc olmalı.' })
      .optional()
      .transform((value) => value || 'asc'),
  })
  .refine(dateRangeIsOrdered, dateRangeRule);
export type AdminSellersFilterQuery = z.infer<typeof adminSellersFilterQuery>;

export const adminStoreAddress = z.object({
  street: z.string(),
  city: z.string(),
  district: z.string(),
  country: z.string(),
  zip: z.string(),
});

/** Spec §3 "Seller", with the owner (`userId`) populated. */
export const adminSeller = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  name: z.string(),
  email: z.string(),
  storeName: z.string(),
  alias: z.string(),
  storeLogo: z.string().nullable(),
  coverImage: z.string().nullable(),
  companyType: z.enum(companyTypes),
  contactPhone: z.string(),
  contactEmail: z.string(),
  storeLocation: z.string().nullable(),
  storeAddress: adminStoreAddress,
  taxNumber: z.string(),
  taxOffice: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(['pending', 'approved']),
  verifiedSeller: z.boolean(),
});
export type AdminSeller = z.infer<typeof adminSeller>;

/** Spec §3 "Seller list page". */
export const adminSellerListResponse = z.object({
  sellers: z.array(adminSeller),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalSellers: z.number().int(),
});
export type AdminSellerListResponse = z.infer<typeof adminSellerListResponse>;
