import { kurusToTl, type Product, type ProductImage } from '@pazaryeri/contract/products/index';
import type { Db } from '../../db/client';
import { loadRelations, type ProductJoinedRow, type Relations } from './products.queries';

/** Who is looking: buyers get approved pictures only; the owner and admins see every picture with its state. */
export type ProductViewer = { id: string; isAdmin: boolean } | null;

export const canSeeEverything = (viewer: ProductViewer, ownerUserId: string) =>
  Boolean(viewer && (viewer.isAdmin || viewer.id === ownerUserId));

/** A joined row and its loaded relations as the API shows them (kuruş → TL). */
export function toProduct(row: ProductJoinedRow, relations: Relations, withCategoryPath = false): Product {
  const { product, seller, category } = row;
  const images: ProductImage[] = (relations.images.get(product.id) ?? []).map((image) => ({
    _id: image.id,
    listUrl: image.listUrl,
    detailUrl: image.detailUrl,
    status: image.status,
  }));
  const subCategories = (relations.subCategories.get(product.id) ?? []).map((sub) => ({ _id: sub.id, name: sub.name, slug: sub.slug }));
  const mainCategory = { _id: category.id, name: category.name, slug: category.slug };
  const hasFile = product.uploadState === 'uploaded' && product.digitalFileName !== null;
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: product.brand,
    sku: product.sku,
    productType: product.productType,
    isDigital: product.productType !== 'physical',
    is3DModel: product.productType === 'model3d',
    price: kurusToTl(product.price),
    stock: product.stock,
    minimumOrderQuantity: product.minimumOrderQuantity,
    shippingCost: kurusToTl(product.shippingCost),
    freeShippingThreshold: kurusToTl(product.freeShippingThreshold),
    vatRate: product.vatRate,
    mainCategory,
    subCategories,
    ...(withCategoryPath && { categoryPath: [mainCategory, ...subCategories.slice(0, 1)] }),
    sellerId: seller.id,
    seller: {
      _id: seller.id,
      storeName: seller.storeName,
      alias: seller.alias,
      storeLogo: seller.storeLogo,
      verifiedSeller: seller.verifiedSeller,
    },
    variants: (relations.variants.get(product.id) ?? []).map(({ variant, sizes }) => ({
      _id: variant.id,
      name: variant.name,
      sku: variant.sku,
      priceDelta: kurusToTl(variant.priceDelta),
      sizes: sizes.map((size) => ({ _id: size.id, label: size.label, stock: size.stock })),
    })),
    images,
    thumbnail: images.find((image) => image.status === 'approved')?.listUrl ?? null,
    status: product.status,
    approvalStatus: product.approvalStatus,
    rejectionReason: product.rejectionReason,
    uploadState: product.uploadState,
    digitalFile: hasFile ? { name: product.digitalFileName!, size: product.digitalFileSize ?? 0 } : null,
    isFavorite: relations.favorites.has(product.id),
    customTemplateId: product.customTemplateId,
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/**
 * Rows → products with their relations loaded in one batch. `fullView` shows every picture (the
 * owner's own list, admin screens); otherwise only approved ones.
 */
export async function toProducts(
  db: Db,
  rows: ProductJoinedRow[],
  options: { viewerId: string | null; fullView: boolean; withCategoryPath?: boolean },
): Promise<Product[]> {
  const relations = await loadRelations(
    db,
    rows.map((row) => row.product.id),
    { approvedImagesOnly: !options.fullView, viewerId: options.viewerId },
  );
  return rows.map((row) => toProduct(row, relations, options.withCategoryPath));
}

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);
