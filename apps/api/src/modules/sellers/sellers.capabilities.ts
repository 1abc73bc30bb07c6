import {
  type CapabilitiesResponse,
  capabilityMessages,
  capabilityProcessKeys,
  capabilityProcessLabels,
  type StoreCapabilities,
  type UpdateCapabilitiesBody,
} from '@pazaryeri/contract/sellers/index';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import type { SellerRow } from '../../db/schema/sellers';
import { sellerCapabilities, sellerCapabilityCategories, type SellerCapabilitiesRow } from '../../db/schema/capabilities';
import { AppError } from '../../lib/errors';
import { findCityByCode, findCityByName } from '../../lib/locations';
import { selectSellerByUserId } from './sellers.queries';

/** The caller's approved store, or 403: capabilities belong to stores that trade. */
async function approvedStore(db: Db, userId: string): Promise<SellerRow> {
  const store = await selectSellerByUserId(db, userId);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', capabilityMessages.storeRequired);
  return store;
}

/** The plate code of the store's own city (its address), which matching measures distances from; null for a name that is no province. */
export const baseCityCodeOf = (store: Pick<SellerRow, 'storeAddress'>) => (store.storeAddress.city ? (findCityByName(store.storeAddress.city)?.cityCode ?? null) : null);

const unprocessable = (field: string, message: string) => new AppError('UNPROCESSABLE', message, { [field]: message });

/** The store's capabilities as the API shows them; a store that never saved any has empty lists. */
async function readCapabilities(db: Db, sellerId: string): Promise<StoreCapabilities> {
  const [row] = await db.select().from(sellerCapabilities).where(eq(sellerCapabilities.sellerId, sellerId)).limit(1);
  const served = await db
    .select({ _id: categories.id, name: categories.name, slug: categories.slug })
    .from(sellerCapabilityCategories)
    .innerJoin(categories, eq(categories.id, sellerCapabilityCategories.categoryId))
    .where(eq(sellerCapabilityCategories.sellerId, sellerId))
    .orderBy(asc(categories.name));
  return toView(row ?? null, served);
}

function toView(row: SellerCapabilitiesRow | null, served: StoreCapabilities['categories']): StoreCapabilities {
  const stored = new Set(row?.processes ?? []);
  return {
    categories: served,
    // In the contract's order, whatever order they were saved in.
    processes: capabilityProcessKeys.filter((key) => stored.has(key)).map((key) => ({ key, label: capabilityProcessLabels[key] })),
    materials: row?.materials ?? [],
    cities: (row?.cityCodes ?? []).flatMap((code) => {
      const city = findCityByCode(code);
      return city ? [{ code, name: city.name }] : [];
    }),
    allTurkey: row?.allTurkey ?? false,
    capacityNote: row?.capacityNote ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getStoreCapabilities(db: Db, userId: string): Promise<CapabilitiesResponse> {
  return { capabilities: await readCapabilities(db, (await approvedStore(db, userId)).id) };
}

/**
 * Replaces the store's capabilities wholesale in one transaction. The upsert comes first, so its
 * row lock orders two saves of the same store and the category list is never a mix of both.
 */
export async function replaceStoreCapabilities(db: Db, userId: string, body: UpdateCapabilitiesBody): Promise<CapabilitiesResponse> {
  const store = await approvedStore(db, userId);
  const sellerId = store.id;
  if (body.cities.some((code) => !findCityByCode(code))) throw unprocessable('cities', capabilityMessages.unknownCity);
  const capabilities = await db.transaction(async (tx) => {
    const values = {
      processes: body.processes,
      materials: body.materials,
      cityCodes: body.allTurkey ? [] : body.cities,
      allTurkey: body.allTurkey,
      capacityNote: body.capacityNote,
      baseCityCode: baseCityCodeOf(store),
      updatedAt: new Date(),
    };
    await tx
      .insert(sellerCapabilities)
      .values({ sellerId, ...values })
      .onConflictDoUpdate({ target: sellerCapabilities.sellerId, set: values });
    if (body.categoryIds.length > 0) {
      const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, body.categoryIds));
      if (found.length !== body.categoryIds.length) throw unprocessable('categoryIds', capabilityMessages.unknownCategory);
    }
    await tx.delete(sellerCapabilityCategories).where(eq(sellerCapabilityCategories.sellerId, sellerId));
    if (body.categoryIds.length > 0) {
      await tx.insert(sellerCapabilityCategories).values(body.categoryIds.map((categoryId) => ({ sellerId, categoryId })));
    }
    return readCapabilities(tx, sellerId);
  });
  return { message: capabilityMessages.saved, capabilities };
}
