import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => injectJson(t.app, { method: 'GET', url: encodeURI(`/api/shipping${url}`) });

describe('cities', () => {
  it('lists the 81 provinces with plate codes, in Turkish order, cacheable, without a token', async () => {
    const { status, body, headers } = await get('/cities?countryCode=TR');
    expect(status).toBe(200);
    expect(body).toHaveLength(81);
    expect(headers['cache-control']).toContain('max-age=86400');
    expect(body).toContainEqual({ name: 'İstanbul', cityCode: '34', countryCode: 'TR' });
    expect(body).toContainEqual({ name: 'Adana', cityCode: '01', countryCode: 'TR' });
    const names = body.map((city: { name: string }) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    expect(new Set(body.map((city: { cityCode: string }) => city.cityCode)).size).toBe(81);
    expect((await get('/cities')).body).toEqual(body);
  });

  it('has nothing for other countries, and refuses a malformed country code', async () => {
    expect((await get('/cities?countryCode=de')).body).toEqual([]);
    expect((await get('/cities?countryCode=Türkiye')).status).toBe(400);
  });

  it('answers one province by plate code', async () => {
    expect((await get('/cities/34')).body).toEqual({ name: 'İstanbul', cityCode: '34', countryCode: 'TR' });
    expect((await get('/cities/6')).body).toEqual({ name: 'Ankara', cityCode: '06', countryCode: 'TR' });
    const missing = await get('/cities/82');
    expect([missing.status, missing.body.message]).toEqual([404, 'İl bulunamadı.']);
  });
});

describe('districts', () => {
  it("lists a province's districts in the aggregator's shape", async () => {
    const { status, body, headers } = await get('/districts?cityCode=34&countryCode=TR');
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('max-age=86400');
    expect(body).toHaveLength(39);
    expect(body).toContainEqual({ name: 'Kadıköy', districtID: '34-kadikoy', cityCode: '34', countryCode: 'TR' });
    expect(body.every((district: { cityCode: string }) => district.cityCode === '34')).toBe(true);
  });

  it('lists all 973 districts without a province; none for another country', async () => {
    const all = (await get('/districts')).body;
    expect(all).toHaveLength(973);
    expect(new Set(all.map((district: { districtID: string }) => district.districtID)).size).toBe(973);
    expect((await get('/districts?countryCode=DE&cityCode=34')).body).toEqual([]);
  });

  it('answers one district by id; unknown ids and provinces are 404', async () => {
    expect((await get('/districts/55-19-mayis')).body).toEqual({ name: '19 Mayıs', districtID: '55-19-mayis', cityCode: '55', countryCode: 'TR' });
    expect((await get('/districts/34-yok')).status).toBe(404);
    expect((await get('/districts?cityCode=99')).status).toBe(404);
    expect((await get('/districts?cityCode=abc')).status).toBe(400);
  });
});

describe('shipping addresses', () => {
  it('are the same address book as /api/addresses', async () => {
    const { token } = await createUser(t.app);
    const headers = auth(token);
    const created = await injectJson(t.app, {
      method: 'POST',
      url: '/api/shipping/addresses',
      headers,
      body: { title: 'Depo', fullName: 'Mehmet Öz', phone: '05551112233', cityCode: '16', districtName: 'nilüfer', addressLine: 'Organize Sanayi Bölgesi 3. Cd. No 7' },
    });
    expect(created.status).toBe(201);
    const id = created.body.address._id;
    expect(created.body.address).toMatchObject({ cityName: 'Bursa', districtName: 'Nilüfer', isDefault: true });

    const one = await injectJson(t.app, { method: 'GET', url: `/api/shipping/addresses/${id}`, headers });
    expect(one.body).toEqual(created.body.address);
    const viaAddresses = await injectJson(t.app, { method: 'GET', url: '/api/addresses', headers });
    expect(viaAddresses.body.addresses).toEqual([created.body.address]);
    const viaShipping = await injectJson(t.app, { method: 'GET', url: '/api/shipping/addresses', headers });
    expect(viaShipping.body).toEqual(viaAddresses.body);

    const updated = await injectJson(t.app, { method: 'PUT', url: `/api/shipping/addresses/${id}`, headers, body: { title: 'Ana Depo' } });
    expect(updated.body.address.title).toBe('Ana Depo');
    const deleted = await injectJson(t.app, { method: 'DELETE', url: `/api/shipping/addresses/${id}`, headers });
    expect(deleted.body).toEqual({ message: 'Adres başarıyla silindi' });
    expect((await injectJson(t.app, { method: 'GET', url: `/api/shipping/addresses/${id}`, headers })).status).toBe(404);
  });

  it('need a token; the location look-ups do not', async () => {
    for (const [method, url] of [['GET', '/addresses'], ['POST', '/addresses'], ['GET', '/addresses/x'], ['PUT', '/addresses/x'], ['DELETE', '/addresses/x']] as const) {
      const { status } = await injectJson(t.app, { method, url: `/api/shipping${url}`, ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}) });
      expect([method, url, status]).toEqual([method, url, 401]);
    }
    expect((await get('/cities')).status).toBe(200);
  });
});
