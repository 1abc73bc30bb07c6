import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { insertStore } from './admin-test-data';

let t: TestApp;
let token: string;
const ids: Record<string, { sellerId: string; ownerId: string }> = {};

/**
 * The known data set: Turkish names that a byte-order sort gets wrong, one store created late on
 * 10 Feb 2025 Istanbul time (already 11 Feb nowhere, but 10 Feb 20:30 in UTC), one pending.
 */
const stores = [
  { storeName: 'Zeytin', companyType: 'limited', createdAt: '2025-01-05T09:00:00Z' },
  { storeName: 'Çelik A.Ş.', companyType: 'anonymous', createdAt: '2025-02-10T20:30:00Z' },
  { storeName: 'Işık Ltd', companyType: 'limited', createdAt: '2025-03-15T12:00:00Z' },
  { storeName: 'Ahmet', companyType: 'individual', createdAt: '2025-04-20T06:00:00Z' },
  { storeName: 'İnci Hırdavat', companyType: 'person', createdAt: '2025-05-25T12:00:00Z' },
  { storeName: 'cam dünyası', companyType: 'individual', createdAt: '2025-06-30T12:00:00Z' },
  { storeName: 'Ozan Makina', companyType: 'anonymous', createdAt: '2025-07-01T12:00:00Z', status: 'pending' },
  { storeName: 'Öz Kalıp', companyType: 'limited', createdAt: '2025-08-01T12:00:00Z' },
  { storeName: 'Şahin Metal', companyType: 'person', createdAt: '2025-09-01T12:00:00Z' },
  { storeName: 'Sarı Boya', companyType: 'individual', createdAt: '2025-10-01T12:00:00Z' },
  { storeName: 'Ceren Tekstil', companyType: 'limited', createdAt: '2025-11-01T12:00:00Z' },
] as const;
const names = stores.map((store) => store.storeName as string);
const turkishAsc = [...names].sort(new Intl.Collator('tr').compare);
const byCreated = [...stores].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((store) => store.storeName as string);

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t.app, { role: 'admin' })).token;
  for (const store of stores) {
    const { owner, seller } = await insertStore(t.app, {
      storeName: store.storeName,
      companyType: store.companyType,
      createdAt: new Date(store.createdAt),
      status: 'status' in store ? store.status : 'approved',
      ownerName: `Sahip ${store.storeName}`,
    });
    ids[store.storeName] = { sellerId: seller.id, ownerId: owner.id };
  }
});
afterAll(() => t.close());

const get = (url: string) => injectJson(t.app, { method: 'GET', url: encodeURI(`/api/admin/users/sellers${url}`), headers: auth(token) });
const storeNames = (body: { sellers: { storeName: string }[] }) => body.sellers.map((seller) => seller.storeName);

