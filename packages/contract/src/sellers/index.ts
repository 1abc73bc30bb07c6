import { z } from 'zod';
import { email } from '../users';
import {
  companyType,
  mobilePhone,
  sellerImageType,
  storeAbout,
  storeAddress,
  storeAddressInput,
  storeAddressUpdate,
  storeAlias,
  storeLocation,
  storeName,
  taxNumber,
  taxNumberKind,
  taxOffice,
  trIban,
} from './fields';
import { clearIfEmpty, emptyToUndefined, keepIfEmpty } from './text-fields';

export * from './capabilities';
export * from './fields';
export { sellerMessages } from './messages';
export * from './profile';

/**
 * The tax rule runs even when other fields are wrong, but only once the body is an object whose
 * companyType and taxNumber parsed (an array, null or a number as the body must not reach it).
 */
const taxFieldsParsed = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !Array.isArray(payload.value) &&
  typeof (payload.value as { taxNumber?: unknown }).taxNumber === 'string' &&
  !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === 'companyType' || issue.path[0] === 'taxNumber');

export const registerSellerBody = z
  .object({
    storeName,
    alias: storeAlias,
    companyType,
    taxNumber,
    taxOffice,
    contactPhone: mobilePhone,
    contactEmail: email,
    storeLocation: clearIfEmpty(storeLocation),
    storeAddress: storeAddressInput,
    iban: z.preprocess(emptyToUndefined, trIban.optional()),
  })
  // Checked even when other fields are wrong, so the form shows every problem at once.
  .refine((body) => taxNumberKind(body.companyType) !== 'tckn' || body.taxNumber.length === 11, {
    path: ['taxNumber'],
    message: 'Bireysel ve şahıs satıcılar vergi numarası olarak 11 haneli T.C. kimlik numarasını girmelidir.',
    when: taxFieldsParsed,
  })
  .refine((body) => taxNumberKind(body.companyType) !== 'vkn' || body.taxNumber.length === 10, {
    path: ['taxNumber'],
    message: 'Limited ve anonim şirketler 10 haneli vergi kimlik numarasını (VKN) girmelidir.',
    when: taxFieldsParsed,
  });
export type RegisterSellerBody = z.infer<typeof registerSellerBody>;

/** PUT /seller/{userId}: JSON or multipart (files storeLogo and cover). Empty required fields keep their value. */
export const updateStoreBody = z.object({
  storeName: keepIfEmpty(storeName),
  about: clearIfEmpty(storeAbout),
  contactPhone: keepIfEmpty(mobilePhone),
  contactEmail: keepIfEmpty(email),
  storeLocation: clearIfEmpty(storeLocation),
  storeAddress: storeAddressUpdate.optional(),
  iban: keepIfEmpty(trIban),
});
export type UpdateStoreBody = z.infer<typeof updateStoreBody>;

export const removeStoreImageBody = z.object({ imageType: sellerImageType });
export type RemoveStoreImageBody = z.infer<typeof removeStoreImageBody>;

export const aliasParam = z.object({ alias: z.string().min(1).max(100) });
export const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const sellerListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  storeName: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
});
export type SellerListQuery = z.infer<typeof sellerListQuery>;

/** GET /api/admin/sellers/requests: the stores waiting for approval, paged like the image queues (search = store name). */
export const sellerRequestsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
});
export type SellerRequestsQuery = z.infer<typeof sellerRequestsQuery>;

/**
 * A store (spec §3 "Seller"). Everyone sees the public card; the owner and admins also see the
 * tax details, IBAN, the account's e-mail and the street and zip of the store address.
 */
export const seller = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), name: z.string().optional(), email: z.string().optional() }),
  name: z.string().optional(),
  email: z.string().optional(),
  storeName: z.string(),
  alias: z.string(),
  storeLogo: z.string().nullable(),
  coverImage: z.string().nullable(),
  about: z.string().nullable(),
  companyType,
  contactPhone: z.string(),
  contactEmail: z.string(),
  storeLocation: z.string().nullable(),
  storeAddress,
  taxNumber: z.string().optional(),
  taxOffice: z.string().optional(),
  iban: z.string().nullable().optional(),
  status: z.enum(['pending', 'approved']),
  verifiedSeller: z.boolean(),
  approvedAt: z.string().nullable(),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  /** The store's products' reviews: average (0 without any) and count. */
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Seller = z.infer<typeof seller>;

/** Spec §3 "Seller list page". */
export const sellerListResponse = z.object({
  sellers: z.array(seller),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalSellers: z.number().int(),
});
export type SellerListResponse = z.infer<typeof sellerListResponse>;

export const sellerResponse = z.object({ message: z.string(), seller });
export type SellerResponse = z.infer<typeof sellerResponse>;

export const checkAliasResponse = z.object({ alias: z.string(), available: z.boolean() });
export type CheckAliasResponse = z.infer<typeof checkAliasResponse>;

export const rejectSellerResponse = z.object({ message: z.string(), _id: z.string() });
