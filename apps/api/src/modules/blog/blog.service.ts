import { randomBytes } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import {
  type BlogComment,
  type BlogCommentBody,
  type BlogCommentResponse,
  type BlogCommentsResponse,
  type BlogDetail,
  type BlogImageResponse,
  type BlogLikeResponse,
  type BlogListResponse,
  blogMessages,
  type BlogReply,
  type BlogReplyBody,
  type BlogReplyResponse,
  type BlogSummary,
  type BlogWriteResponse,
  type CreateBlogBody,
  type UpdateBlogBody,
} from '@pazaryeri/contract/blog/index';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { toWebp } from '../../lib/images';
import { users } from '../../db/schema/users';
import { hasContent, sanitizeBlogHtml } from './blog.sanitize';
import { type BlogCommentRow, blogComments, blogLikes, type BlogPostRow, blogPosts } from '../../db/schema/blog';

export interface BlogContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export interface Viewer {
  id: string;
  role: string;
}

const isEditor = (viewer: Viewer | null) => viewer?.role === 'admin' || viewer?.role === 'marketing';

/** A commenter as readers see them: first name and the initial of the last ('Ayşe Y.'). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(' ')} ${parts[parts.length - 1].charAt(0).toLocaleUpperCase('tr-TR')}.`;
}

const pageOf = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.ceil(total / limit) });

function toSummary(row: BlogPostRow, authorName: string | null): BlogSummary {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    coverImage: row.coverImage,
    author: { _id: row.authorId ?? '', name: authorName ?? 'Pazaryeri' },
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
  };
}

const toDetail = (row: BlogPostRow, authorName: string | null, likedByMe: boolean): BlogDetail => ({
  ...toSummary(row, authorName),
  content: row.content,
  likedByMe,
});

/** Sanitised content, refused when nothing readable is left. */
function cleanContent(ctx: BlogContext, html: string): string {
  const clean = sanitizeBlogHtml(html, ctx.storage.publicPrefix);
  if (!hasContent(clean)) throw new AppError('VALIDATION_FAILED', blogMessages.emptyContent, { content: blogMessages.emptyContent });
  return clean;
}

async function storeCover(ctx: BlogContext, cover: Buffer | null) {
  if (!cover) return null;
  return ctx.storage.put('blog', 'webp', await toWebp(cover, { width: 1200, height: 630 }));
}

async function removeFile(ctx: BlogContext, url: string | null) {
  const key = url ? ctx.storage.keyFromUrl(url) : null;
  if (key) await ctx.storage.remove(key).catch((error) => ctx.log.warn({ err: error, key }, 'blog file not removed'));
}

const slugBase = (name: string) => slugify(name).slice(0, 90).replace(/-+$/, '') || 'yazi';

async function withAuthor(db: Db, row: BlogPostRow) {
  if (!row.authorId) return null;
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.authorId));
  return author?.name ?? null;
}

/**
 * A new post. Its slug is the Turkish-folded name, with a short suffix when another post has it
 * (the unique index decides, so two writers at once cannot both get it).
 */
