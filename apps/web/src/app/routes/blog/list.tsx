import { Newspaper } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { useListBlogsQuery, usePageHead } from '@/features/blog';
import { BlogCard } from '@/features/blog/components/blog-card';

const head = {
  title: 'Blog',
  description: 'Endüstriyel üretim, CNC, 3D baskı, kaynak ve iş güvenliği üzerine rehberler ve ipuçları.',
  path: '/blog',
  type: 'website' as const,
};

/** `/blog`: published posts as cards, newest first, with pages (`?sayfa=`). */
export default function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('sayfa') ?? '1', 10) || 1);
  const query = useListBlogsQuery({ page });
  usePageHead(head);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pazaryeri Blog</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Atölyeden notlar</h1>
        <p className="mt-2 text-slate-600">{head.description}</p>
      </header>
      <PagedList
        query={query}
        items={query.data?.blogs}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        label="Blog yazıları"
        loading={{ label: 'Yazılar yükleniyor', rows: 6, rowClassName: 'h-96 w-full rounded-2xl' }}
        errorTitle="Blog yazıları yüklenemedi"
        empty={
          <EmptyState Icon={Newspaper} title="Henüz yazı yok">
            Yeni yazılar yayımlandığında burada görünecek.
          </EmptyState>
        }
        renderItem={(blog) => (
          <li key={blog._id}>
            <BlogCard blog={blog} />
          </li>
        )}
        pagination={
          query.data
            ? {
                page,
                totalPages: query.data.totalPages,
                total: query.data.total,
                onPageChange: (next) => {
                  setParams(next > 1 ? { sayfa: String(next) } : {});
                  window.scrollTo({ top: 0 });
                },
              }
            : undefined
        }
      />
    </div>
  );
}
