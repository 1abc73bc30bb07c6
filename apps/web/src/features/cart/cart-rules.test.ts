import { describe, expect, it } from 'vitest';
import { productOf } from '@/testing/product-fixtures';
import { addItem, availableStock, cartItemOf, decreaseQuantity, increaseQuantity, setQuantity, uniqueIdentifierOf, type CartItem } from './cart-rules';
import { cartTotals, couponItemsOf, groupByStore, orderLinesOf } from './cart-totals';

const welding = productOf(); // variants v1 (z1: 12, z2: 3), v2 (z3: 0); minimum order 2; stock 17
const plain = productOf({
  _id: 'p2',
  name: 'İş Eldiveni',
  slug: 'is-eldiveni',
  variants: [],
  stock: 4,
  price: 100,
  minimumOrderQuantity: 1,
  shippingCost: 40,
  freeShippingThreshold: 500,
});
const otherStore = productOf({
  _id: 'p3',
  name: 'Pnömatik Silindir',
  slug: 'pnomatik-silindir',
  variants: [],
  stock: 50,
  price: 300,
  minimumOrderQuantity: 1,
  shippingCost: 0,
  freeShippingThreshold: 0,
  sellerId: 's2',
  seller: { _id: 's2', storeName: 'Ege Otomasyon', alias: 'ege-otomasyon', storeLogo: null, verifiedSeller: true },
});
const digital = productOf({
  _id: 'p4',
  name: 'Flanş STL',
  slug: 'flans-stl',
  productType: 'model3d',
  isDigital: true,
  is3DModel: true,
  variants: [],
  stock: 9999,
  price: 80,
  minimumOrderQuantity: 1,
  shippingCost: 25,
  freeShippingThreshold: 0,
});

const line = (items: CartItem[], id: string) => items.find((item) => item.uniqueIdentifier === id)!;

describe('cart item from the product page', () => {
  it('keys a line by product + variant + size and keeps the chosen size first', () => {
    const item = cartItemOf(welding, { variantId: 'v1', sizeId: 'z2' });
    expect(item.uniqueIdentifier).toBe(uniqueIdentifierOf('p1', 'v1', 'z2'));
    expect(item.uniqueIdentifier).not.toBe(cartItemOf(welding, { variantId: 'v1', sizeId: 'z1' }).uniqueIdentifier);
    expect(item.selectedVariant).toEqual({ _id: 'v1', name: '5 kg makara', sizes: [{ _id: 'z2', label: '1.2 mm', stock: 3 }] });
    expect(item.quantity).toBe(2); // the minimum order quantity
  });

  it('adds the variant price difference to the unit price', () => {
    expect(cartItemOf(welding, { variantId: 'v2', sizeId: 'z3' }).unitPrice).toBe(1249.9 + 1500);
  });

  it('defaults: minimum order 1, no shipping for digital goods', () => {
    const item = cartItemOf({ ...plain, minimumOrderQuantity: 0 }, { variantId: null, sizeId: null });
    expect(item.minimumOrderQuantity).toBe(1);
    expect(cartItemOf(digital, { variantId: null, sizeId: null })).toMatchObject({ shippingCost: 0, freeShippingThreshold: 0, isDigital: true });
  });
});

describe('stock (spec §5)', () => {
  it('comes from the first size of the selected variant', () => {
    expect(availableStock(cartItemOf(welding, { variantId: 'v1', sizeId: 'z2' }))).toBe(3);
  });

  it('otherwise from the product', () => {
    expect(availableStock(cartItemOf(plain, { variantId: null, sizeId: null }))).toBe(4);
    expect(availableStock({ stock: 17, selectedVariant: { _id: 'v1', name: 'x', sizes: [] } })).toBe(17);
  });
});

describe('adding', () => {
  it('adds a new line at least at the minimum order quantity', () => {
    const { items, refused } = addItem([], { ...cartItemOf(welding, { variantId: 'v1', sizeId: 'z1' }), quantity: 1 });
    expect(refused).toBe(false);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
  });

  it('raises the same line instead of adding a second one', () => {
    const item = cartItemOf(plain, { variantId: null, sizeId: null }, 1);
    const once = addItem([], item).items;
    const twice = addItem(once, item);
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]!.quantity).toBe(2);
  });

  it('keeps different sizes of one product on separate lines', () => {
    const first = addItem([], cartItemOf(welding, { variantId: 'v1', sizeId: 'z1' })).items;
    expect(addItem(first, cartItemOf(welding, { variantId: 'v1', sizeId: 'z2' })).items).toHaveLength(2);
  });

  it('refuses a new line beyond the stock and leaves the cart as it was', () => {
    const result = addItem([], cartItemOf(plain, { variantId: null, sizeId: null }, 5));
    expect(result).toEqual({ items: [], refused: true });
  });

  it('refuses raising an existing line beyond the stock', () => {
    const item = cartItemOf(welding, { variantId: 'v1', sizeId: 'z2' }, 2);
    const cart = addItem([], item).items;
    const result = addItem(cart, item); // 2 + 2 > 3
    expect(result.refused).toBe(true);
    expect(result.items).toBe(cart);
  });

  it('refuses a sold-out size, and a minimum order larger than the stock', () => {
    expect(addItem([], cartItemOf(welding, { variantId: 'v2', sizeId: 'z3' })).refused).toBe(true);
    expect(addItem([], cartItemOf({ ...plain, minimumOrderQuantity: 5 }, { variantId: null, sizeId: null })).refused).toBe(true);
  });

  it('takes the fresh stock and price of a line added again', () => {
    const cart = addItem([], cartItemOf(plain, { variantId: null, sizeId: null }, 1)).items;
    const { items } = addItem(cart, cartItemOf({ ...plain, price: 120, stock: 10 }, { variantId: null, sizeId: null }, 1));
    expect(items[0]).toMatchObject({ quantity: 2, unitPrice: 120, stock: 10 });
  });
});