export async function createBlog(ctx: BlogContext, authorId: string, body: CreateBlogBody, cover: Buffer | null): Promise<BlogWriteResponse> {
  const content = cleanContent(ctx, body.content);
  const stored = await storeCover(ctx, cover);
  const published = body.published ?? true;
  const base = slugBase(body.name);
  try {
    for (let attempt = 0; ; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
      try {
        const [row] = await ctx.db
          .insert(blogPosts)
          .values({
            slug,
            name: body.name,
            description: body.description,
            content,
            coverImage: stored?.url ?? null,
            authorId,
            published,
            publishedAt: published ? new Date() : null,
          })
          .returning();
        return { message: blogMessages.created, blog: toDetail(row, await withAuthor(ctx.db, row), false) };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

async function findPost(db: Db, idOrSlug: string): Promise<BlogPostRow | null> {
  const where = isId(idOrSlug) ? eq(blogPosts.id, idOrSlug) : eq(blogPosts.slug, idOrSlug.toLowerCase());
  const [row] = await db.select().from(blogPosts).where(where).limit(1);
  return row ?? null;
}

/** A post readers may see (published), or any post for its editors; else 404. */
async function findReadablePost(db: Db, idOrSlug: string, viewer: Viewer | null) {
  const row = await findPost(db, idOrSlug);
  if (!row || (!row.published && !isEditor(viewer))) throw new AppError('NOT_FOUND', blogMessages.notFound);
  return row;
}

/** Edits a post: name, description, content (sanitised again), and optionally its cover and state. The slug stays. */
export async function updateBlog(ctx: BlogContext, body: UpdateBlogBody, cover: Buffer | null): Promise<BlogWriteResponse> {
  const existing = await findPost(ctx.db, body.blogId);
  if (!existing) throw new AppError('NOT_FOUND', blogMessages.notFound);
  const content = cleanContent(ctx, body.content);
  const stored = await storeCover(ctx, cover);
  const published = body.published ?? existing.published;
  const coverImage = stored ? stored.url : body.removeCover ? null : existing.coverImage;
  const [row] = await ctx.db
    .update(blogPosts)
    .set({
      name: body.name,
      description: body.description,
      content,
      coverImage,
      published,
      publishedAt: published ? (existing.publishedAt ?? new Date()) : existing.publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(blogPosts.id, existing.id))
    .returning();
  if (!row) {
    if (stored) await ctx.storage.remove(stored.key).catch(() => undefined);
    throw new AppError('NOT_FOUND', blogMessages.notFound);
  }
  if (existing.coverImage !== coverImage) await removeFile(ctx, existing.coverImage);
  return { message: blogMessages.updated, blog: toDetail(row, await withAuthor(ctx.db, row), false) };
}

export async function deleteBlog(ctx: BlogContext, id: string) {
  const [row] = isId(id) ? await ctx.db.delete(blogPosts).where(eq(blogPosts.id, id)).returning() : [];
  if (!row) throw new AppError('NOT_FOUND', blogMessages.notFound);
  await removeFile(ctx, row.coverImage);
  return { message: blogMessages.deleted };
}

/** The public list (published, newest first), or every post for the editors' list. */
export async function listBlogs(db: Db, page: number, limit: number, all = false): Promise<BlogListResponse> {
  const where = all ? undefined : eq(blogPosts.published, true);
  const order = all ? [desc(blogPosts.createdAt), desc(blogPosts.id)] : [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ post: blogPosts, authorName: users.name })
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { blogs: rows.map(({ post, authorName }) => toSummary(post, authorName)), ...pageOf(page, limit, total) };
}

export async function getBlog(db: Db, idOrSlug: string, viewer: Viewer | null) {
  const row = await findReadablePost(db, idOrSlug, viewer);
  const [liked] = viewer
    ? await db
        .select({ userId: blogLikes.userId })
        .from(blogLikes)
        .where(and(eq(blogLikes.postId, row.id), eq(blogLikes.userId, viewer.id)))
    : [];
  return { blog: toDetail(row, await withAuthor(db, row), Boolean(liked)) };
}

const toReply = (row: BlogCommentRow, userName: string): BlogReply => ({
  _id: row.id,
  commentId: row.parentId ?? '',
  content: row.content,
  user: { _id: row.userId, name: shortName(userName) },
  createdAt: row.createdAt.toISOString(),
});

const toComment = (row: BlogCommentRow, userName: string, replies: BlogReply[]): BlogComment => ({
  _id: row.id,
  blogId: row.postId,
  content: row.content,
  user: { _id: row.userId, name: shortName(userName) },
  createdAt: row.createdAt.toISOString(),
  replies,
});

/** A page of a post's comments, newest first, each with all its replies (oldest first). */
export async function listComments(db: Db, idOrSlug: string, viewer: Viewer | null, page: number, limit: number): Promise<BlogCommentsResponse> {
  const post = await findReadablePost(db, idOrSlug, viewer);
  const topLevel = and(eq(blogComments.postId, post.id), isNull(blogComments.parentId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ comment: blogComments, userName: users.name })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(topLevel)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(blogComments).where(topLevel),
  ]);
  const ids = rows.map(({ comment }) => comment.id);
  const replies = ids.length
    ? await db
        .select({ comment: blogComments, userName: users.name })
        .from(blogComments)
        .innerJoin(users, eq(users.id, blogComments.userId))
        .where(inArray(blogComments.parentId, ids))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    : [];
  const byParent = new Map<string, BlogReply[]>();
  for (const { comment, userName } of replies) {
    const list = byParent.get(comment.parentId!) ?? [];
    list.push(toReply(comment, userName));
    byParent.set(comment.parentId!, list);
  }
  return {
    comments: rows.map(({ comment, userName }) => toComment(comment, userName, byParent.get(comment.id) ?? [])),
    commentCount: post.commentCount,
    ...pageOf(page, limit, total),
  };
}

async function publishedPost(db: Db, id: string) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
  if (!row) throw new AppError('NOT_FOUND', blogMessages.notFound);
  return row;
}

const bumpComments = (tx: Db, postId: string) =>
  tx
    .update(blogPosts)
    .set({ commentCount: sql`${blogPosts.commentCount} + 1` })
    .where(eq(blogPosts.id, postId))
    .returning({ commentCount: blogPosts.commentCount });

/** A comment on a published post by the signed-in user (plain text; the body's userId is ignored). */
export async function addComment(db: Db, user: { id: string; name: string }, body: BlogCommentBody): Promise<BlogCommentResponse> {
  const post = await publishedPost(db, body.blogId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogComments).values({ postId: post.id, userId: user.id, content: body.content }).returning();
    const [counted] = await bumpComments(tx, post.id);
    if (!counted) throw new AppError('NOT_FOUND', blogMessages.notFound);
    return { message: blogMessages.commentAdded, comment: toComment(row, user.name, []), commentCount: counted.commentCount };
  });
}

