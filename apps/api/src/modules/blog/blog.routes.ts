import { messageResponse, messages } from '@pazaryeri/contract';
import {
  blogCommentBody,
  blogCommentResponse,
  blogCommentsQuery,
  blogCommentsResponse,
  blogDetailResponse,
  blogIdOrSlugParam,
  blogImageResponse,
  blogLikeBody,
  blogLikeResponse,
  blogListQuery,
  blogListResponse,
  blogMessages,
  blogReplyBody,
  blogReplyResponse,
  blogWriteResponse,
  createBlogBody,
  updateBlogBody,
} from '@pazaryeri/contract/blog/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import {
  addComment,
  addReply,
  type BlogContext,
  createBlog,
  deleteBlog,
  getBlog,
  listBlogs,
  listComments,
  setBlogLike,
  updateBlog,
  uploadBlogImage,
} from './blog.service';

const tags = ['blog'];
const coverField = z.any().optional().describe('Kapak resmi (multipart dosya alanı cover; JPEG, PNG, WebP, GIF ya da AVIF)');
const imageField = z.any().optional().describe('Resim (multipart dosya alanı image)');

/** A file part's bytes, or null when none came; anything else in its place is refused. */
function fileOf(value: unknown): Buffer | null {
  if (value === undefined || value === '' || (Buffer.isBuffer(value) && value.length === 0)) return null;
  if (Buffer.isBuffer(value)) return value;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.invalidImage);
}

export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest): BlogContext => ({ db: app.db, storage: app.storage, log: request.log });

  app.get('/', {
    schema: {
      tags,
      description: 'Yayımlanmış blog yazıları, en yenisi önce (sayfalı).',
      querystring: blogListQuery,
      response: { 200: blogListResponse, ...errors(400) },
    },
    handler: async (request) => listBlogs(app.db, request.query.page, request.query.limit),
  });

  app.get('/manage', {
    onRequest: app.requireStaff,
    schema: {
      tags,
      security: bearer,
      description: 'Yönetici ve pazarlama için bütün yazılar (taslaklar dahil), en yenisi önce.',
      querystring: blogListQuery,
      response: { 200: blogListResponse, ...errors(400, 401, 403) },
    },
    handler: async (request) => listBlogs(app.db, request.query.page, request.query.limit, true),
  });

  app.post('/', {
    onRequest: app.requireStaff,
    schema: {
      tags,
      security: bearer,
      description: 'Yeni yazı (yönetici ya da pazarlama). JSON ya da multipart (cover dosyası ile). İçerik sunucuda temizlenir.',
      body: createBlogBody.extend({ cover: coverField }),
      response: { 201: blogWriteResponse, ...errors(400, 401, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      const { cover, ...body } = request.body;
      return reply.status(201).send(await createBlog(ctx(request), request.user!.id, body, fileOf(cover)));
    },
  });

  app.put('/update', {
    onRequest: app.requireStaff,
    schema: {
      tags,
      security: bearer,
      description: 'Yazıyı düzenler (yönetici ya da pazarlama); yeni bir cover dosyası kapağı değiştirir. Bağlantı (slug) değişmez.',
      body: updateBlogBody.extend({ cover: coverField }),
      response: { 200: blogWriteResponse, ...errors(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request) => {
      const { cover, ...body } = request.body;
      return updateBlog(ctx(request), body, fileOf(cover));
    },
  });

  app.post('/images', {
    onRequest: app.requireStaff,
    schema: {
      tags,
      security: bearer,
      description: 'Yazı içeriği için resim yükler (multipart, alan adı image); resmin adresini döner.',
      body: z.object({ image: imageField }),
      response: { 201: blogImageResponse, ...errors(400, 401, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      const image = fileOf(request.body?.image);
      if (!image) throw new AppError('VALIDATION_FAILED', blogMessages.imageMissing, { image: blogMessages.imageMissing });
      return reply.status(201).send(await uploadBlogImage(ctx(request), image));
    },
  });

  app.post('/comments', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Yazıya yorum (düz metin). Gövdedeki userId yok sayılır; kullanıcı oturumdan alınır.',
      body: blogCommentBody,
      response: { 201: blogCommentResponse, ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => reply.status(201).send(await addComment(app.db, request.user!, request.body)),
  });

  app.post('/comment-reply', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Yoruma yanıt (düz metin). Gövdedeki userId yok sayılır.',
      body: blogReplyBody,
      response: { 201: blogReplyResponse, ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => reply.status(201).send(await addReply(app.db, request.user!, request.body)),
  });

  // Like and unlike differ only in the way they set the like.
  for (const [path, liked, description] of [
    ['/like', true, 'Yazıyı beğenir; kullanıcı başına bir kez (tekrarı bir şey değiştirmez).'],
    ['/unlike', false, 'Beğeniyi geri alır; beğeni yoksa bir şey değişmez.'],
  ] as const) {
    app.post(path, {
      onRequest: app.requireUser,
      schema: { tags, security: bearer, description, body: blogLikeBody, response: { 200: blogLikeResponse, ...errors(400, 401, 404) } },
      handler: async (request) => setBlogLike(app.db, request.user!.id, request.body.blogId, liked),
    });
  }

  app.get('/:id/comments', {
    schema: {
      tags,
      description: 'Yazının yorumları (en yenisi önce), her biri yanıtlarıyla.',
      params: blogIdOrSlugParam,
      querystring: blogCommentsQuery,
      response: { 200: blogCommentsResponse, ...errors(400, 404) },
    },
    handler: async (request) =>
      listComments(app.db, request.params.id, await app.authenticate(request), request.query.page, request.query.limit),
  });

  app.get('/:id', {
    schema: {
      tags,
      description: 'Tek yazı; id ya da bağlantı adı (slug) ile. Taslakları yalnız yönetici ve pazarlama görür.',
      params: blogIdOrSlugParam,
      response: { 200: blogDetailResponse, ...errors(400, 404) },
    },
    handler: async (request) => getBlog(app.db, request.params.id, await app.authenticate(request)),
  });

  app.delete('/:id', {
    onRequest: app.requireStaff,
    schema: {
      tags,
      security: bearer,
      description: 'Yazıyı yorumları ve beğenileriyle siler (yönetici ya da pazarlama).',
      params: blogIdOrSlugParam,
      response: { 200: messageResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => deleteBlog(ctx(request), request.params.id),
  });
}
