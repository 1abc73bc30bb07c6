import { slugify } from '@pazaryeri/contract';
import { kurusToTl, tlToKurus } from '@pazaryeri/contract/products/index';
import {
  type CreateStlBody,
  type StlCategory,
  stlLicenceLabels,
  stlLicenceTexts,
  type StlListResponse,
  stlMessages,
  type StlModel,
  type StlModelDetail,
  type UpdateStlBody,
  type StlFactsView,
} from '@pazaryeri/contract/stl/index';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import {
  deleteModelProduct,
  hasPaidForProduct,
  insertModelProduct,
  modelMainCategoryId,
  requireStore,
  updateModelProduct,
  visibleToBuyers,
} from '../products';
import { products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { type FilesContext, keysOf, modelGeometry, removeFiles, type StoredModelFiles, storePhotos, storeModelFiles, type UploadedFile } from './stl.files';
import { stlCategories, stlModelParts, type StlModelPartRow, stlModelPhotos, stlModels } from '../../db/schema/stl';

export interface StlContext {
  db: Db;
  storage: Storage;
  privateFiles: PrivateFiles;
  log: FastifyBaseLogger;
  settings: FilesContext['settings'];
}

/** What a create or update brings besides its fields: STL files (parts) and photos. */
export interface ModelUploads {
  files: UploadedFile[];
  photos: UploadedFile[];
}

export interface Actor {
  id: string;
  isAdmin: boolean;
}

// ───────────── categories ─────────────

const toCategory = (row: typeof stlCategories.$inferSelect): StlCategory => ({ _id: row.id, name: row.name, slug: row.slug, modelCount: row.modelCount });

export async function listCategories(db: Db): Promise<StlCategory[]> {
  const rows = await db.select().from(stlCategories).orderBy(asc(stlCategories.name));
  return rows.map(toCategory);
}

const categoryNotFound = (): never => {
  throw new AppError('NOT_FOUND', stlMessages.categoryNotFound);
};

function categorySlug(name: string) {
  const slug = slugify(name).slice(0, 60);
  if (!slug) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { name: stlMessages.categoryInvalid });
  return slug;
}

export async function createCategory(db: Db, name: string): Promise<StlCategory> {
  try {
    const [row] = await db.insert(stlCategories).values({ name, slug: categorySlug(name) }).returning();
    return toCategory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', stlMessages.categoryDuplicate);
    throw error;
  }
}

export async function updateCategory(db: Db, categoryId: string, name: string): Promise<StlCategory> {
  if (!isId(categoryId)) categoryNotFound();
  try {
    const [row] = await db
      .update(stlCategories)
      .set({ name, slug: categorySlug(name), updatedAt: new Date() })
      .where(eq(stlCategories.id, categoryId))
      .returning();
    if (!row) categoryNotFound();
    return toCategory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', stlMessages.categoryDuplicate);
    throw error;
  }
}

/** A category with models is kept (409): its row is locked, so a model cannot be added meanwhile. */
export async function deleteCategory(db: Db, categoryId: string) {
  if (!isId(categoryId)) categoryNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(stlCategories).where(eq(stlCategories.id, categoryId)).for('update');
    if (!row) categoryNotFound();
    const [used] = await tx.select({ id: stlModels.productId }).from(stlModels).where(eq(stlModels.categoryId, categoryId)).limit(1);
    if (used || row.modelCount > 0) throw new AppError('CONFLICT', stlMessages.categoryHasModels);
    await tx.delete(stlCategories).where(eq(stlCategories.id, categoryId));
  });
}

async function resolveCategory(db: Db, ref: string) {
  const [row] = await db
    .select()
    .from(stlCategories)
    .where(isId(ref) ? eq(stlCategories.id, ref) : eq(stlCategories.slug, ref))
    .limit(1);
  if (!row) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { category: stlMessages.categoryInvalid });
  return row;
}

// ───────────── models: reading ─────────────

const modelColumns = {
  model: stlModels,
  product: {
    id: products.id,
    slug: products.slug,
    name: products.name,
    description: products.description,
    fileName: products.digitalFileName,
    updatedAt: products.updatedAt,
  },
  category: { id: stlCategories.id, name: stlCategories.name, slug: stlCategories.slug },
  store: { id: sellers.id, storeName: sellers.storeName, alias: sellers.alias, logo: sellers.storeLogo, userId: sellers.userId },
};

