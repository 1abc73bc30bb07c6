import { formatMessage } from '@pazaryeri/contract';
import { type OrderLineInput, orderMessages } from '@pazaryeri/contract/orders/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { splitItemPrice } from '../../integrations/payments';
import { allocateProportionally } from '../../integrations/payments/money';
import type { CustomValue } from '@pazaryeri/contract/customization/index';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { resolveCheckoutCustomizations } from '../customization';
import { visibleToBuyers } from '../products';
import { productImages, products, productVariantSizes, productVariants } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';

/** A cart line priced from the database: nothing here comes from the client but ids and quantities. */
export interface PricedLine {
  productId: string;
  sellerId: string;
  productName: string;
  productSlug: string;
  productType: 'physical' | 'digital' | 'model3d';
  variantId: string | null;
  variantName: string | null;
  sizeId: string | null;
  sizeLabel: string | null;
  image: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The product's VAT rate when it was sold (1, 10 or 20 %); the invoice splits the line by it. */
  vatRate: number;
  shippingCost: number;
  freeShippingThreshold: number;
  /** A customizable product's values, checked against its template (null: not customizable). */
  customization?: CustomValue[] | null;
  /** Filled once the coupon and the store's shipping are known. */
  discount: number;
  sellerShare: number;
  commission: number;
}

export interface PricedPart {
  sellerId: string;
  lines: PricedLine[];
  itemsTotal: number;
  shippingCost: number;
  discount: number;
  total: number;
}

const unavailable = (name: string) => new AppError('UNPROCESSABLE', formatMessage(orderMessages.productUnavailable, { product: name }));

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

async function selectProducts(tx: Db, ids: string[]) {
  return tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      ownerUserId: sellers.userId,
      storeName: sellers.storeName,
      storeAlias: sellers.alias,
      name: products.name,
      slug: products.slug,
      productType: products.productType,
      price: products.price,
      vatRate: products.vatRate,
      minimumOrderQuantity: products.minimumOrderQuantity,
      shippingCost: products.shippingCost,
      freeShippingThreshold: products.freeShippingThreshold,
      customTemplateId: products.customTemplateId,
      stock: products.stock,
      visible: sql<boolean>`(${visibleToBuyers})`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(inArray(products.id, ids));
}

async function selectVariants(tx: Db, ids: string[]) {
  return tx
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      variantName: productVariants.name,
      priceDelta: productVariants.priceDelta,
      sizeId: productVariantSizes.id,
      sizeLabel: productVariantSizes.label,
      sizeStock: productVariantSizes.stock,
    })
    .from(productVariants)
    .innerJoin(productVariantSizes, eq(productVariantSizes.variantId, productVariants.id))
    .where(inArray(productVariants.productId, ids));
}

/** The first picture buyers may see, per product. */
async function selectCovers(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ productId: productImages.productId, url: productImages.listUrl })
    .from(productImages)
    .where(and(inArray(productImages.productId, ids), eq(productImages.status, 'approved')))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
  const covers = new Map<string, string>();
  for (const row of rows) if (!covers.has(row.productId)) covers.set(row.productId, row.url);
  return covers;
}

