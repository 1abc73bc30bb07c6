import { idParam } from '@pazaryeri/contract';
import {
  addCustomInputBody,
  customInputListQuery,
  customInputListResponse,
  customInputResponse,
  customizationMessages,
  customOptionsBody,
  customOptionsResponse,
  customTemplateBody,
  customTemplateListQuery,
  customTemplateListResponse,
  customTemplateResponse,
  designImagesResponse,
} from '@pazaryeri/contract/customization/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schemas';
import { buffersOf, type DesignContext, storeDesignImages } from './customization.designs';
import { addCustomInput, listCustomInputs } from './customization.inputs';
import { createTemplate, getTemplate, listTemplates, setProductOptions, updateTemplate } from './customization.templates';

const tags = ['customization'];

/** Product customization (spec §7 Customization): templates, a product's options, buyers' values and design images. */
export default async function customizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const designs = (request: FastifyRequest): DesignContext => ({ db: app.db, storage: app.storage, log: request.log });

  app.post('/products/custom', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağazanın yeni özelleştirme şablonu: ad, açıklama ve alanlar (metin, sayı, seçenek listesi, görsel).',
      body: customTemplateBody,
      response: { 201: customTemplateResponse, ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const template = await createTemplate(app.db, request.user!.id, request.body);
      return reply.status(201).send({ message: customizationMessages.templateCreated, template });
    },
  });

  app.post('/products/custom-options', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Mağaza kendi ürününe kendi şablonlarından birini seçer (templateId: null kaldırır).',
      body: customOptionsBody,
      response: { 200: customOptionsResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const customization = await setProductOptions(app.db, request.user!.id, request.body);
      return { message: customization.selectedTemplate ? customizationMessages.optionsUpdated : customizationMessages.optionsRemoved, ...customization };
    },
  });

  app.get('/products/custom-templates/all', {
    schema: {
      tags,
      description: 'Bir mağazanın şablonları (sellerId); sellerId olmadan çağıran mağazanın kendi şablonları.',
      querystring: customTemplateListQuery,
      response: { 200: customTemplateListResponse, ...errors(400) },
    },
    handler: async (request) => {
      const caller = request.query.sellerId ? null : await app.authenticate(request);
      return { templates: await listTemplates(app.db, request.query.sellerId, caller?.id ?? null) };
    },
  });

  app.get('/products/custom-templates/:id', {
    schema: { tags, params: idParam, response: { 200: customTemplateResponse, ...errors(404) } },
    handler: async (request) => ({ template: await getTemplate(app.db, request.params.id) }),
  });

  app.put('/products/custom-templates/:id', {
    onRequest: app.requireSeller,
    schema: {
      tags,
      security: bearer,
      description: 'Yalnızca şablonun mağazası; başka mağazanın şablonu 404.',
      params: idParam,
      body: customTemplateBody,
      response: { 200: customTemplateResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      message: customizationMessages.templateUpdated,
      template: await updateTemplate(app.db, request.user!.id, request.params.id, request.body),
    }),
  });

  app.post('/productCustomInput/add', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'multipart/form-data (ya da JSON): productId, values (JSON: alan anahtarı → değer) ve görsel alanları için alan anahtarıyla adlandırılmış dosyalar. Şablona göre denetlenir.',
      body: addCustomInputBody.loose(),
      response: { 201: customInputResponse, ...errors(400, 401, 404, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      const customInput = await addCustomInput(designs(request), request.user!.id, request.body);
      return reply.status(201).send({ message: customizationMessages.inputSaved, customInput });
    },
  });

  app.get('/productCustomInput/list', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: customInputListQuery, response: { 200: customInputListResponse, ...errors(400, 401) } },
    handler: async (request) => listCustomInputs(app.db, request.user!.id, request.query),
  });

  app.post('/designs/images', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: `multipart/form-data: images (en fazla 5 resim; içeriğinden denetlenir, WebP olarak saklanır).`,
      body: z.object({ images: z.any().optional() }),
      response: { 201: designImagesResponse, ...errors(400, 401, 413, 415) },
    },
    handler: async (request, reply) => {
      const images = await storeDesignImages(designs(request), request.user!.id, buffersOf(request.body.images));
      return reply.status(201).send({ message: customizationMessages.designUploaded, images });
    },
  });
}
