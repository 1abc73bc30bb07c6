import {
  chatLimits,
  chatMessagesQuery,
  chatMessagesResponse,
  chatMessageTexts,
  markReadResponse,
  myChatsResponse,
  roomIdParam,
  sendChatMessageResponse,
  startChatBody,
  startChatResponse,
} from '@pazaryeri/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { attachmentHeader } from '../../lib/file-links';
import { bearer, errors } from '../../lib/route-schemas';
import type { AccessClaims } from '../../lib/tokens';
import { bearerToken } from '../../plugins/app/auth';
import { collectAttachments, type UploadedFile } from './chat.attachments';
import { chatContext } from './chat.context';
import { type FileVariant, resolveAttachment } from './chat.files';
import { listRoomMessages, markRead } from './chat.messages';
import { requireMember } from './chat.member-check';
import { listMyChats, startChat } from './chat.rooms';
import { registerChatSocket } from './chat.socket';
import { limitSending, refusalOf, sendMessageFlow } from './send-message.flow';

const tags = ['chat'];

const sendMessageBody = z.object({
  content: z.string().optional().describe(`Mesaj metni (kırpılır; en fazla ${chatLimits.contentMax} karakter)`),
  attachments: z.any().optional().describe(`Dosyalar: en fazla ${chatLimits.attachmentsMax} tane, her biri en fazla 10 MB (multipart, alan adı attachments)`),
});

const fileParams = z.object({ messageId: z.string().max(64), attachmentId: z.string().max(64) });
const fileQuery = z.object({ token: z.string().max(2000).optional() });

/** Attachment limits answer in chat's own words (the app's default speaks of the general upload size). */
function sendErrorHandler(app: FastifyInstance) {
  const fallback = app.errorHandler;
  return function handleSendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: chatMessageTexts.attachmentTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.code === 'FST_FILES_LIMIT') {
      return reply.status(422).send({ message: chatMessageTexts.tooManyAttachments, code: 'UNPROCESSABLE' });
    }
    return fallback.call(app, error, request, reply);
  };
}

