import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from './seller-fixtures';
import { sellerAddresses } from '../../db/schema/sellers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Entry {
  addressUUID: string;
  _id: string;
  isDefault: boolean;
  isActive: boolean;
  isStoreAddress: boolean;
  senderAddress: Record<string, string | null>;
  createdAt: string;
}

const readProfile = async (token: string) =>
  injectJson(t.app, { method: 'GET', url: '/api/seller/profile/me', headers: auth(token) });
const putProfile = (token: string, body: Record<string, unknown>) =>
  injectJson(t.app, { method: 'PUT', url: '/api/seller/profile/me', headers: auth(token), body });

let counter = 0;
const address = (overrides: Record<string, unknown> = {}) => ({
  name: `Depo ${(counter += 1)}`,
  phone: '0212 555 44 33',
  email: 'depo@ornek.com.tr',
  address: 'Fatih Mah. Sanayi Sk. No: 4',
  street: 'Sanayi Sk.',
  city: 'İstanbul',
  district: 'Esenyurt',
  country: '',
  zip: '34510',
  ...overrides,
});

const defaults = (entries: Entry[]) => entries.filter((entry) => entry.isDefault).map((entry) => entry.addressUUID);

async function storedDefaults(sellerId: string) {
  const rows = await t.app.db
    .select({ id: sellerAddresses.id })
    .from(sellerAddresses)
    .where(and(eq(sellerAddresses.sellerId, sellerId), eq(sellerAddresses.isDefault, true)));
  return rows.map((row) => row.id);
}

/** What the client does: read the list, change it, put it back. */
async function editList(token: string, change: (entries: Entry[]) => unknown[]) {
  const { body } = await readProfile(token);
  return putProfile(token, { addresses: change(body.addresses) });
}

