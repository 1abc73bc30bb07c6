import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers the health check', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('tells the web app its public settings and nothing secret', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/config' });
    expect(status).toBe(200);
    expect(body).toEqual({ appUrl: 'http://localhost:3000', analyticsId: null, googleClientId: null });
  });

  it('answers unknown /api routes with a Turkish JSON 404', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/yok-boyle-bir-yer' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'İstenen adres bulunamadı.', code: 'ROUTE_NOT_FOUND' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const { status, body } = await injectJson(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/users/login', '/api/auth/session', '/api/health']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
