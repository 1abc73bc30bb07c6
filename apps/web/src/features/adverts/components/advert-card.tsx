import { advertStatusLabels, advertTypeLabels, type Advert } from '@pazaryeri/contract/adverts/index';
import { CalendarClock, Handshake, Heart, MapPin } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { formatDayShort } from '@/lib/format';
import { toast } from '@/lib/toast';
import { budgetText } from '../advert-facts';
import { useToggleAdvertFavoriteMutation } from '../adverts-api';

export const advertPath = (slug: string) => `/ilan/${encodeURIComponent(slug)}`;

/** The heart that adds an advert to my favourites or takes it out (signed-in users, not on their own adverts). */
export function AdvertFavoriteButton({ advert, className }: { advert: Advert; className?: string }) {
  const user = useSelector(selectCurrentUser);
  const [toggle, { isLoading }] = useToggleAdvertFavoriteMutation();
  if (!user || user._id === advert.owner._id) return null;
  return (
    <button
      type="button"
      aria-pressed={advert.isFavorite}
      aria-label={advert.isFavorite ? `${advert.title} favorilerden çıkar` : `${advert.title} favorilere ekle`}
      disabled={isLoading}
      onClick={async () => {
        const result = await toggle({ id: advert._id, slug: advert.slug });
        if ('data' in result && result.data) toast.success(result.data.message);
        else if ('error' in result) toast.error((result.error as { message?: string }).message ?? 'Favoriler güncellenemedi.');
      }}
      className={cn('flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:bg-white disabled:opacity-60', className)}
    >
      <Heart aria-hidden className={advert.isFavorite ? 'size-5 fill-red-500 text-red-500' : 'size-5'} />
    </button>
  );
}

/** A card of the advert list: picture, type, title, budget, deadline, offers count, the favourite heart. */
export function AdvertCard({ advert }: { advert: Advert }) {
  return (
    <li className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:shadow-md">
      <AdvertFavoriteButton advert={advert} className="absolute top-2 right-2 z-10" />
      <Link to={advertPath(advert.slug)} className="block focus-visible:outline-2">
        {advert.images[0] ? (
          <img src={advert.images[0]} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div aria-hidden className="aspect-[4/3] w-full bg-gradient-to-br from-slate-100 to-slate-200" />
        )}
        <div className="space-y-2 p-4">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={advert.advertType === 'customerRequest' ? 'brand' : 'neutral'}>{advertTypeLabels[advert.advertType]}</Badge>
            {advert.status !== 'active' && <Badge tone="warning">{advertStatusLabels[advert.status]}</Badge>}
          </div>
          <h3 className="line-clamp-2 font-semibold text-slate-900">{advert.title}</h3>
          <p className="text-lg font-bold text-slate-900">
            {budgetText(advert)}
            {!advert.budgetOpen && <span className="ml-1 text-xs font-medium text-slate-500">{advert.advertType === 'customerRequest' ? 'bütçe' : "'den başlayan"}</span>}
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
            {advert.deadline && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden className="size-3.5" />
                Son gün {formatDayShort(advert.deadline)}
              </span>
            )}
            {advert.advertType === 'customerRequest' && (
              <span className="inline-flex items-center gap-1">
                <Handshake aria-hidden className="size-3.5" />
                {advert.offersCount} teklif
              </span>
            )}
            {advert.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-3.5" />
                {advert.city}
              </span>
            )}
          </p>
          <p className="truncate text-xs text-slate-500">{advert.owner.storeName ?? advert.owner.name}</p>
        </div>
      </Link>
    </li>
  );
}
