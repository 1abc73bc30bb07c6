import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { messages, slugify } from '@pazaryeri/contract';
import { kurusToTl, tlToKurus } from '@pazaryeri/contract/products/index';
import {
  type CreateStlBody,
  type StlCategory,
  stlLicenceLabels,
  stlLicenceTexts,
  stlLimits,
  type StlListQuery,
  type StlListResponse,
  stlMessages,
  type StlModel,
  type StlModelDetail,
  type UpdateStlBody,
  type StlDownloadLinkResponse,
} from '@pazaryeri/contract/stl/index';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import { zipStream } from '../../lib/zip';
import { hasPaidForProduct } from '../orders/orders.purchases';
import { requireStore } from '../products/products.access';
import { deleteModelProduct, insertModelProduct, modelMainCategoryId, updateModelProduct } from '../products/products.model3d';
import { visibleToBuyers } from '../products/products.queries';
import { products } from '../products/products.table';
import { sellers } from '../sellers/sellers.table';
import { users } from '../users/users.table';
import { type Analysis, analyseStl } from './stl-analyse';
import { stlCategories, stlDownloads, stlModels } from './stl.table';

export interface StlContext {
  db: Db;
  storage: Storage;
  privateFiles: PrivateFiles;
  log: FastifyBaseLogger;
  settings: { maxBytes: number; infill: number };
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

function toModel(storage: Storage, row: ModelRow): StlModel {
  const { model } = row;
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
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
    thumbnail: `${storage.publicPrefix}/${model.thumbnailKey}`,
    thumbnailSmall: `${storage.publicPrefix}/${model.thumbnailSmallKey}`,
    preview: `${storage.publicPrefix}/${model.previewKey}`,
    facts: {
      format: model.format,
      triangles: model.triangles,
      size: [round(model.sizeX, 2), round(model.sizeY, 2), round(model.sizeZ, 2)],
      areaMm2: round(model.areaMm2, 1),
      volumeCm3: round(model.volumeCm3, 3),
      watertight: model.watertight,
      grams: round(model.grams, 1),
    },
    fileName: row.product.fileName ?? `${row.product.slug}.stl`,
    fileSize: model.fileSize,
    downloads: model.downloads,
    createdAt: model.createdAt.toISOString(),
    updatedAt: model.updatedAt.toISOString(),
  };
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
  return { models: rows.map((row) => toModel(ctx.storage, row)), total, page: query.page, pages: Math.ceil(total / query.limit) };
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
  return { models: rows.map((row) => toModel(ctx.storage, row)), total, page, pages: Math.ceil(total / limit) };
}

const notFound = (): never => {
  throw new AppError('NOT_FOUND', stlMessages.notFound);
};

async function findModelRow(db: Db, ref: string): Promise<ModelRow | null> {
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

/** Free models: any signed-in user. Paid: the owner, admins and buyers who paid (orders). */
async function mayDownload(db: Db, viewer: Actor | null, row: ModelRow): Promise<boolean> {
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
    ...toModel(ctx.storage, row!),
    access: { canDownload, mustBuy: !canDownload && row!.model.price > 0, isOwner, signedIn: Boolean(viewer) },
  };
}

// ───────────── models: writing ─────────────

const printSettings = (ctx: StlContext) => ({ density: 1.24, infill: ctx.settings.infill, wallMm: 0.8 });