type ModelRow = {
  model: typeof stlModels.$inferSelect;
  product: { id: string; slug: string; name: string; description: string; fileName: string | null; updatedAt: Date };
  category: { id: string; name: string; slug: string };
  store: { id: string; storeName: string; alias: string; logo: string | null; userId: string };
};

const selectModels = (db: Db) =>
  db
    .select(modelColumns)
    .from(stlModels)
    .innerJoin(products, eq(products.id, stlModels.productId))
    .innerJoin(stlCategories, eq(stlCategories.id, stlModels.categoryId))
    .innerJoin(sellers, eq(sellers.id, stlModels.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId));

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

const factsOf = (row: Pick<StlModelPartRow, 'format' | 'triangles' | 'sizeX' | 'sizeY' | 'sizeZ' | 'areaMm2' | 'volumeCm3' | 'watertight' | 'grams'>): StlFactsView => ({
  format: row.format,
  triangles: row.triangles,
  size: [round(row.sizeX, 2), round(row.sizeY, 2), round(row.sizeZ, 2)],
  areaMm2: round(row.areaMm2, 1),
  volumeCm3: round(row.volumeCm3, 3),
  watertight: row.watertight,
  grams: round(row.grams, 1),
});

type Extras = { parts: StlModelPartRow[]; photos: (typeof stlModelPhotos.$inferSelect)[] };

/** The parts and photos of the listed models: two queries for the whole page. */
async function extrasOf(db: Db, productIds: string[]): Promise<Map<string, Extras>> {
  const byModel = new Map<string, Extras>(productIds.map((id) => [id, { parts: [], photos: [] }]));
  if (productIds.length === 0) return byModel;
  const [parts, photos] = await Promise.all([
    db.select().from(stlModelParts).where(inArray(stlModelParts.productId, productIds)).orderBy(asc(stlModelParts.productId), asc(stlModelParts.position)),
    db.select().from(stlModelPhotos).where(inArray(stlModelPhotos.productId, productIds)).orderBy(asc(stlModelPhotos.productId), asc(stlModelPhotos.position)),
  ]);
  for (const part of parts) byModel.get(part.productId)?.parts.push(part);
  for (const photo of photos) byModel.get(photo.productId)?.photos.push(photo);
  return byModel;
}

function toModel(storage: Storage, row: ModelRow, extras: Extras = { parts: [], photos: [] }): StlModel {
  const { model } = row;
  const url = (key: string) => `${storage.publicPrefix}/${key}`;
  return {
    _id: row.product.id,
    slug: row.product.slug,
    title: row.product.name,
    description: row.product.description,
    price: kurusToTl(model.price),
    isFree: model.price === 0,
    licence: model.licence,
    licenceLabel: stlLicenceLabels[model.licence],
    licenceText: stlLicenceTexts[model.licence],
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    store: { _id: row.store.id, storeName: row.store.storeName, alias: row.store.alias, logo: row.store.logo },
    thumbnail: url(model.thumbnailKey),
    thumbnailSmall: url(model.thumbnailSmallKey),
    preview: url(model.previewKey),
    facts: factsOf(model),
    fileName: extras.parts[0]?.fileName ?? row.product.fileName ?? `${row.product.slug}.stl`,
    fileSize: model.fileSize,
    parts: extras.parts.map((part) => ({
      _id: part.id,
      position: part.position,
      fileName: part.fileName,
      fileSize: part.fileSize,
      preview: url(part.previewKey),
      facts: factsOf(part),
    })),
    photos: extras.photos.map((photo) => ({ _id: photo.id, listUrl: photo.listUrl, detailUrl: photo.detailUrl })),
    downloads: model.downloads,
    createdAt: model.createdAt.toISOString(),
    updatedAt: model.updatedAt.toISOString(),
  };
}

