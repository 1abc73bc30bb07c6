import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pazaryeri/contract';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, type FilePart, injectJson, multipart, type TestApp } from '../../test/helper';
import { users } from '../../db/schema/users';
import { createApplicant, createApprovedSeller } from './seller-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });


const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } }).png().toBuffer();

async function putStore(userId: string, token: string, fields: Record<string, string>, files: FilePart[] = []) {
  const body = multipart(fields, files);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/seller/${userId}`,
    headers: { ...auth(token), 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('public store pages', () => {
  it('shows an approved store by id, alias, owner and in the list, without private details', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Açık Mağaza Örnek' });
    const visitor = [
      await get(`/api/seller/${seller.seller._id}`),
      await get(`/api/seller/alias/${seller.seller.alias.toUpperCase()}`),
      await get(`/api/seller/user/${seller.user.id}`),
    ];
    for (const { status, body } of visitor) {
      expect(status).toBe(200);
      expect(body).toMatchObject({
        _id: seller.seller._id,
        storeName: 'Açık Mağaza Örnek',
        status: 'approved',
        followerCount: 0,
        isFollowing: false,
        userId: { _id: seller.user.id },
        storeAddress: { city: 'İstanbul', district: 'Başakşehir', country: 'TR' },
      });
      for (const key of ['taxNumber', 'taxOffice', 'iban', 'email', 'name']) expect(body).not.toHaveProperty(key);
      expect(body.storeAddress).not.toHaveProperty('street');
      expect(body.userId).not.toHaveProperty('email');
    }
    const owner = await get(`/api/seller/${seller.seller._id}`, seller.token);
    expect(owner.body).toMatchObject({ taxNumber: '1234567890', iban: 'TR330006100519786457841326', email: seller.user.email });

    const list = await get('/api/seller/?limit=100&storeName=açık mağaza');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 100, totalSellers: 1, totalPages: 1 });
    expect(list.body.sellers[0]._id).toBe(seller.seller._id);
  });

  it('hides a pending store from everyone but its owner and admins', async () => {
    const applicant = await createApplicant(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const stranger = await createUser(t.app);
    expect((await get(`/api/seller/${applicant.seller._id}`)).status).toBe(404);
    expect((await get(`/api/seller/${applicant.seller._id}`, stranger.token)).status).toBe(404);
    expect((await get(`/api/seller/alias/${applicant.seller.alias}`)).body.message).toBe(sellerMessages.storeNotFound);
    expect((await get(`/api/seller/user/${applicant.user.id}`, applicant.token)).body.status).toBe('pending');
    expect((await get(`/api/seller/${applicant.seller._id}`, admin.token)).status).toBe(200);
    const list = await get('/api/seller/?limit=100');
    expect(list.body.sellers.map((seller: { _id: string }) => seller._id)).not.toContain(applicant.seller._id);
    expect((await get('/api/seller/not-an-id')).status).toBe(404);
  });

  it('takes the store of a suspended owner off the marketplace, but not out of the admin’s sight', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Askıya Alınacak Mağaza' });
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, seller.user.id));
    expect((await get(`/api/seller/${seller.seller._id}`)).status).toBe(404);
    expect((await get(`/api/seller/alias/${seller.seller.alias}`)).status).toBe(404);
    const list = await get('/api/seller/?limit=100&storeName=Askıya');
    expect(list.body).toMatchObject({ sellers: [], totalSellers: 0 });
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await get(`/api/seller/${seller.seller._id}`, admin.token)).status).toBe(200);
    const approved = await get('/api/admin/approved-sellers?limit=100', admin.token);
    expect(approved.body.sellers.map((store: { _id: string }) => store._id)).toContain(seller.seller._id);
  });

  it('pages the public list by store name', async () => {
    const first = await get('/api/seller/?page=1&limit=1');
    const second = await get('/api/seller/?page=2&limit=1');
    expect(first.body.sellers).toHaveLength(1);
    expect(first.body.totalPages).toBe(first.body.totalSellers);
    if (second.body.sellers.length) {
      expect(first.body.sellers[0].storeName <= second.body.sellers[0].storeName).toBe(true);
    }
    expect((await get('/api/seller/?limit=500')).status).toBe(400);
  });
});

describe('store updates', () => {
  it('lets the owner change the card, keeping address fields left empty', async () => {
    const seller = await createApprovedSeller(t.app);
    const { status, body } = await putStore(seller.user.id, seller.token, {
      storeName: 'Yeni Ad Makina',
      about: 'CNC parçaları üretiyoruz.',
      contactPhone: '0555 444 33 22',
      storeLocation: 'Konya OSB',
      'storeAddress[street]': '',
      'storeAddress[city]': 'Konya',
      'storeAddress[district]': 'Selçuklu',
      'storeAddress[country]': '',
      'storeAddress[zip]': '',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Mağaza bilgileri başarıyla güncellendi');
    expect(body.seller).toMatchObject({
      storeName: 'Yeni Ad Makina',
      about: 'CNC parçaları üretiyoruz.',
      contactPhone: '+905554443322',
      storeLocation: 'Konya OSB',
      storeAddress: { street: 'Atatürk Cad. No: 1', city: 'Konya', district: 'Selçuklu', country: 'TR', zip: '34490' },
    });
    const json = await injectJson(t.app, {
      method: 'PUT',
      url: `/api/seller/${seller.user.id}`,
      headers: auth(seller.token),
      body: { storeAddress: JSON.stringify({ zip: '42050' }), about: '' } as object,
    });
    expect(json.status).toBe(400);
    const jsonObject = await injectJson(t.app, {
      method: 'PUT',
      url: `/api/seller/${seller.user.id}`,
      headers: auth(seller.token),
      body: { storeAddress: { zip: '42050', country: 'tr' }, about: '' },
    });
    expect(jsonObject.body.seller).toMatchObject({ about: null, storeAddress: { city: 'Konya', zip: '42050', country: 'TR' } });
    const multipartJson = await putStore(seller.user.id, seller.token, { storeAddress: JSON.stringify({ street: 'Fevzi Çakmak Cad. 5' }) });
    expect(multipartJson.body.seller.storeAddress).toMatchObject({ street: 'Fevzi Çakmak Cad. 5', city: 'Konya' });
  });

  it('refuses other users (403) before reading the upload, but lets an admin help', async () => {
    const seller = await createApprovedSeller(t.app);
    const other = await createApprovedSeller(t.app);
    const buyer = await createUser(t.app);
    for (const token of [other.token, buyer.token]) {
      const { status, body } = await putStore(seller.user.id, token, { storeName: 'Ele Geçirildi' }, [
        { field: 'storeLogo', name: 'x.png', type: 'image/png', data: await png(50, 50) },
      ]);
      expect(status).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
      const remove = await injectJson(t.app, {
        method: 'PUT',
        url: `/api/seller/${seller.user.id}/remove-image`,
        headers: auth(token),
        body: { imageType: 'cover' },
      });
      expect(remove.status).toBe(403);
    }
    expect((await putStore(seller.user.id, '', { storeName: 'x' })).status).toBe(401);
    const admin = await createUser(t.app, { role: 'admin' });
    const byAdmin = await putStore(seller.user.id, admin.token, { storeName: 'Yönetici Düzeltti' });
    expect([byAdmin.status, byAdmin.body.seller.storeName]).toEqual([200, 'Yönetici Düzeltti']);
    const none = await putStore(buyer.user.id, buyer.token, { storeName: 'Mağazam yok' });
    expect(none.status).toBe(404);
    expect((await putStore('kimlik-degil', admin.token, { storeName: 'Bulunamaz' })).status).toBe(404);
  });

  it('re-encodes the logo (400x400) and cover (1600x400) to WebP and deletes replaced files', async () => {
    const seller = await createApprovedSeller(t.app);
    const upload = async () =>
      (
        await putStore(seller.user.id, seller.token, {}, [
          { field: 'storeLogo', name: 'logo.png', type: 'image/png', data: await png(900, 700) },
          { field: 'cover', name: 'kapak.jpg', type: 'image/jpeg', data: await png(2400, 900) },
        ])
      ).body.seller as { storeLogo: string; coverImage: string };
    const first = await upload();
    expect(first.storeLogo).toMatch(/^\/uploads\/stores\/[0-9a-f-]+\.webp$/);
    for (const [url, size] of [
      [first.storeLogo, [400, 400]],
      [first.coverImage, [1600, 400]],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
    }
    const second = await upload();
    expect(existsSync(path.join(t.dataDir, first.storeLogo))).toBe(false);
    expect(existsSync(path.join(t.dataDir, first.coverImage))).toBe(false);
    expect(existsSync(path.join(t.dataDir, second.storeLogo))).toBe(true);
  });

  it('judges uploads by content: text named .png is 415 and changes nothing', async () => {
    const seller = await createApprovedSeller(t.app, { storeName: 'Değişmeyen Mağaza' });
    const { status, body } = await putStore(seller.user.id, seller.token, { storeName: 'Değişmemeli' }, [
      { field: 'storeLogo', name: 'logo.png', type: 'image/png', data: Buffer.from('bu bir resim değil') },
    ]);
    expect(status).toBe(415);
    expect(body).toEqual({ message: messages.invalidImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const asText = await putStore(seller.user.id, seller.token, { cover: 'metin' });
    expect(asText.status).toBe(415);
    expect((await get(`/api/seller/${seller.seller._id}`)).body).toMatchObject({ storeName: 'Değişmeyen Mağaza', storeLogo: null });
  });

  it('removes the logo or the cover with the matching message', async () => {
    const seller = await createApprovedSeller(t.app);
    const uploaded = (
      await putStore(seller.user.id, seller.token, {}, [
        { field: 'storeLogo', name: 'l.png', type: 'image/png', data: await png(100, 100) },
        { field: 'cover', name: 'c.png', type: 'image/png', data: await png(400, 100) },
      ])
    ).body.seller;
    const remove = (imageType: string) =>
      injectJson(t.app, {
        method: 'PUT',
        url: `/api/seller/${seller.user.id}/remove-image`,
        headers: auth(seller.token),
        body: { imageType },
      });
    const logo = await remove('storeLogo');
    expect(logo.status).toBe(200);
    expect(logo.body.message).toBe('Profil resmi başarıyla kaldırıldı');
    expect(logo.body.seller).toMatchObject({ storeLogo: null, coverImage: uploaded.coverImage });
    expect(existsSync(path.join(t.dataDir, uploaded.storeLogo))).toBe(false);
    const cover = await remove('cover');
    expect(cover.body.message).toBe('Kapak resmi başarıyla kaldırıldı');
    expect(cover.body.seller.coverImage).toBeNull();
    expect(existsSync(path.join(t.dataDir, uploaded.coverImage))).toBe(false);
    const wrong = await remove('avatar');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.imageType).toBe("Resim türü 'storeLogo' ya da 'cover' olmalı.");
  });
});
