import { messages } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;

/** Routes behind each access hook, each with a body the caller must get right. */
function accessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ adet: z.number().int().min(1) });
  for (const [name, hook] of [
    ['user', app.requireUser],
    ['seller', app.requireSeller],
    ['admin', app.requireAdmin],
    ['staff', app.requireStaff],
  ] as const) {
    app.post(`/api/test-access/${name}`, { onRequest: hook, schema: { body } }, async (request) => ({
      role: request.user!.role,
      adet: request.body.adet,
    }));
  }
}

beforeAll(async () => {
  t = await createTestApp({}, accessRoutes);
});
afterAll(() => t.close());

const call = (name: string, token?: string, body: unknown = { adet: 1 }) =>
  injectJson(t.app, { method: 'POST', url: `/api/test-access/${name}`, headers: token ? auth(token) : {}, body: body as object });

describe('access hooks', () => {
  it('refuses a visitor with 401 before validating the body', async () => {
    for (const name of ['user', 'seller', 'admin', 'staff']) {
      const { status, body } = await call(name, undefined, { adet: 'çok' });
      expect(status).toBe(401);
      expect(body).toEqual({ message: messages.tokenMissingLogin, code: 'TOKEN_MISSING' });
    }
  });

  it('lets each role through only where it belongs', async () => {
    const tokens: Record<string, string> = {};
    for (const role of ['user', 'seller', 'admin', 'marketing'] as const) tokens[role] = (await createUser(t.app, { role })).token;
    const allowed: Record<string, string[]> = {
      user: ['user', 'seller', 'admin', 'marketing'],
      seller: ['seller'],
      admin: ['admin'],
      staff: ['admin', 'marketing'],
    };
    for (const [route, roles] of Object.entries(allowed)) {
      for (const [role, token] of Object.entries(tokens)) {
        const { status, body } = await call(route, token);
        if (roles.includes(role)) expect([route, role, status, body.role]).toEqual([route, role, 200, role]);
        else expect([route, role, status, body.code]).toEqual([route, role, 403, 'FORBIDDEN']);
      }
    }
  });

  it('answers an expired token with the session-expired message', async () => {
    const { user } = await createUser(t.app);
    const expired = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pazaryeri')
      .setAudience('pazaryeri:access')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.config.jwtSecret);
    const { status, body } = await call('user', expired);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.', code: 'TOKEN_EXPIRED' });
  });

  it('refuses forged and malformed tokens with 401', async () => {
    const { user } = await createUser(t.app, { role: 'admin' });
    const forged = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('pazaryeri')
      .setAudience('pazaryeri:access')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('baska-bir-anahtar-baska-bir-anahtar-123456'));
    for (const token of [forged, 'bozuk', 'a.b.c']) {
      const { status, body } = await call('admin', token);
      expect(status).toBe(401);
      expect(body.code).toBe('TOKEN_INVALID');
    }
  });

  it('takes the role from the database, not from the token', async () => {
    const { user, token } = await createUser(t.app, { role: 'user' });
    const { users } = await import('../../db/schema/users');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await call('admin', token)).status).toBe(200);
    await t.app.db.update(users).set({ role: 'user', bannedAt: new Date() }).where(eq(users.id, user.id));
    const banned = await call('user', token);
    expect(banned.status).toBe(403);
    expect(banned.body.message).toBe(messages.accountBanned);
  });

  it('answers wrong types with 400 and the field, never 500', async () => {
    const { token } = await createUser(t.app);
    const { status, body } = await call('user', token, { adet: 'iki' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual(['adet']);
  });
});

describe('bad requests never become 500s', () => {
  it('malformed JSON → 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidJson, code: 'INVALID_JSON' });
  });

  it('wrong types → 400 with Turkish field messages', async () => {
    const { status, body } = await injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email: 42, password: ['x'] } });
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
    expect(body.message).not.toMatch(/expected|invalid input/i);
  });

  it('a huge body → 413, the process keeps serving', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', password: 'Guclu12345' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('an unsupported content type → 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('no body at all → 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('unknown /api routes and methods → 404 JSON', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['DELETE', '/api/users/login'], ['GET', '/api']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe('empty bodies', () => {
  it('reads an empty body sent as JSON as no body (empty-bodied actions)', async () => {
    const { token } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-access/user',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '',
    });
    // The route wants a body, so validation (not the JSON parser) answers, in Turkish.
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
