import type {
  AnswerQuestionResponse,
  AskQuestionResponse,
  ProductQuestionsResponse,
  SellerQuestionsResponse,
} from '@pazaryeri/contract/questions/index';
import { api } from '@/lib/api-client';

export type SellerQuestionStatus = 'all' | 'answered' | 'unanswered';

export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProductQuestions: build.query<ProductQuestionsResponse, { productId: string; page: number }>({
      query: ({ productId, page }) => ({ url: `/questions/${encodeURIComponent(productId)}`, params: { page, limit: 10 } }),
      providesTags: ['Question'],
    }),
    askQuestion: build.mutation<AskQuestionResponse, { productId: string; question: string }>({
      query: (body) => ({ url: '/questions', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Question'] : []),
    }),
    listSellerQuestions: build.query<SellerQuestionsResponse, { status: SellerQuestionStatus; page: number }>({
      query: ({ status, page }) => ({ url: '/questions/seller/questions', params: { status, page, limit: 10 } }),
      extraOptions: { fallbackMessage: 'Sorular yüklenemedi.' },
      providesTags: ['Question'],
    }),
    answerQuestion: build.mutation<AnswerQuestionResponse, { id: string; answer: string }>({
      query: ({ id, answer }) => ({ url: `/questions/${encodeURIComponent(id)}/answer`, method: 'POST', body: { answer } }),
      invalidatesTags: (result) => (result ? ['Question'] : []),
    }),
  }),
});

export const {
  useListProductQuestionsQuery,
  useAskQuestionMutation,
  useListSellerQuestionsQuery,
  useAnswerQuestionMutation,
} = questionsApi;
