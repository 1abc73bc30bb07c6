import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createUser, injectJson, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { sellerCapabilities, sellerCapabilityCategories } from '../../db/schema/capabilities';
import { categories } from '../../db/schema/categories';
import { sellerAddresses, sellers } from '../../db/schema/sellers';
import { createApplicant, createApprovedSeller, sellersPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

const senderAddress = (sellerId: string, name: string, email: string) => ({
  sellerId,
  name,
  phone: '+902125554433',
  email,
  address: 'Fatih Mah. Sanayi Sk. No: 4',
  city: 'İstanbul',
  district: 'Esenyurt',
});

const saveCapabilities = (token: string, body: Record<string, unknown>) =>
  injectJson(t.app, { method: 'PUT', url: '/api/seller/capabilities', headers: auth(token), body });

async function newCategory(name: string) {
  const [row] = await t.app.db
    .insert(categories)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}` })
    .returning({ id: categories.id });
  return row.id;
}

describe('sellers personal data', () => {
  it("gives the owner's store, its sender addresses, logo and cover, and nothing of another store", async () => {
    const a = await createApprovedSeller(t.app, { storeName: 'Kara Hırdavat', contactEmail: 'satis@karahirdavat.com.tr', storeLocation: 'Ostim, Ankara' }, 'Ayşe Kara');
    const b = await createApplicant(t.app, { storeName: 'Demirtaş Rulman', contactEmail: 'info@demirtasrulman.com.tr', storeLocation: 'Kemalpaşa, İzmir' }, 'Bora Demirtaş');
    await t.app.db.update(sellers).set({ storeLogo: '/uploads/stores/logo-a.webp', coverImage: '/uploads/stores/cover-a.webp' }).where(eq(sellers.id, a.seller._id));
    await t.app.db.update(sellers).set({ storeLogo: '/uploads/stores/logo-b.webp' }).where(eq(sellers.id, b.seller._id));
    await t.app.db.insert(sellerAddresses).values([
      senderAddress(a.seller._id, 'Ostim Depo', 'depo@karahirdavat.com.tr'),
      senderAddress(b.seller._id, 'Kemalpaşa Depo', 'depo@demirtasrulman.com.tr'),
    ]);

    const { data, files } = await sellersPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.store).toMatchObject({
      id: a.seller._id,
      storeName: 'Kara Hırdavat',
      alias: a.seller.alias,
      contactEmail: 'satis@karahirdavat.com.tr',
      storeLocation: 'Ostim, Ankara',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      storeAddress: expect.objectContaining({ city: 'İstanbul', district: 'Başakşehir' }),
      status: 'approved',
      approvedAt: expect.any(Date),
    });
    expect(data.senderAddresses).toEqual([expect.objectContaining({ name: 'Ostim Depo', email: 'depo@karahirdavat.com.tr', city: 'İstanbul', district: 'Esenyurt' })]);
    expect(files).toEqual([
      { name: 'magaza-logosu.webp', from: 'public', url: '/uploads/stores/logo-a.webp' },
      { name: 'magaza-kapak-resmi.webp', from: 'public', url: '/uploads/stores/cover-a.webp' },
    ]);
    const json = JSON.stringify({ data, files });
    for (const absent of [b.user.id, b.user.email, b.seller._id, 'Bora Demirtaş', 'Demirtaş Rulman', 'demirtasrulman', 'Kemalpaşa', 'logo-b']) expect(json).not.toContain(absent);
  });

  it('gives no store and an empty address list to a person without a store', async () => {
    const c = await createUser(t.app);
    expect(await sellersPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({
      data: { store: null, senderAddresses: [], capabilities: null },
      files: [],
    });
  });

  it("gives the store's capabilities, not another store's, and null before any were saved", async () => {
    const a = await createApprovedSeller(t.app, { storeName: 'Kaya Kalıp' }, 'Kemal Kaya');
    const b = await createApprovedSeller(t.app, { storeName: 'Yıldız Pres' }, 'Sevgi Yıldız');
    expect((await sellersPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email })).data.capabilities).toBeNull();
    const molds = await newCategory('Kalıp İmalatı');
    const presses = await newCategory('Pres Parçaları');
    expect((await saveCapabilities(a.token, { categoryIds: [molds], processes: ['casting'], materials: ['Dökme demir'], cities: ['16'], capacityNote: 'Ayda 12 kalıp.' })).status).toBe(200);
    expect((await saveCapabilities(b.token, { categoryIds: [presses], processes: ['sheet_bending'], materials: ['Galvaniz sac'], allTurkey: true, capacityNote: 'Haftada 900 parça.' })).status).toBe(200);

    const { data } = await sellersPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });
    expect(data.capabilities).toEqual({
      categories: [{ id: molds, name: 'Kalıp İmalatı' }],
      processes: ['casting'],
      materials: ['Dökme demir'],
      cityCodes: ['16'],
      allTurkey: false,
      capacityNote: 'Ayda 12 kalıp.',
      updatedAt: expect.any(Date),
    });
    const json = JSON.stringify(data);
    for (const absent of [presses, 'Pres Parçaları', 'sheet_bending', 'Galvaniz sac', 'Haftada 900']) expect(json).not.toContain(absent);
  });

  it("erases the store's capabilities with the store, whether the store stays retained or goes", async () => {
    const approved = await createApprovedSeller(t.app, { storeName: 'Silinen Torna' });
    const pending = await createApplicant(t.app, { storeName: 'Silinen Başvuru' });
    const category = await newCategory('Silinecek Kategori');
    expect((await saveCapabilities(approved.token, { categoryIds: [category], processes: ['turning'], cities: ['06'] })).status).toBe(200);
    // An application cannot save capabilities through the API; its rows go with the store all the same.
    await t.app.db.insert(sellerCapabilities).values({ sellerId: pending.seller._id, processes: ['welding'] });
    await t.app.db.insert(sellerCapabilityCategories).values({ sellerId: pending.seller._id, categoryId: category });

    for (const { user, seller } of [approved, pending]) {
      await t.app.db.transaction((tx) => sellersPersonalData.erase!(tx, { id: user.id, email: user.email, storeId: seller._id, at: new Date() }));
      expect(await t.app.db.select().from(sellerCapabilities).where(eq(sellerCapabilities.sellerId, seller._id))).toEqual([]);
      expect(await t.app.db.select().from(sellerCapabilityCategories).where(eq(sellerCapabilityCategories.sellerId, seller._id))).toEqual([]);
    }
    // The retained store is still there, only without what it made.
    expect(await t.app.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, approved.seller._id))).toHaveLength(1);
  });
});
