import { messages } from '@pazaryeri/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { billingMessages } from '@pazaryeri/contract/addresses/index';
import { addresses, billingProfiles } from '../../db/schema/addresses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  cityName: 'İstanbul',
  districtName: 'Kadıköy',
  neighbourhood: 'Caferağa Mah.',
  addressLine: 'Moda Cd. No: 12 D: 3',
  zip: '34710',
};

const send = (token: string, method: 'POST' | 'GET' | 'PUT' | 'DELETE', url: string, body?: object) =>
  injectJson(t.app, { method, url: `/api/addresses${url}`, headers: auth(token), ...(body && { body }) });
const create = (token: string, body: object = home) => send(token, 'POST', '', body);
const list = async (token: string, query = '') => (await send(token, 'GET', query)).body;
const defaults = async (userId: string) =>
  t.app.db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

describe('adding an address', () => {
  it('stores it with the official city and district names and a normalised phone', async () => {
    const { token } = await createUser(t.app);
    const { status, body } = await create(token, { ...home, cityName: 'istanbul', districtName: 'KADIKÖY' });
    expect(status).toBe(201);
    expect(body.message).toBe('Adres başarıyla eklendi');
    expect(body.address).toMatchObject({
      title: 'Ev',
      fullName: 'Ayşe Yılmaz',
      phone: '+905321234567',
      cityCode: '34',
      cityName: 'İstanbul',
      districtName: 'Kadıköy',
      neighbourhood: 'Caferağa Mah.',
      addressLine: 'Moda Cd. No: 12 D: 3',
      zip: '34710',
      countryCode: 'TR',
      isDefault: true,
    });
    expect(body.address._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ cityName: 'İSTANBUL' }, '34', 'İstanbul'],
    [{ cityName: 'ıstanbul' }, '34', 'İstanbul'],
    [{ cityName: 'Istanbul' }, '34', 'İstanbul'],
    [{ cityCode: '34' }, '34', 'İstanbul'],
    [{ cityCode: '34', cityName: 'istanbul' }, '34', 'İstanbul'],
  ])('accepts the city as %o', async (city, cityCode, cityName) => {
    const { token } = await createUser(t.app);
    const { status, body } = await create(token, { ...home, cityName: undefined, ...city });
    expect(status).toBe(201);
    expect(body.address).toMatchObject({ cityCode, cityName });
  });

  it('finds districts by Turkish case folding and, unambiguously, without Turkish letters', async () => {
    const { token } = await createUser(t.app);
    const ankara = await create(token, { ...home, cityName: undefined, cityCode: '6', districtName: 'ÇANKAYA', zip: '06690' });
    expect(ankara.body.address).toMatchObject({ cityCode: '06', cityName: 'Ankara', districtName: 'Çankaya' });
    const urfa = await create(token, { ...home, cityName: 'sanliurfa', districtName: 'eyyubiye', zip: null });
    expect(urfa.body.address).toMatchObject({ cityCode: '63', cityName: 'Şanlıurfa', districtName: 'Eyyübiye', zip: null });
  });

  it.each([
    [{ cityName: 'Ankara', districtName: 'Kadıköy', zip: '' }, 'districtName', 'Seçilen ilçe bu ile ait değil.'],
    [{ cityName: 'Gotham' }, 'cityName', 'Geçerli bir il seçin.'],
    [{ cityName: undefined, cityCode: '82' }, 'cityCode', 'Geçerli bir il seçin.'],
    [{ cityCode: '06' }, 'cityName', 'İl kodu ile il adı birbirini tutmuyor.'],
    [{ cityName: undefined }, 'cityName', 'İl seçin.'],
    [{ zip: '06100' }, 'zip', 'Posta kodu seçilen ile ait değil.'],
    [{ zip: '3471' }, 'zip', 'Posta kodu 5 haneli olmalı.'],
    [{ phone: '0212 123 45 67' }, 'phone', 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).'],
    [{ countryCode: 'DE' }, 'countryCode', 'Şu anda yalnızca Türkiye (TR) adreslerine gönderim yapılabiliyor.'],
    [{ addressLine: 'ab' }, 'addressLine', 'Açık adres en az 5 karakter olmalı.'],
    [{ title: '' }, 'title', 'Adres başlığı gerekli.'],
  ])('refuses %o with 400 on %s', async (change, field, message) => {
    const { token } = await createUser(t.app);
    const { status, body } = await create(token, { ...home, ...change });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBe(message);
    expect((await list(token)).total).toBe(0);
  });

  it('asks for a token before looking at the body', async () => {
    for (const [method, url] of [['POST', ''], ['GET', ''], ['PUT', '/x'], ['DELETE', '/x']] as const) {
      const { status, body } = await injectJson(t.app, { method, url: `/api/addresses${url}`, ...(method !== 'GET' && method !== 'DELETE' && { body: { title: 1 } }) });
      expect([method, status, body.message]).toEqual([method, 401, messages.tokenMissingLogin]);
    }
  });

  it('caps the book at 30 addresses (422)', async () => {
    const { user, token } = await createUser(t.app);
    await t.app.db.insert(addresses).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: user.id,
        title: `Adres ${index}`,
        fullName: 'Dolu Defter',
        phone: '+905321234567',
        cityCode: '34',
        cityName: 'İstanbul',
        districtName: 'Kadıköy',
        addressLine: 'Moda Cd. No: 1',
        isDefault: index === 0,
      })),
    );
    const { status, body } = await create(token);
    expect(status).toBe(422);
    expect(body.message).toContain('En fazla 30 adres');
  });
});

