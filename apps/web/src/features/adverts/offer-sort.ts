/** The comparison's orders (price, delivery, rating, response time) and its marks (the cheapest, the fastest). */
import type { Offer } from '@pazaryeri/contract/adverts/index';

export type OfferSortKey = 'price' | 'delivery' | 'rating' | 'response';
export type SortDirection = 'ascending' | 'descending';
export interface OfferSort {
  key: OfferSortKey;
  direction: SortDirection;
}

/** The value each order reads; null (no reviews, no answered request yet) goes last either way. */
const valueOf: Record<OfferSortKey, (offer: Offer) => number | null> = {
  price: (offer) => offer.amount,
  delivery: (offer) => offer.deliveryDays,
  rating: (offer) => (offer.seller.rating.count > 0 ? offer.seller.rating.average : null),
  response: (offer) => offer.seller.responseHours,
};

/** The direction a first click sorts in: the best first (the highest rating, the lowest of the rest). */
export const bestFirst: Record<OfferSortKey, SortDirection> = { price: 'ascending', delivery: 'ascending', rating: 'descending', response: 'ascending' };

export function sortOffers(offers: Offer[], sort: OfferSort | null): Offer[] {
  if (!sort) return offers;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const read = valueOf[sort.key];
  return [...offers].sort((a, b) => {
    const [left, right] = [read(a), read(b)];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return (left - right) * sign;
  });
}

/** The next sort when a column's button is pressed: its best-first order, then the other way. */
export function nextSort(current: OfferSort | null, key: OfferSortKey): OfferSort {
  if (current?.key !== key) return { key, direction: bestFirst[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The ids of the cheapest and the fastest among the offers still in play (not rejected, withdrawn or expired); none for a single offer. */
export function markedOffers(offers: Offer[]): { cheapest: Set<string>; fastest: Set<string> } {
  const live = offers.filter((offer) => !offer.isExpired && offer.status !== 'rejected' && offer.status !== 'withdrawn');
  if (live.length < 2) return { cheapest: new Set(), fastest: new Set() };
  const lowest = (read: (offer: Offer) => number) => {
    const best = Math.min(...live.map(read));
    return new Set(live.filter((offer) => read(offer) === best).map((offer) => offer._id));
  };
  return { cheapest: lowest((offer) => offer.amount), fastest: lowest((offer) => offer.deliveryDays) };
}

/** "~3 saat", "1 saatten kısa", "~2 gün"; "—" before the store's first answered request. */
export function formatResponseHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return '1 saatten kısa';
  if (hours < 48) return `~${Math.round(hours)} saat`;
  return `~${Math.round(hours / 24)} gün`;
}
