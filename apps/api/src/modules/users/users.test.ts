import { messages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, readOutbox, type TestApp, uniqueEmail } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>) => injectJson(t.app, { method: 'POST', url: '/api/users/register', body });
const login = (email: string, password: string) =>
  injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } });

describe('register', () => {
  it('creates an account, signs it in and welcomes it by e-mail', async () => {
    const email = uniqueEmail();
    const { status, body } = await register({ name: 'Ali Veli', email, password: 'Guclu12345' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Ali Veli', email, role: 'user', isAdmin: false, hasPassword: true });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.token).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('passwordHash');
    const me = await injectJson(t.app, { method: 'GET', url: `/api/users/${body._id}`, headers: auth(body.token) });
    expect(me.body.email).toBe(email);
    await expect
      .poll(async () => (await readOutbox(t.dataDir)).find((mail) => mail.to === email)?.subject)
      .toBe("Pazaryeri'ne hoş geldiniz");
  });

  it('stores the e-mail trimmed and lower-cased, so case does not make a second account', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'Ayşe', email: `  ${email.toUpperCase()} `, password: 'Guclu12345' })).body.email).toBe(email);
    const again = await register({ name: 'Ayşe', email, password: 'Guclu12345' });
    expect(again.status).toBe(409);
  });

  it("answers a duplicate e-mail with 409 and a message containing 'zaten kayıtlı'", async () => {
    const email = uniqueEmail();
    await register({ name: 'Ali', email, password: 'Guclu12345' });
    const { status, body } = await register({ name: 'Başka', email, password: 'Guclu12345' });
    expect(status).toBe(409);
    expect(body.code).toBe('EMAIL_TAKEN');
    expect(body.message).toContain('zaten kayıtlı');
  });

  it('lets exactly one of two simultaneous registrations of one e-mail win', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([1, 2, 3].map(() => register({ name: 'Eş', email, password: 'Guclu12345' })));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses weak passwords and bad e-mails in Turkish, per field', async () => {
    const { status, body } = await register({ name: 'A', email: 'olmaz', password: 'kisa' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toMatchObject({
      name: 'Ad soyad en az 2 karakter olmalı.',
      email: 'Geçerli bir e-posta adresi girin.',
      password: 'Şifre en az 8 karakter olmalı.',
    });
    const noDigit = await register({ name: 'Ali', email: uniqueEmail(), password: 'sadeceharf' });
    expect(noDigit.body.fields.password).toBe('Şifre en az bir harf ve bir rakam içermeli.');
  });
});

describe('login', () => {
  it('returns the user info with a working token', async () => {
    const { user, password } = await createUser(t.app, { role: 'seller', name: 'Satıcı Sami' });
    const { status, body } = await login(user.email, password);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: user.id, name: 'Satıcı Sami', email: user.email, role: 'seller', isAdmin: false });
    expect(typeof body.createdAt).toBe('string');
    const me = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers: auth(body.token) });
    expect(me.body.email).toBe(user.email);
  });

  it('hashes passwords with argon2id', async () => {
    const email = uniqueEmail();
    await register({ name: 'Hash', email, password: 'Guclu12345' });
    const { selectUserByEmail } = await import('./users.queries');
    expect((await selectUserByEmail(t.app.db, email))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { user } = await createUser(t.app);
    const wrong = await login(user.email, 'Yanlis12345');
    const unknown = await login(uniqueEmail(), 'Yanlis12345');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' });
  });
});

describe('GET /users/{id}', () => {
  it('shows strangers only the public card, never the e-mail or the hash', async () => {
    const { user } = await createUser(t.app, { name: 'Gizli Kişi' });
    const { token } = await createUser(t.app);
    for (const headers of [{}, auth(token)]) {
      const { status, body } = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers });
      expect(status).toBe(200);
      expect(body).toEqual({ _id: user.id, name: 'Gizli Kişi', role: 'user', avatar: null, createdAt: user.createdAt.toISOString() });
    }
  });

  it('shows an admin the whole record', async () => {
    const { user } = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const { body } = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers: auth(admin.token) });
    expect(body.email).toBe(user.email);
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['3f1c2a4e-0000-4000-8000-000000000000', 'bozuk-kimlik', "1' or '1'='1"]) {
      const { status, body } = await injectJson(t.app, { method: 'GET', url: `/api/users/${encodeURIComponent(id)}` });
      expect(status).toBe(404);
      expect(body.message).toBe(messages.userNotFound);
    }
  });
});

describe('update password', () => {
  it('needs the old password, returns a fresh token, and ends every other session', async () => {
    const { user, password } = await createUser(t.app);
    const first = (await login(user.email, password)).body.token;
    const second = (await login(user.email, password)).body.token;

    const wrongOld = await injectJson(t.app, {
      method: 'PUT',
      url: '/api/users/updatePassword',
      headers: auth(first),
      body: { oldPassword: 'Yanlis12345', newPassword: 'Yepyeni123' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.message).toBe(messages.oldPasswordWrong);

    const changed = await injectJson(t.app, {
      method: 'PUT',
      url: '/api/users/updatePassword',
      headers: auth(first),
      body: { oldPassword: password, newPassword: 'Yepyeni123' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(messages.passwordUpdated);

    for (const oldToken of [first, second]) {
      const refused = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(oldToken), body: { name: 'X Y' } });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(messages.sessionExpired);
    }
    const fresh = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(changed.body.token), body: { name: 'Yeni Ad' } });
    expect(fresh.status).toBe(200);
    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, 'Yepyeni123')).status).toBe(200);
  });

  it('refuses a caller without a token before looking at the body', async () => {
    const { status, body } = await injectJson(t.app, { method: 'PUT', url: '/api/users/updatePassword', body: { bad: true } });
    expect(status).toBe(401);
    expect(body).toEqual({ message: messages.tokenMissingLogin, code: 'TOKEN_MISSING' });
  });
});

describe('profile', () => {
  it('updates name, e-mail and phone (normalised) and says so in Turkish', async () => {
    const { user, token } = await createUser(t.app);
    const email = uniqueEmail('yeni');
    const { status, body } = await injectJson(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth(token),
      body: { name: 'Çağrı Öztürk', email, phone: '0532 123 45 67' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: user.id, name: 'Çağrı Öztürk', email, phone: '+905321234567', message: messages.profileUpdated });
  });

  it("refuses another user's e-mail with 409 and leaves the profile as it was", async () => {
    const other = await createUser(t.app);
    const { user, token } = await createUser(t.app, { name: 'Değişmeyen' });
    const { status, body } = await injectJson(t.app, {
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth(token),
      body: { name: 'Değişen', email: other.user.email },
    });
    expect(status).toBe(409);
    expect(body.message).toContain('zaten kayıtlı');
    const after = await injectJson(t.app, { method: 'GET', url: `/api/users/${user.id}`, headers: auth(token) });
    expect(after.body.name).toBe('Değişmeyen');
  });

  it('refuses a bad phone number and unknown fields', async () => {
    const { token } = await createUser(t.app);
    const phone = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(token), body: { phone: '12345' } });
    expect(phone.status).toBe(400);
    expect(phone.body.fields.phone).toContain('cep telefonu');
    const role = await injectJson(t.app, { method: 'PUT', url: '/api/users/profile', headers: auth(token), body: { role: 'admin' } });
    expect(role.status).toBe(400);
  });
});
