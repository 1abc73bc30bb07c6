import { BadgeCheck, CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Seller } from '@pazaryeri/contract/sellers/index';
import { Avatar } from '@/components/ui/avatar';
import { RatingLine } from '@/components/ui/rating';
import { formatCount, formatDate } from '@/lib/format';

/** "Tuzla OSB, İstanbul", or the district and city when the store gave no location of its own. */
function location(seller: Seller): string {
  const { city, district } = seller.storeAddress;
  const fold = (text: string) => text.toLocaleLowerCase('tr-TR');
  if (!seller.storeLocation) return [district, city].filter(Boolean).join(', ');
  return fold(seller.storeLocation).includes(fold(city)) ? seller.storeLocation : `${seller.storeLocation} · ${city}`;
}

/** The public face of a store: cover, logo, name, where it is, since when, how many follow it. */
export function StoreHeader({ seller, action }: { seller: Seller; action?: ReactNode }) {
  return (
    <section className="overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm">
      <div className="relative aspect-[4/1] min-h-28 bg-slate-900">
        {seller.coverImage ? (
          <img src={seller.coverImage} alt="" className="size-full object-cover" />
        ) : (
          <div
            aria-hidden
            className="size-full opacity-20 [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:28px_28px]"
          />
        )}
      </div>
      <div className="px-4 pb-5 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="relative -mt-10 shrink-0 sm:-mt-12">
            <Avatar
              name={seller.storeName}
              src={seller.storeLogo}
              size="xl"
              shape="square"
              className="size-20 border-4 border-white shadow-md sm:size-24"
            />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
              <span className="break-words">{seller.storeName}</span>
              {seller.verifiedSeller && (
                <BadgeCheck aria-label="Onaylı satıcı" className="size-6 shrink-0 text-brand-600" />
              )}
            </h1>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
              {location(seller) && (
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4 text-slate-400" />
                  {location(seller)}
                </li>
              )}
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-slate-400" />
                {formatDate(seller.createdAt)} tarihinden beri üye
              </li>
              <li className="flex items-center gap-1.5">
                <Users aria-hidden className="size-4 text-slate-400" />
                <span>
                  <strong className="text-slate-900" data-testid="follower-count">
                    {formatCount(seller.followerCount)}
                  </strong>{' '}
                  takipçi
                </span>
              </li>
              {seller.ratingCount > 0 && (
                <li className="flex items-center gap-1.5" data-testid="store-rating">
                  <RatingLine average={seller.ratingAverage} count={seller.ratingCount} className="text-sm" />
                </li>
              )}
            </ul>
          </div>
          {action && <div className="shrink-0">{action}</div>}
        </div>
        {seller.about && <p className="mt-5 max-w-3xl text-sm leading-6 whitespace-pre-line text-slate-700">{seller.about}</p>}
      </div>
    </section>
  );
}
