import type { CustomValue } from '@pazaryeri/contract/customization/index';
import type { Product } from '@pazaryeri/contract/products/index';

export interface CartSize {
  _id: string;
  label: string;
  stock: number;
}

/** The variant as chosen: `sizes` holds the chosen size first (spec §5 reads its stock from there). */
export interface CartVariant {
  _id: string;
  name: string;
  sizes: CartSize[];
}

/** Spec §3 "Cart item", plus what the cart page shows and the order needs. Money in TL. */
/** What the buyer filled in for a customizable product: saved on the server (`customInputId`), shown on the line. */
export interface CartCustomization {
  customInputId: string;
  values: CustomValue[];
}

export interface CartItem {
  /** One line per product + variant + size (+ customization: each set of values is its own line). */
  uniqueIdentifier: string;
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  unitPrice: number;
  quantity: number;
  /** The product's stock when it was added; the chosen size's stock wins when there is one. */
  stock: number;
  selectedVariant: CartVariant | null;
  minimumOrderQuantity: number;
  shippingCost: number;
  freeShippingThreshold: number;
  isDigital: boolean;
  seller: { _id: string; storeName: string; alias: string };
  customization?: CartCustomization;
}

export function uniqueIdentifierOf(productId: string, variantId?: string | null, sizeId?: string | null): string {
  return [productId, variantId ?? '-', sizeId ?? '-'].join(':');
}

/** Spec §5: the first size of the selected variant, otherwise the product. */
export function availableStock(item: Pick<CartItem, 'stock' | 'selectedVariant'>): number {
  return item.selectedVariant?.sizes[0]?.stock ?? item.stock;
}

/** The least a line may hold: 1, or the product's minimum order quantity (spec §9, default 1). */
export function quantityFloor(item: Pick<CartItem, 'minimumOrderQuantity'>): number {
  return Math.max(1, Math.floor(item.minimumOrderQuantity || 1));
}

/** A cart line from the product page's choice; `quantity` defaults to the minimum order quantity. */
export function cartItemOf(product: Product, choice: { variantId: string | null; sizeId: string | null }, quantity?: number): CartItem {
  const variant = product.variants.find((candidate) => candidate._id === choice.variantId) ?? null;
  const size = variant?.sizes.find((candidate) => candidate._id === choice.sizeId) ?? null;
  const minimumOrderQuantity = product.minimumOrderQuantity || 1;
  return {
    uniqueIdentifier: uniqueIdentifierOf(product._id, variant?._id, size?._id),
    productId: product._id,
    slug: product.slug,
    name: product.name,
    image: product.thumbnail,
    unitPrice: product.price + (variant?.priceDelta ?? 0),
    quantity: quantity ?? minimumOrderQuantity,
    stock: product.stock,
    selectedVariant: variant ? { _id: variant._id, name: variant.name, sizes: size ? [{ _id: size._id, label: size.label, stock: size.stock }] : [] } : null,
    minimumOrderQuantity,
    shippingCost: product.isDigital ? 0 : product.shippingCost || 0,
    freeShippingThreshold: product.isDigital ? 0 : product.freeShippingThreshold || 0,
    isDigital: product.isDigital,
    seller: { _id: product.seller._id, storeName: product.seller.storeName, alias: product.seller.alias },
  };
}

/** What a change did: the new lines, and whether the buyer asked for more than the stock. */
export interface CartChange {
  items: CartItem[];
  refused: boolean;
}

/**
 * Adds a line, or raises the line it matches. Beyond the stock it is refused and nothing
 * changes; a new line starts at least at the minimum order quantity.
 */
export function addItem(items: CartItem[], item: CartItem): CartChange {
  const existing = items.find((candidate) => candidate.uniqueIdentifier === item.uniqueIdentifier);
  const stock = availableStock(item);
  const quantity = existing ? existing.quantity + Math.max(1, item.quantity) : Math.max(quantityFloor(item), item.quantity);
  if (quantity > stock) return { items, refused: true };
  if (!existing) return { items: [...items, { ...item, quantity }], refused: false };
  return {
    items: items.map((candidate) => (candidate === existing ? { ...item, quantity } : candidate)),
    refused: false,
  };
}

/**
 * Sets a line's quantity, clamped between its floor (minimum 1) and its stock. Asking for more
 * than the stock is refused: the line stops at the stock.
 */
export function setQuantity(items: CartItem[], uniqueIdentifier: string, requested: number): CartChange {
  const item = items.find((candidate) => candidate.uniqueIdentifier === uniqueIdentifier);
  if (!item || !Number.isFinite(requested)) return { items, refused: false };
  const stock = availableStock(item);
  const wanted = Math.floor(requested);
  const quantity = Math.max(quantityFloor(item), Math.min(wanted, stock));
  const refused = wanted > stock;
  if (quantity === item.quantity) return { items, refused };
  return { items: items.map((candidate) => (candidate === item ? { ...item, quantity } : candidate)), refused };
}

export const increaseQuantity = (items: CartItem[], uniqueIdentifier: string): CartChange => {
  const item = items.find((candidate) => candidate.uniqueIdentifier === uniqueIdentifier);
  return item ? setQuantity(items, uniqueIdentifier, item.quantity + 1) : { items, refused: false };
};

/** Never below 1 (nor below the minimum order quantity). */
export const decreaseQuantity = (items: CartItem[], uniqueIdentifier: string): CartChange => {
  const item = items.find((candidate) => candidate.uniqueIdentifier === uniqueIdentifier);
  return item ? setQuantity(items, uniqueIdentifier, item.quantity - 1) : { items, refused: false };
};

/** The same line made for one set of customization values: its own line in the cart. */
export function withCustomization(item: CartItem, customization: CartCustomization): CartItem {
  return { ...item, uniqueIdentifier: `${item.uniqueIdentifier}:${customization.customInputId}`, customization };
}
