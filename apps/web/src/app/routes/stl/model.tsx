import type { StlModelDetail } from '@pazaryeri/contract/stl/index';
import { Download, FileText, LogIn, ShoppingCart, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cartItemOf, useCartActions } from '@/features/cart';
import { useGetProductQuery } from '@/features/products';
import { LazyStlViewer } from '@/features/stl/components/lazy-viewer';
import {
  formatBytes,
  StlFacts,
  StlGallery,
  StlPartList,
  StlPartTabs,
  useGetStlQuery,
  useIncrementStlDownloadsMutation,
  useStlDownloadLinkMutation,
} from '@/features/stl';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { storePath } from '@/lib/paths';
import { toast } from '@/lib/toast';

/** Download (free for members, paid after purchase) through a short-lived signed link; counts once a day. */
function DownloadButton({ model }: { model: StlModelDetail }) {
  const [getLink, link] = useStlDownloadLinkMutation();
  const [count] = useIncrementStlDownloadsMutation();
  const many = model.parts.length > 1;
  async function download() {
    const result = await getLink(model._id);
    if (!result.data) return;
    const anchor = document.createElement('a');
    anchor.href = result.data.url;
    anchor.download = result.data.fileName;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    void count(model._id);
    toast.success(many ? `İndirme başladı: ${model.parts.length} STL dosyası ve LİSANS.txt bir ZIP içinde.` : 'İndirme başladı: model ve LİSANS.txt bir ZIP içinde.');
  }
  return (
    <Button size="lg" className="w-full" onClick={() => void download()} loading={link.isLoading}>
      <Download aria-hidden className="size-5" />
      {many ? `İndir (ZIP: ${model.parts.length} STL + lisans)` : 'İndir (ZIP: STL + lisans)'}
    </Button>
  );
}

/** A paid model goes through the ordinary cart, checkout and payment: it is a catalogue product. */
function BuyButtons({ model }: { model: StlModelDetail }) {
  const navigate = useNavigate();
  const actions = useCartActions();
  const { data: product, isLoading } = useGetProductQuery(model.slug);
  const add = (thenCheckout: boolean) => {
    if (!product) return;
    if (actions.add({ ...cartItemOf(product, { variantId: null, sizeId: null }), quantity: 1 })) {
      if (thenCheckout) void navigate('/sepet');
      else toast.success('Model sepete eklendi.', { action: { label: 'Sepete git', onClick: () => void navigate('/sepet') } });
    }
  };
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Button size="lg" onClick={() => add(true)} disabled={!product} loading={isLoading}>
        Hemen satın al
      </Button>
      <Button size="lg" variant="outline" onClick={() => add(false)} disabled={!product}>
        <ShoppingCart aria-hidden className="size-5" />
        Sepete ekle
      </Button>
    </div>
  );
}

/** `/stl/:slug`: the model with its 3D view, facts, licence, price and store. */
export default function StlModelPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const { data: model, isLoading, error, refetch, isFetching } = useGetStlQuery(slug);
  const [shownPart, setShownPart] = useState(0);

  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="STL modeli bulunamadı ya da yüklenemedi." error={error} onRetry={() => void refetch()} retrying={isFetching} />
        <ButtonLink to="/stl" variant="secondary" className="mt-4">
          STL modellere dön
        </ButtonLink>
      </div>
    );
  }
  if (isLoading || !model) {
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[3fr_2fr] lg:px-6">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }

  // Another model's page may open in the same component: keep the shown file within this one's.
  const shown = shownPart < model.parts.length ? shownPart : 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <nav aria-label="Konum" className="mb-3 text-sm text-slate-500">
        <Link to="/stl" className="hover:text-brand-700">
          STL Modeller
        </Link>{' '}
        /{' '}
        <Link to={`/stl?kategori=${encodeURIComponent(model.category.slug)}`} className="hover:text-brand-700">
          {model.category.name}
        </Link>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="3D görünüm" className="min-w-0 space-y-3">
          <div>
            <StlPartTabs parts={model.parts} shown={shown} onShow={setShownPart} />
            <LazyStlViewer url={model.parts[shown]?.preview ?? model.preview} />
            <p className="mt-1 text-xs text-slate-500">Görünüm modelin sadeleştirilmiş bir kopyasıdır; indirilen dosyalar tam çözünürlüktedir.</p>
          </div>
          <StlGallery title={model.title} thumbnail={model.thumbnail} photos={model.photos} />
        </section>
        <section className="space-y-5">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{model.title}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={model.isFree ? 'success' : 'neutral'}>{model.isFree ? 'Ücretsiz' : formatMoney(model.price)}</Badge>
              <span>{formatCount(model.downloads)} indirme</span>
              <span>· {formatDate(model.createdAt)}</span>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            {model.access.canDownload ? (
              <DownloadButton model={model} />
            ) : !model.access.signedIn ? (
              <ButtonLink to={`/login?redirect=${encodeURIComponent(location.pathname)}`} size="lg" className="w-full">
                <LogIn aria-hidden className="size-5" />
                {model.isFree ? 'İndirmek için giriş yapın' : 'Satın almak için giriş yapın'}
              </ButtonLink>
            ) : (
              <BuyButtons model={model} />
            )}
            <p className="mt-2 text-xs text-slate-500">
              {model.parts.length > 1 ? `${model.parts.length} STL dosyası` : model.fileName} · {formatBytes(model.fileSize)}
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="mb-3 font-semibold text-slate-900">Geometri</h2>
            <StlFacts facts={model.facts} />
            {model.parts.length > 1 && (
              <p className="mt-1 text-xs text-slate-500">Tüm parçalar: boyut en büyük parçanın her eksendeki ölçüsü; hacim, alan, üçgen ve gram toplamdır.</p>
            )}
          </div>
          {model.parts.length > 0 && (
            <div className="rounded-2xl border border-slate-200 bg-white p-4">
              <h2 className="mb-1 font-semibold text-slate-900">Dosyalar ({model.parts.length})</h2>
              <StlPartList parts={model.parts} shown={shown} onShow={setShownPart} />
            </div>
          )}
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
              <FileText aria-hidden className="size-4" />
              Lisans: {model.licenceLabel}
            </h2>
            <p className="text-sm text-slate-700">{model.licenceText}</p>
            <p className="mt-1 text-xs text-slate-500">Lisans metni, indirilen ZIP'in içinde LİSANS.txt olarak da yer alır.</p>
          </div>
          {model.description && (
            <div>
              <h2 className="mb-1 font-semibold text-slate-900">Açıklama</h2>
              <p className="whitespace-pre-line text-sm text-slate-700">{model.description}</p>
            </div>
          )}
          <Link to={storePath(model.store.alias ?? '')} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300">
            <Avatar name={model.store.storeName} src={model.store.logo ?? undefined} shape="square" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">Tasarlayan mağaza</p>
              <p className="truncate font-semibold text-slate-900">{model.store.storeName}</p>
            </div>
            <Store aria-hidden className="size-5 text-slate-400" />
          </Link>
        </section>
      </div>
    </div>
  );
}
