import type { BlogSummary } from '@pazaryeri/contract/blog/index';
import { ExternalLink, Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useDeleteBlogMutation, useListManagedBlogsQuery } from '@/features/blog';
import { formatCount, formatDate } from '@/lib/format';
import { blogPath } from '@/lib/paths';
import { toast } from '@/lib/toast';

function Row({ blog, onDelete }: { blog: BlogSummary; onDelete: () => void }) {
  const navigate = useNavigate();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      {blog.coverImage ? (
        <img src={blog.coverImage} alt="" className="aspect-[1200/630] w-full rounded-lg object-cover sm:w-36" />
      ) : (
        <div className="hidden aspect-[1200/630] w-36 items-center justify-center rounded-lg bg-slate-100 text-slate-400 sm:flex">
          <Newspaper aria-hidden className="size-6" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{blog.name}</span>
          <span className={blog.published ? 'rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800' : 'rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800'}>
            {blog.published ? 'Yayında' : 'Taslak'}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-500">
          {formatDate(blog.updatedAt)} · {blog.author.name} · {formatCount(blog.likeCount)} beğeni · {formatCount(blog.commentCount)} yorum
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Link to={blogPath(blog.slug)} className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100" aria-label={`${blog.name} yazısını gör`}>
          <ExternalLink aria-hidden className="size-4" /> Gör
        </Link>
        <EditDeleteButtons subject={`${blog.name} yazısını`} onEdit={() => navigate(`/blog-yonetimi/${blog._id}`)} onDelete={onDelete} />
      </div>
    </li>
  );
}

/** `/blog-yonetimi`: every post (drafts too) for admins and marketing, with edit and delete. */
export default function BlogManagePage() {
  const [page, setPage] = useState(1);
  const query = useListManagedBlogsQuery({ page });
  const [remove, removing] = useDeleteBlogMutation();
  const [deleting, setDeleting] = useState<BlogSummary | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 lg:px-6">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Blog yönetimi</h1>
          <p className="mt-1 text-slate-600">Yazıları yazın, düzenleyin, yayımlayın ya da taslakta tutun.</p>
        </div>
        <ButtonLink to="/blog-yonetimi/yeni">
          <Plus aria-hidden className="size-4" /> Yeni yazı
        </ButtonLink>
      </div>
      <PagedList
        query={query}
        items={query.data?.blogs}
        className="space-y-3"
        label="Yazılar"
        loading={{ label: 'Yazılar yükleniyor', rows: 4, rowClassName: 'h-24 w-full rounded-xl' }}
        errorTitle="Yazılar yüklenemedi"
        empty={
          <EmptyState Icon={Newspaper} title="Henüz yazı yok" action={<ButtonLink to="/blog-yonetimi/yeni">İlk yazıyı yazın</ButtonLink>}>
            Yazdığınız yazılar burada listelenir.
          </EmptyState>
        }
        renderItem={(blog) => <Row key={blog._id} blog={blog} onDelete={() => setDeleting(blog)} />}
        pagination={query.data ? { page, totalPages: query.data.totalPages, total: query.data.total, onPageChange: setPage } : undefined}
      />
      {deleting && (
        <ConfirmDialog
          title="Yazı silinsin mi?"
          confirmLabel="Sil"
          loading={removing.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const result = await remove(deleting._id);
            if ('data' in result && result.data) toast.success(result.data.message);
            setDeleting(null);
          }}
        >
          “{deleting.name}” yorumları ve beğenileriyle birlikte silinecek. Bu işlem geri alınamaz.
        </ConfirmDialog>
      )}
    </div>
  );
}
