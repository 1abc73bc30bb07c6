import { randomUUID } from 'node:crypto';
import { capabilityMessages } from '@pazaryeri/contract/sellers/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { sellerCapabilities } from '../../db/schema/capabilities';
import { createApplicant, createApprovedSeller } from './seller-fixtures';

let t: TestApp;
let machining: { id: string; name: string; slug: string };
let lathes: { id: string; name: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  [machining] = await t.app.db
    .insert(categories)
    .values({ name: 'Talaşlı İmalat', slug: 'talasli-imalat-yetkinlik' })
    .returning({ id: categories.id, name: categories.name, slug: categories.slug });
  [lathes] = await t.app.db
    .insert(categories)
    .values({ name: 'Torna Parçaları', slug: 'torna-parcalari-yetkinlik', parentId: machining.id })
    .returning({ id: categories.id, name: categories.name, slug: categories.slug });
});
afterAll(() => t.close());

const read = (token?: string) =>
  injectJson(t.app, { method: 'GET', url: '/api/seller/capabilities', headers: token ? auth(token) : {} });
const save = (token: string | undefined, body: Record<string, unknown>) =>
  injectJson(t.app, { method: 'PUT', url: '/api/seller/capabilities', headers: token ? auth(token) : {}, body });

const full = () => ({
  categoryIds: [machining.id, lathes.id],
  processes: ['milling', 'cnc_machining', 'turning'],
  materials: ['Çelik', 'Alüminyum'],
  cities: ['35', '06', '34'],
  capacityNote: '  Ayda 2.000 parça, 5 eksen CNC.  ',
});

