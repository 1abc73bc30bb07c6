import { idParam, slugParam } from '@pazaryeri/contract';
import {
  checkStockQuery,
  checkStockResponse,
  favoritesQuery,
  product,
  productListQuery,
  productListResponse,
  recommendationsQuery,
  recommendationsResponse,
  storeProductsQuery,
  toggleFavoriteResponse,
} from '@pazaryeri/contract/products/index';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import digitalProductsRoutes from './digital-products.routes';
import { getProductDetail, listCatalogue, listRecommendations, listStoreProducts } from './products.catalogue';
import { listFavorites, toggleFavorite } from './products.favorites';
import { AnswerKeys, type CachedAnswer, cachedCatalogue, cachedDetail, cachedStoreProducts, detailForViewer, listForViewer } from './products.public-cache';
import type { ProductViewer } from './products.view';
import { type ViewerCopy, viewerCopies } from './products.viewers';
import type { NoticedCopies } from '../../lib/noticed-copies';
import type { ProductsPorts } from './products.ports';
import { checkStock } from './products.stock';
import { refreshSearchTextForCategory } from './products.write';
import sellerProductsRoutes from './seller-products.routes';

const tags = ['products'];

/**
 * A visitor's catalogue answer from the catalogue cache. A CDN may reuse it for a second and
 * serve it a second longer while it asks again (so at most 2 s old there, as on our other
 * processes); browsers ask every time and get 304 while nothing changed.
 */
const PUBLIC_CATALOGUE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';
/** A signed-in buyer's (their favourites marked): their browser only, asking every time. */
const PRIVATE_CATALOGUE_CACHE = 'private, no-cache';

/**
 * `x-cache: hit` when the catalogue part was made in memory; for a signed-in buyer their
 * favourites may still have been read from PostgreSQL (their first answer in this process).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, signedIn = false) {
  // A signed-in viewer's answer differs (favourites); keep whatever CORS already varies on.
  const vary = reply.getHeader('vary');
  request.server.metrics.catalogueCache.inc({ result: answer.hit ? 'hit' : 'miss' });
  reply
    .header('x-cache', answer.hit ? 'hit' : 'miss')
    .header('etag', answer.etag)
    .header('cache-control', signedIn ? PRIVATE_CATALOGUE_CACHE : PUBLIC_CATALOGUE_CACHE)
    .header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** A visitor's answer; their URL is remembered with its key for the next request's early hit. */
function sendToVisitor(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, keys: AnswerKeys) {
  keys.remember(request.url, answer);
  return sendCached(request, reply, answer);
}

/** A cached list as this viewer sees it (a signed-in buyer's favourites marked). */
async function sendList(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, viewers: NoticedCopies<ViewerCopy>, viewer: ProductViewer, keys: AnswerKeys) {
  if (!viewer) return sendToVisitor(request, reply, answer, keys);
  keys.remember(request.url, answer);
  return sendCached(request, reply, await listForViewer(request.server.db, viewers, answer, viewer.id), true);
}

/**
 * A kept answer as the handler would give this request's viewer, or null where the handler must
 * decide (an admin's or a store owner's own product page: PostgreSQL's whole view). No working
 * token: the visitor's answer, as the handler gives it.
 */
async function keptForViewer(request: FastifyRequest, kept: CachedAnswer, viewers: NoticedCopies<ViewerCopy>): Promise<{ answer: CachedAnswer; signedIn: boolean } | null> {
  const viewer = await request.server.authenticateFromCopy(request);
  if (!viewer) return { answer: kept, signedIn: false };
  if (!kept.key.startsWith('detail:')) return { answer: await listForViewer(request.server.db, viewers, kept, viewer.id), signedIn: true };
  const personal = viewer.isAdmin ? null : await detailForViewer(request.server.db, viewers, kept, viewer.id);
  return personal && { answer: personal, signedIn: true };
}

/**
 * /api/products: the public catalogue, favorites and stock checks here; the seller's product
 * management and digital goods in their own route files (README.md says what each rule is).
 */