async function toModels(db: Db, storage: Storage, rows: ModelRow[]): Promise<StlModel[]> {
  const extras = await extrasOf(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map((row) => toModel(storage, row, extras.get(row.product.id)));
}

/** A model as its writer sees it right after the write. */
async function loadModel(db: Db, storage: Storage, productId: string): Promise<StlModel> {
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  return (await toModels(db, storage, [row!]))[0];
}

const sorts: Record<string, SQL[]> = {
  newest: [desc(stlModels.createdAt), desc(stlModels.productId)],
  downloads: [desc(stlModels.downloads), desc(stlModels.createdAt)],
  'price-asc': [asc(stlModels.price), desc(stlModels.createdAt)],
  'price-desc': [desc(stlModels.price), desc(stlModels.createdAt)],
};

/** `GET /stl`: models on sale, by category, words (Turkish folding), free/paid, sorted, a page. */
export async function listModels(
  ctx: Pick<StlContext, 'db' | 'storage'>,
  query: { category?: string; q?: string; price?: 'free' | 'paid'; sort?: string; page: number; limit: number },
): Promise<StlListResponse> {
  const conditions: SQL[] = [visibleToBuyers];
  if (query.category) {
    const [category] = await ctx.db
      .select({ id: stlCategories.id })
      .from(stlCategories)
      .where(isId(query.category) ? eq(stlCategories.id, query.category) : eq(stlCategories.slug, query.category))
      .limit(1);
    if (!category) return { models: [], total: 0, page: query.page, pages: 0 };
    conditions.push(eq(stlModels.categoryId, category.id));
  }
  for (const word of foldTurkish(query.q ?? '').split(' ').filter(Boolean).slice(0, 8)) {
    conditions.push(sql`${stlModels.searchText} like ${`%${word.replace(/[%_\\]/g, '\\$&')}%`}`);
  }
  if (query.price === 'free') conditions.push(eq(stlModels.price, 0));
  if (query.price === 'paid') conditions.push(sql`${stlModels.price} > 0`);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectModels(ctx.db)
      .where(where)
      .orderBy(...(sorts[query.sort ?? 'newest'] ?? sorts.newest))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(stlModels)
      .innerJoin(products, eq(products.id, stlModels.productId))
      .innerJoin(sellers, eq(sellers.id, stlModels.sellerId))
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where),
  ]);
  return { models: await toModels(ctx.db, ctx.storage, rows), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

/** The store's own models, newest first, whatever their state. */
export async function listOwnModels(ctx: Pick<StlContext, 'db' | 'storage'>, userId: string, page: number, limit: number): Promise<StlListResponse> {
  const store = await requireStore(ctx.db, userId);
  const where = eq(stlModels.sellerId, store.id);
  const [rows, [{ total }]] = await Promise.all([
    selectModels(ctx.db)
      .where(where)
      .orderBy(desc(stlModels.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(stlModels).where(where),
  ]);
  return { models: await toModels(ctx.db, ctx.storage, rows), total, page, pages: Math.ceil(total / limit) };
}

export const notFound = (): never => {
  throw new AppError('NOT_FOUND', stlMessages.notFound);
};

export async function findModelRow(db: Db, ref: string): Promise<ModelRow | null> {
  const [row] = await selectModels(db)
    .where(isId(ref) ? eq(stlModels.productId, ref) : eq(products.slug, ref))
    .limit(1);
  return row ?? null;
}

async function isVisible(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(products.id, productId), visibleToBuyers))
    .limit(1);
  return Boolean(row);
}

/** Free models: any signed-in user. Paid: the owner, admins and buyers who paid. */
export async function mayDownload(db: Db, viewer: Actor | null, row: ModelRow): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isAdmin || row.store.userId === viewer.id) return true;
  if (!(await isVisible(db, row.product.id))) return false;
  if (row.model.price === 0) return true;
  return hasPaidForProduct(db, viewer.id, row.product.id);
}

/** `GET /stl/{ref}` (id or slug): the model page, with what the caller may do. */
export async function getModel(ctx: Pick<StlContext, 'db' | 'storage'>, ref: string, viewer: Actor | null): Promise<StlModelDetail> {
  const row = await findModelRow(ctx.db, ref);
  if (!row) notFound();
  const isOwner = Boolean(viewer && row!.store.userId === viewer.id);
  if (!isOwner && !viewer?.isAdmin && !(await isVisible(ctx.db, row!.product.id))) notFound();
  const canDownload = await mayDownload(ctx.db, viewer, row!);
  return {
    ...(await toModels(ctx.db, ctx.storage, [row!]))[0],
    access: { canDownload, mustBuy: !canDownload && row!.model.price > 0, isOwner, signedIn: Boolean(viewer) },
  };
}

// ───────────── models: writing ─────────────

