import { formatMessage } from '@pazaryeri/contract';
import {
  type CreateProductBody,
  type Product,
  productLimits,
  productMessages,
  type ProductType,
  tlToKurus,
} from '@pazaryeri/contract/products/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { bodyOf, type SpooledFile, sizeOf } from '../../lib/spooled-upload';
import { checkDigitalFile, type CheckedDigitalFile } from './digital-files';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { requireStore } from './products.access';
import { type FilesContext, removeImageFiles, type StoredImage, storeProductImages } from './products.images';
import { type Relations, selectFavoriteIds, selectProductRow } from './products.queries';
import { productImages, products } from '../../db/schema/products';
import { type ProductViewer, toProduct, toProducts } from './products.view';
import {
  assertVariantPrices,
  deltasOf,
  newSlug,
  replaceSubCategories,
  resolveCategories,
  saveVariants,
  searchTextOf,
  sizeTotal,
} from './products.write';

export interface ProductsContext extends FilesContext {
  db: Db;
  privateFiles: PrivateFiles;
}

/** Files that came with a create or update: pictures, and for digital products the downloadable file. */
export interface Uploads {
  images: Buffer[];
  /** Spooled to disk by the digital routes (up to 100 MB), so it is streamed into storage, never held whole. */
  digitalFile?: { data: Buffer | SpooledFile; fileName?: string };
}

export const isDigitalType = (type: ProductType) => type !== 'physical';

/**
 * A product as its owner (or an admin) sees it: every picture with its approval state.
 * `relations`: its pictures, sub categories and variants as the caller just read them in the
 * write that left them as they were (a price or stock edit), so only the viewer's favourite is asked.
 */
export async function getManagedProduct(db: Db, productId: string, viewer: NonNullable<ProductViewer>, relations?: Omit<Relations, 'favorites'>): Promise<Product> {
  const row = await selectProductRow(db, eq(products.id, productId));
  if (!row) throw new AppError('NOT_FOUND', productMessages.notFound);
  if (relations) return toProduct(row, { ...relations, favorites: await selectFavoriteIds(db, viewer.id, [productId]) }, true);
  const [product] = await toProducts(db, [row], { viewerId: viewer.id, fullView: true, withCategoryPath: true });
  return product;
}

export function assertImageCount(count: number) {
  if (count > productLimits.maxImages) {
    throw new AppError('UNPROCESSABLE', formatMessage(productMessages.tooManyImages, { max: productLimits.maxImages }));
  }
}

/** Stores the new files first (a bad file fails before any row is written); removes them again if the write fails. */
export async function withStoredFiles<T>(
  ctx: ProductsContext,
  uploads: Uploads,
  file: CheckedDigitalFile | null,
  write: (images: StoredImage[], fileKey: string | null) => Promise<T>,
): Promise<T> {
  const images = await storeProductImages(ctx, uploads.images);
  let fileKey: string | null = null;
  try {
    if (file && uploads.digitalFile) fileKey = await ctx.privateFiles.put('digital', file.kind.extension, bodyOf(uploads.digitalFile.data));
    return await write(images, fileKey);
  } catch (error) {
    await removeImageFiles(ctx, images);
    if (fileKey) await ctx.privateFiles.remove(fileKey);
    throw error;
  }
}

export const imageRows = (productId: string, images: StoredImage[], firstPosition: number) =>
  images.map((image, index) => ({ productId, listUrl: image.listUrl, detailUrl: image.detailUrl, position: firstPosition + index }));

/** A seller's new product: a draft, inactive, pictures pending; digital goods stored privately. */
export async function createProduct(ctx: ProductsContext, userId: string, body: CreateProductBody, uploads: Uploads): Promise<Product> {
  const store = await requireStore(ctx.db, userId);
  const resolved = await resolveCategories(ctx.db, body.mainCategory, body.subCategories ?? []);
  const price = tlToKurus(body.price);
  assertVariantPrices(price, deltasOf(body.variants));
  assertImageCount(uploads.images.length);
  const digital = isDigitalType(body.productType);
  const file = digital && uploads.digitalFile ? checkDigitalFile(uploads.digitalFile.data, body.name, uploads.digitalFile.fileName) : null;
  const variants = body.variants ?? [];
  const stock = variants.length ? sizeTotal(variants) : (body.stock ?? (digital ? productLimits.digitalDefaultStock : 0));
  const brand = body.brand ?? null;

  const productId = await withStoredFiles(ctx, uploads, file, async (images, fileKey) => {
    for (let attempt = 0; ; attempt += 1) {
      const slug = await newSlug(ctx.db, body.name, attempt > 0);
      try {
        return await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({
              sellerId: store.id,
              name: body.name,
              slug,
              description: body.description,
              brand,
              sku: body.sku ?? null,
              productType: body.productType,
              price,
              stock,
              minimumOrderQuantity: body.minimumOrderQuantity,
              shippingCost: digital ? 0 : tlToKurus(body.shippingCost),
              freeShippingThreshold: digital ? 0 : tlToKurus(body.freeShippingThreshold),
              vatRate: body.vatRate,
              mainCategoryId: resolved.main.id,
              searchText: searchTextOf({ name: body.name, brand, description: body.description }, resolved),
              ...(fileKey && file && {
                digitalFileKey: fileKey,
                digitalFileName: file.downloadName,
                digitalFileSize: sizeOf(uploads.digitalFile!.data),
                uploadState: 'uploaded' as const,
              }),
            })
            .returning({ id: products.id });
          await replaceSubCategories(tx, row.id, resolved.subs);
          if (variants.length) await saveVariants(tx, row.id, variants);
          if (images.length) await tx.insert(productImages).values(imageRows(row.id, images, 0));
          return row.id;
        });
      } catch (error) {
        // Another product took the same slug between the check and the insert: pick a suffixed one.
        if (isUniqueViolation(error) && attempt < 2) continue;
        throw error;
      }
    }
  });
  return getManagedProduct(ctx.db, productId, { id: userId, isAdmin: false });
}