describe('only the owner', () => {
  it("treats another user's address as missing (404) and leaves it alone", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { body } = await create(owner.token);
    const id = body.address._id;
    const tries = [
      await send(stranger.token, 'PUT', `/${id}`, { title: 'Ele geçirildi' }),
      await send(stranger.token, 'DELETE', `/${id}`),
      await injectJson(t.app, { method: 'GET', url: `/api/shipping/addresses/${id}`, headers: auth(stranger.token) }),
    ];
    for (const attempt of tries) expect([attempt.status, attempt.body.message]).toEqual([404, 'Adres bulunamadı.']);
    expect((await list(stranger.token)).addresses).toEqual([]);
    expect((await list(owner.token)).addresses).toEqual([body.address]);
  });

  it('answers unknown and malformed ids with 404', async () => {
    const { token } = await createUser(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'adres-1']) {
      expect((await send(token, 'PUT', `/${id}`, { title: 'Yok' })).status).toBe(404);
      expect((await send(token, 'DELETE', `/${id}`)).status).toBe(404);
    }
  });
});

describe('one default address', () => {
  it('makes the first default, moves the flag on request, lists the default first then newest', async () => {
    const { token } = await createUser(t.app);
    const first = (await create(token, { ...home, title: 'Ev' })).body.address;
    const second = (await create(token, { ...home, title: 'İş' })).body.address;
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    const third = (await create(token, { ...home, title: 'Yazlık', isDefault: true })).body.address;
    expect(third.isDefault).toBe(true);
    expect((await list(token)).addresses.map((address: { title: string; isDefault: boolean }) => [address.title, address.isDefault])).toEqual([
      ['Yazlık', true],
      ['İş', false],
      ['Ev', false],
    ]);
    const moved = await send(token, 'PUT', `/${first._id}`, { isDefault: true });
    expect(moved.body).toMatchObject({ message: 'Adres başarıyla güncellendi', address: { title: 'Ev', isDefault: true } });
    expect((await list(token)).addresses.map((address: { title: string }) => address.title)).toEqual(['Ev', 'Yazlık', 'İş']);
  });

  it('hands the flag to the newest other address when the default is deleted or unset', async () => {
    const { user, token } = await createUser(t.app);
    const a = (await create(token, { ...home, title: 'A' })).body.address;
    await create(token, { ...home, title: 'B' });
    const c = (await create(token, { ...home, title: 'C' })).body.address;
    const deleted = await send(token, 'DELETE', `/${a._id}`);
    expect(deleted.body).toEqual({ message: 'Adres başarıyla silindi' });
    expect((await defaults(user.id)).map((row) => row.title)).toEqual(['C']);
    const unset = await send(token, 'PUT', `/${c._id}`, { isDefault: false });
    expect(unset.body.address.isDefault).toBe(false);
    expect((await defaults(user.id)).map((row) => row.title)).toEqual(['B']);
  });

  it('keeps a lone address default, and an empty book has none', async () => {
    const { user, token } = await createUser(t.app);
    const only = (await create(token)).body.address;
    expect((await send(token, 'PUT', `/${only._id}`, { isDefault: false })).body.address.isDefault).toBe(true);
    await send(token, 'DELETE', `/${only._id}`);
    expect(await defaults(user.id)).toEqual([]);
  });

  it('ends with exactly one default after 10 simultaneous default adds', async () => {
    const { user, token } = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(token, { ...home, title: `Eş zamanlı ${index}`, isDefault: true })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    expect(await defaults(user.id)).toHaveLength(1);
    expect((await list(token)).total).toBe(10);
  });

  it('makes exactly one of 10 simultaneous first adds the default', async () => {
    const { user, token } = await createUser(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => create(token, { ...home, title: `İlk ${index}` })));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    expect(await defaults(user.id)).toHaveLength(1);
  });
});

