import { randomBytes } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import { type Advert, advertLimits, advertMessages, type CreateAdvertBody, type UpdateAdvertBody } from '@pazaryeri/contract/adverts/index';
import { tlToKurus } from '@pazaryeri/contract/products/index';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findCityByCode, findCityByName } from '../../lib/locations';
import { foldTurkish } from '../../lib/turkish';
import { findStoreByUserId } from '../sellers';
import { checkTechnicalFiles, removeTechnicalFiles, type StoredTechnicalFile, storeTechnicalFiles, type TechnicalUpload } from './adverts.files';
import { removeAdvertImages, storeAdvertImages } from './adverts.images';
import { categoryIdsOf } from './adverts.queries';
import { type Actor, type AdvertsContext, findOwnAdvert, getAdvert } from './adverts.service';
import { advertFiles, adverts } from '../../db/schema/adverts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const newSlug = (title: string) => `${slugify(title).slice(0, 80) || 'ilan'}-${randomBytes(3).toString('hex')}`;
const searchTextOf = (title: string, description: string) => foldTurkish(`${title} ${description.slice(0, 2000)}`);

async function resolveCategory(db: Db, ref: string | undefined): Promise<string | null | undefined> {
  if (ref === undefined) return undefined;
  const ids = await categoryIdsOf(db, ref);
  if (!ids) throw new AppError('VALIDATION_FAILED', advertMessages.categoryNotFound, { category: advertMessages.categoryNotFound });
  return ids[0];
}

/** A province (by name in any case, or by plate code) as its own name and plate code; any other place stays as written, without a code. */
function placeOf(city: string | undefined) {
  if (city === undefined) return undefined;
  const found = /^\d{1,2}$/.test(city.trim()) ? findCityByCode(city) : findCityByName(city);
  return found ? { city: found.name, cityCode: found.cityCode } : { city, cityCode: null };
}

/** What a request asks for, as given (a field left out stays as it was on an update). */
const requestFieldsOf = (body: CreateAdvertBody | UpdateAdvertBody) => ({
  ...(body.quantity !== undefined && { quantity: body.quantity }),
  ...(body.unit !== undefined && { unit: body.unit }),
  ...(body.material !== undefined && { material: body.material }),
  ...(body.process !== undefined && { process: body.process }),
});

/** The rows of newly stored files, listed in the order they were sent (a millisecond apart). */
const fileRowsOf = (advertId: string, files: StoredTechnicalFile[], now = Date.now()) => files.map((file, index) => ({ ...file, advertId, createdAt: new Date(now + index) }));

/** Removes what a failed save had already written to storage. */
async function undoStored(ctx: AdvertsContext, stored: { images: Parameters<typeof removeAdvertImages>[1]; files: StoredTechnicalFile[] }) {
  await Promise.all([removeAdvertImages(ctx, stored.images), removeTechnicalFiles(ctx, stored.files.map((file) => file.storageKey))]);
}

/**
 * `POST /ilan`: a customer request (anybody signed in) or a store's service/product advert
 * (approved store, with a budget). Steps: checks (every upload recognised before anything is
 * stored) → pictures to public, technical files to private storage → the advert and its file
 * rows in one transaction, which also publishes a request (`adverts.requestPublished`) → on any
 * failure the stored files are removed.
 */
export async function createAdvert(ctx: AdvertsContext, actor: Actor, body: CreateAdvertBody, images: Buffer[], files: TechnicalUpload[] = []): Promise<Advert> {
  const isRequest = body.advertType === 'customerRequest';
  let sellerId: string | null = null;
  if (!isRequest) {
    const store = await findStoreByUserId(ctx.db, actor.id);
    if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', advertMessages.storeOnlyAdvert);
    if (body.budget === undefined) throw new AppError('VALIDATION_FAILED', advertMessages.budgetRequired, { budget: advertMessages.budgetRequired });
    sellerId = store.id;
  }
  const categoryId = await resolveCategory(ctx.db, body.category ?? body.categoryId);
  const checked = checkTechnicalFiles(files, 0, isRequest);
  const stored = { images: await storeAdvertImages(ctx, images, 0), files: [] as StoredTechnicalFile[] };
  let advertId: string;
  try {
    stored.files = await storeTechnicalFiles(ctx, checked);
    advertId = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(adverts)
        .values({
          userId: actor.id,
          sellerId,
          advertType: body.advertType,
          title: body.title,
          slug: newSlug(body.title),
          description: body.description,
          categoryId: categoryId ?? null,
          budgetKurus: body.budget === undefined ? 0 : tlToKurus(body.budget),
          budgetOpen: body.budget === undefined,
          deadline: body.deadline ?? null,
          ...(placeOf(body.city) ?? { city: null, cityCode: null }),
          ...requestFieldsOf(body),
          maxOffers: isRequest ? (body.maxOffers ?? advertLimits.defaultMaxOffers) : null,
          inStock: body.inStock ?? true,
          images: stored.images,
          searchText: searchTextOf(body.title, body.description),
        })
        .returning({ id: adverts.id });
      if (stored.files.length) await tx.insert(advertFiles).values(fileRowsOf(row.id, stored.files));
      if (isRequest) await ctx.events.emit('adverts.requestPublished', { tx, advertId: row.id });
      return row.id;
    });
  } catch (error) {
    await undoStored(ctx, stored);
    throw error;
  }
  return getAdvert(ctx.db, actor.id, advertId);
}