/** /api/chat: the signed-in user's conversations (spec §7 Chat) and the realtime chat events. */
export default async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => chatContext(app, request.log);
  registerChatSocket(app, chatContext(app));

  app.post('/start', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description:
        'Sohbet başlatır ya da var olanı bulur (iki kişi arasında tek oda): contextType product + productId (ürünün mağazası), store + sellerId (mağaza sayfası), advert/request/offer + userId (+ contextId). Yeni oda 201, var olan 200.',
      body: startChatBody,
      response: { 200: startChatResponse, 201: startChatResponse, ...errors(400, 401, 404, 422) },
    },
    handler: async (request, reply) => {
      const started = await startChat(ctx(request), request.user!.id, request.body);
      return reply.status(started.created ? 201 : 200).send(started);
    },
  });

  app.get('/my-chats', {
    onRequest: app.requireUser,
    schema: { tags, security: bearer, description: 'Odalar, en yeni etkinlik önce.', response: { 200: myChatsResponse, ...errors(401) } },
    handler: async (request) => listMyChats(ctx(request), request.user!.id),
  });

  app.get('/:roomId/messages', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'Sayfa 1 en yeni mesajlardır; her sayfa eskiden yeniye sıralıdır. before (bir mesaj kimliği) sayfaları o mesajdan geriye sabitler.',
      params: roomIdParam,
      querystring: chatMessagesQuery,
      response: { 200: chatMessagesResponse, ...errors(400, 401, 404) },
    },
    handler: async (request) => listRoomMessages(ctx(request), request.user!.id, request.params.roomId, request.query),
  });

  // What the hooks of a send learned, for its handler: the token's claims and the attachments' names.
  const sends = new WeakMap<FastifyRequest, { claims: AccessClaims; files: UploadedFile[] }>();

  app.post('/:roomId/messages', {
    config: {
      // Chat writes only chat tables, which the catalogue channel does not announce: no write barrier.
      catalogueWrites: false,
      // Limited per account instead (chatLimits.sendPerMinute, in Redis when shared), before the
      // upload is read: the per-address limit would stop an office behind one address.
      rateLimit: false,
      multipartOptions: { limits: { fileSize: chatLimits.attachmentBytesMax, files: chatLimits.attachmentsMax } },
    },
    errorHandler: sendErrorHandler(app),
    // The token by its signature (the send's statement checks the account: version, ban,
    // deletion); membership and the rate limit before the upload is read.
    onRequest: async (request) => {
      const claims = await app.tokenClaims(request);
      const { roomId } = request.params as { roomId: string };
      await requireMember(app.db, roomId, claims.sub);
      await limitSending(app, claims.sub);
      sends.set(request, { claims, files: collectAttachments(request) });
    },
    schema: {
      tags,
      security: bearer,
      description: `multipart/form-data (ya da JSON): content ve attachments. Dosya türü içeriğinden tanınır (resim, PDF, ZIP, STL, metin); resimlerin WebP önizlemesi olur. Hesap başına dakikada ${chatLimits.sendPerMinute} mesaj.`,
      params: roomIdParam,
      body: sendMessageBody.optional(),
      response: { 201: sendChatMessageResponse, ...errors(400, 401, 404, 413, 415, 422, 429) },
    },
    // The 201 answer is built field by field from the stored row (toChatMessage): it is written
    // as it is, without a schema pass per message (the schema above documents it; the errors keep theirs).
    serializerCompiler: (route) => (route.httpStatus === '201' ? (data: unknown) => JSON.stringify(data) : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0])),
    handler: async (request, reply) => {
      const send = sends.get(request);
      if (!send) throw new AppError('NOT_FOUND', chatMessageTexts.roomNotFound);
      const { roomId } = request.params;
      const { claims, files } = send;
      const message = await sendMessageFlow(
        ctx(request),
        claims.sub,
        roomId,
        { content: request.body?.content, files },
        { tokenVersion: claims.tv, refused: () => refusalOf(app, bearerToken(request)!) },
      );
      return reply.status(201).send({ message });
    },
  });

  app.put('/:roomId/read', {
    config: { catalogueWrites: false },
    onRequest: app.requireUser,
    schema: { tags, security: bearer, params: roomIdParam, response: { 200: markReadResponse, ...errors(401, 404) } },
    handler: async (request) => markRead(ctx(request), request.user!.id, request.params.roomId),
  });

  const serveFile = (variant: FileVariant) =>
    async function sendFile(request: FastifyRequest<{ Params: z.infer<typeof fileParams>; Querystring: z.infer<typeof fileQuery> }>, reply: FastifyReply) {
      const { messageId, attachmentId } = request.params;
      const file = await resolveAttachment(app.db, app.config.jwtSecret, { messageId, attachmentId, token: request.query.token, variant });
      const opened = await chatContext(app).privateFiles.open(file.key);
      if (!opened) throw new AppError('NOT_FOUND', chatMessageTexts.attachmentMissing);
      const inline = file.mimeType.startsWith('image/');
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', opened.size)
        .header('Content-Disposition', attachmentHeader(file.record.name, inline ? 'inline' : 'attachment'))
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(opened.stream);
    };
  const fileSchema = (description: string) => ({
    tags,
    description,
    params: fileParams,
    querystring: fileQuery,
    response: { 200: z.any().describe('Dosya'), ...errors(401, 403, 404) },
  });

  app.get('/files/:messageId/:attachmentId', {
    schema: fileSchema('Mesaj ekinin imzalı, süreli bağlantısı (mesaj listesindeki url). Resimler sayfada gösterilir, diğer dosyalar iner.'),
    handler: serveFile('original'),
  });
  app.get('/files/:messageId/:attachmentId/preview', {
    schema: fileSchema('Resim ekinin WebP önizlemesi (mesaj listesindeki previewUrl).'),
    handler: serveFile('preview'),
  });
}
