import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetBlogQuery, usePageHead } from '@/features/blog';
import { BlogComments } from '@/features/blog/components/blog-comments';
import { BlogContent } from '@/features/blog/components/blog-content';
import { LikeButton } from '@/features/blog/components/like-button';
import { formatDate } from '@/lib/format';
import { blogPath } from '@/lib/paths';

/** `/blog/:slug`: the post (sanitised on the server), its likes, its comments with replies. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetBlogQuery(slug);
  const blog = data?.blog;
  const loginTo = `/login?${new URLSearchParams({ callbackUrl: pathname })}`;
  usePageHead(blog ? { title: blog.name, description: blog.description, path: blogPath(blog.slug), image: blog.coverImage } : null);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8" aria-busy aria-label="Yazı yükleniyor">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="aspect-[1200/630] w-full rounded-2xl" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isError || !blog) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {notFound ? (
          <EmptyState Icon={FileX} title="Yazı bulunamadı" action={<ButtonLink to="/blog">Bütün yazılar</ButtonLink>}>
            Yazı kaldırılmış ya da henüz yayımlanmamış olabilir.
          </EmptyState>
        ) : (
          <LoadError title="Yazı yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </div>
    );
  }

  const date = blog.publishedAt ?? blog.createdAt;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700">
        <ArrowLeft aria-hidden className="size-4" /> Blog
      </Link>
      <header className="mt-4">
        <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{blog.name}</h1>
        <p className="mt-3 text-lg text-slate-600">{blog.description}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500">
            <span className="font-medium text-slate-700">{blog.author.name}</span> ·{' '}
            <time dateTime={date}>{formatDate(date)}</time>
            {!blog.published && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Taslak</span>}
          </p>
          <LikeButton blog={blog} loginTo={loginTo} />
        </div>
      </header>
      {blog.coverImage && <img src={blog.coverImage} alt="" className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover" />}
      <BlogContent html={blog.content} className="mt-6" />
      <hr className="my-10 border-slate-200" />
      <BlogComments blogId={blog._id} commentCount={blog.commentCount} loginTo={loginTo} />
    </article>
  );
}
