import { PackageX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { Product } from '@pazaryeri/contract/products/index';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useCustomization } from '@/features/customization/use-customization';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { ProductSummary } from '@/features/products/components/product-summary';
import { Recommendations } from '@/features/products/components/recommendations';
import { useGetProductQuery } from '@/features/products';
import { ProductQuestions } from '@/features/questions';
import { ProductReviews } from '@/features/reviews';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { categoryPath } from '@/lib/paths';

type Tab = 'description' | 'reviews' | 'questions';

function DetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2" aria-busy aria-label="Ürün yükleniyor">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    </div>
  );
}

interface BuyProps {
  product: Product;
  choice: { variantId: string | null; sizeId: string | null };
  signedIn: boolean;
  loginTo: string;
}

/** A customizable product: its template's fields (kept while the variant changes), then 'Sepete ekle', which saves them first. */
function CustomizedBuy({ product, choice, signedIn, loginTo }: BuyProps) {
  const customization = useCustomization(product._id, product.customTemplateId, { signedIn, loginTo });
  const { template } = customization;
  return (
    <div className="space-y-4">
      {template.isLoading && <Skeleton className="h-40 w-full rounded-2xl" />}
      {template.isError && (
        <LoadError title="Özelleştirme seçenekleri yüklenemedi" error={template.error} onRetry={() => void template.refetch()} retrying={template.isFetching} />
      )}
      {customization.form}
      <AddToCart
        key={`${choice.variantId}:${choice.sizeId}`}
        product={product}
        choice={choice}
        customize={customization.save}
        busy={customization.busy || !template.data}
      />
    </div>
  );
}

/** `/urun/:slug`: gallery, buying column, description and questions, similar products. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const { data: product, isLoading, isError, error, refetch, isFetching } = useGetProductQuery(slug);
  const [tab, setTab] = useState<Tab>('description');
  const loginTo = `/login?${new URLSearchParams({ callbackUrl: pathname })}`;

  useEffect(() => {
    if (product) document.title = `${product.name} | Pazaryeri`;
  }, [product]);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-0">
        <DetailSkeleton />
      </div>
    );
  }
  if (isError || !product) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {notFound ? (
          <EmptyState Icon={PackageX} title="Ürün bulunamadı" action={<ButtonLink to="/urunler">Ürünlere göz atın</ButtonLink>}>
            Ürün kaldırılmış ya da henüz yayında olmayabilir.
          </EmptyState>
        ) : (
          <LoadError title="Ürün yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </div>
    );
  }

  const crumbs = product.categoryPath?.length ? product.categoryPath : [product.mainCategory];
  const tabs: Array<[Tab, string]> = [
    ['description', 'Ürün açıklaması'],
    ['reviews', `Değerlendirmeler (${product.ratingCount.toLocaleString('tr-TR')})`],
    ['questions', 'Soru & Cevap'],
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 lg:px-6 lg:py-0">
      <div>
        <nav aria-label="Konum" className="mb-4 truncate text-sm text-slate-500">
          <Link to="/" className="hover:text-slate-800">
            Ana sayfa
          </Link>
          {crumbs.map((crumb) => (
            <span key={crumb._id}>
              <span className="mx-2">/</span>
              <Link to={categoryPath(crumb.slug)} className="hover:text-slate-800">
                {crumb.name}
              </Link>
            </span>
          ))}
        </nav>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="min-w-0">
            <ProductGallery product={product} />
          </div>
          <div className="min-w-0">
            <ProductSummary
              key={product._id}
              product={product}
              signedIn={Boolean(user)}
              loginTo={loginTo}
              buyAction={(choice) =>
                product.customTemplateId ? (
                  <CustomizedBuy key={product._id} product={product} choice={choice} signedIn={Boolean(user)} loginTo={loginTo} />
                ) : (
                  <AddToCart key={`${choice.variantId}:${choice.sizeId}`} product={product} choice={choice} />
                )
              }
              sellerAction={
                <StartChatButton
                  target={{ contextType: 'product', productId: product._id }}
                  signedIn={Boolean(user)}
                  onSignInRequired={() => void navigate(loginTo)}
                  className="w-full"
                >
                  Satıcıya sor
                </StartChatButton>
              }
            />
          </div>
        </div>
      </div>

      <section>
        <div role="tablist" aria-label="Ürün bilgileri" className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              onClick={() => setTab(value)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold',
                tab === value ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="urun-sekmeleri" className="pt-5">
          {tab === 'description' ? (
            <p className="max-w-3xl text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {product.description || 'Satıcı bu ürün için açıklama eklemedi.'}
            </p>
          ) : tab === 'reviews' ? (
            <ProductReviews productId={product._id} signedIn={Boolean(user)} />
          ) : (
            <ProductQuestions productId={product._id} signedIn={Boolean(user)} loginTo={loginTo} />
          )}
        </div>
      </section>

      <Recommendations productId={product._id} />
    </div>
  );
}
