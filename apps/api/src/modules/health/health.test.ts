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

  it('sends security headers: a page gets the whole set, a JSON answer what applies to it and a policy that allows nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/giris' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'cross-origin-opener-policy': 'same-origin' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': page.headers['strict-transport-security'],
    });
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(answer.headers[name], name).toBeUndefined();
    }
  });
});
