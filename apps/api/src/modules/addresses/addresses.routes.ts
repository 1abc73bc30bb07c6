import {
  buyerAddress,
  buyerAddressListQuery,
  buyerAddressListResponse,
  buyerAddressResponse,
  createBuyerAddressBody,
  updateBuyerAddressBody,
} from '@pazaryeri/contract/addresses/index';
import { idParam, messageResponse } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schemas';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './addresses.service';

const tags = ['addresses'];

/**
 * The signed-in buyer's own address book (spec §7 "Buyer addresses"). Registered at
 * /api/addresses and again at /api/shipping/addresses: the spec's two clients of one book.
 */
export default async function addressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  app.post('/', {
    schema: {
      tags,
      security: bearer,
      body: createBuyerAddressBody,
      response: { 201: buyerAddressResponse, ...errors(400, 401, 403, 422) },
    },
    handler: async (request, reply) => reply.status(201).send(await createAddress(app.db, request.user!.id, request.body)),
  });

  app.get('/', {
    schema: {
      tags,
      security: bearer,
      querystring: buyerAddressListQuery,
      response: { 200: buyerAddressListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listAddresses(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: buyerAddress, ...errors(401, 403, 404) } },
    handler: async (request) => getAddress(app.db, request.user!.id, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      security: bearer,
      params: idParam,
      body: updateBuyerAddressBody,
      response: { 200: buyerAddressResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => updateAddress(app.db, request.user!.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
    handler: async (request) => deleteAddress(app.db, request.user!.id, request.params.id),
  });
}
