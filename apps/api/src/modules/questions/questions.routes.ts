import { idParam } from '@pazaryeri/contract';
import {
  answerQuestionBody,
  answerQuestionResponse,
  askQuestionBody,
  askQuestionResponse,
  myQuestionsResponse,
  productIdParam,
  productQuestionsResponse,
  questionListQuery,
  sellerQuestionsQuery,
  sellerQuestionsResponse,
} from '@pazaryeri/contract/questions/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { storeReplyRoute } from '../../lib/store-reply-route';
import { answerQuestion, askQuestion, listMyQuestions, listProductQuestions, listStoreQuestions } from './questions.service';

const tags = ['questions'];

export default async function questionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Ürünün mağazasına soru sorar (hesap başına dakikada 10 soru).',
      body: askQuestionBody,
      response: { 201: askQuestionResponse, ...errors(400, 401, 404, 422, 429) },
    },
    handler: async (request, reply) => reply.status(201).send(await askQuestion(app, request.user!.id, request.body)),
  });

  storeReplyRoute(app, '/:id/answer', {
    tags,
    description: 'Mağaza kendi ürününe sorulan soruyu yanıtlar; yeniden yanıtlamak yanıtı düzeltir.',
    params: idParam,
    body: answerQuestionBody,
    response: answerQuestionResponse,
    reply: (sellerUserId, params, body) => answerQuestion(app.db, sellerUserId, params.id, body.answer),
  });

  app.get('/myquestions', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: questionListQuery, response: { 200: myQuestionsResponse, ...errors(400, 401) } },
    handler: async (request) => listMyQuestions(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/seller/questions', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      querystring: sellerQuestionsQuery,
      response: { 200: sellerQuestionsResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => listStoreQuestions(app.db, request.user!.id, request.query),
  });

  app.get('/:productId', {
    schema: {
      tags,
      description: 'Ürünün yanıtlanmış soruları; oturum açmış kullanıcıya kendi bekleyen soruları da gösterilir.',
      params: productIdParam,
      querystring: questionListQuery,
      response: { 200: productQuestionsResponse, ...errors(400, 404) },
    },
    handler: async (request) => {
      const viewer = await app.authenticate(request);
      return listProductQuestions(app.db, viewer?.id ?? null, request.params.productId, request.query.page, request.query.limit);
    },
  });
}
