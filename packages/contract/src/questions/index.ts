import { z } from 'zod';
import { adminMessages } from '../addresses/messages';

export const questionLimits = { min: 5, max: 1000 } as const;
export const answerLimits = { min: 2, max: 2000 } as const;
/** Questions one account may ask per minute. */
export const askRateLimit = { max: 10, windowSeconds: 60 } as const;

export const questionMessages = {
  asked: 'Sorunuz satıcıya iletildi. Yanıtlandığında ürün sayfasında görünecek.',
  /** Spec §8. */
  answered: 'Answer posted successfully',
  productNotFound: 'Ürün bulunamadı.',
  questionNotFound: 'Soru bulunamadı.',
  ownProduct: 'Kendi ürününüze soru soramazsınız.',
  notYourQuestion: 'Bu soru mağazanızın bir ürününe ait değil.',
  storeNotFound: 'Onaylı bir mağazanız bulunmuyor.',
} as const;

export const askQuestionBody = z.object({
  productId: z.string({ error: 'Ürün gerekli.' }).trim().min(1, { error: 'Ürün gerekli.' }).max(64),
  question: z
    .string({ error: 'Soru gerekli.' })
    .trim()
    .min(1, { error: 'Soru gerekli.', abort: true })
    .min(questionLimits.min, { error: `Soru en az ${questionLimits.min} karakter olmalı.` })
    .max(questionLimits.max, { error: `Soru en fazla ${questionLimits.max} karakter olabilir.` }),
});
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

export const answerQuestionBody = z.object({
  answer: z
    .string({ error: 'Yanıt gerekli.' })
    .trim()
    .min(1, { error: 'Yanıt gerekli.', abort: true })
    .min(answerLimits.min, { error: `Yanıt en az ${answerLimits.min} karakter olmalı.` })
    .max(answerLimits.max, { error: `Yanıt en fazla ${answerLimits.max} karakter olabilir.` }),
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionBody>;

export const productIdParam = z.object({ productId: z.string().min(1).max(64) });

/** The product a question is about, as lists show it. `image` is its first approved picture. */
export const questionProduct = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type QuestionProduct = z.infer<typeof questionProduct>;

/**
 * A question on the product page. The asker is shown masked ('A*** Y***'); `isMine` marks the
 * caller's own questions (the only unanswered ones anybody but the store sees).
 */
export const publicQuestion = z.object({
  _id: z.string(),
  productId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  isAnswered: z.boolean(),
  askedBy: z.string(),
  isMine: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

/** A question in the asker's own list (GET /questions/myquestions). */
export const myQuestion = z.object({
  _id: z.string(),
  product: questionProduct,
  storeName: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  isAnswered: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type MyQuestion = z.infer<typeof myQuestion>;

/** A question in the store's inbox (GET /questions/seller/questions); the asker stays masked. */
export const sellerQuestion = z.object({
  _id: z.string(),
  product: questionProduct,
  question: z.string(),
  answer: z.string().nullable(),
  isAnswered: z.boolean(),
  askedBy: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SellerQuestion = z.infer<typeof sellerQuestion>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};
const pageInfo = {
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};

export const questionListQuery = z.object(pageFields);
export type QuestionListQuery = z.infer<typeof questionListQuery>;

export const questionStatusFilters = ['all', 'answered', 'unanswered'] as const;

export const sellerQuestionsQuery = z.object({
  ...pageFields,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(questionStatusFilters, { error: 'Geçersiz soru durumu.' }).default('all'),
  ),
  productId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid({ error: 'Geçersiz ürün.' }).optional()),
});
export type SellerQuestionsQuery = z.infer<typeof sellerQuestionsQuery>;

export const productQuestionsResponse = z.object({ questions: z.array(publicQuestion), ...pageInfo });
export type ProductQuestionsResponse = z.infer<typeof productQuestionsResponse>;

export const myQuestionsResponse = z.object({ questions: z.array(myQuestion), ...pageInfo });
export type MyQuestionsResponse = z.infer<typeof myQuestionsResponse>;

/** `counts` covers the whole store (for the tabs), whatever the filter. */
export const sellerQuestionsResponse = z.object({
  questions: z.array(sellerQuestion),
  ...pageInfo,
  counts: z.object({ all: z.number().int(), answered: z.number().int(), unanswered: z.number().int() }),
});
export type SellerQuestionsResponse = z.infer<typeof sellerQuestionsResponse>;

export const askQuestionResponse = z.object({ message: z.string(), question: myQuestion });
export type AskQuestionResponse = z.infer<typeof askQuestionResponse>;

export const answerQuestionResponse = z.object({ message: z.string(), question: sellerQuestion });
export type AnswerQuestionResponse = z.infer<typeof answerQuestionResponse>;

/**
 * 'Ayşe Yılmaz' → 'A*** Y***': the first letter of each word (Turkish upper case), the rest hidden.
 * A deleted account's name ("Silinmiş kullanıcı") names nobody and is shown as it is.
 */
export function maskName(name: string): string {
  if (name === adminMessages.deletedUserName) return name;
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '***';
  return words.map((word) => `${[...word][0].toLocaleUpperCase('tr-TR')}***`).join(' ');
}
