import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { listingFiltersFromParams, listingFiltersToParams, type ListingFilters } from '@/features/products';
import { ProductListing } from '@/features/products/components/product-listing';
import { categoryPath } from '@/lib/paths';

/**
 * `/urunler`, `/kategori/:slug` and `/arama?q=`: one listing whose filters live in the address bar,
 * so a shared link opens the same page.
 */
export default function ProductsPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const filters = listingFiltersFromParams(params, slug);

  const all = categories.flatMap((main) => [main, ...main.subCategories.map((sub) => ({ ...sub, parent: main }))]);
  const category = all.find((candidate) => candidate.slug === filters.mainCategory);
  const parent = category && 'parent' in category ? category.parent : null;

  function onChange(next: ListingFilters) {
    // A category change on /kategori/:slug moves to that category's own address.
    if (slug !== undefined && next.mainCategory !== slug) {
      const query = listingFiltersToParams(next, { categoryInPath: true }).toString();
      void navigate(next.mainCategory ? `${categoryPath(next.mainCategory)}${query ? `?${query}` : ''}` : `/urunler${query ? `?${query}` : ''}`);
      return;
    }
    const query = listingFiltersToParams(next, { categoryInPath: slug !== undefined }).toString();
    void navigate({ search: query ? `?${query}` : '' });
  }

  const title = filters.q ? `“${filters.q}” için sonuçlar` : (category?.name ?? 'Tüm ürünler');

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-0">
      <nav aria-label="Konum" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-slate-800">
          Ana sayfa
        </Link>
        <span className="mx-2">/</span>
        {parent && (
          <>
            <Link to={categoryPath(parent.slug)} className="hover:text-slate-800">
              {parent.name}
            </Link>
            <span className="mx-2">/</span>
          </>
        )}
        <span className="text-slate-800">{category?.name ?? (filters.q ? 'Arama' : 'Ürünler')}</span>
      </nav>
      <h1 className="mt-3 mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      <ProductListing filters={filters} onChange={onChange} categories={categories} />
    </div>
  );
}
