import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

let t: TestApp;
let dist: string;
let token: string;
// The web app's real index.html: its meta tags are what the server fills in.
const webIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'pz-blog-web-'));
  await mkdir(path.join(dist, 'assets'));
  await copyFile(webIndex, path.join(dist, 'index.html'));
  t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, APP_URL: 'https://pazaryeri.com.tr' });
  token = (await createUser(t.app, { role: 'marketing' })).token;
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const write = (name: string, published = true) =>
  injectJson(t.app, {
    method: 'POST',
    url: '/api/blog',
    headers: auth(token),
    body: { name, description: 'Kesici "takım" seçimi <b>rehberi</b> & ipuçları.', content: '<p>metin</p>', published },
  });

describe("a post's page head", () => {
  it('carries the post title, description, canonical link and social card on first load', async () => {
    const { body } = await write('Matkap Ucu Seçimi $& "Rehber"');
    const page = await t.app.inject({ method: 'GET', url: `/blog/${body.blog.slug}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<title>Matkap Ucu Seçimi $&amp; &quot;Rehber&quot; | Pazaryeri Blog</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="Kesici &quot;takım&quot; seçimi &lt;b&gt;rehberi&lt;\/b&gt; &amp; ipuçları\."/);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<meta property="og:title" content="Matkap Ucu Seçimi \$&amp; &quot;Rehber&quot; \| Pazaryeri Blog"/);
    expect(html).toContain(`<link rel="canonical" href="https://pazaryeri.com.tr/blog/${body.blog.slug}"`);
    expect(html).toContain(`<meta property="og:url" content="https://pazaryeri.com.tr/blog/${body.blog.slug}"`);
    // No cover: the site's card picture stays.
    expect(html).toContain('<meta property="og:image" content="https://pazaryeri.com.tr/og-image.png"');
  });

  it("keeps the site's head for unknown posts and drafts", async () => {
    const { body } = await write('Taslak Başlık', false);
    for (const url of [`/blog/${body.blog.slug}`, '/blog/olmayan-yazi', '/blog/%C3%BCnknown', '/blog']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<title>Pazaryeri | Türkiye'nin endüstriyel pazaryeri</title>");
      expect(page.body).not.toContain('Taslak Başlık');
    }
  });
});
