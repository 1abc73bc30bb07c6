import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearer, errors } from './route-schemas';

interface StoreReplyRoute<Params extends z.ZodType, Body extends z.ZodType> {
  tags: string[];
  description: string;
  params: Params;
  body: Body;
  response: z.ZodType;
  /** Saves the reply of the signed-in seller's store (the service checks the item is on one of its products). */
  reply: (sellerUserId: string, params: z.infer<Params>, body: z.infer<Body>) => Promise<unknown>;
}

/**
 * `POST path` for sellers: the store's one reply to something a buyer wrote on its product (a
 * review, a question); replying again corrects it. 200, or 400/401/403/404.
 */
export function storeReplyRoute<Params extends z.ZodType, Body extends z.ZodType>(fastify: FastifyInstance, path: string, route: StoreReplyRoute<Params, Body>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(path, {
    onRequest: app.requireSeller,
    schema: {
      tags: route.tags,
      security: bearer,
      description: route.description,
      params: route.params,
      body: route.body,
      response: { 200: route.response, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => route.reply(request.user!.id, request.params as z.infer<Params>, request.body as z.infer<Body>),
  });
}
