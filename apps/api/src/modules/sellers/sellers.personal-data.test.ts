import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
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
    expect(await sellersPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { store: null, senderAddresses: [] }, files: [] });
  });
});
