import {
  billingProfile,
  billingProfileListResponse,
  billingProfileResponse,
  createBillingProfileBody,
  updateBillingProfileBody,
} from '@pazaryeri/contract/addresses/index';
import { idParam, messageResponse } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import {
  createBillingProfile,
  deleteBillingProfile,
  getBillingProfile,
  listBillingProfiles,
  updateBillingProfile,
} from './billing-profiles.service';

const tags = ['billing'];

/** /api/users/billing-profiles: the signed-in person's billing identities (issue 26), their own only. */
export default async function billingProfilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.get('/', {
    schema: { tags, security: bearer, description: 'Fatura bilgileri: varsayılan önce, sonra en yeni.', response: { 200: billingProfileListResponse, ...errors(401) } },
    handler: async (request) => listBillingProfiles(app.db, request.user!.id),
  });

  app.post('/', {
    schema: {
      tags,
      security: bearer,
      description: 'Bireysel (ad soyad, isteğe bağlı TCKN) ya da kurumsal (unvan, VKN, vergi dairesi) fatura bilgisi; TCKN ve VKN algoritmasıyla denetlenir.',
      body: createBillingProfileBody,
      response: { 201: billingProfileResponse, ...errors(400, 401, 422) },
    },
    handler: async (request, reply) => reply.status(201).send(await createBillingProfile(app.db, request.user!.id, request.body)),
  });

  app.get('/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: billingProfile, ...errors(401, 404) } },
    handler: async (request) => getBillingProfile(app.db, request.user!.id, request.params.id),
  });

  app.put('/:id', {
    schema: { tags, security: bearer, params: idParam, body: updateBillingProfileBody, response: { 200: billingProfileResponse, ...errors(400, 401, 404) } },
    handler: async (request) => updateBillingProfile(app.db, request.user!.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 404) } },
    handler: async (request) => deleteBillingProfile(app.db, request.user!.id, request.params.id),
  });
}
