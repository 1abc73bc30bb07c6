import { advertStatusLabels, advertTypeLabels } from '@pazaryeri/contract/adverts/index';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { OfferDialog, useGetAdvertQuery, useToggleAdvertFavoriteMutation } from '@/features/adverts';
import { budgetText, isCapped } from '@/features/adverts/advert-facts';
import { AdvertFiles } from '@/features/adverts/components/advert-files';
import { AdvertSpecs } from '@/features/adverts/components/advert-specs';
import { OfferCompare } from '@/features/adverts/components/offer-compare';
import { LazyStlViewer } from '@/features/stl/components/lazy-viewer';
import { selectCurrentUser } from '@/features/users';
import { formatDate } from '@/lib/format';
import { storePath } from '@/lib/paths';

/**
 * /ilan/:slug: pictures, what is needed (quantity, material, process, deadline, budget), the technical
 * files for those who may see them (an STL in the 3D viewer), the owner; the owner compares offers,
 * a store makes one while the request takes offers.
 */
export default function AdvertPage() {
  const { slug = '' } = useParams();
  const user = useSelector(selectCurrentUser);
  const advert = useGetAdvertQuery(slug);
  const [toggle] = useToggleAdvertFavoriteMutation();
  const [offering, setOffering] = useState(false);
  const [picture, setPicture] = useState(0);
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);

  if (advert.isLoading) return <Skeleton className="mx-auto my-6 h-96 max-w-5xl rounded-2xl" />;
  if (!advert.data) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <LoadError title="İlan bulunamadı" error={advert.error} onRetry={advert.refetch} retrying={advert.isFetching} />
      </div>
    );
  }
  const item = advert.data.advert;
  const isOwner = user?._id === item.owner._id;
  const isRequest = item.advertType === 'customerRequest';
  const canOffer = isRequest && !isOwner && user?.role === 'seller' && item.status === 'active';
  const capped = isRequest && isCapped(item);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-500">
        <Link to="/ilanlar" className="hover:underline">
          İlanlar
        </Link>{' '}
        / {item.title}
      </nav>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-3">
          {item.images.length > 0 ? (
            <img src={item.images[picture]} alt={item.title} className="aspect-[4/3] w-full rounded-2xl object-cover" />
          ) : (
            <div aria-hidden className="aspect-[4/3] w-full rounded-2xl bg-slate-100" />
          )}
          {item.images.length > 1 && (
            <div className="flex gap-2">
              {item.images.map((url, index) => (
                <button key={url} type="button" onClick={() => setPicture(index)} aria-label={`Resim ${index + 1}`} className="size-16 overflow-hidden rounded-lg border">
                  <img src={url} alt="" className="size-full object-cover" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Badge tone={isRequest ? 'brand' : 'neutral'}>{advertTypeLabels[item.advertType]}</Badge>
            <Badge tone={item.status === 'active' ? 'success' : 'warning'}>{advertStatusLabels[item.status]}</Badge>
            {item.saleStatus === 'inNegotiation' && <Badge tone="brand">Teklif kabul edildi</Badge>}
          </div>
          <h1 className="text-2xl font-bold text-slate-900">{item.title}</h1>
          <p className={item.budgetOpen ? 'text-xl font-semibold text-slate-700' : 'text-3xl font-bold text-slate-900'}>
            {budgetText(item)} {!item.budgetOpen && <span className="text-sm font-medium text-slate-500">{isRequest ? 'bütçe' : "'den başlayan"}</span>}
          </p>
          <AdvertSpecs advert={item} />
          <section aria-label="İlan sahibi" className="rounded-2xl border border-slate-200 p-4">
            <p className="text-xs text-slate-500">{isRequest ? 'Talep sahibi' : 'Mağaza'}</p>
            {item.owner.storeAlias ? (
              <Link to={storePath(item.owner.storeAlias)} className="font-semibold text-brand-700 hover:underline">
                {item.owner.storeName}
              </Link>
            ) : (
              <p className="font-semibold text-slate-900">{item.owner.name}</p>
            )}
            <p className="text-xs text-slate-500">{formatDate(item.createdAt)} tarihinde yayınlandı</p>
          </section>
          <div className="flex flex-wrap gap-2">
            {canOffer && (
              <Button onClick={() => setOffering(true)} disabled={capped} aria-describedby={capped ? 'offer-cap' : undefined}>
                Teklif ver
              </Button>
            )}
            {canOffer && capped && (
              <p id="offer-cap" className="self-center text-sm text-amber-800">
                Teklif sınırı doldu
              </p>
            )}
            {!user && isRequest && <ButtonLink to="/login">Teklif vermek için giriş yapın</ButtonLink>}
            {user && !isOwner && (
              <Button variant="outline" onClick={() => toggle({ id: item._id, slug: item.slug })} aria-pressed={item.isFavorite}>
                <Heart aria-hidden className={item.isFavorite ? 'size-4 fill-red-500 text-red-500' : 'size-4'} />
                {item.isFavorite ? 'Favorilerde' : 'Favorilere ekle'}
              </Button>
            )}
          </div>
        </div>
      </div>
      {item.description && (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">Açıklama</h2>
          <p className="whitespace-pre-line text-slate-700">{item.description}</p>
        </section>
      )}
      <AdvertFiles advert={item} onPreview={(file, url) => setPreview({ name: file.name, url })} />
      {isOwner && isRequest && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">Gelen teklifler</h2>
          <OfferCompare advert={item} />
        </section>
      )}
      {preview && (
        <Dialog title="3B önizleme" description={preview.name} onClose={() => setPreview(null)} size="lg">
          <LazyStlViewer url={preview.url} />
        </Dialog>
      )}
      {offering && <OfferDialog advertId={item._id} title={item.title} onClose={() => setOffering(false)} />}
    </div>
  );
}