describe('editing an address', () => {
  it('changes fields, re-checks the district against a new city and keeps the rest', async () => {
    const { token } = await createUser(t.app);
    const { _id } = (await create(token)).body.address;
    const moved = await send(token, 'PUT', `/${_id}`, { cityName: 'izmir', districtName: 'karşıyaka', zip: '35540', neighbourhood: '' });
    expect(moved.status).toBe(200);
    expect(moved.body.address).toMatchObject({ cityCode: '35', cityName: 'İzmir', districtName: 'Karşıyaka', zip: '35540', neighbourhood: null, title: 'Ev' });
    const wrong = await send(token, 'PUT', `/${_id}`, { cityName: 'Ankara' });
    expect([wrong.status, wrong.body.fields.districtName]).toEqual([400, 'Seçilen ilçe bu ile ait değil.']);
    const wrongDistrict = await send(token, 'PUT', `/${_id}`, { districtName: 'Kadıköy' });
    expect(wrongDistrict.status).toBe(400);
    const renamed = await send(token, 'PUT', `/${_id}`, { title: 'Annemler', phone: '+90 555 444 33 22' });
    expect(renamed.body.address).toMatchObject({ title: 'Annemler', phone: '+905554443322', cityName: 'İzmir', districtName: 'Karşıyaka' });
  });

  it('pages the list 10 at a time', async () => {
    const { user, token } = await createUser(t.app);
    await t.app.db.insert(addresses).values(
      Array.from({ length: 12 }, (_, index) => ({
        userId: user.id,
        title: `Adres ${index}`,
        fullName: 'Sayfa Sayfa',
        phone: '+905321234567',
        cityCode: '34',
        cityName: 'İstanbul',
        districtName: 'Kadıköy',
        addressLine: 'Moda Cd. No: 1',
        isDefault: index === 0,
        createdAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
    );
    const first = await list(token);
    expect(first).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.addresses.map((address: { title: string }) => address.title).slice(0, 3)).toEqual(['Adres 0', 'Adres 11', 'Adres 10']);
    expect((await list(token, '?page=2')).addresses).toHaveLength(2);
  });
});

describe('billing identities (/api/users/billing-profiles)', () => {
  const billing = (token: string, method: 'POST' | 'GET' | 'PUT' | 'DELETE', url = '', body?: object) =>
    injectJson(t.app, { method, url: `/api/users/billing-profiles${url}`, headers: auth(token), ...(body && { body }) });
  const person = { kind: 'individual', title: 'Kendim', name: 'Ayşe Yılmaz', cityName: 'İzmir', districtName: 'Bornova', addressLine: 'Kazımdirik Mah. 372 Sk. No: 5' };
  const company = {
    kind: 'corporate',
    title: 'Şirket',
    name: 'Yılmaz Makine Sanayi ve Ticaret Ltd. Şti.',
    vkn: '123 456 7890',
    taxOffice: 'Bornova',
    cityCode: '35',
    districtName: 'Bornova',
    addressLine: 'Atatürk OSB 10001 Sk. No: 4',
    zip: '35100',
  };

  it('keeps a person’s individual and corporate identities, the default first, each checked by its rules', async () => {
    const { token, user } = await createUser(t.app);
    const first = await billing(token, 'POST', '', person);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: billingMessages.created, billingProfile: { kind: 'individual', tckn: null, vkn: null, isDefault: true, cityName: 'İzmir' } });

    const badTckn = await billing(token, 'POST', '', { ...person, tckn: '12345678901' });
    expect([badTckn.status, badTckn.body.fields?.tckn]).toEqual([400, billingMessages.tcknInvalid]);
    const badVkn = await billing(token, 'POST', '', { ...company, vkn: '1234567891' });
    expect([badVkn.status, badVkn.body.fields?.vkn]).toEqual([400, billingMessages.vknInvalid]);
    const noOffice = await billing(token, 'POST', '', { ...company, taxOffice: '' });
    expect([noOffice.status, noOffice.body.fields?.taxOffice]).toEqual([400, billingMessages.taxOfficeRequired]);
    const noVkn = await billing(token, 'POST', '', { ...company, vkn: undefined });
    expect(noVkn.body.fields?.vkn).toBe(billingMessages.vknRequired);
    const wrongDistrict = await billing(token, 'POST', '', { ...company, districtName: 'Kadıköy' });
    expect(wrongDistrict.status).toBe(400);

    const corporate = await billing(token, 'POST', '', { ...company, isDefault: true });
    expect(corporate.status).toBe(201);
    expect(corporate.body.billingProfile).toMatchObject({ kind: 'corporate', vkn: '1234567890', taxOffice: 'Bornova', cityName: 'İzmir', isDefault: true });
    const withTckn = await billing(token, 'POST', '', { ...person, title: 'TCKN ile', tckn: '10000000146' });
    expect(withTckn.body.billingProfile).toMatchObject({ tckn: '10000000146', isDefault: false });

    const listed = (await billing(token, 'GET')).body.billingProfiles as { _id: string; isDefault: boolean }[];
    expect(listed.map((row) => row._id)).toEqual([corporate.body.billingProfile._id, withTckn.body.billingProfile._id, first.body.billingProfile._id]);
    expect(await t.app.db.select().from(billingProfiles).where(and(eq(billingProfiles.userId, user.id), eq(billingProfiles.isDefault, true)))).toHaveLength(1);

    // An update is checked on what it leaves: corporate without a VKN is refused, and nothing changes.
    const toCompany = await billing(token, 'PUT', `/${first.body.billingProfile._id}`, { kind: 'corporate' });
    expect(toCompany.status).toBe(400);
    expect((await billing(token, 'GET', `/${first.body.billingProfile._id}`)).body.kind).toBe('individual');
    const renamed = await billing(token, 'PUT', `/${corporate.body.billingProfile._id}`, { name: 'Yılmaz Makine A.Ş.', vkn: '9876543217' });
    expect(renamed.body.billingProfile).toMatchObject({ name: 'Yılmaz Makine A.Ş.', vkn: '9876543217', taxOffice: 'Bornova', isDefault: true });

    // Deleting the default hands it to the newest other one.
    expect((await billing(token, 'DELETE', `/${corporate.body.billingProfile._id}`)).body.message).toBe(billingMessages.deleted);
    const after = (await billing(token, 'GET')).body.billingProfiles as { _id: string; isDefault: boolean }[];
    expect(after.map((row) => [row._id, row.isDefault])).toEqual([
      [withTckn.body.billingProfile._id, true],
      [first.body.billingProfile._id, false],
    ]);
  });

  it('shows, changes and deletes only the person’s own', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const { body } = await billing(owner.token, 'POST', '', company);
    const id = body.billingProfile._id as string;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await billing(other.token, method, `/${id}`, method === 'PUT' ? { title: 'Benim' } : undefined);
      expect([answer.status, answer.body.message]).toEqual([404, billingMessages.notFound]);
    }
    expect((await billing(other.token, 'GET')).body.billingProfiles).toEqual([]);
    expect((await billing(owner.token, 'GET', `/${id}`)).body.title).toBe('Şirket');
    expect((await injectJson(t.app, { method: 'GET', url: '/api/users/billing-profiles' })).status).toBe(401);
  });
});