describe('seller profile and sender addresses', () => {
  it('starts with the store-default entry built from the profile, as the default', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Profil Mağazası' });
    const { status, body } = await readProfile(seller.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      storeName: 'Profil Mağazası',
      storeLocation: 'İkitelli OSB, İstanbul',
      contactPhone: '+905321234567',
      contactEmail: 'satis@demircelik.com.tr',
      storeAddress: { street: 'Atatürk Cad. No: 1', city: 'İstanbul', district: 'Başakşehir', country: 'TR', zip: '34490' },
      createdAt: expect.any(String),
    });
    expect(body.addresses).toEqual([
      {
        _id: 'store-default',
        addressUUID: 'store-default',
        isDefault: true,
        isActive: true,
        isStoreAddress: true,
        senderAddress: {
          name: 'Profil Mağazası',
          phone: '+905321234567',
          email: 'satis@demircelik.com.tr',
          address: 'İkitelli OSB, İstanbul',
          street: 'Atatürk Cad. No: 1',
          city: 'İstanbul',
          district: 'Başakşehir',
          country: 'TR',
          zip: '34490',
        },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('keeps exactly one default through add, update, set-default and delete', async () => {
    const seller = await createApprovedSeller(t.app);
    const sellerId = seller.seller._id;

    // Add a first address as default: it takes over from the store entry.
    const added = await editList(seller.token, (list) => [...list, { isDefault: true, senderAddress: address({ name: 'Ana Depo' }) }]);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Satıcı bilgileri ve adresler başarıyla güncellendi');
    const main = added.body.addresses.find((entry: Entry) => entry.senderAddress.name === 'Ana Depo') as Entry;
    expect(main.senderAddress).toMatchObject({ phone: '+902125554433', country: 'TR' });
    expect(defaults(added.body.addresses)).toEqual([main.addressUUID]);

    // Add a second one without the flag: the default stays.
    const second = await editList(seller.token, (list) => [...list, { senderAddress: address({ name: 'Yan Depo' }) }]);
    const side = second.body.addresses.find((entry: Entry) => entry.senderAddress.name === 'Yan Depo') as Entry;
    expect(defaults(second.body.addresses)).toEqual([main.addressUUID]);

    // Update the default's fields: it stays the default.
    const updated = await editList(seller.token, (list) =>
      list.map((entry) => (entry.addressUUID === main.addressUUID ? { ...entry, senderAddress: { ...entry.senderAddress, district: 'Bağcılar' } } : entry)),
    );
    expect(updated.body.addresses.find((entry: Entry) => entry.addressUUID === main.addressUUID).senderAddress.district).toBe('Bağcılar');
    expect(defaults(updated.body.addresses)).toEqual([main.addressUUID]);

    // Set the other one as default the way the client does (clearing the rest).
    const switched = await editList(seller.token, (list) => list.map((entry) => ({ ...entry, isDefault: entry.addressUUID === side.addressUUID })));
    expect(defaults(switched.body.addresses)).toEqual([side.addressUUID]);
    expect(await storedDefaults(sellerId)).toEqual([side.addressUUID]);

    // Several marked default: the last one wins.
    const many = await editList(seller.token, (list) => list.map((entry) => ({ ...entry, isDefault: true })));
    expect(defaults(many.body.addresses)).toEqual([side.addressUUID]);
    const reversed = await editList(seller.token, (list) => [...list].reverse().map((entry) => ({ ...entry, isDefault: true })));
    expect(defaults(reversed.body.addresses)).toEqual(['store-default']);
    expect(await storedDefaults(sellerId)).toEqual([]);

    // Make a real one default again, then delete it: the store entry becomes the default.
    await editList(seller.token, (list) => list.map((entry) => ({ ...entry, isDefault: entry.addressUUID === main.addressUUID })));
    const deleted = await editList(seller.token, (list) => list.filter((entry) => entry.addressUUID !== main.addressUUID));
    expect(deleted.body.addresses.map((entry: Entry) => entry.addressUUID)).toEqual(['store-default', side.addressUUID]);
    expect(defaults(deleted.body.addresses)).toEqual(['store-default']);
    expect(await storedDefaults(sellerId)).toEqual([]);
  });

  it('keeps the current default when the posted list marks none, and never defaults an inactive address', async () => {
    const seller = await createApprovedSeller(t.app);
    const created = await putProfile(seller.token, {
      addresses: [{ isDefault: true, senderAddress: address({ name: 'Birinci' }) }, { senderAddress: address({ name: 'İkinci' }) }],
    });
    const [, first, second] = created.body.addresses as Entry[];
    expect(defaults(created.body.addresses)).toEqual([first.addressUUID]);
    const unmarked = await putProfile(seller.token, {
      addresses: [
        { addressUUID: first.addressUUID, senderAddress: first.senderAddress },
        { addressUUID: second.addressUUID, senderAddress: second.senderAddress },
      ],
    });
    expect(defaults(unmarked.body.addresses)).toEqual([first.addressUUID]);
    const inactive = await putProfile(seller.token, {
      addresses: [
        { addressUUID: first.addressUUID, isDefault: false, senderAddress: first.senderAddress },
        { addressUUID: second.addressUUID, isDefault: true, isActive: false, senderAddress: second.senderAddress },
      ],
    });
    expect(defaults(inactive.body.addresses)).toEqual(['store-default']);
    expect(inactive.body.addresses[2]).toMatchObject({ isActive: false, isDefault: false });
  });

  it('refuses bad addresses per field and saves nothing', async () => {
    const seller = await createApprovedSeller(t.app);
    const { status, body } = await putProfile(seller.token, {
      addresses: [
        { senderAddress: address() },
        { senderAddress: address({ phone: '123', email: 'yok', city: ' ', district: '', zip: 'abc', address: '' }) },
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      'addresses.1.senderAddress.phone': 'Geçerli bir telefon numarası girin (0XXX XXX XX XX).',
      'addresses.1.senderAddress.email': 'Geçerli bir e-posta adresi girin.',
      'addresses.1.senderAddress.city': 'İl gerekli.',
      'addresses.1.senderAddress.district': 'İlçe gerekli.',
      'addresses.1.senderAddress.zip': 'Posta kodu 5 haneli olmalı.',
      'addresses.1.senderAddress.address': 'Adres gerekli.',
    });
    expect((await readProfile(seller.token)).body.addresses).toHaveLength(1);
    const created = await putProfile(seller.token, { addresses: [{ senderAddress: address() }] });
    const id = created.body.addresses[1].addressUUID;
    const duplicate = await putProfile(seller.token, {
      addresses: [
        { addressUUID: id, senderAddress: address() },
        { addressUUID: id, senderAddress: address() },
      ],
    });
    expect(duplicate.status).toBe(400);
  });

  it('updates store fields, keeping any left empty; the country defaults to TR', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Eski Ad' });
    const { status, body } = await putProfile(seller.token, {
      storeName: '',
      contactPhone: '0533 222 11 00',
      contactEmail: '',
      storeLocation: '',
      storeAddress: { street: '', city: 'Bursa', district: 'Nilüfer', country: '', zip: '' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      storeName: 'Eski Ad',
      contactPhone: '+905332221100',
      contactEmail: 'satis@demircelik.com.tr',
      storeLocation: 'İkitelli OSB, İstanbul',
      storeAddress: { street: 'Atatürk Cad. No: 1', city: 'Bursa', district: 'Nilüfer', country: 'TR', zip: '34490' },
    });
    expect(body.addresses[0].senderAddress).toMatchObject({ phone: '+905332221100', city: 'Bursa', district: 'Nilüfer' });
    // Editing the store entry's own fields has no effect: the profile fields are its source.
    const edited = await editList(seller.token, (list) => list.map((entry) => ({ ...entry, senderAddress: { name: 'Yok Sayılır' } })));
    expect(edited.status).toBe(200);
    expect(edited.body.addresses[0].senderAddress.name).toBe('Eski Ad');
  });

  it('ends with exactly one default after 20 concurrent saves, each choosing another address', async () => {
    const seller = await createApprovedSeller(t.app);
    const created = await putProfile(seller.token, {
      addresses: Array.from({ length: 20 }, (_, index) => ({ senderAddress: address({ name: `Depo ${index + 1}` }) })),
    });
    expect(created.status).toBe(200);
    const list = created.body.addresses as Entry[];
    const real = list.filter((entry) => !entry.isStoreAddress);
    expect(real).toHaveLength(20);
    const results = await Promise.all(
      real.map((chosen) =>
        putProfile(seller.token, { addresses: list.map((entry) => ({ ...entry, isDefault: entry.addressUUID === chosen.addressUUID })) }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    for (const result of results) expect(defaults(result.body.addresses)).toHaveLength(1);
    const stored = await storedDefaults(seller.seller._id);
    expect(stored).toHaveLength(1);
    const final = await readProfile(seller.token);
    expect(defaults(final.body.addresses)).toEqual(stored);
    expect(final.body.addresses).toHaveLength(21);
  });

  it('is for sellers only', async () => {
    const { token } = await createUser(t.app);
    expect((await readProfile(token)).status).toBe(403);
    expect((await putProfile(token, {})).status).toBe(403);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/seller/profile/me' })).status).toBe(401);
  });
});
