import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../test/helper';
import { personalDataApp, releasePersonalDataApp } from '../../test/personal-data-app';
import { blogComments, blogLikes, blogPosts } from '../../db/schema/blog';
import { blogPersonalData } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await personalDataApp();
});
afterAll(releasePersonalDataApp);

const post = (authorId: string, name: string, coverImage: string | null) => ({
  slug: `${name.toLowerCase().replaceAll(' ', '-')}-${authorId.slice(0, 8)}`,
  name,
  description: `${name} üzerine`,
  content: `<p>${name} yazısının içeriği.</p>`,
  coverImage,
  authorId,
  publishedAt: new Date(),
});

describe('blog personal data', () => {
  it("gives the person's comments, likes and posts with covers, and none of the other's replies, likes or posts", async () => {
    const a = await createUser(t.app, { name: 'Ayşe Kara', role: 'marketing' });
    const b = await createUser(t.app, { name: 'Bora Demirtaş', role: 'admin' });
    const [aPost, bPost] = await t.app.db
      .insert(blogPosts)
      .values([post(a.user.id, 'Cıvata Seçim Rehberi', '/uploads/blog/rehber.webp'), post(b.user.id, 'Rulman Bakımı Bora', '/uploads/blog/bora-rulman.webp')])
      .returning();
    const [aComment] = await t.app.db.insert(blogComments).values({ postId: bPost.id, userId: a.user.id, content: 'Çok faydalı bir yazı olmuş.' }).returning();
    await t.app.db.insert(blogComments).values([
      { postId: bPost.id, parentId: aComment.id, userId: b.user.id, content: 'Bora cevaplıyor: teşekkürler.' },
      { postId: aPost.id, userId: b.user.id, content: 'Bora yorumluyor: eline sağlık.' },
    ]);
    await t.app.db.insert(blogLikes).values([
      { postId: bPost.id, userId: a.user.id },
      { postId: aPost.id, userId: b.user.id },
    ]);

    const { data, files } = await blogPersonalData.collect(t.app.db, { id: a.user.id, email: a.user.email });

    expect(data.comments).toEqual([
      { id: aComment.id, postId: bPost.id, postName: 'Rulman Bakımı Bora', postSlug: bPost.slug, replyToCommentId: null, content: 'Çok faydalı bir yazı olmuş.', createdAt: expect.any(Date) },
    ]);
    expect(data.likedPosts).toEqual([{ postId: bPost.id, postName: 'Rulman Bakımı Bora', postSlug: bPost.slug, likedAt: expect.any(Date) }]);
    expect(data.postsWritten).toEqual([
      expect.objectContaining({ id: aPost.id, name: 'Cıvata Seçim Rehberi', content: '<p>Cıvata Seçim Rehberi yazısının içeriği.</p>', coverImage: '/uploads/blog/rehber.webp', published: true }),
    ]);
    expect(files).toEqual([{ name: `yazi-kapak-${aPost.id}.webp`, from: 'public', url: '/uploads/blog/rehber.webp' }]);
    const json = JSON.stringify({ data, files });
    for (const absent of [b.user.id, b.user.email, 'Bora Demirtaş', 'Bora cevaplıyor', 'Bora yorumluyor', 'bora-rulman.webp']) expect(json).not.toContain(absent);
  });

  it('gives empty lists to a person who never commented, liked or wrote', async () => {
    const c = await createUser(t.app);
    expect(await blogPersonalData.collect(t.app.db, { id: c.user.id, email: c.user.email })).toEqual({ data: { comments: [], likedPosts: [], postsWritten: [] }, files: [] });
  });
});
