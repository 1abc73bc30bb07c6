import { categoryMessages, messages } from '@pazaryeri/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { insertCategoryTree, insertProduct } from '../questions';
import { createApplicant, createApprovedSeller } from '../sellers';
import { users } from '../../db/schema/users';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token: string | null = admin) =>
  injectJson(t.app, { method, url, headers: token ? auth(token) : {}, ...(body && { body }) });
const tree = async () => (await injectJson(t.app, { method: 'GET', url: '/api/categories/main/with-counts' })).body;

describe('category writes', () => {
  it('are for admins only: 401 without a token, 403 for buyers, sellers and marketing staff', async () => {
    const { main, subs } = await insertCategoryTree(t.app, 'Erişim Kategorisi', ['Erişim Alt']);
    const seller = await createApprovedSeller(t.app);
    const calls: [('POST' | 'PUT' | 'DELETE'), string, object?][] = [
      ['POST', '/api/categories/main', { name: 'Yeni Ana' }],
      ['POST', '/api/categories/sub', { name: 'Yeni Alt', parentCategory: main.id }],
      ['PUT', `/api/categories/main/${main.id}`, { name: 'Değişti' }],
      ['PUT', `/api/categories/sub/${subs[0].id}`, { name: 'Değişti Alt' }],
      ['DELETE', `/api/categories/main/${main.id}`],
      ['DELETE', `/api/categories/sub/${subs[0].id}`],
    ];
    const others = [
      (await createUser(t.app)).token,
      seller.token,
      (await createUser(t.app, { role: 'marketing' })).token,
    ];
    for (const [method, url, body] of calls) {
      // An anonymous caller hears 401 even with an invalid body: access comes before validation.
      expect([url, (await send(method, url, {}, null)).status]).toEqual([url, 401]);
      for (const token of others) expect([url, (await send(method, url, body, token)).status]).toEqual([url, 403]);
    }
    expect((await tree()).find((c: { _id: string }) => c._id === main.id).subCategories).toHaveLength(1);
  });

  it('creates main and sub categories with folded slugs, an icon and a description', async () => {
    const main = await send('POST', '/api/categories/main', {
      name: '  Çelik Konstrüksiyon & Işıklandırma ',
      icon: 'construction',
      description: 'Sanayi yapıları için çelik ve aydınlatma.',
    });
    expect(main.status).toBe(201);
    expect(main.body).toEqual({
      message: categoryMessages.created,
      category: {
        _id: expect.any(String),
        name: 'Çelik Konstrüksiyon & Işıklandırma',
        slug: 'celik-konstruksiyon-isiklandirma',
        description: 'Sanayi yapıları için çelik ve aydınlatma.',
        icon: 'construction',
        parentCategory: null,
      },
    });
    const sub = await send('POST', '/api/categories/sub', { name: 'İĞNE Uçlu Şiş', parentCategory: main.body.category._id });
    expect(sub.status).toBe(201);
    expect(sub.body.category).toMatchObject({ slug: 'igne-uclu-sis', parentCategory: main.body.category._id, icon: null, description: null });
    const second = await send('POST', '/api/categories/sub', { name: 'Galvaniz Sac', parentCategory: main.body.category._id });

    const listed = await injectJson(t.app, { method: 'GET', url: '/api/categories/sub/celik-konstruksiyon-isiklandirma' });
    expect(listed.body.subCategories.map((c: { _id: string }) => c._id)).toEqual([sub.body.category._id, second.body.category._id]);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/categories/main' })).body.at(-1).name).toBe(
      'Çelik Konstrüksiyon & Işıklandırma',
    );
  });

  it('refuses bad names and icons (400), duplicates (409) and a wrong parent (404, 422)', async () => {
    const { main, subs } = await insertCategoryTree(t.app, 'Kaynak Malzemeleri', ['Kaynak Telleri']);
    const short = await send('POST', '/api/categories/main', { name: ' a ' });
    expect([short.status, short.body.fields.name]).toEqual([400, 'Kategori adı en az 2 karakter olmalı.']);
    expect((await send('POST', '/api/categories/main', { name: 'x'.repeat(81) })).body.fields.name).toBe(
      'Kategori adı en fazla 80 karakter olabilir.',
    );
    expect((await send('POST', '/api/categories/main', { name: '!!!' })).status).toBe(400);
    expect((await send('POST', '/api/categories/main', { name: 'Simge', icon: 'rocket' })).body.fields.icon).toBe(
      'Geçersiz kategori simgesi.',
    );

    for (const name of ['KAYNAK MALZEMELERİ', 'kaynak malzemeleri', 'Kaynak  Malzemeleri!']) {
      const duplicate = await send('POST', '/api/categories/main', { name });
      expect([name, duplicate.status, duplicate.body.message]).toEqual([name, 409, categoryMessages.duplicate]);
    }
    const dupSub = await send('POST', '/api/categories/sub', { name: 'Kaynak telleri', parentCategory: main.id });
    expect(dupSub.status).toBe(409);

    const unknown = await send('POST', '/api/categories/sub', { name: 'Yetim', parentCategory: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, unknown.body.message]).toEqual([404, categoryMessages.parentNotFound]);
    expect((await send('POST', '/api/categories/sub', { name: 'Yetim', parentCategory: 'abc' })).status).toBe(404);
    const nested = await send('POST', '/api/categories/sub', { name: 'Torun', parentCategory: subs[0].id });
    expect([nested.status, nested.body.message]).toEqual([422, categoryMessages.parentNotMain]);
    expect((await send('POST', '/api/categories/sub', { name: 'Ebeveynsiz' })).body.fields.parentCategory).toBeDefined();
  });

  it('renames (new slug), moves a sub category, and keeps what is not sent', async () => {
    const a = await insertCategoryTree(t.app, 'Boya Malzemeleri', ['Astar Boyalar']);
    const b = await insertCategoryTree(t.app, 'Kimyasallar');
    const renamed = await send('PUT', `/api/categories/main/${a.main.id}`, { name: 'Boya ve Kaplama', icon: 'paint-bucket' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      message: categoryMessages.updated,
      category: expect.objectContaining({ _id: a.main.id, name: 'Boya ve Kaplama', slug: 'boya-ve-kaplama', icon: 'paint-bucket' }),
    });
    expect((await send('PUT', `/api/categories/main/${a.main.id}`, { name: 'Kimyasallar' })).status).toBe(409);
    // Saving the same name again is not a clash with itself.
    expect((await send('PUT', `/api/categories/main/${a.main.id}`, { name: 'Boya ve Kaplama' })).status).toBe(200);

    const moved = await send('PUT', `/api/categories/sub/${a.subs[0].id}`, { parentCategory: b.main.id, description: 'Epoksi astarlar' });
    expect(moved.body.category).toMatchObject({ name: 'Astar Boyalar', slug: 'astar-boyalar', parentCategory: b.main.id, description: 'Epoksi astarlar' });
    const cleared = await send('PUT', `/api/categories/sub/${a.subs[0].id}`, { description: '' });
    expect(cleared.body.category.description).toBeNull();

    // A main category is not a sub category and the other way round.
    expect((await send('PUT', `/api/categories/sub/${a.main.id}`, { name: 'Olmaz' })).status).toBe(404);
    expect((await send('PUT', `/api/categories/main/${a.subs[0].id}`, { name: 'Olmaz' })).status).toBe(404);
    const missing = await send('PUT', '/api/categories/main/00000000-0000-4000-8000-000000000000', { name: 'Yok' });
    expect([missing.status, missing.body.message]).toEqual([404, messages.categoryNotFound]);
  });

  it('lets buyers find products by the new name of a renamed category', async () => {
    const seller = await createApprovedSeller(t.app);
    const { main, subs } = await insertCategoryTree(t.app, 'Ölçü ve Kontrol', ['Algılayıcılar']);
    const product = await insertProduct(t.app, { sellerId: seller.seller._id, mainCategoryId: main.id, subCategoryIds: [subs[0].id], name: 'Endüktif M12 PNP' });
    const search = async (text: string) =>
      (await injectJson(t.app, { method: 'GET', url: `/api/products?search=${encodeURIComponent(text)}` })).body.products.map(
        (found: { _id: string }) => found._id,
      );
    expect(await search('dedektör')).not.toContain(product.id);
    expect((await send('PUT', `/api/categories/sub/${subs[0].id}`, { name: 'Dedektörler' })).status).toBe(200);
    expect(await search('DEDEKTÖR')).toContain(product.id);
    expect((await send('PUT', `/api/categories/main/${main.id}`, { name: 'Endüstriyel Ölçüm' })).status).toBe(200);
    expect(await search('endustriyel olcum')).toContain(product.id);
  });

  it('deletes only categories without products; a main goes with its empty sub categories', async () => {
    const seller = await createApprovedSeller(t.app);
    const full = await insertCategoryTree(t.app, 'Dolu Kategori', ['Dolu Alt', 'Boş Alt']);
    // Even a draft product holds its categories: it would be orphaned otherwise.
    await insertProduct(t.app, {
      sellerId: seller.seller._id,
      mainCategoryId: (await insertCategoryTree(t.app, 'Taslak Ana')).main.id,
      subCategoryIds: [full.subs[0].id],
      approvalStatus: 'draft',
      status: 'inactive',
    });
    const main = await send('DELETE', `/api/categories/main/${full.main.id}`);
    expect([main.status, main.body.message]).toEqual([409, categoryMessages.subHasProducts]);
    const sub = await send('DELETE', `/api/categories/sub/${full.subs[0].id}`);
    expect([sub.status, sub.body.message]).toEqual([409, categoryMessages.hasProducts]);
    const emptySub = await send('DELETE', `/api/categories/sub/${full.subs[1].id}`);
    expect(emptySub.body).toEqual({ message: categoryMessages.deleted });

    const holding = await insertCategoryTree(t.app, 'Ürünlü Ana');
    await insertProduct(t.app, { sellerId: seller.seller._id, mainCategoryId: holding.main.id });
    expect((await send('DELETE', `/api/categories/main/${holding.main.id}`)).body.message).toBe(categoryMessages.hasProducts);

    const empty = await insertCategoryTree(t.app, 'Boş Ana', ['Boş Alt 1', 'Boş Alt 2']);
    expect((await send('DELETE', `/api/categories/main/${empty.main.id}`)).status).toBe(200);
    const names = (await tree()).map((c: { name: string }) => c.name);
    expect(names).not.toContain('Boş Ana');
    expect(names).toContain('Dolu Kategori');
    expect((await injectJson(t.app, { method: 'GET', url: '/api/categories/sub/bos-alt-1' })).status).toBe(404);
    expect((await send('DELETE', `/api/categories/main/${empty.main.id}`)).status).toBe(404);
    expect((await send('DELETE', `/api/categories/main/${full.subs[0].id}`)).status).toBe(404);
  });
});