/**
 * After the advert's update, which holds its row lock: the files it keeps and the new ones stay
 * within the limit even when two saves race.
 */
async function replaceFiles(tx: Tx, advertId: string, droppedIds: string[], added: StoredTechnicalFile[]) {
  if (droppedIds.length) await tx.delete(advertFiles).where(and(eq(advertFiles.advertId, advertId), inArray(advertFiles.id, droppedIds)));
  if (!added.length) return;
  const [{ value }] = await tx
    .select({ value: count() })
    .from(advertFiles)
    .where(and(eq(advertFiles.advertId, advertId), droppedIds.length ? notInArray(advertFiles.id, droppedIds) : undefined));
  if (value + added.length > advertLimits.maxFiles) throw new AppError('VALIDATION_FAILED', advertMessages.tooManyFiles, { files: advertMessages.tooManyFiles });
  await tx.insert(advertFiles).values(fileRowsOf(advertId, added));
}

/**
 * `PUT /ilan/{id}` (owner): changes the fields given; new pictures and files are added,
 * `removeImages` and `removeFiles` dropped. A budget given ends "teklif bekliyorum". A lower
 * `maxOffers` than the offers already in only stops new ones.
 */
export async function updateAdvert(ctx: AdvertsContext, actor: Actor, id: string, body: UpdateAdvertBody, images: Buffer[], files: TechnicalUpload[] = []): Promise<Advert> {
  const current = await findOwnAdvert(ctx.db, actor, id);
  const isRequest = current.advertType === 'customerRequest';
  const removedImages = new Set(body.removeImages ?? []);
  const kept = current.images.filter((image) => !removedImages.has(image.url) && !removedImages.has(image.detailUrl));
  const currentFiles = await ctx.db.select({ id: advertFiles.id, storageKey: advertFiles.storageKey }).from(advertFiles).where(eq(advertFiles.advertId, current.id));
  const removedFiles = new Set(body.removeFiles ?? []);
  const dropped = currentFiles.filter((file) => removedFiles.has(file.id));
  const checked = checkTechnicalFiles(files, currentFiles.length - dropped.length, isRequest);
  const categoryId = await resolveCategory(ctx.db, body.category ?? body.categoryId);
  const title = body.title ?? current.title;
  const description = body.description ?? current.description;
  const stored = { images: await storeAdvertImages(ctx, images, kept.length), files: [] as StoredTechnicalFile[] };
  try {
    stored.files = await storeTechnicalFiles(ctx, checked);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(adverts)
        .set({
          title,
          description,
          ...(categoryId !== undefined && { categoryId }),
          ...(body.budget !== undefined && { budgetKurus: tlToKurus(body.budget), budgetOpen: false }),
          ...(body.deadline !== undefined && { deadline: body.deadline }),
          ...placeOf(body.city),
          ...requestFieldsOf(body),
          ...(isRequest && body.maxOffers !== undefined && { maxOffers: body.maxOffers }),
          ...(body.inStock !== undefined && { inStock: body.inStock }),
          images: [...kept, ...stored.images],
          searchText: searchTextOf(title, description),
          updatedAt: new Date(),
        })
        .where(eq(adverts.id, current.id));
      await replaceFiles(tx, current.id, dropped.map((file) => file.id), stored.files);
    });
  } catch (error) {
    await undoStored(ctx, stored);
    throw error;
  }
  await removeAdvertImages(ctx, current.images.filter((image) => !kept.includes(image)));
  await removeTechnicalFiles(ctx, dropped.map((file) => file.storageKey));
  return getAdvert(ctx.db, actor.id, current.id);
}
