import { PackageSearch } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories/categories-api';
import { categoryPath } from '@/lib/paths';

/** Search arrives with the catalogue; until then this page says so and points to the categories. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const slug = params.get('kategori');
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const category = categories
    .flatMap((main) => [main, ...main.subCategories])
    .find((candidate) => candidate.slug === slug);

  const subject = query ? `“${query}”` : category ? category.name : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 lg:px-6 lg:py-0">
      <nav aria-label="Konum" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-slate-800">
          Ana sayfa
        </Link>
        <span className="mx-2">/</span>
        <span className="text-slate-800">{category ? category.name : 'Arama'}</span>
      </nav>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <PackageSearch aria-hidden className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">
          {subject ? `${subject} için sonuçlar yakında` : 'Arama çok yakında'}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          Ürün, mağaza ve hizmet araması ürün kataloğuyla birlikte yayına alınacak. Türkçe karakterlere ve yazım
          hatalarına duyarlı arama ile aradığınızı kolayca bulabileceksiniz.
        </p>
      </div>
      {categories.length > 0 && (
        <section aria-labelledby="search-categories" className="mt-8">
          <h2 id="search-categories" className="text-lg font-semibold text-slate-900">
            Kategorilere göz atın
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((main) => (
              <li key={main._id}>
                <Link
                  to={categoryPath(main.slug)}
                  className="inline-flex rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50"
                >
                  {main.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
