import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogMessages } from '@pazaryeri/contract/blog/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, multipart, type TestApp } from '../../test/helper';
import { blogLikes, blogPosts } from '../../db/schema/blog';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let marketer: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let seller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Yönetici Bey' });
  marketer = await createUser(t.app, { role: 'marketing', name: 'Zeynep Kaya' });
  buyer = await createUser(t.app, { name: 'Ayşe Yılmaz' });
  seller = await createUser(t.app, { role: 'seller' });
});
afterAll(() => t.close());

const headers = (token?: string | null) => (token ? auth(token) : {});
const post = { name: 'CNC Tezgâhında Doğru Kesici Seçimi', description: 'Kesici takım seçerken bakılacak beş nokta.', content: '<h2>Giriş</h2><p>Metin</p>' };
const create = (token: string | null, body: Record<string, unknown> = post) =>
  injectJson(t.app, { method: 'POST', url: '/api/blog', headers: headers(token), body });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string | null, body?: Record<string, unknown>) =>
  injectJson(t.app, { method, url, headers: headers(token), ...(body && { body }) });
const png = () => sharp({ create: { width: 900, height: 500, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

async function newPost(name = post.name, extra: Record<string, unknown> = {}) {
  const { status, body } = await create(marketer.token, { ...post, name, ...extra });
  expect(status).toBe(201);
  return body.blog as { _id: string; slug: string };
}

describe('writing posts', () => {
  it('admins and marketing write; visitors, buyers and sellers are refused and nothing is written', async () => {
    const before = (await t.app.db.select().from(blogPosts)).length;
    expect((await create(null)).status).toBe(401);
    expect((await create(buyer.token)).status).toBe(403);
    expect((await create(seller.token)).status).toBe(403);
    expect((await t.app.db.select().from(blogPosts)).length).toBe(before);

    const byAdmin = await create(admin.token);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({
      message: blogMessages.created,
      blog: { name: post.name, slug: 'cnc-tezgahinda-dogru-kesici-secimi', author: { name: 'Yönetici Bey' }, published: true, likeCount: 0, commentCount: 0, content: post.content },
    });
    const byMarketing = await create(marketer.token, { ...post, name: 'İş Güvenliği Eldiveni Seçimi' });
    expect(byMarketing.status).toBe(201);
    expect(byMarketing.body.blog.slug).toBe('is-guvenligi-eldiveni-secimi');
  });

  it('gives a second post of the same name a slug of its own', async () => {
    const first = await newPost('Aynı Başlık Öğütücü');
    const second = await newPost('Aynı Başlık Öğütücü');
    expect(first.slug).toBe('ayni-baslik-ogutucu');
    expect(second.slug).toMatch(/^ayni-baslik-ogutucu-[0-9a-f]{6}$/);
  });

  it('sanitises content on create and on update; a post of nothing but script is refused', async () => {
    const { status, body } = await create(admin.token, {
      ...post,
      name: 'Temizlenen İçerik',
      content: '<p onclick="alert(1)" style="color:red">Merhaba <a href="javascript:alert(1)">x</a> <a href="https://ornek.com">y</a></p><script>alert(1)</script><img src="https://kotu.example/a.png"><img src="/uploads/blog/a.webp" onerror="alert(1)">',
    });
    expect(status).toBe(201);
    expect(body.blog.content).toBe(
      '<p>Merhaba <a rel="noopener noreferrer nofollow">x</a> <a rel="noopener noreferrer nofollow" href="https://ornek.com" target="_blank">y</a></p><img src="/uploads/blog/a.webp" />',
    );
    const empty = await create(admin.token, { ...post, content: '<script>alert(1)</script><p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(blogMessages.emptyContent);

    const updated = await call('PUT', '/api/blog/update', admin.token, {
      blogId: body.blog._id,
      name: 'Temizlenen İçerik (güncel)',
      description: 'Güncellenmiş özet metni burada.',
      content: '<h2 onmouseover="x()">Yeni</h2><iframe src="https://ornek.com"></iframe>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: blogMessages.updated, blog: { name: 'Temizlenen İçerik (güncel)', slug: 'temizlenen-icerik', content: '<h2>Yeni</h2>' } });
  });

  it('updates and deletes only for admins and marketing; unknown posts answer 404', async () => {
    const { _id } = await newPost('Silinecek Yazı');
    const edit = { blogId: _id, name: 'Düzeltilmiş', description: 'Yeni bir özet metni.', content: '<p>yeni</p>' };
    expect((await call('PUT', '/api/blog/update', buyer.token, edit)).status).toBe(403);
    expect((await call('PUT', '/api/blog/update', null, edit)).status).toBe(401);
    expect((await call('PUT', '/api/blog/update', admin.token, { ...edit, blogId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await call('DELETE', `/api/blog/${_id}`, buyer.token)).status).toBe(403);
    expect((await call('DELETE', `/api/blog/${_id}`, null)).status).toBe(401);
    const removed = await call('DELETE', `/api/blog/${_id}`, admin.token);
    expect(removed).toMatchObject({ status: 200, body: { message: blogMessages.deleted } });
    expect((await call('DELETE', `/api/blog/${_id}`, admin.token)).status).toBe(404);
    expect((await call('DELETE', '/api/blog/olmayan-yazi', admin.token)).status).toBe(404);
    expect((await call('GET', `/api/blog/${_id}`)).status).toBe(404);
  });

  it('takes a cover image by multipart, checked by content and re-encoded to WebP; a fake image is refused', async () => {
    const form = multipart({ ...post, name: 'Kapaklı Yazı', published: 'true' }, [{ field: 'cover', name: 'kapak.png', type: 'image/png', data: await png() }]);
    const created = await injectJson(t.app, { method: 'POST', url: '/api/blog', headers: { ...auth(admin.token), 'content-type': form.contentType }, payload: form.payload });
    expect(created.status).toBe(201);
    const cover: string = created.body.blog.coverImage;
    expect(cover).toMatch(/^\/uploads\/blog\/[0-9a-f-]+\.webp$/);
    const file = await readFile(path.join(t.dataDir, 'uploads', cover.slice('/uploads/'.length)));
    expect((await sharp(file).metadata()).format).toBe('webp');

    const fake = multipart({ ...post, name: 'Sahte Kapak' }, [{ field: 'cover', name: 'kapak.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]);
    const refused = await injectJson(t.app, { method: 'POST', url: '/api/blog', headers: { ...auth(admin.token), 'content-type': fake.contentType }, payload: fake.payload });
    expect(refused.status).toBe(415);
    expect((await t.app.db.select().from(blogPosts).where(eq(blogPosts.name, 'Sahte Kapak'))).length).toBe(0);
  });

  it('uploads editor images for staff only and answers their URL in our storage', async () => {
    const form = multipart({}, [{ field: 'image', name: 'resim.png', type: 'image/png', data: await png() }]);
    const upload = (token: string | null) =>
      injectJson(t.app, { method: 'POST', url: '/api/blog/images', headers: { ...headers(token), 'content-type': form.contentType }, payload: form.payload });
    expect((await upload(buyer.token)).status).toBe(403);
    const { status, body } = await upload(marketer.token);
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/blog\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('lists published posts newest first with pages; drafts only for editors, by id or slug', async () => {
    const draft = await newPost('Taslak Yazı', { published: false });
    const visible = await newPost('Okunacak Yazı');
    const list = await call('GET', '/api/blog?page=1&limit=2');
    expect(list.status).toBe(200);
    expect(list.body.blogs.map((b: { _id: string }) => b._id)[0]).toBe(visible._id);
    expect(list.body).toMatchObject({ page: 1, limit: 2 });
    expect(list.body.totalPages).toBe(Math.ceil(list.body.total / 2));
    const all = await call('GET', '/api/blog?limit=50');
    expect(all.body.blogs.some((b: { _id: string }) => b._id === draft._id)).toBe(false);

    expect((await call('GET', `/api/blog/${visible.slug}`)).body.blog._id).toBe(visible._id);
    expect((await call('GET', `/api/blog/${visible._id}`)).body.blog.slug).toBe(visible.slug);
    expect((await call('GET', `/api/blog/${draft.slug}`)).status).toBe(404);
    expect((await call('GET', `/api/blog/${draft.slug}`, buyer.token)).status).toBe(404);
    expect((await call('GET', `/api/blog/${draft.slug}`, marketer.token)).status).toBe(200);
    expect((await call('GET', '/api/blog/manage?limit=50', buyer.token)).status).toBe(403);
    const managed = await call('GET', '/api/blog/manage?limit=50', admin.token);
    expect(managed.body.blogs.some((b: { _id: string }) => b._id === draft._id)).toBe(true);
    expect((await call('GET', '/api/blog/boyle-bir-yazi-yok')).status).toBe(404);
    expect((await call('GET', '/api/blog/00000000-0000-4000-8000-000000000000/comments')).status).toBe(404);
  });
});

describe('comments, replies and likes', () => {
  it('takes the author from the token (the body userId is ignored) and keeps the count exact', async () => {
    const { _id, slug } = await newPost('Yorumlanacak Yazı');
    const body = { blogId: _id, content: 'Çok faydalı bir yazı, teşekkürler.', userId: admin.user.id };
    expect((await call('POST', '/api/blog/comments', null, body)).status).toBe(401);
    const comment = await call('POST', '/api/blog/comments', buyer.token, body);
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({ message: blogMessages.commentAdded, commentCount: 1, comment: { user: { _id: buyer.user.id, name: 'Ayşe Y.' }, content: body.content } });

    const replyBody = { commentId: comment.body.comment._id, content: 'Rica ederiz!', userId: buyer.user.id };
    expect((await call('POST', '/api/blog/comment-reply', null, replyBody)).status).toBe(401);
    const reply = await call('POST', '/api/blog/comment-reply', marketer.token, replyBody);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: blogMessages.replyAdded, commentCount: 2, reply: { commentId: comment.body.comment._id, user: { _id: marketer.user.id, name: 'Zeynep K.' } } });
    // A reply to a reply joins the comment's thread.
    const nested = await call('POST', '/api/blog/comment-reply', buyer.token, { commentId: reply.body.reply._id, content: 'Bir sorum daha var.' });
    expect(nested.body.reply.commentId).toBe(comment.body.comment._id);
    await call('POST', '/api/blog/comments', marketer.token, { blogId: _id, content: 'İkinci yorum burada.' });

    const listed = await call('GET', `/api/blog/${slug}/comments`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ commentCount: 4, total: 2, page: 1, totalPages: 1 });
    expect(listed.body.comments.map((c: { content: string }) => c.content)).toEqual(['İkinci yorum burada.', body.content]);
    expect(listed.body.comments[1].replies.map((r: { content: string }) => r.content)).toEqual(['Rica ederiz!', 'Bir sorum daha var.']);
    expect((await call('GET', `/api/blog/${_id}`)).body.blog.commentCount).toBe(4);

    expect((await call('POST', '/api/blog/comments', buyer.token, { blogId: '00000000-0000-4000-8000-000000000000', content: 'Merhaba dünya' })).status).toBe(404);
    expect((await call('POST', '/api/blog/comment-reply', buyer.token, { commentId: '00000000-0000-4000-8000-000000000000', content: 'Merhaba dünya' })).status).toBe(404);
    expect((await call('POST', '/api/blog/comments', buyer.token, { blogId: _id, content: ' a ' })).status).toBe(400);
  });

  it('stores comments as plain text', async () => {
    const { _id } = await newPost('Düz Metin Yorumlar');
    const content = '<img src=x onerror=alert(1)> merhaba';
    const { body } = await call('POST', '/api/blog/comments', buyer.token, { blogId: _id, content });
    expect(body.comment.content).toBe(content);
  });

  it('counts a like once per user, takes it back on unlike, and says whether the viewer liked it', async () => {
    const { _id } = await newPost('Beğenilecek Yazı');
    const like = (token: string | null) => call('POST', '/api/blog/like', token, { blogId: _id, userId: admin.user.id });
    const unlike = (token: string | null) => call('POST', '/api/blog/unlike', token, { blogId: _id, userId: admin.user.id });
    expect((await like(null)).status).toBe(401);
    expect((await like(buyer.token)).body).toMatchObject({ liked: true, likeCount: 1, message: blogMessages.liked });
    expect((await like(buyer.token)).body).toMatchObject({ liked: true, likeCount: 1 });
    const together = await Promise.all([like(seller.token), like(seller.token), like(marketer.token)]);
    expect(together.every((r) => r.status === 200)).toBe(true);
    expect((await call('GET', `/api/blog/${_id}`)).body.blog).toMatchObject({ likeCount: 3, likedByMe: false });
    expect((await call('GET', `/api/blog/${_id}`, buyer.token)).body.blog.likedByMe).toBe(true);
    const rows = await t.app.db.select().from(blogLikes).where(eq(blogLikes.postId, _id));
    expect(rows.map((row) => row.userId).sort()).toEqual([buyer.user.id, seller.user.id, marketer.user.id].sort());
    expect(rows.some((row) => row.userId === admin.user.id)).toBe(false);

    expect((await unlike(buyer.token)).body).toMatchObject({ liked: false, likeCount: 2, message: blogMessages.unliked });
    expect((await unlike(buyer.token)).body).toMatchObject({ liked: false, likeCount: 2 });
    expect((await call('POST', '/api/blog/like', buyer.token, { blogId: 'yok' })).status).toBe(400);
    expect((await call('POST', '/api/blog/like', buyer.token, { blogId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('refuses comments and likes on a draft', async () => {
    const draft = await newPost('Taslak Beğeni', { published: false });
    expect((await call('POST', '/api/blog/like', buyer.token, { blogId: draft._id })).status).toBe(404);
    expect((await call('POST', '/api/blog/comments', buyer.token, { blogId: draft._id, content: 'Merhaba dünya' })).status).toBe(404);
  });
});