export default async function productsRoutes(fastify: FastifyInstance, ports: ProductsPorts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In the rename's transaction, so searching by the category's new name finds its products at once.
  app.events.on('categories.renamed', async ({ tx, categoryId }) => {
    await refreshSearchTextForCategory(tx, categoryId);
  });
  await app.register(sellerProductsRoutes, { removeStlModel: ports.removeStlModel });
  await app.register(digitalProductsRoutes);
  // Signed-in buyers' favourites and stores for the kept answers; the account behind the token
  // from the auth plugin's copy (`authenticateFromCopy`): both kept exact by the change notices.
  const viewers = viewerCopies();
  app.catalogueChanges.subscribe(viewers);
  // A URL answered before from a kept answer is answered again before its query is parsed,
  // validated and guarded (all done the first time; AnswerKeys), and before the handler: every
  // onRequest hook (security headers, CORS, the rate limit) has run by then. A signed-in buyer
  // gets it with their favourites marked, as the handler would; what only the handler decides
  // (an admin's or an owner's product page, a token that fails) takes the whole way.
  const keys = new AnswerKeys();
  const keptForVisitor: preParsingHookHandler = (request, reply, _payload, done) => {
    const cache = app.catalogueCache;
    const kept = cache?.enabled ? keys.kept(cache, request.url) : undefined;
    if (!kept) return done();
    if (request.headers.authorization === undefined) return sendCached(request, reply, kept);
    keptForViewer(request, kept, viewers).then(
      (viewed) => (viewed ? sendCached(request, reply, viewed.answer, viewed.signedIn) : done()),
      () => done(),
    );
  };

  app.get('/', {
    preParsing: keptForVisitor,
    schema: {
      tags,
      description: 'Yalnızca onaylı, yayındaki ürünler ve onaylı mağazalar. Boş filtreler yok sayılır; search Türkçe harf ve yazım hatalarına duyarsızdır.',
      querystring: productListQuery,
      response: { 200: productListResponse, ...errors(400) },
    },
    handler: async (request, reply) => {
      if (!app.catalogueCache?.enabled) return listCatalogue(app.db, request.query, await app.authenticate(request));
      const answer = await cachedCatalogue(app.db, app.catalogueCache, app.catalogueIndex, request.query);
      return sendList(request, reply, answer, viewers, await app.authenticateFromCopy(request), keys);
    },
  });

  app.get('/favorites', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, querystring: favoritesQuery, response: { 200: productListResponse, ...errors(400, 401) } },
    handler: async (request) => listFavorites(app.db, request.user!.id, request.query.page, request.query.limit),
  });

  app.get('/seller/:id/products', {
    preParsing: keptForVisitor,
    schema: {
      tags,
      description: 'Bir mağazanın yayındaki ürünleri (mağaza kimliği, alias ya da sahibinin kullanıcı kimliği).',
      params: idParam,
      querystring: storeProductsQuery,
      response: { 200: productListResponse, ...errors(400) },
    },
    handler: async (request, reply) => {
      if (!app.catalogueCache?.enabled) return listStoreProducts(app.db, request.params.id, request.query, await app.authenticate(request));
      const answer = await cachedStoreProducts(app.db, app.catalogueCache, app.catalogueIndex, request.params.id, request.query);
      return sendList(request, reply, answer, viewers, await app.authenticateFromCopy(request), keys);
    },
  });

  app.get('/:slug', {
    preParsing: keptForVisitor,
    schema: {
      tags,
      description: 'Ürün detayı (slug ya da kimlik). Onaysız ürünü yalnızca sahibi ve yöneticiler görür.',
      params: slugParam,
      response: { 200: product, ...errors(404) },
    },
    handler: async (request, reply) => {
      const cache = app.catalogueCache;
      // Whoever may see more than buyers (admins, a store's owner) is read from PostgreSQL, the
      // account included: the copy only ever decides between two buyers' views.
      const wholeView = async () => getProductDetail(app.db, request.params.slug, await app.authenticate(request));
      if (!cache?.enabled) return wholeView();
      const viewer = await app.authenticateFromCopy(request);
      if (!viewer) return sendToVisitor(request, reply, await cachedDetail(app.db, cache, request.params.slug), keys);
      if (viewer.isAdmin) return wholeView();
      // Not on sale (404 here) may still be the viewer's own product; their own is read whole.
      const answer = await cachedDetail(app.db, cache, request.params.slug).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      const personal = answer && (await detailForViewer(app.db, viewers, answer, viewer.id));
      if (!personal) return wholeView();
      keys.remember(request.url, answer!);
      return sendCached(request, reply, personal, true);
    },
  });

  app.get('/:id/check-stock', {
    schema: { tags, params: idParam, querystring: checkStockQuery, response: { 200: checkStockResponse, ...errors(400, 404) } },
    handler: async (request) => checkStock(app.db, request.params.id, request.query, await app.authenticate(request)),
  });

  app.get('/:id/recommendations', {
    schema: {
      tags,
      description: 'Önce aynı ana kategoriden, sonra aynı mağazadan yayındaki ürünler; ürünün kendisi asla.',
      params: idParam,
      querystring: recommendationsQuery,
      response: { 200: recommendationsResponse, ...errors(400, 404) },
    },
    handler: async (request) =>
      listRecommendations(app.db, request.params.id, request.query.limit, await app.authenticate(request)),
  });

  app.put('/:id/toggle-favorite', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: idParam, response: { 200: toggleFavoriteResponse, ...errors(401, 404) } },
    handler: async (request) => toggleFavorite(app.db, request.user!.id, request.params.id),
  });
}
