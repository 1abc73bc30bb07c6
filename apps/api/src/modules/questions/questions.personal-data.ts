import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { findStoreByUserId } from '../sellers';
import { questions } from '../../db/schema/questions';

/**
 * The questions the person asked, with the store's answer to each; for a store owner, the answers
 * their store gave. The askers of those (who they are and what they wrote) are not the owner's data.
 */
export const questionsPersonalData: PersonalDataSource = {
  folder: 'sorular',
  title: 'Ürün soruları ve cevaplar',
  async collect(db, person) {
    const [asked, store] = await Promise.all([
      db
        .select({
          id: questions.id,
          productId: questions.productId,
          productName: products.name,
          storeName: sellers.storeName,
          question: questions.question,
          answer: questions.answer,
          askedAt: questions.createdAt,
          answeredAt: questions.answeredAt,
        })
        .from(questions)
        .innerJoin(products, eq(products.id, questions.productId))
        .innerJoin(sellers, eq(sellers.id, questions.sellerId))
        .where(eq(questions.userId, person.id))
        .orderBy(asc(questions.createdAt), asc(questions.id)),
      findStoreByUserId(db, person.id),
    ]);
    const storeQuestions = store
      ? await db
          .select({
            id: questions.id,
            productId: questions.productId,
            productName: products.name,
            answer: questions.answer,
            askedAt: questions.createdAt,
            answeredAt: questions.answeredAt,
          })
          .from(questions)
          .innerJoin(products, eq(products.id, questions.productId))
          .where(eq(questions.sellerId, store.id))
          .orderBy(asc(questions.createdAt), asc(questions.id))
      : [];
    return { data: { questionsAsked: asked, storeQuestions }, files: [] };
  },
};
