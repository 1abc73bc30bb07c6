import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { createApplicant } from '../sellers';
import { questions } from '../../db/schema/questions';
import { insertCategoryTree, insertProduct, questionsPersonalData } from '.';

let t: TestApp;
let categoryId: string;
beforeAll(async () => {
  t = await personalDataApp();
  categoryId = (await insertCategoryTree(t.app, 'Soru Hırdavat')).main.id;
});
afterAll(releasePersonalDataApp);

describe('questions personal data', () => {
  it("gives the person's questions with the store's answers, and their store's answers without the askers", async () => {
    const a = await createApplicant(t.app, { storeName: 'Kara Hırdavat' }, 'Ayşe Kara');
    const b = await createApplicant(t.app, { storeName: 'Demirtaş Rulman' }, 'Bora Demirtaş');
    const bolt = await insertProduct(t.app, { sellerId: a.seller._id, mainCategoryId: categoryId, name: 'M8 Galvaniz Cıvata' });
    const bearing = await insertProduct(t.app, { sellerId: b.seller._id, mainCategoryId: categoryId, name: '6204 Rulman' });
    await t.app.db.insert(questions).values([
      { productId: bearing.id, sellerId: b.seller._id, userId: a.user.id, question: 'Rulman ZZ kapaklı mı?', answer: 'Evet, iki tarafı kapaklı.', answeredAt: new Date() },
      { productId: bolt.id, sellerId: a.seller._id, userId: b.user.id, question: 'Bora soruyor: somunu dahil mi?', answer: 'Somun ayrıca satılıyor.', answeredAt: new Date() },
      { productId: bearing.id, sellerId: b.seller._id, userId: b.user.id, question: 'Bora kendine soruyor: stok ne zaman?' },
    ]);

    const { data, files } = await questionsPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.questionsAsked).toEqual([
      expect.objectContaining({ productId: bearing.id, productName: '6204 Rulman', storeName: 'Demirtaş Rulman', question: 'Rulman ZZ kapaklı mı?', answer: 'Evet, iki tarafı kapaklı.', answeredAt: expect.any(Date) }),
    ]);
    expect(data.storeQuestions).toEqual([
      expect.objectContaining({ productId: bolt.id, productName: 'M8 Galvaniz Cıvata', answer: 'Somun ayrıca satılıyor.', askedAt: expect.any(Date) }),
    ]);
    expect(files).toEqual([]);
    const json = JSON.stringify(data);
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'Bora soruyor', 'Bora kendine']) expect(json).not.toContain(absent);
  });

  it('gives empty lists to a person who asked nothing and has no store', async () => {
    const c = await createUser(t.app);
    expect(await questionsPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { questionsAsked: [], storeQuestions: [] }, files: [] });
  });
});
