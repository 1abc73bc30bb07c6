import type { CartItem } from './cart-rules';

// Apart from cart-rules.ts: the slice's rules run in every page's first load, the prices only on
// the cart and checkout pages.

const toKurus = (lira: number) => Math.round(lira * 100);
const toLira = (kurus: number) => kurus / 100;

/** One store's part of the cart: one parcel, shipped at the store's cost unless its threshold is reached. */
export interface StoreGroup {
  seller: CartItem['seller'];
  items: CartItem[];
  itemsTotal: number;
  shippingCost: number;
  /** 0 when the store offers no free shipping. */
  freeShippingThreshold: number;
  /** What is left to buy for free shipping; 0 when it is free already or not offered. */
  remainingForFreeShipping: number;
  total: number;
}

export function lineTotal(item: Pick<CartItem, 'unitPrice' | 'quantity'>): number {
  return toLira(toKurus(item.unitPrice) * item.quantity);
}

/**
 * Mirrors the server's pricing (the order's real figures come from it): the highest shipping
 * cost among the store's physical lines, free once the store's items reach its highest
 * free-shipping threshold. Digital goods ship nothing.
 */
function storeShipping(items: CartItem[], itemsTotalKurus: number) {
  const physical = items.filter((item) => !item.isDigital);
  if (physical.length === 0) return { cost: 0, threshold: 0, remaining: 0 };
  const cost = Math.max(...physical.map((item) => toKurus(item.shippingCost)));
  const threshold = Math.max(...physical.map((item) => toKurus(item.freeShippingThreshold)));
  if (cost === 0) return { cost: 0, threshold, remaining: 0 };
  if (threshold > 0 && itemsTotalKurus >= threshold) return { cost: 0, threshold, remaining: 0 };
  return { cost, threshold, remaining: threshold > 0 ? threshold - itemsTotalKurus : 0 };
}

/** Lines per store, in the order the stores were first added. */
export function groupByStore(items: CartItem[]): StoreGroup[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) groups.set(item.seller._id, [...(groups.get(item.seller._id) ?? []), item]);
  return [...groups.values()].map((lines) => {
    const itemsTotal = lines.reduce((sum, item) => sum + toKurus(item.unitPrice) * item.quantity, 0);
    const shipping = storeShipping(lines, itemsTotal);
    return {
      seller: lines[0]!.seller,
      items: lines,
      itemsTotal: toLira(itemsTotal),
      shippingCost: toLira(shipping.cost),
      freeShippingThreshold: toLira(shipping.threshold),
      remainingForFreeShipping: toLira(shipping.remaining),
      total: toLira(itemsTotal + shipping.cost),
    };
  });
}

export interface CartTotals {
  count: number;
  itemsTotal: number;
  shippingTotal: number;
  discount: number;
  total: number;
}

export function cartTotals(items: CartItem[], discount = 0): CartTotals {
  const groups = groupByStore(items);
  const itemsTotal = groups.reduce((sum, group) => sum + toKurus(group.itemsTotal), 0);
  const shippingTotal = groups.reduce((sum, group) => sum + toKurus(group.shippingCost), 0);
  const off = Math.min(toKurus(discount), itemsTotal);
  return {
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: toLira(itemsTotal),
    shippingTotal: toLira(shippingTotal),
    discount: toLira(off),
    total: toLira(itemsTotal + shippingTotal - off),
  };
}

/** `POST /orders` lines: ids and quantities only (the server prices them). */
export function orderLinesOf(items: CartItem[]) {
  return items.map((item) => ({
    productId: item.productId,
    ...(item.selectedVariant ? { variantId: item.selectedVariant._id } : {}),
    ...(item.selectedVariant?.sizes[0] ? { sizeId: item.selectedVariant.sizes[0]._id } : {}),
    ...(item.customization ? { customInputId: item.customization.customInputId } : {}),
    quantity: item.quantity,
  }));
}

/** `apply-coupon` items, so a store coupon counts only its store's lines. */
export function couponItemsOf(items: CartItem[]) {
  return items.map((item) => ({
    productId: item.productId,
    ...(item.selectedVariant ? { variantId: item.selectedVariant._id } : {}),
    quantity: item.quantity,
  }));
}
