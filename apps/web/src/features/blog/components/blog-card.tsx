import type { BlogSummary } from '@pazaryeri/contract/blog/index';
import { Heart, MessageCircle, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '@/lib/format';
import { blogPath } from '@/lib/paths';

/** A post in the public list: cover, date, title, summary and its counts; the whole card is the link. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md">
      <div className="aspect-[1200/630] bg-slate-100">
        {blog.coverImage ? (
          <img src={blog.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Newspaper aria-hidden className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-slate-500">
          <time dateTime={blog.publishedAt ?? blog.createdAt}>{formatDate(blog.publishedAt ?? blog.createdAt)}</time> · {blog.author.name}
        </p>
        <h2 className="mt-2 text-lg leading-snug font-bold text-slate-900 group-hover:text-brand-700">
          <Link to={blogPath(blog.slug)} className="after:absolute after:inset-0">
            {blog.name}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{blog.description}</p>
        <p className="mt-4 flex items-center gap-4 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1" aria-label={`${formatCount(blog.likeCount)} beğeni`}>
            <Heart aria-hidden className="size-4" /> {formatCount(blog.likeCount)}
          </span>
          <span className="inline-flex items-center gap-1" aria-label={`${formatCount(blog.commentCount)} yorum`}>
            <MessageCircle aria-hidden className="size-4" /> {formatCount(blog.commentCount)}
          </span>
        </p>
      </div>
    </article>
  );
}