const searchTextOf = (title: string, description: string, categoryName: string) => foldTurkish(`${title} ${categoryName} ${description.slice(0, 2000)}`);

const partRows = (productId: string, files: StoredModelFiles) => files.parts.map((part) => ({ productId, ...part }));

/** The product row keeps the first part as its digital file (the order page's plain download). */
const productFileOf = (files: StoredModelFiles) => ({ key: files.parts[0].fileKey, name: files.parts[0].fileName, size: files.parts[0].fileSize });

/** Stores the STL files and then the photos; if the photos are refused, the STL files go again. */
async function storeUploads(ctx: StlContext, title: string, uploads: ModelUploads) {
  const files = uploads.files.length > 0 ? await storeModelFiles(ctx, title, uploads.files) : null;
  try {
    const photos = uploads.photos.length > 0 ? await storePhotos(ctx, uploads.photos) : null;
    return { files, photos };
  } catch (error) {
    if (files) await removeFiles(ctx, keysOf(files));
    throw error;
  }
}

const removeUploads = (ctx: StlContext, stored: Awaited<ReturnType<typeof storeUploads>>) =>
  removeFiles(ctx, { ...(stored.files && keysOf(stored.files)), photos: stored.photos ?? [] });

/** `POST /stl`: reads and stores the files, then writes product, model, parts and photos in one transaction. */
export async function createModel(ctx: StlContext, userId: string, body: CreateStlBody, uploads: ModelUploads) {
  const store = await requireStore(ctx.db, userId);
  if (uploads.files.every((file) => file.data.length === 0)) throw new AppError('VALIDATION_FAILED', stlMessages.fileRequired, { file: stlMessages.fileRequired });
  const category = await resolveCategory(ctx.db, body.category);
  const mainCategoryId = await modelMainCategoryId(ctx.db);
  const stored = await storeUploads(ctx, body.title, uploads);
  const files = stored.files!;
  try {
    const productId = await ctx.db.transaction(async (tx) => {
      const product = await insertModelProduct(tx, store.id, mainCategoryId, {
        name: body.title,
        description: body.description,
        priceKurus: tlToKurus(body.price),
        file: productFileOf(files),
      });
      await tx.insert(stlModels).values({
        productId: product.id,
        sellerId: store.id,
        categoryId: category.id,
        licence: body.licence,
        price: tlToKurus(body.price),
        searchText: searchTextOf(body.title, body.description, category.name),
        thumbnailKey: files.thumbnailKey,
        thumbnailSmallKey: files.thumbnailSmallKey,
        ...modelGeometry(files.parts),
      });
      await tx.insert(stlModelParts).values(partRows(product.id, files));
      if (stored.photos?.length) await tx.insert(stlModelPhotos).values(stored.photos.map((photo, position) => ({ productId: product.id, position, ...photo })));
      const [counted] = await tx
        .update(stlCategories)
        .set({ modelCount: sql`${stlCategories.modelCount} + 1` })
        .where(eq(stlCategories.id, category.id))
        .returning({ id: stlCategories.id });
      if (!counted) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { category: stlMessages.categoryInvalid });
      return product.id;
    });
    return loadModel(ctx.db, ctx.storage, productId);
  } catch (error) {
    await removeUploads(ctx, stored);
    throw error;
  }
}

async function ownModel(db: Db, actor: Actor, productId: string) {
  if (!isId(productId)) notFound();
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  if (row!.store.userId !== actor.id && !actor.isAdmin) throw new AppError('FORBIDDEN', stlMessages.notOwner);
  return row!;
}

/** The stored files of a model (parts, thumbnails, photos), for removal once its rows are gone. */
async function storedFilesOf(db: Db, model: { productId: string; thumbnailKey: string; thumbnailSmallKey: string; previewKey: string }) {
  const [parts, photos] = await Promise.all([
    db.select().from(stlModelParts).where(eq(stlModelParts.productId, model.productId)),
    db.select().from(stlModelPhotos).where(eq(stlModelPhotos.productId, model.productId)),
  ]);
  return { parts, photos, ...keysOf({ ...model, parts }), previewKeys: [model.previewKey] };
}

