import {
  type SellerImageType,
  type SellerResponse,
  sellerMessages,
  storeImageSizes,
  type UpdateStoreBody,
} from '@pazaryeri/contract/sellers/index';
import type { StoredFile } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { toWebp } from '../../lib/images';
import { lockSellerByUserId, updateSeller } from './sellers.queries';
import {
  assertOwnerOrAdmin,
  getStoreById,
  mergeStoreAddress,
  removeStoredFile,
  type SellersContext,
  type Viewer,
} from './sellers.service';
import type { SellerRow } from '../../db/schema/sellers';

export type StoreImages = Partial<Record<SellerImageType, Buffer>>;
type StoredImages = Partial<Record<SellerImageType, StoredFile>>;

const imageColumn = { storeLogo: 'storeLogo', cover: 'coverImage' } as const;

/** Checks each upload by its content, re-encodes it to WebP at its size and stores it. */
async function storeImages(ctx: Pick<SellersContext, 'storage'>, images: StoreImages): Promise<StoredImages> {
  const stored: StoredImages = {};
  try {
    for (const type of Object.keys(storeImageSizes) as SellerImageType[]) {
      const data = images[type];
      if (!data) continue;
      const webp = await toWebp(data, { ...storeImageSizes[type], fit: 'cover' });
      stored[type] = await ctx.storage.put('stores', 'webp', webp);
    }
  } catch (error) {
    await discardImages(ctx, stored);
    throw error;
  }
  return stored;
}

async function discardImages(ctx: Pick<SellersContext, 'storage'>, stored: StoredImages) {
  await Promise.all(Object.values(stored).map((file) => ctx.storage.remove(file.key)));
}

/** Runs a change on the owner's store row under a lock and returns the row as it was before. */
async function changeStore(ctx: Pick<SellersContext, 'db'>, userId: string, change: (store: SellerRow) => Partial<SellerRow>) {
  if (!isId(userId)) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  return ctx.db.transaction(async (tx) => {
    const current = await lockSellerByUserId(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
    await updateSeller(tx, current.id, change(current));
    return current;
  });
}

/** The owner (or an admin) edits the store card: text fields, address, logo and cover. */
export async function updateStore(
  ctx: SellersContext,
  actor: NonNullable<Viewer>,
  userId: string,
  body: UpdateStoreBody,
  images: StoreImages,
): Promise<SellerResponse> {
  assertOwnerOrAdmin(actor, userId);
  const stored = await storeImages(ctx, images);
  let before: SellerRow;
  try {
    before = await changeStore(ctx, userId, (current) => ({
      ...(body.storeName !== undefined && { storeName: body.storeName }),
      ...(body.about !== undefined && { about: body.about }),
      ...(body.contactPhone !== undefined && { contactPhone: body.contactPhone }),
      ...(body.contactEmail !== undefined && { contactEmail: body.contactEmail }),
      ...(body.storeLocation !== undefined && { storeLocation: body.storeLocation }),
      ...(body.iban !== undefined && { iban: body.iban }),
      ...(body.storeAddress && { storeAddress: mergeStoreAddress(current.storeAddress, body.storeAddress) }),
      ...(stored.storeLogo && { storeLogo: stored.storeLogo.url }),
      ...(stored.cover && { coverImage: stored.cover.url }),
    }));
  } catch (error) {
    await discardImages(ctx, stored);
    throw error;
  }
  if (stored.storeLogo) await removeStoredFile(ctx, before.storeLogo);
  if (stored.cover) await removeStoredFile(ctx, before.coverImage);
  return { message: sellerMessages.storeUpdated, seller: await getStoreById(ctx.db, before.id, actor) };
}

export async function removeStoreImage(
  ctx: SellersContext,
  actor: NonNullable<Viewer>,
  userId: string,
  imageType: SellerImageType,
): Promise<SellerResponse> {
  assertOwnerOrAdmin(actor, userId);
  const column = imageColumn[imageType];
  const before = await changeStore(ctx, userId, () => ({ [column]: null }));
  await removeStoredFile(ctx, before[column]);
  const message = imageType === 'storeLogo' ? sellerMessages.logoRemoved : sellerMessages.coverRemoved;
  return { message, seller: await getStoreById(ctx.db, before.id, actor) };
}