describe('main/with-counts', () => {
  it('counts only what buyers can see: approved, active products of approved stores with active owners', async () => {
    const { main, subs } = await insertCategoryTree(t.app, 'Sayım Ana', ['Sayım Alt A', 'Sayım Alt B']);
    const store = await createApprovedSeller(t.app);
    const pendingStore = await createApplicant(t.app);
    const product = (values: Partial<Parameters<typeof insertProduct>[1]>) =>
      insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: main.id, ...values });
    await product({ subCategoryIds: [subs[0].id, subs[1].id] });
    await product({ subCategoryIds: [subs[0].id] });
    await product({});
    await product({ status: 'inactive', subCategoryIds: [subs[0].id] });
    await product({ approvalStatus: 'pending', status: 'inactive', subCategoryIds: [subs[0].id] });
    await product({ approvalStatus: 'rejected', subCategoryIds: [subs[1].id] });
    await product({ approvalStatus: 'draft', status: 'inactive' });
    await product({ sellerId: pendingStore.seller._id, subCategoryIds: [subs[1].id] });
    const suspended = await createApprovedSeller(t.app);
    await product({ sellerId: suspended.seller._id, subCategoryIds: [subs[0].id] });
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, suspended.user.id));

    const counted = (await tree()).find((c: { _id: string }) => c._id === main.id);
    expect(counted.productCount).toBe(3);
    expect(counted.subCategories.map((s: { name: string; productCount: number }) => [s.name, s.productCount])).toEqual([
      ['Sayım Alt A', 2],
      ['Sayım Alt B', 1],
    ]);
  });
});