describe('changing the quantity', () => {
  const id = uniqueIdentifierOf('p1', 'v1', 'z2'); // stock 3, minimum 2
  const cart = addItem([], cartItemOf(welding, { variantId: 'v1', sizeId: 'z2' })).items;

  it('raises by one up to the stock, then refuses', () => {
    const raised = increaseQuantity(cart, id);
    expect(raised.refused).toBe(false);
    expect(line(raised.items, id).quantity).toBe(3);
    const beyond = increaseQuantity(raised.items, id);
    expect(beyond.refused).toBe(true);
    expect(line(beyond.items, id).quantity).toBe(3);
  });

  it('never decrements below 1', () => {
    const single = addItem([], cartItemOf(plain, { variantId: null, sizeId: null }, 1)).items;
    const result = decreaseQuantity(single, uniqueIdentifierOf('p2'));
    expect(result.refused).toBe(false);
    expect(result.items[0]!.quantity).toBe(1);
  });

  it('never decrements below the minimum order quantity', () => {
    expect(line(decreaseQuantity(cart, id).items, id).quantity).toBe(2);
  });

  it('clamps a typed quantity to the stock and reports the refusal', () => {
    const result = setQuantity(cart, id, 40);
    expect(result.refused).toBe(true);
    expect(line(result.items, id).quantity).toBe(3);
  });

  it('clamps a typed quantity to at least 1 (and the minimum order)', () => {
    const single = addItem([], cartItemOf(plain, { variantId: null, sizeId: null }, 2)).items;
    expect(setQuantity(single, uniqueIdentifierOf('p2'), 0).items[0]!.quantity).toBe(1);
    expect(setQuantity(single, uniqueIdentifierOf('p2'), -4).items[0]!.quantity).toBe(1);
    expect(line(setQuantity(cart, id, 1).items, id).quantity).toBe(2);
  });

  it('ignores unknown lines and nonsense', () => {
    expect(setQuantity(cart, 'nope', 3).items).toBe(cart);
    expect(setQuantity(cart, id, Number.NaN).items).toBe(cart);
  });
});

describe('stores, shipping and totals', () => {
  const cart = [
    cartItemOf(plain, { variantId: null, sizeId: null }, 2), // store s1: 200, shipping 40, free from 500
    cartItemOf(otherStore, { variantId: null, sizeId: null }, 1), // store s2: 300, ships free
    cartItemOf(digital, { variantId: null, sizeId: null }, 1), // store s1, digital: 80
  ];

  it('groups lines per store with each store shipping once', () => {
    const groups = groupByStore(cart);
    expect(groups.map((group) => group.seller.storeName)).toEqual(['Demir Endüstriyel', 'Ege Otomasyon']);
    expect(groups[0]).toMatchObject({ itemsTotal: 280, shippingCost: 40, freeShippingThreshold: 500, remainingForFreeShipping: 220, total: 320 });
    expect(groups[1]).toMatchObject({ itemsTotal: 300, shippingCost: 0, remainingForFreeShipping: 0 });
  });

  it('ships free once the store threshold is reached', () => {
    const [group] = groupByStore([cartItemOf({ ...plain, stock: 10 }, { variantId: null, sizeId: null }, 5)]);
    expect(group).toMatchObject({ itemsTotal: 500, shippingCost: 0, remainingForFreeShipping: 0 });
  });

  it('charges the highest shipping cost of the store once', () => {
    const pricier = productOf({ ...plain, _id: 'p5', shippingCost: 65, freeShippingThreshold: 0 });
    const [group] = groupByStore([cartItemOf(plain, { variantId: null, sizeId: null }, 1), cartItemOf(pricier, { variantId: null, sizeId: null }, 1)]);
    expect(group!.shippingCost).toBe(65);
  });

  it('ships nothing for a digital-only store', () => {
    expect(groupByStore([cartItemOf(digital, { variantId: null, sizeId: null }, 3)])[0]).toMatchObject({ shippingCost: 0, total: 240 });
  });

  it('adds up in kuruş: items, shipping, the discount and the total', () => {
    expect(cartTotals(cart, 58)).toEqual({ count: 4, itemsTotal: 580, shippingTotal: 40, discount: 58, total: 562 });
    const cents = [cartItemOf({ ...plain, price: 0.1, stock: 10, shippingCost: 0 }, { variantId: null, sizeId: null }, 3)];
    expect(cartTotals(cents).total).toBe(0.3);
  });

  it('never discounts more than the items', () => {
    expect(cartTotals(cart, 10_000).discount).toBe(580);
  });

  it('sends ids and quantities only to the order and the coupon preview', () => {
    const sized = cartItemOf(welding, { variantId: 'v1', sizeId: 'z1' }, 2);
    expect(orderLinesOf([sized, cart[0]!])).toEqual([
      { productId: 'p1', variantId: 'v1', sizeId: 'z1', quantity: 2 },
      { productId: 'p2', quantity: 2 },
    ]);
    expect(couponItemsOf([sized])).toEqual([{ productId: 'p1', variantId: 'v1', quantity: 2 }]);
  });
});
