import { FileX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateBlogMutation, useGetBlogQuery, useUpdateBlogMutation } from '@/features/blog';
import { BlogEditorForm, blogFormData, type BlogFormValues } from '@/features/blog/components/blog-editor-form';
import type { ApiError } from '@/lib/api-client';
import { blogPath } from '@/lib/paths';
import { toast } from '@/lib/toast';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 lg:px-6">
      <Link to="/blog-yonetimi" className="text-sm font-medium text-slate-600 hover:text-brand-700">
        ← Blog yönetimi
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

function NewPost() {
  const navigate = useNavigate();
  const [create, state] = useCreateBlogMutation();
  async function save(values: BlogFormValues) {
    const result = await create(blogFormData(values));
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate(values.published ? blogPath(result.data.blog.slug) : '/blog-yonetimi');
    }
  }
  return (
    <Frame title="Yeni yazı">
      <BlogEditorForm saving={state.isLoading} error={state.error as ApiError | undefined} onSubmit={(values) => void save(values)} />
    </Frame>
  );
}

function EditPost({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetBlogQuery(id, { refetchOnMountOrArgChange: true });
  const [update, state] = useUpdateBlogMutation();
  if (isLoading) return <Frame title="Yazıyı düzenle"><Skeleton className="h-96 w-full rounded-xl" /></Frame>;
  if (isError || !data) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <Frame title="Yazıyı düzenle">
        {notFound ? (
          <EmptyState Icon={FileX} title="Yazı bulunamadı" action={<ButtonLink to="/blog-yonetimi">Yazılara dön</ButtonLink>} />
        ) : (
          <LoadError title="Yazı yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </Frame>
    );
  }
  async function save(values: BlogFormValues) {
    const result = await update(blogFormData(values, data!.blog._id));
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/blog-yonetimi');
    }
  }
  return (
    <Frame title="Yazıyı düzenle">
      <BlogEditorForm key={data.blog._id} blog={data.blog} saving={state.isLoading} error={state.error as ApiError | undefined} onSubmit={(values) => void save(values)} />
    </Frame>
  );
}

/** `/blog-yonetimi/yeni` and `/blog-yonetimi/:id`: the post editor. */
export default function BlogEditorPage() {
  const { id } = useParams();
  return id ? <EditPost id={id} /> : <NewPost />;
}
