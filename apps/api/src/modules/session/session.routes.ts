import {
  csrfResponse,
  loginBody,
  messages,
  providersResponse,
  sessionResponse,
  signinResult,
} from '@pazaryeri/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../lib/errors';
import { errors } from '../../lib/route-schemas';
import { loginUser } from '../users';
import { checkCsrf, createCsrf, CSRF_COOKIE, loginPath, readSession, safeCallbackUrl, SESSION_COOKIE } from './session.service';

const tags = ['auth'];
const PROVIDERS = ['credentials'] as const;

/** NextAuth-style form posts: everything optional, checked by hand so failures redirect or explain. */
const formBody = z
  .object({
    csrfToken: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    password: z.string().max(200).optional(),
    token: z.string().max(4096).optional(),
    callbackUrl: z.string().max(2000).optional(),
    json: z.union([z.string(), z.boolean()]).optional(),
  })
  .loose();
type FormBody = z.infer<typeof formBody>;

const providerParam = z.object({ provider: z.string().max(40) });
const redirectQuery = z.object({ error: z.string().max(60).optional(), callbackUrl: z.string().max(2000).optional() });
const logBody = z
  .object({ code: z.string().max(100).optional(), message: z.string().max(2000).optional(), level: z.string().max(10).optional() })
  .loose();

const wantsJson = (body: FormBody) => body.json === true || body.json === 'true';

export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { perIp, windowSeconds } = config.authRateLimit;

  const cookieOptions = (maxAgeSeconds?: number): CookieSerializeOptions => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
  });

  const provider = (id: string) => ({
    id,
    name: 'E-posta ve şifre',
    type: 'credentials',
    signinUrl: `${config.appUrl}/api/auth/signin/${id}`,
    callbackUrl: `${config.appUrl}/api/auth/callback/${id}`,
  });

  app.get('/csrf', {
    schema: { tags, response: { 200: csrfResponse } },
    handler: async (request, reply) => {
      const csrf = createCsrf(config.jwtSecret, request.cookies[CSRF_COOKIE]);
      reply.setCookie(CSRF_COOKIE, csrf.cookie, cookieOptions()).header('Cache-Control', 'no-store');
      return { csrfToken: csrf.token };
    },
  });

  app.get('/providers', {
    schema: { tags, response: { 200: providersResponse } },
    handler: async () => Object.fromEntries(PROVIDERS.map((id) => [id, provider(id)])),
  });

  app.get('/session', {
    schema: { tags, response: { 200: sessionResponse } },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      const session = await readSession(app, token);
      if (!session && token) reply.clearCookie(SESSION_COOKIE, cookieOptions());
      return session ?? {};
    },
  });

  /** Where a missing session sends the browser: our sign-in page, with the error and the way back. */
  const toSignin = (reply: FastifyReply, error: string | undefined, callbackUrl: unknown) =>
    reply.redirect(loginPath({ error, callbackUrl: safeCallbackUrl(callbackUrl ?? '/', config.appUrl) }));

  app.get('/signin', {
    schema: { tags, querystring: redirectQuery },
    handler: async (request, reply) => toSignin(reply, request.query.error, request.query.callbackUrl),
  });

  app.get('/signin/:provider', {
    schema: { tags, params: providerParam, querystring: redirectQuery },
    handler: async (request, reply) => {
      const known = (PROVIDERS as readonly string[]).includes(request.params.provider);
      return toSignin(reply, known ? request.query.error : 'OAuthSignin', request.query.callbackUrl);
    },
  });

  app.get('/callback/:provider', {
    schema: { tags, params: providerParam, querystring: redirectQuery },
    handler: async (request, reply) => toSignin(reply, request.query.error, request.query.callbackUrl),
  });

  app.get('/error', {
    schema: { tags, querystring: redirectQuery },
    handler: async (request, reply) => toSignin(reply, request.query.error ?? 'Default', undefined),
  });

  /** Signs in with e-mail and password, or adopts an access token the API issued (after /users/login). */
  const signIn = async (providerId: string, body: FormBody, reply: FastifyReply) => {
    const callbackUrl = safeCallbackUrl(body.callbackUrl, config.appUrl);
    const fail = (error: string, status: number) => {
      const url = `${config.appUrl}${loginPath({ error, callbackUrl })}`;
      return wantsJson(body) ? reply.send({ url, ok: false, status, error }) : reply.redirect(url);
    };
    if (!(PROVIDERS as readonly string[]).includes(providerId)) return fail('OAuthSignin', 400);
    let token: string;
    try {
      if (body.token) {
        await app.resolveToken(body.token);
        token = body.token;
      } else {
        const credentials = loginBody.safeParse({ email: body.email, password: body.password });
        if (!credentials.success) return fail('CredentialsSignin', 401);
        token = (await loginUser(app, credentials.data)).token;
      }
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED') throw error;
      if (isAppError(error) && error.statusCode < 500) return fail('CredentialsSignin', 401);
      throw error;
    }
    const session = await readSession(app, token);
    const maxAge = session ? Math.max(0, Math.floor((Date.parse(session.expires) - Date.now()) / 1000)) : 0;
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(maxAge));
    const url = `${config.appUrl}${callbackUrl}`;
    return wantsJson(body) ? reply.send({ url, ok: true, status: 200, error: null }) : reply.redirect(url);
  };

  const signInRoute = {
    config: { rateLimit: { max: perIp, timeWindow: windowSeconds * 1000 } },
    schema: { tags, params: providerParam, body: formBody, response: { 200: signinResult, ...errors(403, 429) } },
  };

  const requireCsrf = (cookie: string | undefined, posted: unknown) => {
    if (!checkCsrf(config.jwtSecret, cookie, posted)) throw new AppError('CSRF_INVALID', messages.csrfInvalid);
  };

  app.post('/signin/:provider', {
    ...signInRoute,
    handler: async (request, reply) => {
      requireCsrf(request.cookies[CSRF_COOKIE], request.body.csrfToken);
      return signIn(request.params.provider, request.body, reply);
    },
  });

  app.post('/callback/:provider', {
    ...signInRoute,
    handler: async (request, reply) => {
      requireCsrf(request.cookies[CSRF_COOKIE], request.body.csrfToken);
      return signIn(request.params.provider, request.body, reply);
    },
  });

  app.post('/signout', {
    schema: { tags, body: formBody, response: { 200: z.object({ url: z.string() }), ...errors(403) } },
    handler: async (request, reply) => {
      requireCsrf(request.cookies[CSRF_COOKIE], request.body.csrfToken);
      reply.clearCookie(SESSION_COOKIE, cookieOptions());
      const url = `${config.appUrl}${safeCallbackUrl(request.body.callbackUrl, config.appUrl)}`;
      return wantsJson(request.body) ? reply.send({ url }) : reply.redirect(url);
    },
  });

  app.post('/_log', {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: { tags, body: logBody, response: { 200: z.object({}) } },
    handler: async (request) => {
      const { code, message, level } = request.body;
      request.log.warn({ clientCode: code, clientLevel: level }, `client log: ${message ?? ''}`.slice(0, 500));
      return {};
    },
  });
}
