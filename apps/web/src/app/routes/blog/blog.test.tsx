import type { AuthResponse } from '@pazaryeri/contract';
import type { BlogComment, BlogDetail, BlogSummary } from '@pazaryeri/contract/blog/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() =>
  Promise.all([
    preloadPages('/blog', '/blog/cnc-kesici', '/blog-yonetimi', '/blog-yonetimi/yeni', '/blog-yonetimi/b1'),
    // The editor page loads TipTap lazily, as the app does: loaded here, not inside the first test that opens the editor.
    import('@/features/blog/components/rich-text-editor'),
  ]),
);

const marketing: AuthResponse = { ...buyer, _id: 'u9', name: 'Zeynep Kaya', email: 'zeynep@example.com', role: 'marketing', token: 'token-zeynep' };

const summary = (n: number, extra: Partial<BlogSummary> = {}): BlogSummary => ({
  _id: `b${n}`,
  name: `Yazı ${n}`,
  slug: `yazi-${n}`,
  description: `Yazı ${n} için kısa bir özet.`,
  coverImage: `/uploads/blog/${n}.webp`,
  author: { _id: 'u9', name: 'Zeynep Kaya' },
  published: true,
  publishedAt: '2026-03-05T09:00:00.000Z',
  createdAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-05T09:00:00.000Z',
  likeCount: 3,
  commentCount: 2,
  ...extra,
});

const post: BlogDetail = {
  ...summary(1, { name: 'CNC tezgahında doğru kesici takım seçimi', slug: 'cnc-kesici', description: 'Kesici seçerken bakılacaklar.', likeCount: 4, commentCount: 2 }),
  content: '<h2>Malzemeyi tanıyın</h2><ul><li>Alüminyum</li><li>Çelik</li></ul><p><a href="https://ornek.com" rel="noopener noreferrer nofollow">kaynak</a></p>',
  likedByMe: false,
};

const comment: BlogComment = {
  _id: 'c1',
  blogId: 'b1',
  content: 'Çok faydalı bir yazı.',
  user: { _id: 'u1', name: 'Ayşe Y.' },
  createdAt: '2026-03-06T09:00:00.000Z',
  replies: [{ _id: 'r1', commentId: 'c1', content: 'Teşekkürler!', user: { _id: 'u9', name: 'Zeynep K.' }, createdAt: '2026-03-06T10:00:00.000Z' }],
};

const base = (user?: AuthResponse) => ({
  'GET /api/auth/session': () => json(user ? sessionOf(user) : {}),
  'GET /api/categories/main/with-counts': () => json([]),
});

describe('blog list', () => {
  it('shows cards with cover, title, date and summary, linked to the post, with pages', async () => {
    const { requests } = mockFetch({
      ...base(),
      'GET /api/blog': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return json({ blogs: page === 1 ? [summary(1), summary(2)] : [summary(3)], page, limit: 9, total: 11, totalPages: 2 });
      },
    });
    renderApp('/blog');
    const link = await screen.findByRole('link', { name: 'Yazı 1' });
    expect(link).toHaveAttribute('href', '/blog/yazi-1');
    const card = link.closest('article')!;
    expect(within(card).getByText('Yazı 1 için kısa bir özet.')).toBeInTheDocument();
    expect(within(card).getByText('5 Mart 2026')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/blog/1.webp');
    expect(screen.getByText(/Sayfa/)).toHaveTextContent('Sayfa 1 / 2');
    await userEvent.click(screen.getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByRole('link', { name: 'Yazı 3' })).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).searchParams.get('page') === '2')).toBe(true);
  });

  it('says when there are no posts yet, and when they could not be loaded', async () => {
    mockFetch({ ...base(), 'GET /api/blog': () => json({ blogs: [], page: 1, limit: 9, total: 0, totalPages: 0 }) });
    renderApp('/blog');
    expect(await screen.findByText('Henüz yazı yok')).toBeInTheDocument();
  });
});

