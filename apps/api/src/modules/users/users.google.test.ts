import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@pazaryeri/contract';
import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp, uniqueEmail } from '../../test/helper';

const CLIENT_ID = 'pazaryeri-test.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

/** Stands in for https://www.googleapis.com/oauth2/v3/certs with a key set this test made. */
beforeAll(async () => {
  const google = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` });
});
afterAll(async () => {
  await t.close();
  jwksServer.close();
});

function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expires?: string; issuedAt?: number } = {}) {
  return new SignJWT({ email_verified: true, name: 'Google Kullanıcısı', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? `google-${Math.random()}`))
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? googleKey);
}

const googleLogin = (token: string) => injectJson(t.app, { method: 'POST', url: '/api/users/googlelogin', body: { token } });

describe('Google login', () => {
  it('creates an account from a valid ID token and signs into the same one next time', async () => {
    const email = uniqueEmail('google');
    const first = await googleLogin(await idToken({ sub: 'g-100', email }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email, name: 'Google Kullanıcısı', role: 'user', hasPassword: false });
    const second = await googleLogin(await idToken({ sub: 'g-100', email }));
    expect(second.body._id).toBe(first.body._id);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const { user } = await createUser(t.app);
    const { status, body } = await googleLogin(await idToken({ sub: 'g-200', email: user.email }));
    expect(status).toBe(200);
    expect(body._id).toBe(user.id);
  });

  it.each([
    ['signed by another key', () => idToken({ email: uniqueEmail() }, { key: strangerKey })],
    ['meant for another app', () => idToken({ email: uniqueEmail() }, { audience: 'baska-uygulama' })],
    ['expired', () => idToken({ email: uniqueEmail() }, { expires: '-1m' })],
    ['with an unverified e-mail', () => idToken({ email: uniqueEmail(), email_verified: false })],
  ])('refuses a token %s', async (_label, make) => {
    const { status, body } = await googleLogin(await make());
    expect(status).toBe(401);
    expect(body.message).toBe(messages.googleTokenInvalid);
  });

  it('says it is unavailable when no Google client id is configured', async () => {
    const plain = await createTestApp();
    try {
      const { status, body } = await injectJson(plain.app, {
        method: 'POST',
        url: '/api/users/googlelogin',
        body: { token: await idToken({ email: uniqueEmail() }) },
      });
      expect(status).toBe(503);
      expect(body.message).toBe(messages.googleNotConfigured);
    } finally {
      await plain.close();
    }
  });
});

describe('deleting a Google account (no password to ask for)', () => {
  it('asks for a Google sign-in made in the last minutes, for the linked Google account, then deletes', async () => {
    const email = uniqueEmail('google-delete');
    const signedIn = await googleLogin(await idToken({ sub: 'g-del-1', email }));
    const remove = (body: Record<string, unknown>) => injectJson(t.app, { method: 'DELETE', url: '/api/users/me', headers: auth(signedIn.body.token), body });

    const bare = await remove({});
    expect(bare.status).toBe(422);
    expect(bare.body.message).toBe(deletionMessages.googleSignInRequired);
    const stale = await remove({ credential: await idToken({ sub: 'g-del-1', email }, { issuedAt: Math.floor(Date.now() / 1000) - 11 * 60 }) });
    expect(stale.body.message).toBe(deletionMessages.googleSignInStale);
    const someoneElse = await remove({ credential: await idToken({ sub: 'g-del-other', email: uniqueEmail() }) });
    expect(someoneElse.body.message).toBe(deletionMessages.googleAccountMismatch);
    const forged = await remove({ credential: await idToken({ sub: 'g-del-1', email }, { key: strangerKey }) });
    expect(forged.status).toBe(401);
    // Still there after every refusal.
    expect((await googleLogin(await idToken({ sub: 'g-del-1', email }))).body._id).toBe(signedIn.body._id);

    const deleted = await remove({ credential: await idToken({ sub: 'g-del-1', email }) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(deletionMessages.accountDeleted);
    // The same Google account signs up afresh: a new, empty account.
    const again = await googleLogin(await idToken({ sub: 'g-del-1', email }));
    expect(again.status).toBe(200);
    expect(again.body._id).not.toBe(signedIn.body._id);
  });
});
