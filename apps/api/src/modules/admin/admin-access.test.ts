import { messages } from '@pazaryeri/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.app, { name: 'Hedef Kullanıcı' })).user.id;
});
afterAll(() => t.close());

/** Every admin route this module adds, with a body a real admin would send. */
const routes = () =>
  [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/search?keyword=ali'],
    ['GET', '/api/admin/users/filter?role=user'],
    ['GET', `/api/admin/users/${userId}`],
    ['PUT', `/api/admin/users/${userId}`, { name: 'Yeni Ad' }],
    ['GET', `/api/admin/users/${userId}/chats`],
    ['GET', '/api/admin/users/sellers'],
    ['GET', '/api/admin/users/sellers/search?storeName=a'],
    ['GET', '/api/admin/users/sellers/filter?companyType=limited'],
    ['GET', `/api/admin/users/sellers/${userId}`],
    ['DELETE', `/api/admin/users/${userId}`],
  ] as const;

const call = (route: ReturnType<typeof routes>[number], token?: string) =>
  injectJson(t.app, { method: route[0], url: route[1], headers: token ? auth(token) : {}, ...(route[2] && { body: route[2] }) });

describe('admin routes', () => {
  it('refuse a visitor with 401, before looking at the request', async () => {
    for (const route of routes()) {
      const { status, body } = await call(route);
      expect([route[1], status, body]).toEqual([route[1], 401, { message: messages.tokenMissingLogin, code: 'TOKEN_MISSING' }]);
    }
    const invalid = await injectJson(t.app, { method: 'GET', url: '/api/admin/users/sellers/filter?sortBy=fiyat' });
    expect(invalid.status).toBe(401);
  });

  it('refuse a buyer, a seller and marketing staff with 403', async () => {
    for (const role of ['user', 'seller', 'marketing'] as const) {
      const { token } = await createUser(t.app, { role });
      for (const route of routes()) {
        const { status, body } = await call(route, token);
        expect([role, route[1], status, body.code]).toEqual([role, route[1], 403, 'FORBIDDEN']);
      }
    }
  });

  it('let an admin through (the DELETE last: it ends the target)', async () => {
    const { token } = await createUser(t.app, { role: 'admin' });
    const statuses = [];
    for (const route of routes()) statuses.push((await call(route, token)).status);
    // The target has no store, so its store page is 404.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200]);
  });

  it('appear in the OpenAPI document', async () => {
    const { body } = await injectJson(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/admin/users/search',
        '/api/admin/users/filter',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/chats',
        '/api/admin/users/sellers',
        '/api/admin/users/sellers/search',
        '/api/admin/users/sellers/filter',
        '/api/admin/users/sellers/{id}',
        '/api/addresses',
        '/api/addresses/{id}',
        '/api/shipping/addresses',
        '/api/shipping/addresses/{id}',
        '/api/shipping/cities',
        '/api/shipping/cities/{cityCode}',
        '/api/shipping/districts',
        '/api/shipping/districts/{id}',
      ]),
    );
  });
});
