/** Orders from accepted offers: the way from an accepted offer to its order, and a store's freelance rating. */
export { OrderFromOfferButton } from './components/order-from-offer-button';
export { StoreFreelanceRating } from './components/store-freelance-rating';
export { useListStoreFreelanceOrdersQuery } from './freelance-api';
