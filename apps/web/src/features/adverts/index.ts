/**
 * Adverts (requests and service adverts) and the offers made on them. The chat shows a room's
 * offers with the offer card and lets a store make one with the offer dialog.
 */
export {
  useCreateAdvertMutation,
  useCustomerRequestsQuery,
  useGetAdvertQuery,
  useListAdvertsQuery,
  useRoomOffersQuery,
  useSellerAdvertsQuery,
  useSellerOffersQuery,
  useSetOfferStatusMutation,
  useToggleAdvertFavoriteMutation,
  type OfferTab,
} from './adverts-api';
export { AdvertCard, advertPath } from './components/advert-card';
export { OfferCard } from './components/offer-card';
export { OfferDialog } from './components/offer-form';
export { OfferStatusBadge } from './components/offer-status';