/** Reads the file in the worker, renders the thumbnails, stores thumbnails (public) and the model (private). */
async function storeFile(ctx: StlContext, data: Buffer) {
  const analysis: Analysis = await analyseStl(data, {
    print: printSettings(ctx),
    // The size limit bounds binary files; ASCII ones spend ~250 bytes a triangle.
    maxTriangles: Math.ceil(ctx.settings.maxBytes / 50),
    thumbnailSize: stlLimits.thumbnail.large,
  });
  const raw = { raw: { width: analysis.size, height: analysis.size, channels: 4 as const } };
  const [large, small] = await Promise.all([
    sharp(Buffer.from(analysis.pixels.buffer, analysis.pixels.byteOffset, analysis.pixels.byteLength), raw).webp({ quality: 86 }).toBuffer(),
    sharp(Buffer.from(analysis.pixels.buffer, analysis.pixels.byteOffset, analysis.pixels.byteLength), raw)
      .resize(stlLimits.thumbnail.small, stlLimits.thumbnail.small)
      .webp({ quality: 84 })
      .toBuffer(),
  ]);
  const stored: { thumbnail?: string; thumbnailSmall?: string; preview?: string; file?: string } = {};
  try {
    stored.thumbnail = (await ctx.storage.put('stl', 'webp', large)).key;
    stored.thumbnailSmall = (await ctx.storage.put('stl', 'webp', small)).key;
    stored.preview = (await ctx.storage.put('stl', 'stl', Buffer.from(analysis.preview.buffer, analysis.preview.byteOffset, analysis.preview.byteLength))).key;
    stored.file = await ctx.privateFiles.put('stl', 'stl', analysis.bytes);
  } catch (error) {
    await removeStored(ctx, stored);
    throw error;
  }
  return { analysis, keys: stored as Required<typeof stored> };
}

async function removeStored(ctx: StlContext, keys: { thumbnail?: string; thumbnailSmall?: string; preview?: string; file?: string }) {
  await Promise.all([
    keys.preview && ctx.storage.remove(keys.preview).catch(() => undefined),
    keys.thumbnail && ctx.storage.remove(keys.thumbnail).catch(() => undefined),
    keys.thumbnailSmall && ctx.storage.remove(keys.thumbnailSmall).catch(() => undefined),
    keys.file && ctx.privateFiles.remove(keys.file).catch(() => undefined),
  ]);
}

const geometryOf = (analysis: Analysis) => ({
  format: analysis.facts.format,
  triangles: analysis.facts.triangles,
  sizeX: analysis.facts.size[0],
  sizeY: analysis.facts.size[1],
  sizeZ: analysis.facts.size[2],
  areaMm2: analysis.facts.areaMm2,
  volumeCm3: analysis.facts.volumeCm3,
  watertight: analysis.facts.watertight,
  grams: analysis.facts.grams,
  fileSize: analysis.bytes.length,
  fileCrc: analysis.crc >>> 0,
});

const searchTextOf = (title: string, description: string, categoryName: string) => foldTurkish(`${title} ${categoryName} ${description.slice(0, 2000)}`);

/** A safe download name from the seller's file name (content decided it is an STL), else the title. */
function downloadName(title: string, fileName?: string) {
  const base = fileName ? slugify(fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '')).slice(0, 80) : '';
  return `${base || slugify(title).slice(0, 80) || 'model'}.stl`;
}

