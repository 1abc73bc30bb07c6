import { randomUUID } from 'node:crypto';
import {
  STORE_DEFAULT_ADDRESS_ID,
  type SellerAddress,
  type SellerProfileResponse,
  type SenderAddressEntry,
  sellerMessages,
  type UpdateSellerProfileBody,
} from '@pazaryeri/contract/sellers/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  clearDefaultSellerAddress,
  deleteSellerAddresses,
  insertSellerAddresses,
  type SellerAddressValues,
  selectSellerAddresses,
  setDefaultSellerAddress,
  updateSellerAddress,
} from './seller-addresses.queries';
import { lockSellerByUserId, selectSellerByUserId, updateSeller } from './sellers.queries';
import { mergeStoreAddress } from './sellers.service';
import type { SellerAddressRow, SellerRow } from '../../db/schema/sellers';

function toSellerAddress(row: SellerAddressRow): SellerAddress {
  return {
    _id: row.id,
    addressUUID: row.id,
    isDefault: row.isDefault,
    isActive: row.isActive,
    isStoreAddress: false,
    senderAddress: {
      name: row.name,
      phone: row.phone,
      email: row.email,
      address: row.address,
      street: row.street,
      city: row.city,
      district: row.district,
      country: row.country,
      zip: row.zip,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The entry built from the store profile (spec §3). It is the default exactly when no real
 * address is, so the list always has one default.
 */
function storeDefaultAddress(store: SellerRow, isDefault: boolean): SellerAddress {
  const address = store.storeAddress;
  return {
    _id: STORE_DEFAULT_ADDRESS_ID,
    addressUUID: STORE_DEFAULT_ADDRESS_ID,
    isDefault,
    isActive: true,
    isStoreAddress: true,
    senderAddress: {
      name: store.storeName,
      phone: store.contactPhone,
      email: store.contactEmail,
      address: store.storeLocation || address.street,
      street: address.street,
      city: address.city,
      district: address.district,
      country: address.country || 'TR',
      zip: address.zip || null,
    },
    createdAt: store.createdAt.toISOString(),
  };
}

function toProfile(store: SellerRow, rows: SellerAddressRow[]): SellerProfileResponse {
  const address = store.storeAddress;
  return {
    success: true,
    _id: store.id,
    alias: store.alias,
    storeName: store.storeName,
    storeLocation: store.storeLocation,
    contactPhone: store.contactPhone,
    contactEmail: store.contactEmail,
    storeAddress: { ...address, country: address.country || 'TR', zip: address.zip || null },
    addresses: [storeDefaultAddress(store, !rows.some((row) => row.isDefault)), ...rows.map(toSellerAddress)],
    createdAt: store.createdAt.toISOString(),
  };
}

export async function getSellerProfile(db: Db, userId: string): Promise<SellerProfileResponse> {
  const store = await selectSellerByUserId(db, userId);
  if (!store) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  return toProfile(store, await selectSellerAddresses(db, store.id));
}

type RealEntry = Extract<SenderAddressEntry, { kind: 'address' }>;

const rowValues = (entry: RealEntry): Omit<SellerAddressValues, 'isDefault'> => ({
  isActive: entry.isActive,
  name: entry.fields.name,
  phone: entry.fields.phone,
  email: entry.fields.email,
  address: entry.fields.address,
  street: entry.fields.street ?? null,
  city: entry.fields.city,
  district: entry.fields.district,
  country: entry.fields.country,
  zip: entry.fields.zip ?? null,
});

const sameValues = (row: SellerAddressRow, values: Omit<SellerAddressValues, 'isDefault'>) =>
  (Object.keys(values) as (keyof typeof values)[]).every((key) => row[key] === values[key]);

/**
 * Which real address is the default after a save (null: the store address is).
 * The last entry marked default wins (an inactive address cannot be the default). When none is
 * marked, the current default stays if it is still in the list and was not explicitly unmarked;
 * otherwise the store address becomes the default.
 */
function chooseDefault(entries: SenderAddressEntry[], ids: (string | null)[], currentDefault: string | null): string | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (entry.isDefault !== true) continue;
    if (entry.kind === 'store') return null;
    if (entry.isActive) return ids[index];
  }
  const kept = entries.findIndex((entry, index) => entry.kind === 'address' && ids[index] === currentDefault);
  if (kept === -1) return null;
  const entry = entries[kept] as RealEntry;
  return entry.isDefault === undefined && entry.isActive ? currentDefault : null;
}

/**
 * Makes the stored sender addresses equal the posted list: entries with a known id are updated,
 * others are created (with new ids), stored addresses missing from the list are deleted. The
 * caller holds the store row lock, so concurrent saves apply one after the other.
 */
async function replaceSenderAddresses(tx: Db, sellerId: string, entries: SenderAddressEntry[]) {
  const existing = new Map((await selectSellerAddresses(tx, sellerId)).map((row) => [row.id, row]));
  const currentDefault = [...existing.values()].find((row) => row.isDefault)?.id ?? null;
  const seen = new Set<string>();
  const ids = entries.map((entry) => {
    if (entry.kind === 'store') return null;
    if (entry.id && existing.has(entry.id)) {
      if (seen.has(entry.id)) throw new AppError('VALIDATION_FAILED', sellerMessages.duplicateAddress);
      seen.add(entry.id);
      return entry.id;
    }
    return randomUUID();
  });
  const nextDefault = chooseDefault(entries, ids, currentDefault);

  // Clear first and set last: the partial unique index never sees two defaults.
  if (nextDefault !== currentDefault && currentDefault) await clearDefaultSellerAddress(tx, sellerId);
  await deleteSellerAddresses(
    tx,
    sellerId,
    [...existing.keys()].filter((id) => !seen.has(id)),
  );
  const created: SellerAddressValues[] = [];
  const now = Date.now();
  for (const [index, entry] of entries.entries()) {
    const id = ids[index];
    if (entry.kind === 'store' || !id) continue;
    const values = rowValues(entry);
    const row = existing.get(id);
    if (!row) {
      // Distinct timestamps keep new addresses in the order they were posted.
      created.push({ ...values, id, isDefault: false, createdAt: new Date(now + created.length) });
    } else if (!sameValues(row, values)) {
      await updateSellerAddress(tx, sellerId, id, values);
    }
  }
  await insertSellerAddresses(tx, sellerId, created);
  if (nextDefault && nextDefault !== currentDefault) await setDefaultSellerAddress(tx, sellerId, nextDefault);
}

/** Saves the store fields and the sender-address list in one transaction. */
export async function updateSellerProfile(db: Db, userId: string, body: UpdateSellerProfileBody): Promise<SellerProfileResponse> {
  return db.transaction(async (tx) => {
    const locked = await lockSellerByUserId(tx, userId);
    if (!locked) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
    const changes = {
      ...(body.storeName !== undefined && { storeName: body.storeName }),
      ...(body.contactPhone !== undefined && { contactPhone: body.contactPhone }),
      ...(body.contactEmail !== undefined && { contactEmail: body.contactEmail }),
      ...(body.storeLocation !== undefined && { storeLocation: body.storeLocation }),
      ...(body.storeAddress && { storeAddress: mergeStoreAddress(locked.storeAddress, body.storeAddress) }),
    };
    const store = Object.keys(changes).length > 0 ? ((await updateSeller(tx, locked.id, changes)) ?? locked) : locked;
    if (body.addresses) await replaceSenderAddresses(tx, store.id, body.addresses);
    return { ...toProfile(store, await selectSellerAddresses(tx, store.id)), message: sellerMessages.profileUpdated };
  });
}
