import {
  addressMessages,
  cityCodeParam,
  shippingCitiesQuery,
  shippingCitiesResponse,
  shippingCity,
  shippingDistrict,
  shippingDistrictsQuery,
  shippingDistrictsResponse,
} from '@pazaryeri/contract/addresses/index';
import { idParam } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { findCityByCode, findDistrictById, listCities, listDistricts } from '../../lib/locations';
import { errors } from '../../lib/route-schemas';
import addressesRoutes from './addresses.routes';

const tags = ['shipping'];
/** Provinces and districts change with a package upgrade (a deploy), never between two requests. */
const LOCATIONS_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * /api/shipping: the buyer's address book again (the spec's shipping-address client) and the
 * city → district look-ups behind every address form. The cargo routes join this file's prefix later.
 */
export default async function shippingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.register(addressesRoutes, { prefix: '/addresses' });

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
