import { tlToKurus } from '@pazaryeri/contract/products/index';
import { type CreateStlBody, stlMessages, type StlModel, type UpdateStlBody } from '@pazaryeri/contract/stl/index';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { foldTurkish } from '../../lib/turkish';
import { deleteModelProduct, insertModelProduct, modelMainCategoryId, requireStore, updateModelProduct } from '../products';
import { resolveCategory } from './stl.categories';
import { keysOf, modelGeometry, removeFiles, type StoredModelFiles, storePhotos, storeModelFiles } from './stl.files';
import { type Actor, findModelRow, type ModelUploads, notFound, type StlContext, toModels } from './stl.service';
import { stlCategories, stlModelParts, stlModelPhotos, stlModels } from '../../db/schema/stl';

/** A model as its writer sees it right after the write. */
async function loadModel(db: Db, storage: Storage, productId: string): Promise<StlModel> {
  const row = await findModelRow(db, productId);
  if (!row) notFound();
  return (await toModels(db, storage, [row!]))[0];
}

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
