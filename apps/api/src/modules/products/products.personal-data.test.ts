import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { favorites, productImages, productVariants, productVariantSizes } from '../../db/schema/products';
import { insertCategoryTree, insertProduct } from '../questions';
import { createApplicant } from '../sellers';
import { productsPersonalData } from '.';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await personalDataApp();
  categoryId = (await insertCategoryTree(t.app, 'Bağlantı Elemanları')).main.id;
});
afterAll(releasePersonalDataApp);

describe('products personal data', () => {
  it("gives the person's favourites and their store's products, pictures and variants, nothing of another store or buyer", async () => {
    const a = await createApplicant(t.app, { storeName: 'Kara Hırdavat' }, 'Ayşe Kara');
    const b = await createApplicant(t.app, { storeName: 'Demirtaş Rulman' }, 'Bora Demirtaş');
    const bolt = await insertProduct(t.app, { sellerId: a.seller._id, mainCategoryId: categoryId, name: 'M8 Galvaniz Cıvata', price: 250, stock: 100, brand: 'Kara' });
    const manual = await insertProduct(t.app, {
      sellerId: a.seller._id,
      mainCategoryId: categoryId,
      name: 'Cıvata Tork Tablosu PDF',
      productType: 'digital',
      price: 4_990,
      digitalFileKey: 'digital/tork-tablosu-gizli-anahtar.pdf',
      digitalFileName: 'tork-tablosu.pdf',
      digitalFileSize: 182_000,
      uploadState: 'uploaded',
    });
    const bearing = await insertProduct(t.app, { sellerId: b.seller._id, mainCategoryId: categoryId, name: '6204 Rulman Demirtaş' });
    await t.app.db.insert(productImages).values([
      { productId: bolt.id, listUrl: '/uploads/products/civata-list.webp', detailUrl: '/uploads/products/civata.webp', status: 'approved' },
      { productId: bearing.id, listUrl: '/uploads/products/rulman-list.webp', detailUrl: '/uploads/products/rulman.webp', status: 'approved' },
    ]);
    const [variant] = await t.app.db.insert(productVariants).values({ productId: bolt.id, name: 'Paslanmaz A2', priceDelta: 120 }).returning();
    await t.app.db.insert(productVariantSizes).values([
      { variantId: variant.id, label: '20 mm', stock: 60, position: 0 },
      { variantId: variant.id, label: '30 mm', stock: 40, position: 1 },
    ]);
    await t.app.db.insert(favorites).values([
      { userId: a.user.id, productId: bearing.id },
      { userId: b.user.id, productId: bolt.id },
    ]);

    const { data, files } = await productsPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.favorites).toEqual([
      { productId: bearing.id, productName: '6204 Rulman Demirtaş', slug: bearing.slug, storeName: 'Demirtaş Rulman', price: 12_500, favoritedAt: expect.any(Date) },
    ]);
    expect(data.storeProducts).toEqual([
      expect.objectContaining({
        id: bolt.id,
        name: 'M8 Galvaniz Cıvata',
        brand: 'Kara',
        price: 250,
        stock: 100,
        mainCategory: 'Bağlantı Elemanları',
        status: 'active',
        approvalStatus: 'approved',
        digitalFile: null,
        variants: [{ name: 'Paslanmaz A2', sku: null, priceDelta: 120, sizes: [{ label: '20 mm', stock: 60 }, { label: '30 mm', stock: 40 }] }],
        pictures: [{ url: '/uploads/products/civata.webp', status: 'approved', createdAt: expect.any(Date) }],
      }),
      expect.objectContaining({
        id: manual.id,
        productType: 'digital',
        price: 4_990,
        digitalFile: { name: 'tork-tablosu.pdf', size: 182_000 },
        variants: [],
        pictures: [],
      }),
    ]);
    expect(files).toEqual([]);
    const storeJson = JSON.stringify(data.storeProducts);
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', bearing.id, 'rulman.webp', 'gizli-anahtar']) expect(storeJson).not.toContain(absent);
    expect(JSON.stringify(data)).not.toContain(b.user.id);
  });

  it('gives empty lists to a person with no favourites and no store', async () => {
    const c = await createUser(t.app);
    expect(await productsPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { favorites: [], storeProducts: [] }, files: [] });
  });
});
