/** Matching: which stores fit a customer request, telling them, their matched feed and the hourly digest. */

export { mayQuote } from './matching.stores';
export { default as matchingRoutes } from './matching.routes';
export { runDigest, scheduleMatchingDigest } from './matching.digest';

// For the demo only (it writes its requests and offers directly, then tells as publishing and offering would):
export { tellBuyerOfOffer, tellFittingStores } from './matching.notify';