export async function createModel(ctx: StlContext, userId: string, body: CreateStlBody, file: { data: Buffer; fileName?: string } | null) {
  const store = await requireStore(ctx.db, userId);
  if (!file || file.data.length === 0) throw new AppError('VALIDATION_FAILED', stlMessages.fileRequired, { file: stlMessages.fileRequired });
  const category = await resolveCategory(ctx.db, body.category);
  const mainCategoryId = await modelMainCategoryId(ctx.db);
  const { analysis, keys } = await storeFile(ctx, file.data);
  try {
    const productId = await ctx.db.transaction(async (tx) => {
      const product = await insertModelProduct(tx, store.id, mainCategoryId, {
        name: body.title,
        description: body.description,
        priceKurus: tlToKurus(body.price),
        file: { key: keys.file, name: downloadName(body.title, file.fileName), size: analysis.bytes.length },
      });
      await tx.insert(stlModels).values({
        productId: product.id,
        sellerId: store.id,
        categoryId: category.id,
        licence: body.licence,
        price: tlToKurus(body.price),
        searchText: searchTextOf(body.title, body.description, category.name),
        thumbnailKey: keys.thumbnail,
        thumbnailSmallKey: keys.thumbnailSmall,
        previewKey: keys.preview,
        ...geometryOf(analysis),
      });
      const [counted] = await tx
        .update(stlCategories)
        .set({ modelCount: sql`${stlCategories.modelCount} + 1` })
        .where(eq(stlCategories.id, category.id))
        .returning({ id: stlCategories.id });
      if (!counted) throw new AppError('VALIDATION_FAILED', stlMessages.categoryInvalid, { category: stlMessages.categoryInvalid });
      return product.id;
    });
    return toModel(ctx.storage, (await findModelRow(ctx.db, productId))!);
  } catch (error) {
    await removeStored(ctx, keys);
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

export async function updateModel(ctx: StlContext, actor: Actor, productId: string, body: UpdateStlBody, file: { data: Buffer; fileName?: string } | null) {
  const row = await ownModel(ctx.db, actor, productId);
  const category = body.category ? await resolveCategory(ctx.db, body.category) : null;
  const stored = file && file.data.length > 0 ? await storeFile(ctx, file.data) : null;
  const title = body.title ?? row.product.name;
  const description = body.description ?? row.product.description;
  let previousFileKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const previous = await updateModelProduct(tx, productId, {
        name: title,
        description,
        ...(body.price !== undefined && { priceKurus: tlToKurus(body.price) }),
        ...(stored && { file: { key: stored.keys.file, name: downloadName(title, file!.fileName), size: stored.analysis.bytes.length } }),
      });
      if (!previous) notFound();
      previousFileKey = previous!.previousFileKey;
      const [current] = await tx.select().from(stlModels).where(eq(stlModels.productId, productId)).for('update');
      if (!current) notFound();
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
          ...(stored && {
            thumbnailKey: stored.keys.thumbnail,
            thumbnailSmallKey: stored.keys.thumbnailSmall,
            previewKey: stored.keys.preview,
            ...geometryOf(stored.analysis),
          }),
          updatedAt: new Date(),
        })
        .where(eq(stlModels.productId, productId));
    });
  } catch (error) {
    if (stored) await removeStored(ctx, stored.keys);
    throw error;
  }
  if (stored) {
    await removeStored(ctx, { thumbnail: row.model.thumbnailKey, thumbnailSmall: row.model.thumbnailSmallKey, preview: row.model.previewKey });
    if (previousFileKey) await ctx.privateFiles.remove(previousFileKey).catch(() => undefined);
  }
  return toModel(ctx.storage, (await findModelRow(ctx.db, productId))!);
}

export async function deleteModel(ctx: StlContext, actor: Actor, productId: string) {
  const row = await ownModel(ctx.db, actor, productId);
  const fileKey = await ctx.db.transaction(async (tx) => {
    const [model] = await tx.select().from(stlModels).where(eq(stlModels.productId, productId)).for('update');
    if (!model) notFound();
    const deleted = await deleteModelProduct(tx, productId);
    if (!deleted) notFound();
    await tx.update(stlCategories).set({ modelCount: sql`${stlCategories.modelCount} - 1` }).where(eq(stlCategories.id, model!.categoryId));
    return deleted!.fileKey;
  });
  await removeStored(ctx, {
    thumbnail: row.model.thumbnailKey,
    thumbnailSmall: row.model.thumbnailSmallKey,
    preview: row.model.previewKey,
    ...(fileKey && { file: fileKey }),
  });
}

// ───────────── downloads ─────────────

const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:stl-download';
const LINK_SECONDS = 600;

/** The calendar day in Istanbul: the download counter counts one per user, model and day. */
export const istanbulDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

/** `PATCH /stl/{id}/increment-downloads`: counts once per user, model and day; only for who may download. */
export async function incrementDownloads(db: Db, actor: Actor, productId: string, now = new Date()) {
  if (!isId(productId)) notFound();
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  if (!(await mayDownload(db, actor, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stlDownloads)
      .values({ productId, userId: actor.id, day: istanbulDay(now) })
      .onConflictDoNothing()
      .returning({ day: stlDownloads.day });
    if (inserted.length === 0) {
      const [current] = await tx.select({ downloads: stlModels.downloads }).from(stlModels).where(eq(stlModels.productId, productId));
      return { message: stlMessages.downloadAlreadyCounted, counted: false, downloads: current?.downloads ?? 0 };
    }
    const [updated] = await tx
      .update(stlModels)
      .set({ downloads: sql`${stlModels.downloads} + 1` })
      .where(eq(stlModels.productId, productId))
      .returning({ downloads: stlModels.downloads });
    return { message: stlMessages.downloadCounted, counted: true, downloads: updated.downloads };
  });
}

