import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../lib/html';
import { applyPageHead, blogPageHead } from '../../modules/blog';

const APP_URL_PLACEHOLDER = /__APP_URL__/g;
/** The canonical link and og:url name the page itself, not the site root. */
const PAGE_URL_PLACEHOLDER = /((?:href|content)=")__APP_URL__\/"/g;

/**
 * Unknown /api routes answer JSON 404. In production the built web app is served too: hashed
 * assets with a year-long cache, and every other GET falls back to index.html (the SPA's router
 * decides, including its own 404 page), with the canonical URL filled in for that path.
 */
async function webPlugin(app: FastifyInstance) {
  const { config } = app;
  const indexFile = path.join(config.webDist, 'index.html');
  const serveWeb = config.serveWeb && existsSync(indexFile);
  if (config.serveWeb && !serveWeb) app.log.warn({ indexFile }, 'web build missing: run `npm run build`');

  let indexHtml = '';
  if (serveWeb) {
    indexHtml = readFileSync(indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(config.webDist, 'assets') + path.sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const pageUrl = escapeHtml(config.appUrl + pathname);
    // A blog post's page carries its own title and social card (crawlers do not run the app).
    const head = await blogPageHead(app.db, pathname).catch(() => null);
    const html = (head ? applyPageHead(indexHtml, head, config.appUrl) : indexHtml)
      .replace(PAGE_URL_PLACEHOLDER, (_match, attribute: string) => `${attribute}${pageUrl}"`)
      .replace(APP_URL_PLACEHOLDER, config.appUrl);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (serveWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(request, reply);
    return reply.status(404).send({ message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['config'] });
