import { kurusToTl } from '@pazaryeri/contract/products/index';
import {
  stlLicenceLabels,
  stlLicenceTexts,
  type StlListResponse,
  stlMessages,
  type StlModel,
  type StlModelDetail,
  type StlFactsView,
} from '@pazaryeri/contract/stl/index';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import { hasPaidForProduct, requireStore, visibleToBuyers } from '../products';
import { products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import type { FilesContext, UploadedFile } from './stl.files';
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

export async function toModels(db: Db, storage: Storage, rows: ModelRow[]): Promise<StlModel[]> {
  const extras = await extrasOf(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map((row) => toModel(storage, row, extras.get(row.product.id)));
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