const fileVersion = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 16);

async function fileOf(db: Db, productId: string) {
  const [row] = await db
    .select({ key: products.digitalFileKey, name: products.digitalFileName })
    .from(products)
    .where(eq(products.id, productId));
  if (!row?.key) notFound();
  return { key: row!.key!, name: row!.name ?? 'model.stl' };
}

const zipName = (fileName: string) => fileName.replace(/\.stl$/i, '') + '.zip';

/** `GET /stl/{productId}/download-link`: a 10-minute link for who may download, else 403. */
export async function createDownloadLink(db: Db, secret: Uint8Array, actor: Actor, productId: string): Promise<StlDownloadLinkResponse> {
  if (!isId(productId)) notFound();
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  if (!(await mayDownload(db, actor, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  const file = await fileOf(db, productId);
  const expiresAt = new Date(Date.now() + LINK_SECONDS * 1000);
  const token = await new SignJWT({ pid: productId, fv: fileVersion(file.key) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actor.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { url: `/api/stl/${productId}/download?token=${token}`, expiresAt: expiresAt.toISOString(), fileName: zipName(file.name) };
}

/**
 * The download a link names: a zip with the model and LİSANS.txt (the licence, the model, the
 * store, the buyer and the date), streamed from private storage. 401 for a bad or expired link;
 * 403 if the holder may no longer download (refunded, banned).
 */
export async function openDownload(ctx: Pick<StlContext, 'db' | 'privateFiles'>, secret: Uint8Array, productId: string, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_MISSING', stlMessages.downloadLinkMissing);
  let claims: { sub?: string; pid?: unknown; fv?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', stlMessages.downloadLinkExpired);
    throw new AppError('TOKEN_INVALID', stlMessages.downloadLinkInvalid);
  }
  if (claims.pid !== productId || typeof claims.sub !== 'string' || !isId(productId)) throw new AppError('FORBIDDEN', stlMessages.downloadLinkInvalid);
  const row = await findModelRow(ctx.db, productId);
  if (!row) notFound();
  const file = await fileOf(ctx.db, productId);
  if (claims.fv !== fileVersion(file.key)) throw new AppError('FORBIDDEN', stlMessages.downloadLinkInvalid);
  const [holder] = await ctx.db
    .select({ id: users.id, name: users.name, role: users.role, bannedAt: users.bannedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, claims.sub));
  if (!holder || holder.bannedAt || holder.deletedAt) throw new AppError('FORBIDDEN', messages.forbidden);
  if (!(await mayDownload(ctx.db, { id: holder.id, isAdmin: holder.role === 'admin' }, row!))) throw new AppError('FORBIDDEN', stlMessages.downloadForbidden);
  const opened = await ctx.privateFiles.open(file.key);
  if (!opened) throw new AppError('NOT_FOUND', stlMessages.notFound);
  const licence = Buffer.from(
    [
      `LİSANS: ${stlLicenceLabels[row!.model.licence]}`,
      '',
      stlLicenceTexts[row!.model.licence],
      '',
      `Model: ${row!.product.name}`,
      `Dosya: ${file.name}`,
      `Mağaza: ${row!.store.storeName}`,
      `Lisans sahibi: ${holder.name}`,
      `İndirme tarihi: ${istanbulDay(new Date())}`,
      '',
    ].join('\r\n'),
    'utf8',
  );
  const model = opened.stream;
  const zip = zipStream([
    { name: file.name, crc: row!.model.fileCrc, size: opened.size, data: () => model as AsyncIterable<Buffer> },
    { name: 'LİSANS.txt', crc: crc32(licence), size: licence.length, data: licence },
  ]);
  return { ...zip, fileName: zipName(file.name) };
}
