import { maskName, questionMessages } from '@pazaryeri/contract/questions/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { productImages } from '../../db/schema/products';
import { createApplicant, createApprovedSeller } from '../sellers';
import { users } from '../../db/schema/users';
import { insertCategoryTree, insertProduct } from './test-catalogue';
import { questions } from '../../db/schema/questions';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await insertCategoryTree(t.app, 'Hırdavat Soruları')).main.id;
});
afterAll(() => t.close());

const ask = (token: string | null, productId: string, question = 'Bu cıvatanın çekme dayanımı nedir?') =>
  injectJson(t.app, { method: 'POST', url: '/api/questions', headers: token ? auth(token) : {}, body: { productId, question } });
const answer = (token: string | null, id: string, text = 'Sınıf 8.8, yaklaşık 800 MPa.') =>
  injectJson(t.app, { method: 'POST', url: `/api/questions/${id}/answer`, headers: token ? auth(token) : {}, body: { answer: text } });
const get = (url: string, token?: string) => injectJson(t.app, { method: 'GET', url, headers: token ? auth(token) : {} });

/** An approved store with one visible product. */
async function storeWithProduct(name = 'M10 Galvaniz Cıvata') {
  const store = await createApprovedSeller(t.app);
  const product = await insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: categoryId, name });
  return { store, product };
}

describe('asking', () => {
  it('asks the store of a visible product and answers with the question as the asker sees it', async () => {
    const { store, product } = await storeWithProduct('M12 Altıgen Başlı Cıvata');
    await t.app.db.insert(productImages).values({ productId: product.id, listUrl: '/uploads/products/a.webp', detailUrl: '/uploads/products/b.webp', status: 'approved' });
    const buyer = await createUser(t.app, { name: 'Ayşe Yılmaz' });
    const { status, body } = await ask(buyer.token, product.id, '   Paslanmaz versiyonu var mı?   ');
    expect(status).toBe(201);
    expect(body).toEqual({
      message: questionMessages.asked,
      question: {
        _id: expect.any(String),
        product: { _id: product.id, name: 'M12 Altıgen Başlı Cıvata', slug: product.slug, image: '/uploads/products/a.webp' },
        storeName: store.seller.storeName,
        question: 'Paslanmaz versiyonu var mı?',
        answer: null,
        isAnswered: false,
        createdAt: expect.any(String),
        answeredAt: null,
      },
    });
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, body.question._id));
    expect(row).toMatchObject({ sellerId: store.seller._id, userId: buyer.user.id, productId: product.id });
  });

  it('refuses visitors (401), bad text (400), hidden or unknown products (404) and the own product (422)', async () => {
    const { store, product } = await storeWithProduct();
    const buyer = await createUser(t.app);
    expect((await ask(null, product.id)).status).toBe(401);
    const short = await ask(buyer.token, product.id, '  kaç  ');
    expect(short.status).toBe(400);
    expect(short.body.fields.question).toBe('Soru en az 5 karakter olmalı.');
    expect((await ask(buyer.token, product.id, 'x'.repeat(1001))).body.fields.question).toBe('Soru en fazla 1000 karakter olabilir.');

    const pendingStore = await createApplicant(t.app);
    const hidden = await Promise.all([
      insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: categoryId, approvalStatus: 'pending', status: 'inactive' }),
      insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: categoryId, status: 'inactive' }),
      insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: categoryId, approvalStatus: 'rejected' }),
      insertProduct(t.app, { sellerId: pendingStore.seller._id, mainCategoryId: categoryId }),
    ]);
    for (const id of [...hidden.map((p) => p.id), '00000000-0000-4000-8000-000000000000', 'olmayan-urun']) {
      const { status, body } = await ask(buyer.token, id);
      expect([id, status, body.message]).toEqual([id, 404, questionMessages.productNotFound]);
    }

    const own = await ask(store.token, product.id);
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(questionMessages.ownProduct);
    const otherSeller = await createApprovedSeller(t.app);
    expect((await ask(otherSeller.token, product.id)).status).toBe(201);
  });

  it('lets one account ask at most 10 questions a minute (429 after)', async () => {
    const { product } = await storeWithProduct();
    const buyer = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await ask(buyer.token, product.id, `Soru numarası ${i + 1}?`)).status).toBe(201);
    const limited = await ask(buyer.token, product.id);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await ask((await createUser(t.app)).token, product.id)).status).toBe(201);
  });
});

