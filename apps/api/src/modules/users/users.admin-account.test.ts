import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp } from '../../test/helper';
import { ensureAdmin } from './users.admin-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'Patron@Firma.com.tr', ADMIN_PASSWORD: 'Patron12345' });
});
afterAll(() => t.close());

describe('boot', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const login = await injectJson(t.app, {
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'patron@firma.com.tr', password: 'Patron12345' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', isAdmin: true });
    // Running again (a restart) neither duplicates nor resets the password.
    expect(await ensureAdmin(t.app.db, { email: 'patron@firma.com.tr', password: 'Baska12345', name: 'X' })).toEqual({ created: false });
    const again = await injectJson(t.app, {
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'patron@firma.com.tr', password: 'Patron12345' },
    });
    expect(again.body._id).toBe(login.body._id);
  });
});
