import {
  addressLimits,
  addressMessages,
  type BuyerAddress,
  type CreateBuyerAddressBody,
  type UpdateBuyerAddressBody,
} from '@pazaryeri/contract/addresses/index';
import { formatMessage } from '@pazaryeri/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type City, findCityByCode, findCityByName, findDistrict, isZipOfCity } from '../../lib/locations';
import {
  clearDefaultAddress,
  countAddresses,
  deleteAddressRow,
  deleteUserAddresses,
  insertAddress,
  lockAddressBook,
  selectAddressPage,
  selectNewestOtherAddress,
  selectOwnAddress,
  updateAddressRow,
} from './addresses.queries';
import type { AddressRow } from '../../db/schema/addresses';

export function toBuyerAddress(row: AddressRow): BuyerAddress {
  return {
    _id: row.id,
    title: row.title,
    fullName: row.fullName,
    phone: row.phone,
    cityCode: row.cityCode,
    cityName: row.cityName,
    districtName: row.districtName,
    neighbourhood: row.neighbourhood,
    addressLine: row.addressLine,
    zip: row.zip,
    countryCode: row.countryCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The province named by code and/or name; both given must agree. */
function resolveCity(cityCode?: string, cityName?: string): City {
  if (cityCode) {
    const city = findCityByCode(cityCode);
    if (!city) throw invalid('cityCode', addressMessages.cityUnknown);
    if (cityName && findCityByName(cityName)?.cityCode !== city.cityCode) throw invalid('cityName', addressMessages.cityMismatch);
    return city;
  }
  const city = cityName ? findCityByName(cityName) : null;
  if (!city) throw invalid('cityName', cityName ? addressMessages.cityUnknown : addressMessages.cityRequired);
  return city;
}

/** Province, district (of that province) and postcode, checked and written the official way. */
export function resolveLocation(input: { cityCode?: string; cityName?: string; districtName: string; zip: string | null }) {
  const city = resolveCity(input.cityCode, input.cityName);
  const district = findDistrict(city.cityCode, input.districtName);
  if (!district) throw invalid('districtName', addressMessages.districtUnknown);
  if (input.zip && !isZipOfCity(input.zip, city.cityCode)) throw invalid('zip', addressMessages.zipMismatch);
  return { cityCode: city.cityCode, cityName: city.name, districtName: district.name, zip: input.zip };
}

const notFound = () => new AppError('NOT_FOUND', addressMessages.notFound);

export async function listAddresses(db: Db, userId: string, page: number, limit: number) {
  const { rows, total } = await selectAddressPage(db, userId, page, limit);
  return { addresses: rows.map(toBuyerAddress), page, limit, total, totalPages: Math.ceil(total / limit) };
}

export async function getAddress(db: Db, userId: string, id: string): Promise<BuyerAddress> {
  const row = isId(id) ? await selectOwnAddress(db, userId, id) : null;
  if (!row) throw notFound();
  return toBuyerAddress(row);
}

/** Adds an address. The first one, or one sent with isDefault, becomes the only default. */
export async function createAddress(db: Db, userId: string, body: CreateBuyerAddressBody) {
  const location = resolveLocation(body);
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= addressLimits.maxPerUser) {
      throw new AppError('UNPROCESSABLE', formatMessage(addressMessages.tooMany, { max: addressLimits.maxPerUser }));
    }
    const isDefault = body.isDefault === true || existing === 0;
    if (isDefault) await clearDefaultAddress(tx, userId);
    return insertAddress(tx, {
      userId,
      title: body.title,
      fullName: body.fullName,
      phone: body.phone,
      ...location,
      neighbourhood: body.neighbourhood,
      addressLine: body.addressLine,
      countryCode: body.countryCode,
      isDefault,
    });
  });
  return { message: addressMessages.created, address: toBuyerAddress(row) };
}

/**
 * Changes an address. isDefault true makes it the only default; false on the default hands the
 * flag to the newest other address (a book with addresses always has one default).
 */
export async function updateAddress(db: Db, userId: string, id: string, body: UpdateBuyerAddressBody) {
  if (!isId(id)) throw notFound();
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await selectOwnAddress(tx, userId, id);
    if (!current) throw notFound();
    const cityChanged = body.cityCode !== undefined || body.cityName !== undefined;
    const location = resolveLocation({
      cityCode: cityChanged ? body.cityCode : current.cityCode,
      cityName: cityChanged ? body.cityName : undefined,
      districtName: body.districtName ?? current.districtName,
      zip: body.zip !== undefined ? body.zip : current.zip,
    });
    let isDefault = current.isDefault;
    if (body.isDefault === true && !current.isDefault) {
      await clearDefaultAddress(tx, userId);
      isDefault = true;
    } else if (body.isDefault === false && current.isDefault) {
      const heir = await selectNewestOtherAddress(tx, userId, current.id);
      if (heir) {
        await updateAddressRow(tx, current.id, { isDefault: false });
        await updateAddressRow(tx, heir.id, { isDefault: true });
        isDefault = false;
      }
    }
    return updateAddressRow(tx, current.id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.fullName !== undefined && { fullName: body.fullName }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.neighbourhood !== undefined && { neighbourhood: body.neighbourhood }),
      ...(body.addressLine !== undefined && { addressLine: body.addressLine }),
      ...(body.countryCode !== undefined && { countryCode: body.countryCode }),
      ...location,
      isDefault,
    });
  });
  return { message: addressMessages.updated, address: toBuyerAddress(row) };
}

/** Deletes an address; if it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: string, id: string) {
  if (!isId(id)) throw notFound();
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await selectOwnAddress(tx, userId, id);
    if (!current) throw notFound();
    await deleteAddressRow(tx, current.id);
    if (current.isDefault) {
      const heir = await selectNewestOtherAddress(tx, userId, current.id);
      if (heir) await updateAddressRow(tx, heir.id, { isDefault: true });
    }
  });
  return { message: addressMessages.deleted };
}

/** Empties a user's address book (account deletion), inside the caller's transaction. */
export async function deleteAddressBook(tx: Db, userId: string) {
  await deleteUserAddresses(tx, userId);
}
