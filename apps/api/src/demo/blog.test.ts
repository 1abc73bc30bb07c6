import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogLikes, blogPosts } from '../db/schema/blog';
import { sanitizeBlogHtml } from '../modules/blog';
import { createTestApp, injectJson, type TestApp } from '../test/helper';
import { demoPosts, seedDemoBlog } from './blog';
import { seedDemoUsers } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
});
afterAll(() => t.close());

describe('demo blog', () => {
  it('writes the posts once, with drawn covers, comments, replies and likes whose counts match', async () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(6);
    expect(await seedDemoBlog(t.app.db, t.app.storage)).toEqual({ created: demoPosts.length });
    expect(await seedDemoBlog(t.app.db, t.app.storage)).toEqual({ created: 0 });

    const list = await injectJson(t.app, { method: 'GET', url: '/api/blog?limit=50' });
    expect(list.body.total).toBe(demoPosts.length);
    expect(list.body.blogs[0].slug).toBe('cnc-tezgahinda-dogru-kesici-takim-secimi');

    for (const post of await t.app.db.select().from(blogPosts)) {
      // The seed's HTML is what the sanitiser would have stored.
      expect(sanitizeBlogHtml(post.content)).toBe(post.content);
      const cover = await readFile(path.join(t.dataDir, 'uploads', post.coverImage!.slice('/uploads/'.length)));
      expect(await sharp(cover).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
      const likes = await t.app.db.select().from(blogLikes).where(eq(blogLikes.postId, post.id));
      const comments = await t.app.db.select().from(blogComments).where(eq(blogComments.postId, post.id));
      expect(post.likeCount).toBe(likes.length);
      expect(post.commentCount).toBe(comments.length);
    }

    const detail = await injectJson(t.app, { method: 'GET', url: '/api/blog/3d-baski-icin-stl-dosyasi-hazirlama/comments' });
    expect(detail.body.commentCount).toBe(3);
    expect(detail.body.comments[0]).toMatchObject({ user: { name: 'Can A.' }, replies: [{ user: { name: 'Ayşe Y.' } }, { user: { name: 'Zeynep K.' } }] });
  });
});