describe('admin seller filter (spec §2, §3)', () => {
  it('answers exactly { sellers, page, limit, totalPages, totalSellers }, A-Z in Turkish order by default', async () => {
    const { status, body } = await get('/filter');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['limit', 'page', 'sellers', 'totalPages', 'totalSellers']);
    expect(body).toMatchObject({ page: 1, limit: 10, totalPages: 2, totalSellers: 11 });
    expect(storeNames(body)).toEqual(turkishAsc.slice(0, 10));
    expect(turkishAsc).toEqual([
      'Ahmet',
      'cam dünyası',
      'Ceren Tekstil',
      'Çelik A.Ş.',
      'Işık Ltd',
      'İnci Hırdavat',
      'Ozan Makina',
      'Öz Kalıp',
      'Sarı Boya',
      'Şahin Metal',
      'Zeytin',
    ]);
  });

  it.each([
    ['storeName', 'asc', turkishAsc],
    ['storeName', 'desc', [...turkishAsc].reverse()],
    ['createdAt', 'desc', [...byCreated].reverse()],
    ['createdAt', 'asc', byCreated],
  ])('sorts by %s %s', async (sortBy, sortOrder, expected) => {
    const { body } = await get(`/filter?sortBy=${sortBy}&sortOrder=${sortOrder}&limit=20`);
    expect(storeNames(body)).toEqual(expected);
  });

  it('pages without gaps or repeats', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      const { body } = await get(`/filter?limit=3&page=${page}`);
      expect(body).toMatchObject({ page, limit: 3, totalPages: 4, totalSellers: 11 });
      pages.push(...storeNames(body));
    }
    expect(pages).toEqual(turkishAsc);
    const beyond = await get('/filter?limit=3&page=5');
    expect(beyond.body).toMatchObject({ sellers: [], page: 5, totalPages: 4, totalSellers: 11 });
  });

  it("filters by company type, '' meaning all (Tümü)", async () => {
    expect((await get('/filter?companyType=&limit=20')).body.totalSellers).toBe(11);
    const limited = await get('/filter?companyType=limited');
    expect(storeNames(limited.body)).toEqual(['Ceren Tekstil', 'Işık Ltd', 'Öz Kalıp', 'Zeytin']);
    expect(limited.body.sellers.every((seller: { companyType: string }) => seller.companyType === 'limited')).toBe(true);
    expect(storeNames((await get('/filter?companyType=person&sortOrder=desc')).body)).toEqual(['Şahin Metal', 'İnci Hırdavat']);
  });

  it('takes whole days for the date range, Istanbul time, both ends included', async () => {
    // Çelik was created 10 Feb 23:30 Istanbul; Ahmet 20 Apr 09:00.
    const range = await get('/filter?startDate=2025-02-10&endDate=2025-04-20&sortBy=createdAt');
    expect(storeNames(range.body)).toEqual(['Çelik A.Ş.', 'Işık Ltd', 'Ahmet']);
    expect(storeNames((await get('/filter?startDate=2025-02-11&endDate=2025-04-19')).body)).toEqual(['Işık Ltd']);
    expect((await get('/filter?startDate=2025-10-01')).body.totalSellers).toBe(2);
    expect(storeNames((await get('/filter?endDate=2025-01-05')).body)).toEqual(['Zeytin']);
    expect((await get('/filter?startDate=&endDate=')).body.totalSellers).toBe(11);
  });

  it('combines store name (Turkish letters folded), company type and dates', async () => {
    expect(storeNames((await get('/filter?storeName=celik')).body)).toEqual(['Çelik A.Ş.']);
    expect(storeNames((await get('/filter?storeName=ISIK')).body)).toEqual(['Işık Ltd']);
    expect(storeNames((await get('/filter?storeName=a&companyType=individual&startDate=2025-05-01')).body)).toEqual([
      'cam dünyası',
      'Sarı Boya',
    ]);
    expect((await get('/filter?storeName=olmayan-magaza')).body).toMatchObject({ sellers: [], totalSellers: 0, totalPages: 0 });
  });

  it.each([
    ['sortBy=fiyat', 'sortBy'],
    ['sortOrder=yukari', 'sortOrder'],
    ['companyType=sirket', 'companyType'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['page=-1', 'page'],
    ['startDate=2025-02-30', 'startDate'],
    ['endDate=dün', 'endDate'],
  ])('answers %s with 400 and a Turkish message', async (query, field) => {
    const { status, body } = await get(`/filter?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).not.toMatch(/expected|invalid/i);
  });

  it('refuses a start after the end', async () => {
    const { status, body } = await get('/filter?startDate=2025-05-01&endDate=2025-04-01');
    expect(status).toBe(400);
    expect(body.message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
  });
});

describe('admin seller list, search and detail', () => {
  it('lists every store, 20 per page, newest first', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 20, totalPages: 1, totalSellers: 11 });
    expect(storeNames(body)).toEqual([...byCreated].reverse());
  });

  it('gives each store the spec fields, owner populated, nothing else', async () => {
    const { body } = await get('');
    const celik = body.sellers.find((seller: { storeName: string }) => seller.storeName === 'Çelik A.Ş.');
    expect(Object.keys(celik).sort()).toEqual(
      [
        '_id',
        'userId',
        'name',
        'email',
        'storeName',
        'alias',
        'storeLogo',
        'coverImage',
        'companyType',
        'contactPhone',
        'contactEmail',
        'storeLocation',
        'storeAddress',
        'taxNumber',
        'taxOffice',
        'createdAt',
        'updatedAt',
        'status',
        'verifiedSeller',
      ].sort(),
    );
    expect(celik).toMatchObject({
      _id: ids['Çelik A.Ş.'].sellerId,
      userId: { _id: ids['Çelik A.Ş.'].ownerId, name: 'Sahip Çelik A.Ş.', email: expect.stringContaining('@') },
      name: 'Sahip Çelik A.Ş.',
      companyType: 'anonymous',
      storeAddress: { street: 'Bağdat Cd. 1', city: 'İstanbul', district: 'Kadıköy', country: 'TR', zip: '34710' },
      createdAt: '2025-02-10T20:30:00.000Z',
      status: 'approved',
      verifiedSeller: true,
    });
    expect(celik.email).toBe(celik.userId.email);
    const pending = body.sellers.find((seller: { storeName: string }) => seller.storeName === 'Ozan Makina');
    expect(pending).toMatchObject({ status: 'pending', verifiedSeller: false });
  });

  it('searches by store name, 10 per page, A-Z', async () => {
    const { body } = await get('/search?storeName=a');
    expect(body).toMatchObject({ page: 1, limit: 10 });
    expect(storeNames(body)).toEqual(turkishAsc.filter((name) => /a/i.test(name)).slice(0, 10));
    expect(storeNames((await get('/search?storeName=şahin')).body)).toEqual(['Şahin Metal']);
    expect(storeNames((await get('/search?storeName=SAHIN')).body)).toEqual(['Şahin Metal']);
  });

  it('shows one store by its id or its owner’s id; 404 otherwise', async () => {
    const { sellerId, ownerId } = ids['Işık Ltd'];
    const bySeller = await get(`/${sellerId}`);
    expect(bySeller.status).toBe(200);
    expect(bySeller.body.storeName).toBe('Işık Ltd');
    expect((await get(`/${ownerId}`)).body._id).toBe(sellerId);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'yok']) {
      const { status, body } = await get(`/${id}`);
      expect(status).toBe(404);
      expect(body.message).toBe('Satıcı bulunamadı.');
    }
  });
});