describe('blog post page', () => {
  function postServer(user?: AuthResponse) {
    const state = { post: { ...post }, comments: [comment] };
    return mockFetch({
      ...base(user),
      'GET /api/blog/cnc-kesici': () => json({ blog: state.post }),
      'GET /api/blog/b1/comments': () => json({ comments: state.comments, commentCount: state.post.commentCount, page: 1, limit: 10, total: state.comments.length, totalPages: 1 }),
      'POST /api/blog/like': () => {
        state.post = { ...state.post, likeCount: state.post.likeCount + 1, likedByMe: true };
        return json({ message: 'Yazıyı beğendiniz.', blogId: 'b1', liked: true, likeCount: state.post.likeCount });
      },
      'POST /api/blog/comments': async (request) => {
        const body = (await request.json()) as { content: string };
        const added: BlogComment = { ...comment, _id: 'c2', content: body.content, replies: [] };
        state.comments = [added, ...state.comments];
        state.post = { ...state.post, commentCount: state.post.commentCount + 1 };
        return json({ message: 'Yorumunuz eklendi.', comment: added, commentCount: state.post.commentCount }, 201);
      },
    });
  }

  it('renders the post, its comments with replies and head data; a visitor is asked to sign in', async () => {
    postServer();
    renderApp('/blog/cnc-kesici');
    expect(await screen.findByRole('heading', { level: 1, name: post.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Malzemeyi tanıyın' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kaynak' })).toHaveAttribute('href', 'https://ornek.com');
    expect(await screen.findByText('Çok faydalı bir yazı.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Yanıtlar' })).getByText('Teşekkürler!')).toBeInTheDocument();
    expect(screen.getByText('Yorum yazmak ve yanıtlamak için giriş yapın.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Beğenmek için giriş yapın/ })).toHaveAttribute('href', '/login?callbackUrl=%2Fblog%2Fcnc-kesici');
    await waitFor(() => expect(document.title).toBe(`${post.name} | Pazaryeri Blog`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/blog/cnc-kesici`);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', post.name);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${window.location.origin}/uploads/blog/1.webp`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', post.description);
  });

  it('lets a signed-in user like and comment; the body carries only the post and the text', async () => {
    const { sent } = postServer(buyer);
    renderApp('/blog/cnc-kesici', { user: buyer });
    await userEvent.click(await screen.findByRole('button', { name: 'Beğen (4 beğeni)' }));
    expect(await screen.findByRole('button', { name: 'Beğeniyi geri al (5 beğeni)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sent('POST', '/api/blog/like')[0].json()).toEqual({ blogId: 'b1' });

    await userEvent.click(screen.getByRole('button', { name: 'Yorum gönder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('En az 2 karakter yazın.');
    await userEvent.type(screen.getByPlaceholderText('Yorumunuz'), 'Harika bir özet.');
    await userEvent.click(screen.getByRole('button', { name: 'Yorum gönder' }));
    expect(await screen.findByText('Harika bir özet.')).toBeInTheDocument();
    expect(await sent('POST', '/api/blog/comments')[0].json()).toEqual({ blogId: 'b1', content: 'Harika bir özet.' });
    expect(await screen.findByRole('heading', { name: 'Yorumlar (3)' })).toBeInTheDocument();
  });

  it('says when the post does not exist', async () => {
    mockFetch({ ...base(), 'GET /api/blog/yok': () => json({ message: 'Blog yazısı bulunamadı.', code: 'NOT_FOUND' }, 404) });
    renderApp('/blog/yok');
    expect(await screen.findByText('Yazı bulunamadı')).toBeInTheDocument();
  });
});

describe('blog editor', () => {
  it('is closed to buyers', async () => {
    mockFetch({ ...base(buyer) });
    renderApp('/blog-yonetimi', { user: buyer });
    expect(await screen.findByText('Bu sayfaya erişim yetkiniz yok')).toBeInTheDocument();
  });

  it('lists every post for marketing, drafts too, with edit and delete', async () => {
    const posts = [summary(1), summary(2, { published: false, name: 'Taslak yazı' })];
    const { sent } = mockFetch({
      ...base(marketing),
      'GET /api/blog/manage': () => json({ blogs: posts, page: 1, limit: 20, total: 2, totalPages: 1 }),
      'DELETE /api/blog/b2': () => {
        posts.pop();
        return json({ message: 'Blog yazısı silindi.' });
      },
    });
    renderApp('/blog-yonetimi', { user: marketing });
    expect(await screen.findByText('Taslak yazı')).toBeInTheDocument();
    expect(screen.getByText('Taslak')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Taslak yazı yazısını sil' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Taslak yazı')).not.toBeInTheDocument());
    expect(sent('DELETE', '/api/blog/b2')).toHaveLength(1);
  });

  it('checks the fields, then creates a post as multipart with the editor content', async () => {
    const { sent } = mockFetch({
      ...base(admin),
      'POST /api/blog': () => json({ message: 'Blog yazısı kaydedildi.', blog: { ...post, published: false } }, 201),
      'GET /api/blog/manage': () => json({ blogs: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
    });
    renderApp('/blog-yonetimi/yeni', { user: admin });
    const editor = await screen.findByRole('textbox', { name: 'Yazı içeriği' });
    // The form's own fields and buttons: role queries over the whole page are slow in jsdom.
    const form = within(editor.closest('form')!);
    const save = form.getByRole('button', { name: 'Yazıyı kaydet' });
    await userEvent.click(save);
    expect(await form.findByText('Başlık gerekli.')).toBeInTheDocument();
    expect(form.getByText('Yazı içeriği gerekli.')).toBeInTheDocument();
    expect(sent('POST', '/api/blog')).toHaveLength(0);

    // The form checks its fields on saving, not per keystroke: pasted, not typed letter by letter.
    await userEvent.click(form.getByLabelText('Başlık'));
    await userEvent.paste('Kaynakta gaz seçimi');
    await userEvent.click(form.getByLabelText('Özet'));
    await userEvent.paste('Argon ve karışımlar hakkında kısa notlar.');
    // jsdom has no editing engine for typing into a contenteditable: change its DOM as typing would, and ProseMirror reads it back.
    editor.querySelector('p')!.textContent = 'Argon alüminyum için';
    await userEvent.click(form.getByRole('switch'));
    await userEvent.click(save);
    await waitFor(() => expect(sent('POST', '/api/blog')).toHaveLength(1));
    const body = await sent('POST', '/api/blog')[0].formData();
    expect(body.get('name')).toBe('Kaynakta gaz seçimi');
    expect(body.get('description')).toBe('Argon ve karışımlar hakkında kısa notlar.');
    expect(body.get('content')).toBe('<p>Argon alüminyum için</p>');
    expect(body.get('published')).toBe('false');
    expect(await screen.findByRole('heading', { name: 'Blog yönetimi' })).toBeInTheDocument();
  });

  it('opens a post for editing with its content and sends the update with its id', async () => {
    const { sent } = mockFetch({
      ...base(marketing),
      'GET /api/blog/b1': () => json({ blog: post }),
      'PUT /api/blog/update': () => json({ message: 'Blog yazısı güncellendi.', blog: post }),
      'GET /api/blog/manage': () => json({ blogs: [summary(1)], page: 1, limit: 20, total: 1, totalPages: 1 }),
    });
    renderApp('/blog-yonetimi/b1', { user: marketing });
    const editor = await screen.findByRole('textbox', { name: 'Yazı içeriği' });
    await waitFor(() => expect(within(editor).getByRole('heading', { name: 'Malzemeyi tanıyın' })).toBeInTheDocument());
    const form = within(editor.closest('form')!);
    const title = form.getByLabelText('Başlık');
    expect(title).toHaveValue(post.name);
    await userEvent.clear(title);
    await userEvent.type(title, 'Kesici takım seçimi (güncel)');
    await userEvent.click(form.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(sent('PUT', '/api/blog/update')).toHaveLength(1));
    const body = await sent('PUT', '/api/blog/update')[0].formData();
    expect(body.get('blogId')).toBe('b1');
    expect(body.get('name')).toBe('Kesici takım seçimi (güncel)');
    expect(body.get('content')).toContain('<h2>Malzemeyi tanıyın</h2>');
    expect(body.get('published')).toBe('true');
  });
});
