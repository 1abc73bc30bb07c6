import { messages } from '@pazaryeri/contract';
import {
  type AnswerQuestionResponse,
  type AskQuestionBody,
  type AskQuestionResponse,
  askRateLimit,
  maskName,
  type MyQuestion,
  type MyQuestionsResponse,
  type ProductQuestionsResponse,
  type PublicQuestion,
  questionMessages,
  type SellerQuestion,
  type SellerQuestionsQuery,
  type SellerQuestionsResponse,
} from '@pazaryeri/contract/questions/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { Limiter } from '../../lib/limiter';
import { isProductVisible } from '../products';
import { findStoreByUserId, requireStoreOwner } from '../sellers';
import {
  countStoreQuestions,
  insertQuestion,
  selectProductQuestions,
  selectQuestionForStore,
  selectQuestionProduct,
  selectStoreQuestions,
  selectUserQuestions,
  updateAnswer,
} from './questions.queries';
import type { QuestionRow } from '../../db/schema/questions';

export interface QuestionsContext {
  db: Db;
  limiter: Limiter;
}

interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  image: string | null;
}

const answerFields = (row: QuestionRow) => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  isAnswered: row.answer !== null,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

const toProduct = (product: ProductSummary) => ({ _id: product.id, name: product.name, slug: product.slug, image: product.image });

function toMyQuestion(row: QuestionRow, product: ProductSummary, storeName: string): MyQuestion {
  return { ...answerFields(row), product: toProduct(product), storeName };
}

function toSellerQuestion(row: QuestionRow, product: ProductSummary, askerName: string): SellerQuestion {
  return { ...answerFields(row), product: toProduct(product), askedBy: maskName(askerName) };
}

const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

/** A product buyers can see now (the products module decides what that means), or 404. */
async function findVisibleProduct(db: Db, productId: string) {
  const product = (await isProductVisible(db, productId)) ? await selectQuestionProduct(db, productId) : null;
  if (!product) throw new AppError('NOT_FOUND', questionMessages.productNotFound);
  return product;
}

/** Asks the product's store a question. Only products buyers can see; never one's own store's. */
export async function askQuestion(ctx: QuestionsContext, userId: string, body: AskQuestionBody): Promise<AskQuestionResponse> {
  const limit = await ctx.limiter.hit(`question:${userId}`, askRateLimit.max, askRateLimit.windowSeconds);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', messages.rateLimited);
  const product = await findVisibleProduct(ctx.db, body.productId);
  if (product.ownerUserId === userId) throw new AppError('UNPROCESSABLE', questionMessages.ownProduct);
  const row = await insertQuestion(ctx.db, { productId: product.id, sellerId: product.sellerId, userId, question: body.question });
  return { message: questionMessages.asked, question: toMyQuestion(row, product, product.storeName) };
}

/** The store answers (or corrects its answer to) a question on one of its products. */
export async function answerQuestion(db: Db, sellerUserId: string, id: string, answer: string): Promise<AnswerQuestionResponse> {
  const found = isId(id) ? await selectQuestionForStore(db, id) : null;
  if (!found) throw new AppError('NOT_FOUND', questionMessages.questionNotFound);
  await requireStoreOwner(db, sellerUserId, found.question.sellerId, questionMessages.notYourQuestion);
  const row = await updateAnswer(db, found.question.id, answer);
  if (!row) throw new AppError('NOT_FOUND', questionMessages.questionNotFound);
  return { message: questionMessages.answered, question: toSellerQuestion(row, found.product, found.askerName) };
}

/** The product page's questions: answered ones for everybody, plus the viewer's own waiting ones. */
export async function listProductQuestions(
  db: Db,
  viewerId: string | null,
  productId: string,
  page: number,
  limit: number,
): Promise<ProductQuestionsResponse> {
  const product = await findVisibleProduct(db, productId);
  const { rows, total } = await selectProductQuestions(db, product.id, viewerId, (page - 1) * limit, limit);
  const questions: PublicQuestion[] = rows.map(({ question, askerName }) => ({
    ...answerFields(question),
    productId: question.productId,
    askedBy: maskName(askerName),
    isMine: question.userId === viewerId,
  }));
  return { questions, ...pageOf(page, limit, total) };
}

export async function listMyQuestions(db: Db, userId: string, page: number, limit: number): Promise<MyQuestionsResponse> {
  const { rows, total } = await selectUserQuestions(db, userId, (page - 1) * limit, limit);
  return {
    questions: rows.map(({ question, product, storeName }) => toMyQuestion(question, product, storeName)),
    ...pageOf(page, limit, total),
  };
}

/** The store's inbox, with the counts its tabs show (all, answered, waiting for an answer). */
export async function listStoreQuestions(db: Db, sellerUserId: string, query: SellerQuestionsQuery): Promise<SellerQuestionsResponse> {
  const store = await findStoreByUserId(db, sellerUserId);
  if (!store || store.status !== 'approved') throw new AppError('NOT_FOUND', questionMessages.storeNotFound);
  const filter = { status: query.status, productId: query.productId };
  const [{ rows, total }, counts] = await Promise.all([
    selectStoreQuestions(db, store.id, filter, (query.page - 1) * query.limit, query.limit),
    countStoreQuestions(db, store.id),
  ]);
  return {
    questions: rows.map(({ question, product, askerName }) => toSellerQuestion(question, product, askerName)),
    ...pageOf(query.page, query.limit, total),
    counts,
  };
}
