import { type AdminSeller, type AdminSellersFilterQuery, adminMessages } from '@pazaryeri/contract/admin/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { StoreAddress } from '../../db/schema/sellers';
import { pageCount } from '../../lib/sql-filters';
import {
  type SellerFilters,
  type SellerSort,
  type SellerWithOwner,
  selectSellerPage,
  selectSellerWithOwner,
} from './admin-sellers.queries';

export function toAdminSeller({ seller, owner }: SellerWithOwner): AdminSeller {
  // Rows written before every address field was required may lack some.
  const address: Partial<StoreAddress> = seller.storeAddress ?? {};
  return {
    _id: seller.id,
    userId: { _id: owner.id, name: owner.name, email: owner.email },
    name: owner.name,
    email: owner.email,
    storeName: seller.storeName,
    alias: seller.alias,
    storeLogo: seller.storeLogo,
    coverImage: seller.coverImage,
    companyType: seller.companyType,
    contactPhone: seller.contactPhone,
    contactEmail: seller.contactEmail,
    storeLocation: seller.storeLocation,
    storeAddress: {
      street: address.street ?? '',
      city: address.city ?? '',
      district: address.district ?? '',
      country: address.country ?? 'TR',
      zip: address.zip ?? '',
    },
    taxNumber: seller.taxNumber,
    taxOffice: seller.taxOffice,
    createdAt: seller.createdAt.toISOString(),
    updatedAt: seller.updatedAt.toISOString(),
    status: seller.status,
    verifiedSeller: seller.verifiedSeller,
  };
}

async function sellerPage(db: Db, filters: SellerFilters, sort: SellerSort, page: number, limit: number) {
  const { rows, total } = await selectSellerPage(db, filters, sort, page, limit);
  return { sellers: rows.map(toAdminSeller), page, limit, totalPages: pageCount(total, limit), totalSellers: total };
}

/** Every store, newest first. */
export const listAdminSellers = (db: Db, page: number, limit: number) =>
  sellerPage(db, {}, { by: 'createdAt', order: 'desc' }, page, limit);

/** Stores whose name contains the text (Turkish letters folded), A-Z. */
export const searchAdminSellers = (db: Db, storeName: string | undefined, page: number, limit: number) =>
  sellerPage(db, { storeName }, { by: 'storeName', order: 'asc' }, page, limit);

/** The admin seller list screen (spec §2): company type, date range, store name, sort, pages. */
export const filterAdminSellers = (db: Db, query: AdminSellersFilterQuery) =>
  sellerPage(
    db,
    { companyType: query.companyType, storeName: query.storeName, startDate: query.startDate, endDate: query.endDate },
    { by: query.sortBy, order: query.sortOrder },
    query.page,
    query.limit,
  );

export async function getAdminSeller(db: Db, id: string): Promise<AdminSeller> {
  const row = isId(id) ? await selectSellerWithOwner(db, id) : null;
  if (!row) throw new AppError('NOT_FOUND', adminMessages.sellerNotFound);
  return toAdminSeller(row);
}
