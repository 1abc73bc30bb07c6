import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PersonalDataSource } from '../../lib/personal-data';
import { categories } from '../../db/schema/categories';
import { sellers } from '../../db/schema/sellers';
import { findStoreByUserId } from '../sellers';
import { favorites, productImages, products, productVariants, productVariantSizes } from '../../db/schema/products';

const favoritesOf = (db: Db, userId: string) =>
  db
    .select({
      productId: favorites.productId,
      productName: products.name,
      slug: products.slug,
      storeName: sellers.storeName,
      price: products.price,
      favoritedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.productId));

/** A store's products with their category's name; the digital file by name and size only. */
const storeProductsOf = (db: Db, sellerId: string) =>
  db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      brand: products.brand,
      sku: products.sku,
      productType: products.productType,
      price: products.price,
      stock: products.stock,
      minimumOrderQuantity: products.minimumOrderQuantity,
      shippingCost: products.shippingCost,
      freeShippingThreshold: products.freeShippingThreshold,
      mainCategory: categories.name,
      status: products.status,
      approvalStatus: products.approvalStatus,
      rejectionReason: products.rejectionReason,
      digitalFileName: products.digitalFileName,
      digitalFileSize: products.digitalFileSize,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      customTemplateId: products.customTemplateId,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(products.createdAt), asc(products.id));

const storePicturesOf = (db: Db, sellerId: string) =>
  db
    .select({ productId: productImages.productId, url: productImages.detailUrl, status: productImages.status, createdAt: productImages.createdAt })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));

/** Each variant with one of its sizes per row (a variant without sizes comes once, size null). */
const storeVariantsOf = (db: Db, sellerId: string) =>
  db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      name: productVariants.name,
      sku: productVariants.sku,
      priceDelta: productVariants.priceDelta,
      size: productVariantSizes.label,
      stock: productVariantSizes.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(productVariantSizes, eq(productVariantSizes.variantId, productVariants.id))
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id), asc(productVariantSizes.position));

type Picture = Awaited<ReturnType<typeof storePicturesOf>>[number];
type VariantRow = Awaited<ReturnType<typeof storeVariantsOf>>[number];
interface Variant {
  name: string;
  sku: string | null;
  priceDelta: number;
  sizes: { label: string; stock: number }[];
}

function groupBy<T extends { productId: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

function toVariants(rows: VariantRow[]): Variant[] {
  const variants = new Map<string, Variant>();
  for (const row of rows) {
    const variant = variants.get(row.variantId) ?? { name: row.name, sku: row.sku, priceDelta: row.priceDelta, sizes: [] };
    if (row.size !== null) variant.sizes.push({ label: row.size, stock: row.stock ?? 0 });
    variants.set(row.variantId, variant);
  }
  return [...variants.values()];
}

/**
 * The person's favourites, and for a store owner the store's products (prices in kuruş, stock,
 * approval, variants, pictures by address). Catalogue pictures and digital goods are the store's
 * wares, not the person's files: they are named here, not copied into the export.
 */
export const productsPersonalData: PersonalDataSource = {
  folder: 'urunler',
  title: 'Favori ürünler ve mağaza ürünleri',
  async collect(db, person) {
    const [favoriteProducts, store] = await Promise.all([favoritesOf(db, person.id), findStoreByUserId(db, person.id)]);
    if (!store) return { data: { favorites: favoriteProducts, storeProducts: [] }, files: [] };
    const [rows, pictures, variants] = await Promise.all([storeProductsOf(db, store.id), storePicturesOf(db, store.id), storeVariantsOf(db, store.id)]);
    const picturesOf = groupBy<Picture>(pictures);
    const variantsOf = groupBy<VariantRow>(variants);
    const storeProducts = rows.map(({ digitalFileName, digitalFileSize, ...product }) => ({
      ...product,
      digitalFile: digitalFileName ? { name: digitalFileName, size: digitalFileSize } : null,
      variants: toVariants(variantsOf.get(product.id) ?? []),
      pictures: (picturesOf.get(product.id) ?? []).map(({ url, status, createdAt }) => ({ url, status, createdAt })),
    }));
    return { data: { favorites: favoriteProducts, storeProducts }, files: [] };
  },
  /**
   * The favourites list goes. The store's products stay as they are but leave the catalogue with
   * their owner (every public read skips a deleted owner's products).
   */
  async erase(tx, person) {
    await tx.delete(favorites).where(eq(favorites.userId, person.id));
  },
};
