import { asc, eq } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile } from '../../lib/personal-data';
import { blogComments, blogLikes, blogPosts } from '../../db/schema/blog';


/**
 * The person's comments and replies (not what others answered them), the posts they liked, and
 * the posts they wrote as an editor with the covers they uploaded.
 */
export const blogPersonalData: PersonalDataSource = {
  folder: 'blog',
  title: 'Blog yorumları, beğeniler ve yazılar',
  async collect(db, person) {
    const [comments, likes, posts] = await Promise.all([
      db
        .select({
          id: blogComments.id,
          postId: blogComments.postId,
          postName: blogPosts.name,
          postSlug: blogPosts.slug,
          replyToCommentId: blogComments.parentId,
          content: blogComments.content,
          createdAt: blogComments.createdAt,
        })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .where(eq(blogComments.userId, person.id))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id)),
      db
        .select({ postId: blogLikes.postId, postName: blogPosts.name, postSlug: blogPosts.slug, likedAt: blogLikes.createdAt })
        .from(blogLikes)
        .innerJoin(blogPosts, eq(blogPosts.id, blogLikes.postId))
        .where(eq(blogLikes.userId, person.id))
        .orderBy(asc(blogLikes.createdAt), asc(blogLikes.postId)),
      db
        .select({
          id: blogPosts.id,
          name: blogPosts.name,
          slug: blogPosts.slug,
          description: blogPosts.description,
          content: blogPosts.content,
          coverImage: blogPosts.coverImage,
          published: blogPosts.published,
          publishedAt: blogPosts.publishedAt,
          likeCount: blogPosts.likeCount,
          commentCount: blogPosts.commentCount,
          createdAt: blogPosts.createdAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(eq(blogPosts.authorId, person.id))
        .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id)),
    ]);
    const files: PersonalFile[] = posts.flatMap((post) => {
      const url = post.coverImage;
      return url ? [{ name: `yazi-kapak-${post.id}${extensionOf(url)}`, from: 'public' as const, url }] : [];
    });
    return { data: { comments, likedPosts: likes, postsWritten: posts }, files };
  },
};
