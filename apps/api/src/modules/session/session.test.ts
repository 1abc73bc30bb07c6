import { messages } from '@pazaryeri/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A tiny cookie jar: what a browser would send back. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) {
        if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
    },
    get header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    has: (name: string) => cookies.has(name),
  };
}

async function csrf(cookies: ReturnType<typeof jar>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie: cookies.header } });
  cookies.take(response);
  return response.json().csrfToken as string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (cookie: string) => ({ cookie, 'content-type': 'application/x-www-form-urlencoded' });

/** A form post as the web sends it: CSRF token first (which also sets its cookie), then the fields. */
async function postForm(url: string, cookies: ReturnType<typeof jar>, fields: Record<string, string>) {
  const csrfToken = await csrf(cookies);
  const response = await t.app.inject({ method: 'POST', url, headers: formHeaders(cookies.header), payload: form({ csrfToken, ...fields }) });
  return response;
}

describe('/api/auth session routes (credentials provider)', () => {
  it('lists the credentials provider', async () => {
    const { body } = await injectJson(t.app, { method: 'GET', url: '/api/auth/providers' });
    expect(body.credentials).toMatchObject({
      id: 'credentials',
      type: 'credentials',
      callbackUrl: 'http://localhost:3000/api/auth/callback/credentials',
    });
  });

  it('signs in with e-mail and password, shows the session, and signs out', async () => {
    const { user, password } = await createUser(t.app, { name: 'Oturum Sahibi' });
    const cookies = jar();
    expect((await injectJson(t.app, { method: 'GET', url: '/api/auth/session' })).body).toEqual({});

    const csrfToken = await csrf(cookies);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: formHeaders(cookies.header),
      payload: form({ csrfToken, email: user.email, password, callbackUrl: '/profile', json: 'true' }),
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toEqual({ url: 'http://localhost:3000/profile', ok: true, status: 200, error: null });
    const sessionCookie = signin.cookies.find((cookie) => cookie.name === 'pz.session-token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    cookies.take(signin);

    const session = await injectJson(t.app, { method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.header } });
    expect(session.body.user).toEqual({ _id: user.id, name: 'Oturum Sahibi', email: user.email, role: 'user', isAdmin: false, image: null });
    expect(Date.parse(session.body.expires)).toBeGreaterThan(Date.now());
    // The session's access token works as a bearer token.
    const me = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers: auth(session.body.accessToken) });
    expect(me.body.email).toBe(user.email);

    const signout = await postForm('/api/auth/signout', cookies, { json: 'true' });
    expect(signout.json()).toEqual({ url: 'http://localhost:3000/' });
    cookies.take(signout);
    expect(cookies.has('pz.session-token')).toBe(false);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.header } })).body).toEqual({});
  });

  it('adopts an access token from /users/login as the session', async () => {
    const { user, token } = await createUser(t.app);
    const cookies = jar();
    const response = await postForm('/api/auth/callback/credentials', cookies, { token, json: 'true' });
    expect(response.json().ok).toBe(true);
    cookies.take(response);
    const session = await injectJson(t.app, { method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.header } });
    expect(session.body.user._id).toBe(user.id);
  });

  it('refuses POSTs without the matching CSRF token', async () => {
    const { user, password } = await createUser(t.app);
    const cookies = jar();
    await csrf(cookies);
    for (const csrfToken of ['', 'a'.repeat(64)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/credentials',
        headers: formHeaders(cookies.header),
        payload: form({ csrfToken, email: user.email, password, json: 'true' }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.csrfInvalid, code: 'CSRF_INVALID' });
      expect(response.cookies.some((cookie) => cookie.name === 'pz.session-token')).toBe(false);
    }
    // A token from another browser (no cookie) is no good either.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: formHeaders(''),
      payload: form({ csrfToken: await csrf(jar()), json: 'true' }),
    });
    expect(other.statusCode).toBe(403);
  });

  it('reports wrong credentials as CredentialsSignin without a session', async () => {
    const { user } = await createUser(t.app);
    const cookies = jar();
    const response = await postForm('/api/auth/callback/credentials', cookies, { email: user.email, password: 'Yanlis12345', json: 'true', callbackUrl: '/profile' });
    expect(response.json()).toEqual({
      url: 'http://localhost:3000/login?error=CredentialsSignin&callbackUrl=%2Fprofile',
      ok: false,
      status: 401,
      error: 'CredentialsSignin',
    });
    expect(response.cookies.some((cookie) => cookie.name === 'pz.session-token')).toBe(false);
  });

  it('redirects a plain form post, and never to another site', async () => {
    const { user, password } = await createUser(t.app);
    const cookies = jar();
    const response = await postForm('/api/auth/callback/credentials', cookies, { email: user.email, password, callbackUrl: 'https://kotu.example/calinti' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/');
  });

  it('sends a missing session to /login with error=SessionRequired and the way back', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fprofile' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=SessionRequired&callbackUrl=%2Fprofile');
    const offsite = await t.app.inject({ method: 'GET', url: '/api/auth/signin?error=SessionRequired&callbackUrl=%2F%2Fkotu.example' });
    expect(offsite.headers.location).toBe('/login?error=SessionRequired&callbackUrl=%2F');
  });

  it('sends an unknown provider back to sign-in with an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/signin/github?callbackUrl=%2Fchat' });
    expect(response.headers.location).toBe('/login?error=OAuthSignin&callbackUrl=%2Fchat');
    const cookies = jar();
    const post = await postForm('/api/auth/callback/github', cookies, { json: 'true' });
    expect(post.json()).toMatchObject({ ok: false, error: 'OAuthSignin' });
  });

  it('drops the session when the password changes', async () => {
    const { user, password } = await createUser(t.app);
    const cookies = jar();
    const signin = await postForm('/api/auth/callback/credentials', cookies, { email: user.email, password, json: 'true' });
    cookies.take(signin);
    const { body } = await injectJson(t.app, { method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.header } });
    await injectJson(t.app, {
      method: 'PUT',
      url: '/api/users/updatePassword',
      headers: auth(body.accessToken),
      body: { oldPassword: password, newPassword: 'Degisti12345' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookies.header } });
    expect(after.json()).toEqual({});
    expect(after.cookies.find((cookie) => cookie.name === 'pz.session-token')?.value).toBe('');
  });

  it('accepts client logs and answers the error page with a redirect', async () => {
    const log = await injectJson(t.app, { method: 'POST', url: '/api/auth/_log', body: { code: 'CLIENT_FETCH_ERROR', message: 'ağ hatası' } });
    expect(log.status).toBe(200);
    const error = await t.app.inject({ method: 'GET', url: '/api/auth/error?error=Configuration' });
    expect(error.headers.location).toBe('/login?error=Configuration&callbackUrl=%2F');
  });
});
