import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PersonalDataSource, type PersonalFile, safeFileName } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { orderItems, orders } from '../../db/schema/orders';
import { products } from '../../db/schema/products';
import { stlCategories, stlDownloads, stlModelParts, stlModelPhotos, stlModels } from '../../db/schema/stl';

/**
 * Models the person's store uploaded, with the STL files and photos they gave (the thumbnails and
 * previews we rendered are left out), and the models the person bought or downloaded, as records
 * (those files are the other store's).
 */


function byModel<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

async function uploaded(db: Db, sellerId: string) {
  const [models, parts, photos] = await Promise.all([
    db
      .select({
        productId: stlModels.productId,
        name: products.name,
        description: products.description,
        categoryName: stlCategories.name,
        licence: stlModels.licence,
        price: stlModels.price,
        status: products.status,
        approvalStatus: products.approvalStatus,
        format: stlModels.format,
        triangles: stlModels.triangles,
        sizeX: stlModels.sizeX,
        sizeY: stlModels.sizeY,
        sizeZ: stlModels.sizeZ,
        areaMm2: stlModels.areaMm2,
        volumeCm3: stlModels.volumeCm3,
        watertight: stlModels.watertight,
        grams: stlModels.grams,
        fileSize: stlModels.fileSize,
        downloads: stlModels.downloads,
        createdAt: stlModels.createdAt,
        updatedAt: stlModels.updatedAt,
      })
      .from(stlModels)
      .innerJoin(products, eq(products.id, stlModels.productId))
      .innerJoin(stlCategories, eq(stlCategories.id, stlModels.categoryId))
      .where(eq(stlModels.sellerId, sellerId))
      .orderBy(asc(stlModels.createdAt)),
    db
      .select({
        productId: stlModelParts.productId,
        position: stlModelParts.position,
        fileName: stlModelParts.fileName,
        fileKey: stlModelParts.fileKey,
        fileSize: stlModelParts.fileSize,
        format: stlModelParts.format,
        triangles: stlModelParts.triangles,
        volumeCm3: stlModelParts.volumeCm3,
        watertight: stlModelParts.watertight,
        createdAt: stlModelParts.createdAt,
      })
      .from(stlModelParts)
      .innerJoin(stlModels, eq(stlModels.productId, stlModelParts.productId))
      .where(eq(stlModels.sellerId, sellerId))
      .orderBy(asc(stlModels.createdAt), asc(stlModelParts.position)),
    db
      .select({ productId: stlModelPhotos.productId, position: stlModelPhotos.position, detailUrl: stlModelPhotos.detailUrl, createdAt: stlModelPhotos.createdAt })
      .from(stlModelPhotos)
      .innerJoin(stlModels, eq(stlModels.productId, stlModelPhotos.productId))
      .where(eq(stlModels.sellerId, sellerId))
      .orderBy(asc(stlModels.createdAt), asc(stlModelPhotos.position)),
  ]);
  const partName = (part: { productId: string; position: number; fileName: string }) => `model-${part.productId}-${part.position + 1}-${safeFileName(part.fileName)}`;
  const photoName = (photo: (typeof photos)[number]) => `model-${photo.productId}-foto-${photo.position + 1}.webp`;
  const photoFiles = photos.map((photo) => ({ name: photoName(photo), from: 'public' as const, url: photo.detailUrl }));
  const files: PersonalFile[] = [...parts.map((part) => ({ name: partName(part), from: 'private' as const, key: part.fileKey })), ...photoFiles];
  const partsOf = byModel(parts);
  const photosOf = byModel(photos);
  return {
    models: models.map((model) => ({
      ...model,
      parts: (partsOf.get(model.productId) ?? []).map(({ fileKey: _key, ...part }) => ({ ...part, file: partName(part) })),
      photos: (photosOf.get(model.productId) ?? []).map(photoName),
    })),
    files,
  };
}

export const stlPersonalData: PersonalDataSource = {
  folder: 'stl-modeller',
  title: 'STL modelleri, satın alımlar ve indirmeler',
  async collect(db, person) {
    const [store, downloads, purchases] = await Promise.all([
      findStoreByUserId(db, person.id),
      db
        .select({ productId: stlDownloads.productId, modelName: products.name, day: stlDownloads.day, createdAt: stlDownloads.createdAt })
        .from(stlDownloads)
        .innerJoin(products, eq(products.id, stlDownloads.productId))
        .where(eq(stlDownloads.userId, person.id))
        .orderBy(asc(stlDownloads.createdAt)),
      db
        .select({ orderId: orders.id, orderNumber: orders.orderNumber, productId: orderItems.productId, modelName: orderItems.productName, unitPrice: orderItems.unitPrice, paidAt: orders.paidAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.buyerId, person.id), eq(orderItems.productType, 'model3d'), isNotNull(orders.paidAt)))
        .orderBy(asc(orders.paidAt)),
    ]);
    const own = store ? await uploaded(db, store.id) : { models: [], files: [] };
    return { data: { uploadedModels: own.models, purchases, downloads }, files: own.files };
  },
};
