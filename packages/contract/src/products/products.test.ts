import { describe, expect, it } from 'vitest';
import { createProductBody, kurusToTl, productListQuery, tlToKurus, updateProductBody } from './index';

const base = { name: 'Altıgen Cıvata', price: 10, mainCategory: 'hirdavat' };

describe('money', () => {
  it('reads TL as a Turkish form writes it and converts to kuruş exactly', () => {
    for (const [input, kurus] of [
      ['1.250,50', 125050],
      ['1250,5', 125050],
      ['1250.50', 125050],
      [0.29, 29],
      [19.99, 1999],
      ['₺ 4,90', 490],
    ] as const) {
      const parsed = createProductBody.parse({ ...base, price: input });
      expect([input, tlToKurus(parsed.price)]).toEqual([input, kurus]);
      expect(kurusToTl(tlToKurus(parsed.price))).toBe(parsed.price);
    }
  });

  it('refuses more than two decimals, negatives and words, in Turkish', () => {
    for (const price of [1.999, -1, 'bedava', '']) {
      const result = createProductBody.safeParse({ ...base, price });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toMatch(/^Fiyat /);
    }
  });
});

describe('product forms', () => {
  it('fills the cart defaults (spec §3) and reads multipart text', () => {
    const parsed = createProductBody.parse({
      ...base,
      shippingCost: '',
      subCategories: '["a","b"]',
      variants: '[{"name":"A2","sizes":[{"label":"M8","stock":"4"}]}]',
    });
    expect(parsed).toMatchObject({ minimumOrderQuantity: 1, shippingCost: 0, freeShippingThreshold: 0, productType: 'physical' });
    expect(parsed.subCategories).toEqual(['a', 'b']);
    expect(parsed.variants).toEqual([{ name: 'A2', priceDelta: 0, sizes: [{ label: 'M8', stock: 4 }] }]);
  });

  it("keeps required fields on '' in an update but clears optional ones", () => {
    expect(updateProductBody.parse({ name: '', price: '', brand: '', sku: 'X-1' })).toMatchObject({ brand: null, sku: 'X-1' });
    expect(updateProductBody.parse({ name: '' }).name).toBeUndefined();
  });
});

describe('listing query', () => {
  it('drops empty values and takes comma lists or repeated sub categories', () => {
    expect(productListQuery.parse({ page: '', limit: '', priceMin: '', sort: '', subCategories: 'a, b' })).toMatchObject({
      page: 1,
      limit: 20,
      subCategories: ['a', 'b'],
    });
    expect(productListQuery.parse({ subCategories: ['a', 'b,c'] }).subCategories).toEqual(['a', 'b', 'c']);
    expect(productListQuery.safeParse({ priceMin: '10', priceMax: '5' }).success).toBe(false);
  });
});
