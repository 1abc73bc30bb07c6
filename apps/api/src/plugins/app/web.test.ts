import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let dist: string;

/** A built web app in miniature: the placeholders and hashed assets the real build has. */
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'pz-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="tr"><head><title>Pazaryeri</title>
<link rel="canonical" href="__APP_URL__/"><meta property="og:url" content="__APP_URL__/">
<meta property="og:image" content="__APP_URL__/og-image.png"></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, APP_URL: 'https://pazaryeri.com.tr' });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers any page path with index.html, canonical URL filled in for that page', async () => {
    for (const url of ['/', '/login', '/footer/kvkk?x=1', '/bilinmeyen/sayfa']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const page = url.split('?')[0];
      expect(response.body).toContain(`<link rel="canonical" href="https://pazaryeri.com.tr${page}">`);
      expect(response.body).toContain(`<meta property="og:url" content="https://pazaryeri.com.tr${page}">`);
      expect(response.body).toContain('content="https://pazaryeri.com.tr/og-image.png"');
      expect(response.body).not.toContain('__APP_URL__');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps /api 404s as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/olmayan' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('escapes a hostile path in the canonical URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/a"><script>x</script>' });
    expect(response.body).not.toContain('"><script>x</script>');
  });
});

describe('rate limits', () => {
  it('count API calls only, not the pages, assets and pictures of a page load', async () => {
    const limited = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let call = 0; call < 10; call += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
        expect((await limited.app.inject({ method: 'GET', url: '/urunler' })).statusCode).toBe(200);
      }
      const api = [];
      for (let call = 0; call < 4; call += 1) api.push((await limited.app.inject({ method: 'GET', url: '/api/config' })).statusCode);
      expect(api).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
