import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { type QuestionRow, questions } from '../../db/schema/questions';

/** The first approved picture of the product in the row (list size), or null. */
const productImage = sql<string | null>`(
  select ${productImages.listUrl} from ${productImages}
  where ${productImages.productId} = ${products.id} and ${productImages.status} = 'approved'
  order by ${productImages.position}, ${productImages.createdAt} limit 1)`;

const productColumns = { id: products.id, name: products.name, slug: products.slug, image: productImage };

/** A product as the questions show it, with its store and the store's owner (who may not ask on it). */
export async function selectQuestionProduct(db: Db, id: string) {
  const [row] = await db
    .select({ ...productColumns, sellerId: sellers.id, storeName: sellers.storeName, ownerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertQuestion(db: Db, values: typeof questions.$inferInsert): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  return row;
}

export async function updateAnswer(db: Db, id: string, answer: string): Promise<QuestionRow | null> {
  const [row] = await db.update(questions).set({ answer, answeredAt: new Date() }).where(eq(questions.id, id)).returning();
  return row ?? null;
}

/** A question with its product and the asker's name: what the store's inbox shows of it. */
const inboxColumns = { question: questions, product: productColumns, askerName: users.name };

export async function selectQuestionForStore(db: Db, id: string) {
  const [row] = await db
    .select(inboxColumns)
    .from(questions)
    .innerJoin(products, eq(products.id, questions.productId))
    .innerJoin(users, eq(users.id, questions.userId))
    .where(eq(questions.id, id))
    .limit(1);
  return row ?? null;
}

async function page<T>(rows: Promise<T[]>, total: Promise<{ value: number }[]>) {
  const [list, [{ value }]] = await Promise.all([rows, total]);
  return { rows: list, total: value };
}

/** A product's answered questions and, for a signed-in viewer, their own unanswered ones; newest first. */
export function selectProductQuestions(db: Db, productId: string, viewerId: string | null, offset: number, limit: number) {
  const where = and(
    eq(questions.productId, productId),
    viewerId ? or(isNotNull(questions.answer), eq(questions.userId, viewerId)) : isNotNull(questions.answer),
  );
  return page(
    db
      .select({ question: questions, askerName: users.name })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(questions).where(where),
  );
}

/** The questions a user asked, newest first, with the product and its store. */
export function selectUserQuestions(db: Db, userId: string, offset: number, limit: number) {
  const where = eq(questions.userId, userId);
  return page(
    db
      .select({ question: questions, product: productColumns, storeName: sellers.storeName })
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .innerJoin(sellers, eq(sellers.id, questions.sellerId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(questions).where(where),
  );
}

export interface StoreQuestionFilter {
  status: 'all' | 'answered' | 'unanswered';
  productId?: string;
}

/** A store's questions, newest first, filtered by answer state and product. */
export function selectStoreQuestions(db: Db, sellerId: string, filter: StoreQuestionFilter, offset: number, limit: number) {
  const conditions: (SQL | undefined)[] = [eq(questions.sellerId, sellerId)];
  if (filter.status === 'answered') conditions.push(isNotNull(questions.answer));
  if (filter.status === 'unanswered') conditions.push(isNull(questions.answer));
  if (filter.productId) conditions.push(eq(questions.productId, filter.productId));
  const where = and(...conditions);
  return page(
    db
      .select(inboxColumns)
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .innerJoin(users, eq(users.id, questions.userId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(questions).where(where),
  );
}

/** All, answered and unanswered questions of a store, in one pass. */
export async function countStoreQuestions(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      all: count(),
      answered: count(questions.answer),
    })
    .from(questions)
    .where(eq(questions.sellerId, sellerId));
  return { all: row.all, answered: row.answered, unanswered: row.all - row.answered };
}
