import {
  authResponse,
  forgetPasswordBody,
  getUserResponse,
  googleLoginBody,
  idParam,
  loginBody,
  messageResponse,
  messages,
  profileResponse,
  registerBody,
  resetCodeCheckBody,
  resetCodeCheckResponse,
  resetPasswordBody,
  updatePasswordBody,
  updatePasswordResponse,
  updateProfileBody,
} from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { bearer, errors } from '../../lib/route-schemas';
import { loginWithGoogle } from './users.google';
import { checkResetCode, requestPasswordReset, resetPassword } from './users.password-reset';
import { changePassword, getUser, loginUser, registerUser, updateProfile } from './users.service';

const tags = ['users'];

/** Multipart sends the same fields as JSON, plus the avatar file. */
const profileRouteBody = updateProfileBody.extend({
  avatar: z.any().optional().describe('Profil resmi (multipart dosya alanı)'),
});

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { perIp, windowSeconds } = app.config.authRateLimit;
  const authLimit = { rateLimit: { max: perIp, timeWindow: windowSeconds * 1000 } };

  app.post('/register', {
    config: authLimit,
    schema: { tags, body: registerBody, response: { 201: authResponse, ...errors(400, 409, 429) } },
    handler: async (request, reply) => reply.status(201).send(await registerUser(app, request.body)),
  });

  app.post('/login', {
    config: authLimit,
    schema: { tags, body: loginBody, response: { 200: authResponse, ...errors(400, 401, 403, 429) } },
    handler: async (request) => loginUser(app, request.body),
  });

  app.post('/googlelogin', {
    config: authLimit,
    schema: { tags, body: googleLoginBody, response: { 200: authResponse, ...errors(400, 401, 403, 429, 503) } },
    handler: async (request) => loginWithGoogle(app, request.body.token),
  });

  app.post('/ForgetPassword', {
    config: authLimit,
    schema: { tags, body: forgetPasswordBody, response: { 200: messageResponse, ...errors(400, 429) } },
    handler: async (request) => requestPasswordReset(app, request.body),
  });

  app.post('/resetCodeCheck', {
    config: authLimit,
    schema: { tags, body: resetCodeCheckBody, response: { 200: resetCodeCheckResponse, ...errors(400, 422, 429) } },
    handler: async (request) => checkResetCode(app, request.body),
  });

  app.post('/resetPassword', {
    config: authLimit,
    schema: { tags, body: resetPasswordBody, response: { 200: messageResponse, ...errors(400, 422, 429) } },
    handler: async (request) => resetPassword(app, request.body),
  });

  app.put('/updatePassword', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      body: updatePasswordBody,
      response: { 200: updatePasswordResponse, ...errors(400, 401, 422) },
    },
    handler: async (request) => changePassword(app, request.user!.id, request.body),
  });

  app.put('/profile', {
    onRequest: app.requireUser,
    schema: {
      tags,
      security: bearer,
      description: 'JSON ya da multipart/form-data (avatar dosyası ile).',
      body: profileRouteBody,
      response: { 200: profileResponse, ...errors(400, 401, 409, 413, 415) },
    },
    handler: async (request) => {
      const { avatar, ...fields } = request.body;
      if (avatar !== undefined && !Buffer.isBuffer(avatar)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.invalidImage);
      const user = await updateProfile(app, request.user!.id, fields, avatar ?? null);
      return { ...user, message: messages.profileUpdated };
    },
  });

  app.get('/:id', {
    schema: { tags, params: idParam, response: { 200: getUserResponse, ...errors(404) } },
    handler: async (request) => getUser(app, await app.authenticate(request), request.params.id),
  });
}