describe('store capabilities', () => {
  it('starts empty, saves and reads back what was saved', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Yetkin Talaş' });
    const empty = await read(seller.token);
    expect(empty.status).toBe(200);
    expect(empty.body.capabilities).toEqual({
      categories: [],
      processes: [],
      materials: [],
      cities: [],
      allTurkey: false,
      capacityNote: null,
      updatedAt: null,
    });

    const saved = await save(seller.token, full());
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(capabilityMessages.saved);
    const expected = {
      categories: [
        { _id: machining.id, name: 'Talaşlı İmalat', slug: machining.slug },
        { _id: lathes.id, name: 'Torna Parçaları', slug: lathes.slug },
      ],
      processes: [
        { key: 'cnc_machining', label: 'CNC işleme' },
        { key: 'turning', label: 'Torna' },
        { key: 'milling', label: 'Freze' },
      ],
      materials: ['Çelik', 'Alüminyum'],
      cities: [
        { code: '06', name: 'Ankara' },
        { code: '34', name: 'İstanbul' },
        { code: '35', name: 'İzmir' },
      ],
      allTurkey: false,
      capacityNote: 'Ayda 2.000 parça, 5 eksen CNC.',
      updatedAt: expect.any(String),
    };
    expect(saved.body.capabilities).toEqual(expected);
    expect((await read(seller.token)).body.capabilities).toEqual({ ...expected, updatedAt: saved.body.capabilities.updatedAt });
  });

  it('replaces the whole set: what is left out is cleared', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Değişken Döküm' });
    await save(seller.token, full());
    const replaced = await save(seller.token, { categoryIds: [lathes.id], processes: ['casting'], allTurkey: true });
    expect(replaced.status).toBe(200);
    expect(replaced.body.capabilities).toMatchObject({
      categories: [{ _id: lathes.id }],
      processes: [{ key: 'casting', label: 'Döküm' }],
      materials: [],
      cities: [],
      allTurkey: true,
      capacityNote: null,
    });
    expect((await read(seller.token)).body.capabilities).toEqual(replaced.body.capabilities);
  });

  it('keeps one of each material, folding case the Turkish way', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Malzeme Atölyesi' });
    const { status, body } = await save(seller.token, {
      materials: ['Çelik', 'ÇELİK', ' çelik ', 'Işık Alaşımı', 'ışık alaşımı', 'IŞIK ALAŞIMI', 'İnce Sac', 'ince  sac', 'PLA'],
    });
    expect(status).toBe(200);
    // 'I' folds to 'ı' and 'İ' to 'i', so these are the same words; a plain lower-casing would miss them.
    expect(body.capabilities.materials).toEqual(['Çelik', 'Işık Alaşımı', 'İnce Sac', 'PLA']);
  });

  describe('refuses with a Turkish message and changes nothing', () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      ['an unknown process', { processes: ['cnc_machining', 'sihir'] }, 400, 'processes.1', 'Listede olmayan bir üretim süreci seçildi.'],
      ['an unknown category', { categoryIds: ['00000000-0000-4000-8000-000000000000'] }, 422, 'categoryIds', capabilityMessages.unknownCategory],
      ['a malformed category id', { categoryIds: ['talasli'] }, 400, 'categoryIds.0', 'Geçersiz kategori.'],
      ['a plate that is no city', { cities: ['82'] }, 400, 'cities.0', "İl plaka kodu '01' ile '81' arasında olmalı."],
      ['a plate without its zero', { cities: ['6'] }, 400, 'cities.0', "İl plaka kodu '01' ile '81' arasında olmalı."],
      ['all of Turkey and cities', { allTurkey: true, cities: ['34'] }, 400, 'cities', capabilityMessages.allTurkeyWithCities],
      ['too many materials', { materials: Array.from({ length: 21 }, (_, i) => `Malzeme ${i}`) }, 400, 'materials', 'En fazla 20 malzeme girilebilir.'],
      ['too many categories', { categoryIds: Array.from({ length: 31 }, () => randomUUID()) }, 400, 'categoryIds', 'En fazla 30 kategori seçilebilir.'],
      ['a one-letter material', { materials: ['A'] }, 400, 'materials.0', 'Malzeme adı en az 2 karakter olmalı.'],
      ['a long capacity note', { capacityNote: 'x'.repeat(301) }, 400, 'capacityNote', 'Kapasite notu en fazla 300 karakter olabilir.'],
    ];

    let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
    let before: unknown;
    beforeAll(async () => {
      seller = await createApprovedSeller(t.app, { storeName: 'Sabit Kaynak' });
      before = (await save(seller.token, full())).body.capabilities;
    });

    it.each(cases)('%s', async (_name, change, status, field, message) => {
      const response = await save(seller.token, { ...full(), ...change });
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect(response.body.fields).toMatchObject({ [field]: message });
      expect((await read(seller.token)).body.capabilities).toEqual(before);
    });
  });

  it("keeps the plate code of the store's own city for matching's distances", async () => {
    const baseOf = async (sellerId: string) =>
      (await t.app.db.select({ code: sellerCapabilities.baseCityCode }).from(sellerCapabilities).where(eq(sellerCapabilities.sellerId, sellerId)))[0]?.code;
    const izmir = await createApprovedSeller(t.app, {
      storeName: 'Ege Talaş',
      storeAddress: { street: 'Atatürk OSB 10003 Sk. No: 4', city: 'izmir', district: 'Çiğli', zip: '35620' },
    });
    expect((await save(izmir.token, full())).status).toBe(200);
    expect(await baseOf(izmir.seller._id)).toBe('35');

    const nowhere = await createApprovedSeller(t.app, { storeName: 'Adres Belirsiz', storeAddress: { street: 'Liman Cad. 1', city: 'Kıbrıs', district: 'Girne', zip: '99300' } });
    expect((await save(nowhere.token, full())).status).toBe(200);
    expect(await baseOf(nowhere.seller._id)).toBeNull();
  });

  it('answers 401 to a visitor and 403 to a buyer or a store still waiting for approval', async () => {
    expect((await read()).status).toBe(401);
    expect((await save(undefined, full())).status).toBe(401);

    const buyer = await createUser(t.app);
    expect((await read(buyer.token)).status).toBe(403);
    expect((await save(buyer.token, full())).status).toBe(403);

    const applicant = await createApplicant(t.app, { storeName: 'Bekleyen Pres' });
    expect((await read(applicant.token)).status).toBe(403);

    // A seller account without an approved store: the role passes, the store check does not.
    const storeless = await createUser(t.app, { role: 'seller' });
    const refused = await read(storeless.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(capabilityMessages.storeRequired);
    const refusedSave = await save(storeless.token, full());
    expect(refusedSave.status).toBe(403);
    expect(refusedSave.body.message).toBe(capabilityMessages.storeRequired);
  });
});
