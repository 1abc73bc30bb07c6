import { z } from 'zod';

export const blogLimits = {
  nameMin: 3,
  nameMax: 160,
  descriptionMin: 10,
  descriptionMax: 400,
  /** Characters of HTML as sent (a multipart field holds at most 100 kB). */
  contentMax: 40_000,
  commentMin: 2,
  commentMax: 2000,
  pageSize: 9,
  commentsPageSize: 10,
} as const;

export const blogMessages = {
  created: 'Blog yazısı kaydedildi.',
  updated: 'Blog yazısı güncellendi.',
  deleted: 'Blog yazısı silindi.',
  notFound: 'Blog yazısı bulunamadı.',
  commentNotFound: 'Yorum bulunamadı.',
  commentAdded: 'Yorumunuz eklendi.',
  replyAdded: 'Yanıtınız eklendi.',
  liked: 'Yazıyı beğendiniz.',
  unliked: 'Beğeniniz geri alındı.',
  emptyContent: 'Yazı içeriği boş olamaz.',
  imageUploaded: 'Resim yüklendi.',
  imageMissing: 'Yüklenecek bir resim seçin.',
  loadFailed: 'Blog yazıları yüklenemedi.',
  saveFailed: 'Blog yazısı kaydedilemedi.',
  commentFailed: 'Yorum gönderilemedi.',
  likeFailed: 'Beğenme işlemi başarısız oldu',
  unlikeFailed: 'Beğenme işlemi iptal edilemedi',
} as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, { error: `${label} gerekli.`, abort: true })
    .min(min, { error: `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** Multipart sends booleans as text. */
const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'Yayın durumu doğru/yanlış olmalı.' }),
);

const id = (label: string) => z.uuid({ error: `Geçersiz ${label}.` });

export const blogNameField = text('Başlık', blogLimits.nameMin, blogLimits.nameMax);
export const blogDescriptionField = text('Özet', blogLimits.descriptionMin, blogLimits.descriptionMax);
export const blogContentField = z
  .string({ error: 'Yazı içeriği gerekli.' })
  .min(1, { error: 'Yazı içeriği gerekli.' })
  .max(blogLimits.contentMax, { error: `Yazı içeriği en fazla ${blogLimits.contentMax} karakter olabilir.` });

/** POST /blog (JSON or multipart with a `cover` image). */
export const createBlogBody = z.object({
  name: blogNameField,
  description: blogDescriptionField,
  content: blogContentField,
  published: formBoolean.optional(),
});
export type CreateBlogBody = z.infer<typeof createBlogBody>;

/** PUT /blog/update (spec §7: blogId, name, description, content; also `published` and a new `cover`). */
export const updateBlogBody = z.object({
  blogId: id('yazı'),
  name: blogNameField,
  description: blogDescriptionField,
  content: blogContentField,
  published: formBoolean.optional(),
  removeCover: formBoolean.optional(),
});
export type UpdateBlogBody = z.infer<typeof updateBlogBody>;

/** The spec's client sends `userId`; the server takes the user from the token and ignores it. */
const ignoredUserId = z.unknown().optional().describe('Yok sayılır: kullanıcı oturumdan alınır.');

export const blogCommentBody = z.object({
  blogId: id('yazı'),
  content: text('Yorum', blogLimits.commentMin, blogLimits.commentMax),
  userId: ignoredUserId,
});
export type BlogCommentBody = z.infer<typeof blogCommentBody>;

export const blogReplyBody = z.object({
  commentId: id('yorum'),
  content: text('Yanıt', blogLimits.commentMin, blogLimits.commentMax),
  userId: ignoredUserId,
});
export type BlogReplyBody = z.infer<typeof blogReplyBody>;

export const blogLikeBody = z.object({ blogId: id('yazı'), userId: ignoredUserId });
export type BlogLikeBody = z.infer<typeof blogLikeBody>;

/** `id` is a post's `_id` or its slug. */
export const blogIdOrSlugParam = z.object({ id: z.string().min(1).max(200) });

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(blogLimits.pageSize),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogCommentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(blogLimits.commentsPageSize),
});
export type BlogCommentsQuery = z.infer<typeof blogCommentsQuery>;

export const blogAuthor = z.object({ _id: z.string(), name: z.string() });

export const blogSummary = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  author: blogAuthor,
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: z.number().int(),
  /** Comments and replies together. */
  commentCount: z.number().int(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

/** A post with its sanitised HTML; `likedByMe` is false for visitors. */
export const blogDetail = blogSummary.extend({ content: z.string(), likedByMe: z.boolean() });
export type BlogDetail = z.infer<typeof blogDetail>;

const pageInfo = { page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() };

export const blogListResponse = z.object({ blogs: z.array(blogSummary), ...pageInfo });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogDetailResponse = z.object({ blog: blogDetail });
export type BlogDetailResponse = z.infer<typeof blogDetailResponse>;

export const blogWriteResponse = z.object({ message: z.string(), blog: blogDetail });
export type BlogWriteResponse = z.infer<typeof blogWriteResponse>;

export const blogReply = z.object({
  _id: z.string(),
  commentId: z.string(),
  content: z.string(),
  user: blogAuthor,
  createdAt: z.string(),
});
export type BlogReply = z.infer<typeof blogReply>;

export const blogComment = z.object({
  _id: z.string(),
  blogId: z.string(),
  content: z.string(),
  user: blogAuthor,
  createdAt: z.string(),
  replies: z.array(blogReply),
});
export type BlogComment = z.infer<typeof blogComment>;

export const blogCommentsResponse = z.object({ comments: z.array(blogComment), commentCount: z.number().int(), ...pageInfo });
export type BlogCommentsResponse = z.infer<typeof blogCommentsResponse>;

export const blogCommentResponse = z.object({ message: z.string(), comment: blogComment, commentCount: z.number().int() });
export type BlogCommentResponse = z.infer<typeof blogCommentResponse>;

export const blogReplyResponse = z.object({ message: z.string(), reply: blogReply, commentCount: z.number().int() });
export type BlogReplyResponse = z.infer<typeof blogReplyResponse>;

export const blogLikeResponse = z.object({ message: z.string(), blogId: z.string(), liked: z.boolean(), likeCount: z.number().int() });
export type BlogLikeResponse = z.infer<typeof blogLikeResponse>;

export const blogImageResponse = z.object({ message: z.string(), url: z.string() });
export type BlogImageResponse = z.infer<typeof blogImageResponse>;