/** A reply; a reply to a reply joins the thread of the comment it hangs on (one level). */
export async function addReply(db: Db, user: { id: string; name: string }, body: BlogReplyBody): Promise<BlogReplyResponse> {
  const [target] = await db.select().from(blogComments).where(eq(blogComments.id, body.commentId));
  if (!target) throw new AppError('NOT_FOUND', blogMessages.commentNotFound);
  const post = await publishedPost(db, target.postId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogComments)
      .values({ postId: post.id, parentId: target.parentId ?? target.id, userId: user.id, content: body.content })
      .returning();
    const [counted] = await bumpComments(tx, post.id);
    if (!counted) throw new AppError('NOT_FOUND', blogMessages.notFound);
    return { message: blogMessages.replyAdded, reply: toReply(row, user.name), commentCount: counted.commentCount };
  });
}

/**
 * Likes a published post once per user (`liked`), or takes the like back; liking twice or taking
 * back a like never given changes nothing. The post's count moves in the same transaction.
 */
export async function setBlogLike(db: Db, userId: string, blogId: string, liked: boolean): Promise<BlogLikeResponse> {
  const post = await publishedPost(db, blogId);
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(blogLikes).values({ postId: post.id, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(blogLikes)
          .where(and(eq(blogLikes.postId, post.id), eq(blogLikes.userId, userId)))
          .returning();
    const [row] = changed.length
      ? await tx
          .update(blogPosts)
          .set({ likeCount: sql`${blogPosts.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(blogPosts.id, post.id))
          .returning({ likeCount: blogPosts.likeCount })
      : await tx.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, post.id));
    if (!row) throw new AppError('NOT_FOUND', blogMessages.notFound);
    return { message: liked ? blogMessages.liked : blogMessages.unliked, blogId: post.id, liked, likeCount: row.likeCount };
  });
}

/** A picture for a post's body: checked by content, re-encoded to WebP, kept in our storage. */
export async function uploadBlogImage(ctx: BlogContext, image: Buffer): Promise<BlogImageResponse> {
  const stored = await ctx.storage.put('blog', 'webp', await toWebp(image, { width: 1600, height: 1600, fit: 'inside' }));
  return { message: blogMessages.imageUploaded, url: stored.url };
}
