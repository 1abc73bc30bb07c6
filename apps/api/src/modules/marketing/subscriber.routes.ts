import { marketingMessages, subscribeBody, subscribeResponse, subscriberActionResponse, subscriberTokenBody, subscriberTokenQuery } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-schemas';
import { confirmSubscription, subscribe, unsubscribe } from './marketing.subscribers';

const tags = ['marketing'];

/** The path of the page a form was sent from, when the browser said (never the query: it may carry a token). */
function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 500);
  } catch {
    return null;
  }
}

/** /api/subscriber: public subscribe (spec §7), confirm (double opt-in) and one-click unsubscribe. */
export default async function subscriberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/subscribe', {
    schema: {
      tags,
      description: `Bülten aboneliği (herkese açık): onay bağlantısı e-postayla gider; adres zaten kayıtlı olsa da yanıt aynıdır. Onay metni: "${marketingMessages.consentText}"`,
      body: subscribeBody,
      response: { 200: subscribeResponse, ...errors(400, 429) },
    },
    handler: async (request) => subscribe(app, request.body, { ip: request.ip, page: refererPath(request.headers.referer) }),
  });

  app.post('/confirm', {
    schema: { tags, description: 'E-postadaki onay bağlantısının jetonu: abonelik onaylanır.', body: subscriberTokenBody, response: { 200: subscriberActionResponse, ...errors(400, 422) } },
    handler: async (request) => confirmSubscription(app, request.body.token, request.ip),
  });

  app.post('/unsubscribe', {
    schema: {
      tags,
      description: 'Tek tıkla abonelikten çıkış (RFC 8058 List-Unsubscribe-Post; gövde `List-Unsubscribe=One-Click` ya da boş). Jeton sorguda.',
      querystring: subscriberTokenQuery,
      body: z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish(),
      response: { 200: subscriberActionResponse, ...errors(400, 422) },
    },
    handler: async (request) => unsubscribe(app, request.query.token),
  });
}
