import {
  productMessages,
  type Product,
  tlToKurus,
  type UpdateProductBody,
} from '@pazaryeri/contract/products/index';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sizeOf } from '../../lib/spooled-upload';
import { checkDigitalFile } from './digital-files';
import { assertCanManage, productNotFound } from './products.access';
import { removeImageFiles, selectImagesOf } from './products.images';
import { loadRelations, lockProduct, syncStockWithSizes } from './products.queries';
import { assertImageCount, getManagedProduct, imageRows, isDigitalType, type ProductsContext, type Uploads, withStoredFiles } from './products.seller';
import { productImages, products } from '../../db/schema/products';
import { assertVariantPrices, deltasOf, replaceSubCategories, type ResolvedCategories, resolveCategories, saveVariants, searchTextOf, variantShape } from './products.write';

export interface UpdateOptions {
  /** An admin edits: no trip back to the approval queue. */
  asAdmin?: boolean;
  /** The digital route: the product must be digital or a 3D model. */
  digitalOnly?: boolean;
  /** The route checked that the actor manages the product before the body was read (its onRequest hook). */
  ownerChecked?: boolean;
}

/**
 * Edits a product. Editing what a buyer reads (name, description, brand, type, categories, the
 * variant and size names, the downloadable file) of an approved product sends it back to
 * approval, off the catalogue until an admin approves it again; price, stock, minimum order,
 * shipping, SKUs and size stocks change in place. New pictures wait for their own approval.
 */
