import { eq, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { blogPosts } from '../../db/schema/blog';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute, or a path on the site. */
  image: string | null;
  type: 'article';
}

const blogPostPath = /^\/blog\/([^/?#]+)\/?$/;

/** The head of a published post's page (`/blog/:slug`), for the first load crawlers read; null for other pages. */
export async function blogPageHead(db: Db, pathname: string): Promise<PageHead | null> {
  const match = blogPostPath.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
  if (slug.length > 200) return null;
  const [post] = await db
    .select({ name: blogPosts.name, description: blogPosts.description, coverImage: blogPosts.coverImage })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return post ? { title: `${post.name} | Pazaryeri Blog`, description: post.description, image: post.coverImage, type: 'article' } : null;
}

/** index.html with a page's title, description and social card in place of the site's. */
export function applyPageHead(html: string, head: PageHead, appUrl: string): string {
  const image = head.image ? (head.image.startsWith('/') ? `${appUrl}${head.image}` : head.image) : null;
  const set = (attribute: 'name' | 'property', key: string, value: string) => (text: string) =>
    text.replace(new RegExp(`(<meta\\s+${attribute}="${key}"\\s+content=")[^"]*(")`), (_m, start: string, end: string) => `${start}${escapeHtml(value)}${end}`);
  const steps = [
    (text: string) => text.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`),
    set('name', 'description', head.description),
    set('property', 'og:type', head.type),
    set('property', 'og:title', head.title),
    set('property', 'og:description', head.description),
    set('property', 'og:image:alt', head.title),
    set('name', 'twitter:title', head.title),
    set('name', 'twitter:description', head.description),
    ...(image ? [set('property', 'og:image', image), set('name', 'twitter:image', image), set('property', 'og:image:type', 'image/webp')] : []),
  ];
  return steps.reduce((text, step) => step(text), html);
}
