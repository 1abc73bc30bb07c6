import {
  addressMessages,
  buyerAddress,
  buyerAddressListQuery,
  buyerAddressListResponse,
  buyerAddressResponse,
  cityCodeParam,
  createBuyerAddressBody,
  shippingCitiesQuery,
  shippingCitiesResponse,
  shippingCity,
  shippingDistrict,
  shippingDistrictsQuery,
  shippingDistrictsResponse,
  updateBuyerAddressBody,
} from '@pazaryeri/contract/addresses/index';
import { idParam, messageResponse } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { findCityByCode, findDistrictById, listCities, listDistricts } from '../../lib/locations';
import { bearer, errors } from '../../lib/route-schemas';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './addresses.service';

const tags = ['shipping'];
/** Provinces and districts change with a package upgrade (a deploy), never between two requests. */
const LOCATIONS_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * /api/shipping: the buyer's address book again (the spec's shipping-address client) and the
 * city → district look-ups behind every address form. The cargo routes join this file's prefix later.
 */
export default async function shippingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.register(async (book) => {
    const api = book.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', app.requireUser);

    api.get('/addresses', {
      schema: {
        tags,
        security: bearer,
        querystring: buyerAddressListQuery,
        response: { 200: buyerAddressListResponse, ...errors(400, 401, 403) },
      },
      handler: async (request) => listAddresses(app.db, request.user!.id, request.query.page, request.query.limit),
    });

    api.post('/addresses', {
      schema: {
        tags,
        security: bearer,
        body: createBuyerAddressBody,
        response: { 201: buyerAddressResponse, ...errors(400, 401, 403, 422) },
      },
      handler: async (request, reply) => reply.status(201).send(await createAddress(app.db, request.user!.id, request.body)),
    });

    api.get('/addresses/:id', {
      schema: { tags, security: bearer, params: idParam, response: { 200: buyerAddress, ...errors(401, 403, 404) } },
      handler: async (request) => getAddress(app.db, request.user!.id, request.params.id),
    });

    api.put('/addresses/:id', {
      schema: {
        tags,
        security: bearer,
        params: idParam,
        body: updateBuyerAddressBody,
        response: { 200: buyerAddressResponse, ...errors(400, 401, 403, 404) },
      },
      handler: async (request) => updateAddress(app.db, request.user!.id, request.params.id, request.body),
    });

    api.delete('/addresses/:id', {
      schema: { tags, security: bearer, params: idParam, response: { 200: messageResponse, ...errors(401, 403, 404) } },
      handler: async (request) => deleteAddress(app.db, request.user!.id, request.params.id),
    });
  });

  app.get('/cities', {
    schema: { tags, querystring: shippingCitiesQuery, response: { 200: shippingCitiesResponse, ...errors(400) } },
    handler: async (request, reply) => {
      reply.header('cache-control', LOCATIONS_CACHE);
      return listCities(request.query.countryCode);
    },
  });

  app.get('/cities/:cityCode', {
    schema: { tags, params: cityCodeParam, response: { 200: shippingCity, ...errors(404) } },
    handler: async (request, reply) => {
      const city = findCityByCode(request.params.cityCode);
      if (!city) throw new AppError('NOT_FOUND', addressMessages.cityNotFound);
      reply.header('cache-control', LOCATIONS_CACHE);
      return city;
    },
  });

  app.get('/districts', {
    schema: {
      tags,
      description: 'cityCode verilmezse ülkenin bütün ilçeleri.',
      querystring: shippingDistrictsQuery,
      response: { 200: shippingDistrictsResponse, ...errors(400, 404) },
    },
    handler: async (request, reply) => {
      const { cityCode, countryCode } = request.query;
      if (countryCode !== 'TR') return [];
      if (cityCode !== undefined && !findCityByCode(cityCode)) throw new AppError('NOT_FOUND', addressMessages.cityNotFound);
      reply.header('cache-control', LOCATIONS_CACHE);
      return listDistricts(cityCode);
    },
  });

  app.get('/districts/:id', {
    schema: { tags, params: idParam, response: { 200: shippingDistrict, ...errors(404) } },
    handler: async (request, reply) => {
      const district = findDistrictById(request.params.id);
      if (!district) throw new AppError('NOT_FOUND', addressMessages.districtNotFound);
      reply.header('cache-control', LOCATIONS_CACHE);
      return district;
    },
  });
}
