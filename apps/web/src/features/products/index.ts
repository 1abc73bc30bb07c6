/** One product, and the listing's filters as the address bar keeps them. */
export { listingFiltersFromParams, listingFiltersToParams, type ListingFilters } from './listing-filters';
export { useGetProductQuery } from './products-api';