describe('answering', () => {
  it("lets only the product's store answer ('Answer posted successfully'); answering again edits", async () => {
    const { store, product } = await storeWithProduct('Nitril Kaplı İş Eldiveni');
    const buyer = await createUser(t.app, { name: 'Ayşe Yılmaz' });
    const asked = await ask(buyer.token, product.id, 'Gıda ile temasa uygun mu?');
    const id = asked.body.question._id;

    const other = await createApprovedSeller(t.app);
    const foreign = await answer(other.token, id);
    expect([foreign.status, foreign.body.message]).toEqual([403, questionMessages.notYourQuestion]);
    expect((await answer(buyer.token, id)).status).toBe(403);
    expect((await answer((await createUser(t.app, { role: 'admin' })).token, id)).status).toBe(403);
    expect((await answer(null, id)).status).toBe(401);
    expect((await answer(store.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await answer(store.token, id, ' ')).body.fields.answer).toBe('Yanıt gerekli.');

    const first = await answer(store.token, id, '  Evet, EN 1186 sertifikalıdır.  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Answer posted successfully',
      question: {
        _id: id,
        product: { _id: product.id, name: 'Nitril Kaplı İş Eldiveni', slug: product.slug, image: null },
        question: 'Gıda ile temasa uygun mu?',
        answer: 'Evet, EN 1186 sertifikalıdır.',
        isAnswered: true,
        askedBy: 'A*** Y***',
        createdAt: expect.any(String),
        answeredAt: expect.any(String),
      },
    });
    const edited = await answer(store.token, id, 'Evet, gıda temasına uygundur (EN 1186).');
    expect(edited.body.question.answer).toBe('Evet, gıda temasına uygundur (EN 1186).');
    const rows = await t.app.db.select().from(questions).where(eq(questions.productId, product.id));
    expect(rows.map((row) => row.answer)).toEqual(['Evet, gıda temasına uygundur (EN 1186).']);
  });
});