/** `PUT /stl/{productId}`: fields; new files replace every part (and the thumbnail), new photos every photo. */
export async function updateModel(ctx: StlContext, actor: Actor, productId: string, body: UpdateStlBody, uploads: ModelUploads) {
  const row = await ownModel(ctx.db, actor, productId);
  const category = body.category ? await resolveCategory(ctx.db, body.category) : null;
  const title = body.title ?? row.product.name;
  const description = body.description ?? row.product.description;
  const stored = await storeUploads(ctx, title, { files: uploads.files.filter((file) => file.data.length > 0), photos: uploads.photos });
  const files = stored.files;
  let replaced: Awaited<ReturnType<typeof storedFilesOf>> | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const previous = await updateModelProduct(tx, productId, {
        name: title,
        description,
        ...(body.price !== undefined && { priceKurus: tlToKurus(body.price) }),
        ...(files && { file: productFileOf(files) }),
      });
      if (!previous) notFound();
      const [current] = await tx.select().from(stlModels).where(eq(stlModels.productId, productId)).for('update');
      if (!current) notFound();
      replaced = await storedFilesOf(tx, current);
      const categoryId = category?.id ?? current.categoryId;
      const [categoryRow] = await tx.select().from(stlCategories).where(eq(stlCategories.id, categoryId)).for('update');
      if (!categoryRow) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { category: stlMessages.categoryInvalid });
      if (categoryId !== current.categoryId) {
        await tx.update(stlCategories).set({ modelCount: sql`${stlCategories.modelCount} - 1` }).where(eq(stlCategories.id, current.categoryId));
        await tx.update(stlCategories).set({ modelCount: sql`${stlCategories.modelCount} + 1` }).where(eq(stlCategories.id, categoryId));
      }
      await tx
        .update(stlModels)
        .set({
          categoryId,
          ...(body.licence && { licence: body.licence }),
          ...(body.price !== undefined && { price: tlToKurus(body.price) }),
          searchText: searchTextOf(title, description, categoryRow.name),
          ...(files && { thumbnailKey: files.thumbnailKey, thumbnailSmallKey: files.thumbnailSmallKey, ...modelGeometry(files.parts) }),
          updatedAt: new Date(),
        })
        .where(eq(stlModels.productId, productId));
      if (files) {
        await tx.delete(stlModelParts).where(eq(stlModelParts.productId, productId));
        await tx.insert(stlModelParts).values(partRows(productId, files));
      }
      if (stored.photos) {
        await tx.delete(stlModelPhotos).where(eq(stlModelPhotos.productId, productId));
        if (stored.photos.length) await tx.insert(stlModelPhotos).values(stored.photos.map((photo, position) => ({ productId, ...photo, position })));
      }
    });
  } catch (error) {
    await removeUploads(ctx, stored);
    throw error;
  }
  const old = replaced as Awaited<ReturnType<typeof storedFilesOf>> | null;
  if (old && files) await removeFiles(ctx, { publicKeys: [...old.publicKeys, ...old.previewKeys], privateKeys: old.privateKeys });
  if (old && stored.photos) await removeFiles(ctx, { photos: old.photos });
  return loadModel(ctx.db, ctx.storage, productId);
}

/** `DELETE /stl/{productId}`: the rows (product, model, parts, photos) in one transaction, then every file. */
export async function deleteModel(ctx: StlContext, actor: Actor, productId: string) {
  await ownModel(ctx.db, actor, productId);
  await removeModel(ctx, productId);
}

/**
 * Removes a model whose deletion is already allowed (its owner, or an admin through the products
 * module): rows and the category's count in one transaction, then every stored file.
 */
export async function removeModel(ctx: Pick<StlContext, 'db' | 'storage' | 'privateFiles' | 'log'>, productId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const [model] = await tx.select().from(stlModels).where(eq(stlModels.productId, productId)).for('update');
    if (!model) notFound();
    const files = await storedFilesOf(tx, model!);
    const deleted = await deleteModelProduct(tx, productId);
    if (!deleted) notFound();
    await tx.update(stlCategories).set({ modelCount: sql`${stlCategories.modelCount} - 1` }).where(eq(stlCategories.id, model!.categoryId));
    return { ...files, productFileKey: deleted!.fileKey };
  });
  await removeFiles(ctx, {
    publicKeys: [...removed.publicKeys, ...removed.previewKeys],
    privateKeys: [...removed.privateKeys, ...(removed.productFileKey ? [removed.productFileKey] : [])],
    photos: removed.photos,
  });
}
