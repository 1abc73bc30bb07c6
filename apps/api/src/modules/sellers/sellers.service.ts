import { messages } from '@pazaryeri/contract';
import {
  type CheckAliasResponse,
  isValidAlias,
  normalizeAlias,
  type RegisterSellerBody,
  type Seller,
  type SellerListResponse,
  sellerMessages,
  type StoreAddressUpdate,
} from '@pazaryeri/contract/sellers/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import type { Storage } from '../../integrations/storage';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import {
  aliasExists,
  insertSeller,
  type SellerDetailRow,
  type SellerOrder,
  selectSellerById,
  selectSellerByUserId,
  selectSellerDetailByAlias,
  selectSellerDetailById,
  selectSellerDetailByUserId,
  selectSellerPage,
} from './sellers.queries';
import type { SellerRow, StoreAddress } from '../../db/schema/sellers';

/** What the stores services need from the app. */
export interface SellersContext {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The caller as the stores module sees it (null for a visitor). */
export type Viewer = { id: string; isAdmin: boolean; role?: string } | null;

const canManage = (viewer: Viewer, store: SellerRow) => Boolean(viewer && (viewer.id === store.userId || viewer.isAdmin));

/** A store is edited by its owner or an admin; identity comes from the token, never the path. */
export function assertOwnerOrAdmin(actor: Viewer, ownerUserId: string): void {
  if (!actor || (actor.id !== ownerUserId && !actor.isAdmin)) throw new AppError('FORBIDDEN', messages.forbidden);
}

/**
 * The store as a viewer may see it. Tax details, IBAN, the owner's name and e-mail and the street
 * and zip of the store address are for the owner and admins only.
 */
export function toSeller(row: SellerDetailRow, viewer: Viewer): Seller {
  const { seller } = row;
  const full = canManage(viewer, seller);
  const address = seller.storeAddress;
  return {
    _id: seller.id,
    userId: full ? { _id: seller.userId, name: row.userName, email: row.userEmail } : { _id: seller.userId },
    ...(full && { name: row.userName, email: row.userEmail }),
    storeName: seller.storeName,
    alias: seller.alias,
    storeLogo: seller.storeLogo,
    coverImage: seller.coverImage,
    about: seller.about,
    companyType: seller.companyType,
    contactPhone: seller.contactPhone,
    contactEmail: seller.contactEmail,
    storeLocation: seller.storeLocation,
    storeAddress: full
      ? { street: address.street, city: address.city, district: address.district, country: address.country, zip: address.zip || null }
      : { city: address.city, district: address.district, country: address.country },
    ...(full && { taxNumber: seller.taxNumber, taxOffice: seller.taxOffice, iban: seller.iban }),
    status: seller.status,
    verifiedSeller: seller.verifiedSeller,
    approvedAt: seller.approvedAt?.toISOString() ?? null,
    followerCount: row.followerCount,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    isFollowing: row.isFollowing,
    createdAt: seller.createdAt.toISOString(),
    updatedAt: seller.updatedAt.toISOString(),
  };
}

/** An empty field keeps the stored value; a store always has a country (TR unless told). */
export function mergeStoreAddress(current: StoreAddress, update: StoreAddressUpdate): StoreAddress {
  return {
    street: update.street ?? current.street,
    city: update.city ?? current.city,
    district: update.district ?? current.district,
    country: update.country ?? (current.country || 'TR'),
    zip: update.zip ?? current.zip ?? '',
  };
}

/** For other modules: the store row of an id or of an owner, whatever its status. */
export async function findStoreById(db: Db, id: string): Promise<SellerRow | null> {
  return isId(id) ? selectSellerById(db, id) : null;
}

export async function findStoreByUserId(db: Db, userId: string): Promise<SellerRow | null> {
  return isId(userId) ? selectSellerByUserId(db, userId) : null;
}

/** The caller owns the store `sellerId` (a store replying on its own product), or 403 with `notYours`. */
export async function requireStoreOwner(db: Db, userId: string, sellerId: string, notYours: string): Promise<void> {
  const store = await findStoreByUserId(db, userId);
  if (!store || store.id !== sellerId) throw new AppError('FORBIDDEN', notYours);
}

/** Applications come from buyers (or sellers without a store); staff accounts do not run stores. */
export async function registerSeller(ctx: Pick<SellersContext, 'db'>, applicant: NonNullable<Viewer>, body: RegisterSellerBody) {
  if (applicant.role === 'admin' || applicant.role === 'marketing') {
    throw new AppError('UNPROCESSABLE', sellerMessages.staffCannotApply);
  }
  if (await selectSellerByUserId(ctx.db, applicant.id)) throw new AppError('CONFLICT', sellerMessages.applicationExists);
  if (await aliasExists(ctx.db, body.alias)) {
    throw new AppError('CONFLICT', sellerMessages.aliasTaken, { alias: sellerMessages.aliasTaken });
  }
  let created: SellerRow;
  try {
    created = await insertSeller(ctx.db, {
      userId: applicant.id,
      storeName: body.storeName,
      alias: body.alias,
      companyType: body.companyType,
      taxNumber: body.taxNumber,
      taxOffice: body.taxOffice,
      contactPhone: body.contactPhone,
      contactEmail: body.contactEmail,
      storeLocation: body.storeLocation ?? null,
      storeAddress: { ...body.storeAddress, zip: body.storeAddress.zip ?? '' },
      iban: body.iban ?? null,
    });
  } catch (error) {
    // Two submissions at once: the unique indexes decide, the loser hears which one.
    if (isUniqueViolation(error)) {
      if (constraintOf(error) === 'sellers_alias_key') {
        throw new AppError('CONFLICT', sellerMessages.aliasTaken, { alias: sellerMessages.aliasTaken });
      }
      throw new AppError('CONFLICT', sellerMessages.applicationExists);
    }
    throw error;
  }
  return { message: sellerMessages.registered, seller: await getStoreView(ctx.db, created.id, applicant) };
}

function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: string }).constraint;
    if (constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function checkAlias(db: Db, input: string): Promise<CheckAliasResponse> {
  const alias = normalizeAlias(input);
  if (!isValidAlias(alias)) {
    throw new AppError('VALIDATION_FAILED', sellerMessages.aliasCheckFailed, {
      alias: 'Mağaza adresi 3–40 karakter olmalı; harf, rakam ve - kullanılabilir.',
    });
  }
  return { alias, available: !(await aliasExists(db, alias)) };
}

/**
 * Approved stores of active accounts are public; a pending store, or one whose owner an admin
 * suspended or deleted, is visible to its owner and to admins only.
 */
function visibleStore(row: SellerDetailRow | null, viewer: Viewer): Seller {
  const isPublic = row?.seller.status === 'approved' && row.ownerActive;
  if (!row || (!isPublic && !canManage(viewer, row.seller))) {
    throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  }
  return toSeller(row, viewer);
}

async function getStoreView(db: Db, id: string, viewer: Viewer): Promise<Seller> {
  return visibleStore(await selectSellerDetailById(db, id, viewer?.id ?? null), viewer);
}

export async function getStoreById(db: Db, id: string, viewer: Viewer): Promise<Seller> {
  if (!isId(id)) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  return getStoreView(db, id, viewer);
}

export async function getStoreByAlias(db: Db, alias: string, viewer: Viewer): Promise<Seller> {
  return visibleStore(await selectSellerDetailByAlias(db, normalizeAlias(alias), viewer?.id ?? null), viewer);
}

export async function getStoreByUserId(db: Db, userId: string, viewer: Viewer): Promise<Seller> {
  if (!isId(userId)) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  return visibleStore(await selectSellerDetailByUserId(db, userId, viewer?.id ?? null), viewer);
}

export interface ListStoresOptions {
  status: SellerRow['status'];
  order: SellerOrder;
  page: number;
  limit: number;
  storeName?: string;
  activeOwnersOnly?: boolean;
}

/** A page in the spec's seller-list shape (sellers, page, limit, totalPages, totalSellers). */
export async function listStores(db: Db, options: ListStoresOptions, viewer: Viewer): Promise<SellerListResponse> {
  const { rows, total } = await selectSellerPage(db, {
    status: options.status,
    order: options.order,
    storeName: options.storeName,
    activeOwnersOnly: options.activeOwnersOnly,
    offset: (options.page - 1) * options.limit,
    limit: options.limit,
    viewerId: viewer?.id ?? null,
  });
  return {
    sellers: rows.map((row) => toSeller(row, viewer)),
    page: options.page,
    limit: options.limit,
    totalPages: Math.ceil(total / options.limit),
    totalSellers: total,
  };
}

export async function removeStoredFile(ctx: Pick<SellersContext, 'storage' | 'log'>, url: string | null) {
  const key = url ? ctx.storage.keyFromUrl(url) : null;
  if (key) await ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'old file not removed'));
}