describe('the product page', () => {
  it('shows answered questions to everybody, waiting ones only to their asker, masked, newest first', async () => {
    const { store, product } = await storeWithProduct();
    const ayse = await createUser(t.app, { name: 'ayşe yılmaz' });
    const ismail = await createUser(t.app, { name: 'İsmail Çağlar Öztürk' });
    const answered1 = (await ask(ayse.token, product.id, 'Birinci soru: stokta var mı?')).body.question._id;
    const waitingAyse = (await ask(ayse.token, product.id, 'İkinci soru: kargo ne zaman?')).body.question._id;
    const answered2 = (await ask(ismail.token, product.id, 'Üçüncü soru: fatura kesiliyor mu?')).body.question._id;
    const waitingIsmail = (await ask(ismail.token, product.id, 'Dördüncü soru: toptan fiyat?')).body.question._id;
    await answer(store.token, answered1, 'Evet, stokta.');
    await answer(store.token, answered2, 'Evet, e-fatura kesilir.');

    const visitor = await get(`/api/questions/${product.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(visitor.body.questions.map((q: { _id: string }) => q._id)).toEqual([answered2, answered1]);
    expect(visitor.body.questions[0]).toMatchObject({ askedBy: 'İ*** Ç*** Ö***', isMine: false, answer: 'Evet, e-fatura kesilir.' });
    expect(visitor.body.questions[1]).toMatchObject({ askedBy: 'A*** Y***', productId: product.id, isAnswered: true });
    expect(JSON.stringify(visitor.body)).not.toMatch(/yılmaz|Öztürk|userId|email/);

    const asAyse = await get(`/api/questions/${product.id}`, ayse.token);
    expect(asAyse.body.questions.map((q: { _id: string; isMine: boolean }) => [q._id, q.isMine])).toEqual([
      [answered2, false],
      [waitingAyse, true],
      [answered1, true],
    ]);
    const asIsmail = await get(`/api/questions/${product.id}?limit=2&page=1`, ismail.token);
    expect(asIsmail.body).toMatchObject({ total: 3, totalPages: 2, limit: 2 });
    expect(asIsmail.body.questions.map((q: { _id: string }) => q._id)).toEqual([waitingIsmail, answered2]);

    // A broken token is a visitor, not an error.
    expect((await get(`/api/questions/${product.id}`, 'bozuk-token')).body.total).toBe(2);
    expect((await get('/api/questions/olmayan')).status).toBe(404);
    // A suspended owner's store leaves the marketplace, and its products' questions with it.
    await t.app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, store.user.id));
    expect((await get(`/api/questions/${product.id}`)).status).toBe(404);
    expect((await ask(ayse.token, product.id)).status).toBe(404);
  });

  it('masks names the Turkish way', () => {
    expect(maskName('Ayşe Yılmaz')).toBe('A*** Y***');
    expect(maskName('  ılgın   işık ')).toBe('I*** İ***');
    expect(maskName('Şule')).toBe('Ş***');
    expect(maskName('')).toBe('***');
  });
});

describe('my questions and the store inbox', () => {
  it("lists the asker's questions with product, store and answer state; only their own", async () => {
    const a = await storeWithProduct('Hidrolik Hortum 1/2"');
    const b = await storeWithProduct('Pnömatik Silindir 32x100');
    const buyer = await createUser(t.app);
    const q1 = (await ask(buyer.token, a.product.id, 'Basınç sınıfı nedir?')).body.question._id;
    const q2 = (await ask(buyer.token, b.product.id, 'Yastıklama ayarlı mı?')).body.question._id;
    await ask((await createUser(t.app)).token, a.product.id, 'Başkasının sorusu burada.');
    await answer(a.store.token, q1, '250 bar.');

    const { status, body } = await get('/api/questions/myquestions', buyer.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.questions.map((q: { _id: string; isAnswered: boolean }) => [q._id, q.isAnswered])).toEqual([
      [q2, false],
      [q1, true],
    ]);
    expect(body.questions[1]).toMatchObject({
      product: { _id: a.product.id, name: 'Hidrolik Hortum 1/2"', slug: a.product.slug },
      storeName: a.store.seller.storeName,
      answer: '250 bar.',
    });
    expect((await get('/api/questions/myquestions')).status).toBe(401);
  });

  it("gives the store its own questions, filtered by answer state and product, with tab counts", async () => {
    const { store, product } = await storeWithProduct();
    const second = await insertProduct(t.app, { sellerId: store.seller._id, mainCategoryId: categoryId });
    const buyer = await createUser(t.app, { name: 'Ayşe Yılmaz' });
    const ids = [];
    for (const [target, text] of [
      [product.id, 'Birinci ürün sorusu?'],
      [second.id, 'İkinci ürün sorusu?'],
      [product.id, 'Birinci ürüne ikinci soru?'],
    ]) {
      ids.push((await ask(buyer.token, target, text)).body.question._id);
    }
    await answer(store.token, ids[0]);
    const other = await storeWithProduct();
    await ask(buyer.token, other.product.id, 'Başka mağazanın sorusu?');

    const all = await get('/api/questions/seller/questions', store.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 10, totalPages: 1, counts: { all: 3, answered: 1, unanswered: 2 } });
    expect(all.body.questions.map((q: { _id: string }) => q._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.body.questions[0]).toMatchObject({ askedBy: 'A*** Y***', product: { _id: product.id }, isAnswered: false });

    const waiting = await get('/api/questions/seller/questions?status=unanswered&limit=1', store.token);
    expect(waiting.body).toMatchObject({ total: 2, totalPages: 2, counts: { unanswered: 2 } });
    expect(waiting.body.questions.map((q: { _id: string }) => q._id)).toEqual([ids[2]]);
    const answered = await get('/api/questions/seller/questions?status=answered', store.token);
    expect(answered.body.questions.map((q: { _id: string }) => q._id)).toEqual([ids[0]]);
    const byProduct = await get(`/api/questions/seller/questions?productId=${second.id}&status=`, store.token);
    expect(byProduct.body.questions.map((q: { _id: string }) => q._id)).toEqual([ids[1]]);

    expect((await get('/api/questions/seller/questions?status=hepsi', store.token)).status).toBe(400);
    expect((await get('/api/questions/seller/questions?productId=abc', store.token)).status).toBe(400);
    expect((await get('/api/questions/seller/questions', buyer.token)).status).toBe(403);
    expect((await get('/api/questions/seller/questions')).status).toBe(401);
  });
});
