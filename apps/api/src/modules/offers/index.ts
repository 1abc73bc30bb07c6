/** Offers: stores' offers on adverts, their statuses and the messages they post in chat. */

import './offers.events';

export { adjustCounts } from './offers.counts';
export { advertOffers, offersContext, default as offersRoutes } from './offers.routes';
export { createOffer } from './offers.create';
export { type OffersContext, roomOffers } from './offers.service';
export { changeOfferStatus } from './offers.status';
export { offersPersonalData } from './offers.personal-data';

// Fixtures, for tests and the demo only:
export { createPostOfferAccount } from './offers-test-support';