/** Same product, size and customization twice in a cart is one line. */
function mergeLines(lines: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<string, OrderLineInput>();
  for (const line of lines) {
    const key = `${line.productId}|${line.variantId ?? ''}|${line.sizeId ?? ''}|${line.customInputId ?? ''}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

type VariantRow = Awaited<ReturnType<typeof selectVariants>>[number];

/** The size a line names; a product with variants must name one (the size alone is enough). */
function pickSize(product: ProductRow, variants: VariantRow[], line: OrderLineInput): VariantRow | null {
  const named = { product: product.name };
  if (variants.length === 0) {
    if (line.variantId || line.sizeId) throw new AppError('UNPROCESSABLE', formatMessage(orderMessages.variantNotFound, named));
    return null;
  }
  if (!line.sizeId) throw new AppError('UNPROCESSABLE', formatMessage(orderMessages.variantRequired, named));
  const size = variants.find((row) => row.sizeId === line.sizeId && (!line.variantId || row.variantId === line.variantId));
  if (!size) throw new AppError('UNPROCESSABLE', formatMessage(orderMessages.variantNotFound, named));
  return size;
}

/** A store of the cart, as the order's answer names it. */
export interface CartStore {
  id: string;
  storeName: string;
  alias: string;
}

/**
 * Prices the cart from the database: the product must be on sale, not the buyer's own, its
 * variant and size real, and the quantity (all lines of a product together) at least its minimum
 * order quantity. Unit price = product price + the variant's price difference. Also answers the
 * cart's stores (read with the products), for the order's answer.
 */
export async function priceLines(tx: Db, buyerId: string, input: OrderLineInput[]): Promise<{ lines: PricedLine[]; stores: Map<string, CartStore> }> {
  const lines = mergeLines(input);
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.some((id) => !isId(id))) throw new AppError('NOT_FOUND', orderMessages.productNotFound);
  // One after another: a transaction is one connection, which runs one query at a time.
  const productRows = await selectProducts(tx, ids);
  const variantRows = await selectVariants(tx, ids);
  const covers = await selectCovers(tx, ids);
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const priced = lines.map((line): PricedLine => {
    const product = byId.get(line.productId);
    if (!product) throw new AppError('NOT_FOUND', orderMessages.productNotFound);
    if (!product.visible) throw unavailable(product.name);
    if (product.ownerUserId === buyerId) throw new AppError('UNPROCESSABLE', orderMessages.ownProduct);
    const size = pickSize(product, variantRows.filter((row) => row.productId === product.id), line);
    const unitPrice = product.price + (size?.priceDelta ?? 0);
    return {
      productId: product.id,
      sellerId: product.sellerId,
      productName: product.name,
      productSlug: product.slug,
      productType: product.productType,
      variantId: size?.variantId ?? null,
      variantName: size?.variantName ?? null,
      sizeId: size?.sizeId ?? null,
      sizeLabel: size?.sizeLabel ?? null,
      image: covers.get(product.id) ?? null,
      unitPrice,
      quantity: line.quantity,
      lineTotal: unitPrice * line.quantity,
      vatRate: product.vatRate,
      shippingCost: product.productType === 'physical' ? product.shippingCost : 0,
      freeShippingThreshold: product.productType === 'physical' ? product.freeShippingThreshold : 0,
      discount: 0,
      sellerShare: 0,
      commission: 0,
    };
  });
  const customizations = await resolveCheckoutCustomizations(
    tx,
    buyerId,
    lines.map((line) => {
      const product = byId.get(line.productId)!;
      return { productId: product.id, productName: product.name, templateId: product.customTemplateId, customInputId: line.customInputId };
    }),
  );
  priced.forEach((line, index) => {
    line.customization = customizations[index];
  });
  for (const product of productRows) {
    const quantity = priced.filter((line) => line.productId === product.id).reduce((sum, line) => sum + line.quantity, 0);
    if (quantity < product.minimumOrderQuantity) {
      throw new AppError('UNPROCESSABLE', formatMessage(orderMessages.minimumOrder, { product: product.name, min: product.minimumOrderQuantity }));
    }
  }
  refuseShortLines(priced, productRows, variantRows);
  const stores = new Map(productRows.map((row) => [row.sellerId, { id: row.sellerId, storeName: row.storeName, alias: row.storeAlias }]));
  return { lines: priced, stores };
}

/**
 * A cart the stock cannot cover as read now is refused before anything is written (the same 409
 * the reservation answers): when a product sells out, the checkouts still racing for it fail on a
 * read instead of writing their order and rolling it back. The reservation's guarded UPDATE, at
 * the end of the transaction, stays the one that decides.
 */
function refuseShortLines(lines: PricedLine[], productRows: ProductRow[], variantRows: VariantRow[]): void {
  const wanted = new Map<string, { line: PricedLine; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}|${line.sizeId ?? ''}`;
    const entry = wanted.get(key) ?? { line, quantity: 0 };
    entry.quantity += line.quantity;
    wanted.set(key, entry);
  }
  for (const { line, quantity } of wanted.values()) {
    const available = line.sizeId ? variantRows.find((row) => row.sizeId === line.sizeId)?.sizeStock : productRows.find((row) => row.id === line.productId)?.stock;
    if (available !== undefined && available < quantity) {
      throw new AppError('CONFLICT', formatMessage(orderMessages.insufficientStock, { product: line.productName }));
    }
  }
}

/**
 * One parcel per store: shipping is the highest shipping cost among the store's physical lines,
 * free when the store's items total reaches its free-shipping threshold (the highest positive
 * threshold among those lines; 0 means the store offers none). Digital goods ship nothing.
 */
export function shippingOf(lines: PricedLine[]): number {
  const physical = lines.filter((line) => line.productType === 'physical');
  if (physical.length === 0) return 0;
  const cost = Math.max(...physical.map((line) => line.shippingCost));
  const threshold = Math.max(...physical.map((line) => line.freeShippingThreshold));
  const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return threshold > 0 && itemsTotal >= threshold ? 0 : cost;
}

/**
 * Groups lines per store and fills in what each line is paid and split into: the buyer pays
 * lineTotal − discount + its share of the store's shipping (spread over the physical lines in
 * proportion). The platform's commission is taken from the goods only; the store keeps the rest
 * and all of the shipping. Shares are exact (largest remainders), so every sum holds in kuruş.
 */
export function splitIntoParts(lines: PricedLine[], commissionBasisPoints: number): PricedPart[] {
  const bySeller = new Map<string, PricedLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  return [...bySeller.entries()].map(([sellerId, partLines]) => {
    const shippingCost = shippingOf(partLines);
    const physical = partLines.filter((line) => line.productType === 'physical');
    const weights = physical.map((line) => line.lineTotal - line.discount);
    const shares = allocateProportionally(shippingCost, weights.some((weight) => weight > 0) ? weights : physical.map((line) => line.lineTotal));
    for (const line of partLines) {
      const goods = splitItemPrice(line.lineTotal - line.discount, commissionBasisPoints);
      const shipping = line.productType === 'physical' ? shares[physical.indexOf(line)] : 0;
      line.commission = goods.commission;
      line.sellerShare = goods.subMerchantPrice + shipping;
    }
    const itemsTotal = partLines.reduce((sum, line) => sum + line.lineTotal, 0);
    const discount = partLines.reduce((sum, line) => sum + line.discount, 0);
    return { sellerId, lines: partLines, itemsTotal, shippingCost, discount, total: itemsTotal + shippingCost - discount };
  });
}
