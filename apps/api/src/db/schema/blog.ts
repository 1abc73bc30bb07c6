import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A blog post. `content` is HTML that went through the sanitiser on its way in; the counts are
 * kept in the same transaction as the comment, reply or like that changes them.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    coverImage: text('cover_image'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    // The public list: published posts, newest first.
    index('blog_posts_published_idx').on(table.publishedAt.desc(), table.id).where(sql`${table.published}`),
    // The editors' list: every post, newest first.
    index('blog_posts_created_idx').on(table.createdAt.desc(), table.id),
    // A person's data export finds the posts they wrote and the comments they left.
    index('blog_posts_author_idx').on(table.authorId),
  ],
);

/** A comment on a post (`parentId` null) or a reply to one (one level: replies hang on the comment). */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_comments_post_idx').on(table.postId, table.createdAt.desc()).where(sql`${table.parentId} is null`),
    index('blog_comments_parent_idx').on(table.parentId, table.createdAt),
    index('blog_comments_user_idx').on(table.userId, table.createdAt),
  ],
);

/** One like per user and post: the primary key refuses a second. */
export const blogLikes = pgTable(
  'blog_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index('blog_likes_user_idx').on(table.userId)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