export async function updateProduct(
  ctx: ProductsContext,
  actor: { id: string; isAdmin: boolean },
  productId: string,
  body: UpdateProductBody & { fileName?: string },
  uploads: Uploads,
  options: UpdateOptions = {},
): Promise<{ product: Product; sentBack: boolean }> {
  if (!options.ownerChecked) await assertCanManage(ctx.db, actor, productId, options.asAdmin);
  // The type's family never changes, so these checks hold outside the row lock too.
  const checkType = (row: { productType: typeof products.$inferSelect.productType }) => {
    if (options.digitalOnly && !isDigitalType(row.productType)) throw new AppError('UNPROCESSABLE', productMessages.notDigital);
    if (isDigitalType(body.productType ?? row.productType) !== isDigitalType(row.productType)) throw new AppError('UNPROCESSABLE', productMessages.typeFamilyFixed);
  };
  // With files to store, the checks come before they are (a wrong type stores nothing); an edit
  // without files (a price or stock edit) checks the row it locks instead of reading it twice.
  const hasFiles = Boolean(uploads.digitalFile) || uploads.images.length > 0;
  let file: ReturnType<typeof checkDigitalFile> | null = null;
  if (hasFiles) {
    const [stored] = await ctx.db.select().from(products).where(eq(products.id, productId));
    if (!stored) productNotFound();
    checkType(stored);
    const productType = body.productType ?? stored.productType;
    file = uploads.digitalFile && isDigitalType(productType) ? checkDigitalFile(uploads.digitalFile.data, body.name ?? stored.name, body.fileName) : null;
  }

  const outcome = await withStoredFiles(ctx, uploads, file, (images, fileKey) =>
    ctx.db.transaction(async (tx) => {
      const current = (await lockProduct(tx, productId)) ?? productNotFound();
      if (!hasFiles) checkType(current);
      const productType = body.productType ?? current.productType;
      const before = await loadRelations(tx, [productId], { approvedImagesOnly: false, viewerId: null });
      const currentSubs = (before.subCategories.get(productId) ?? []).map(({ id, name }) => ({ id, name }));
      const currentSubIds = currentSubs.map((sub) => sub.id);
      // Sub categories left out are kept, unless the main category changes (they belong to the old
      // one). An edit that names neither (a price or stock edit) keeps both without reading them.
      let resolved: ResolvedCategories | null = null;
      if (body.mainCategory !== undefined || body.subCategories !== undefined) {
        const { main } = await resolveCategories(tx, body.mainCategory ?? current.mainCategoryId, []);
        const keptSubs = main.id === current.mainCategoryId ? currentSubIds : [];
        resolved = await resolveCategories(tx, main.id, body.subCategories ?? keptSubs);
      }
      const mainCategoryId = resolved?.main.id ?? current.mainCategoryId;
      const subIds = resolved ? resolved.subs.map((sub) => sub.id) : currentSubIds;
      const price = body.price !== undefined ? tlToKurus(body.price) : current.price;
      const oldVariants = (before.variants.get(productId) ?? []).map(({ variant, sizes }) => ({ ...variant, sizes }));
      assertVariantPrices(price, body.variants ? deltasOf(body.variants) : oldVariants.map((variant) => variant.priceDelta));
      const hasVariantsAfter = body.variants ? body.variants.length > 0 : oldVariants.length > 0;
      if (hasVariantsAfter && !body.variants && body.stock !== undefined && body.stock !== current.stock) {
        throw new AppError('UNPROCESSABLE', productMessages.stockBySize);
      }
      const removing = body.removeImages?.length ? await selectRemovedImages(tx, productId, body.removeImages) : [];
      const kept = before.images.get(productId) ?? [];
      assertImageCount(kept.length - removing.length + images.length);

      const fields = {
        name: body.name ?? current.name,
        description: body.description ?? current.description,
        brand: body.brand !== undefined ? body.brand : current.brand,
      };
      const textChanged = fields.name !== current.name || fields.description !== current.description || fields.brand !== current.brand;
      const subsChanged = [...subIds].sort().join() !== [...currentSubIds].sort().join();
      const contentChanged =
        textChanged ||
        productType !== current.productType ||
        mainCategoryId !== current.mainCategoryId ||
        subsChanged ||
        (body.variants !== undefined && variantShape(body.variants) !== variantShape(oldVariants)) ||
        file !== null;
      let { approvalStatus, status } = current;
      const sentBack = !options.asAdmin && contentChanged && approvalStatus === 'approved';
      if (sentBack) [approvalStatus, status] = ['pending', 'inactive'];
      if (body.status === 'inactive') status = 'inactive';
      if (body.status === 'active') {
        if (approvalStatus !== 'approved') throw new AppError('UNPROCESSABLE', productMessages.cannotActivate);
        status = 'active';
      }
      const digital = isDigitalType(productType);
      const shippingAmount = (value: number | undefined, fallback: number) => (digital ? 0 : value !== undefined ? tlToKurus(value) : fallback);
      // The search text is made again only when what it is made of may have changed (a rename of a
      // category rebuilds it on its own: categories.renamed).
      const textSource = resolved ?? (textChanged ? { main: (await resolveCategories(tx, mainCategoryId, [])).main, subs: currentSubs } : null);
      await tx
        .update(products)
        .set({
          ...fields,
          sku: body.sku !== undefined ? body.sku : current.sku,
          productType,
          price,
          ...(body.stock !== undefined && { stock: body.stock }),
          minimumOrderQuantity: body.minimumOrderQuantity ?? current.minimumOrderQuantity,
          shippingCost: shippingAmount(body.shippingCost, current.shippingCost),
          freeShippingThreshold: shippingAmount(body.freeShippingThreshold, current.freeShippingThreshold),
          ...(body.vatRate !== undefined && { vatRate: body.vatRate }),
          mainCategoryId,
          ...(textSource && { searchText: searchTextOf(fields, textSource) }),
          approvalStatus,
          status,
          ...(sentBack && { rejectionReason: null }),
          ...(fileKey && file && {
            digitalFileKey: fileKey,
            digitalFileName: file.downloadName,
            digitalFileSize: sizeOf(uploads.digitalFile!.data),
            uploadState: 'uploaded' as const,
          }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId));
      if (resolved && subsChanged) await replaceSubCategories(tx, productId, resolved.subs);
      if (body.variants) await saveVariants(tx, productId, body.variants);
      if (hasVariantsAfter) await syncStockWithSizes(tx, productId);
      if (removing.length) await tx.delete(productImages).where(inArray(productImages.id, removing.map((image) => image.id)));
      const nextPosition = Math.max(-1, ...kept.map((image) => image.position)) + 1;
      if (images.length) await tx.insert(productImages).values(imageRows(productId, images, nextPosition));
      // Nothing but the product's own row changed: its relations as read above are the answer's.
      const relationsKept = !subsChanged && !body.variants && removing.length === 0 && images.length === 0;
      return { removing, sentBack, replacedFile: fileKey ? current.digitalFileKey : null, relations: relationsKept ? before : undefined };
    }),
  );
  await removeImageFiles(ctx, outcome.removing);
  if (outcome.replacedFile) {
    await ctx.privateFiles.remove(outcome.replacedFile).catch((error) => ctx.log.warn({ err: error }, 'old digital file not removed'));
  }
  return { product: await getManagedProduct(ctx.db, productId, actor, outcome.relations), sentBack: outcome.sentBack };
}

/** The pictures to delete; an id that is not one of this product's pictures is a 404. */
async function selectRemovedImages(tx: Db, productId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await selectImagesOf(tx, productId, unique);
  if (found.length !== unique.length) throw new AppError('NOT_FOUND', productMessages.imageNotFound);
  return found;
}
