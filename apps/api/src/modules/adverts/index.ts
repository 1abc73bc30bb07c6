/** Adverts: buyers' adverts and requests (ilan) that stores make offers on. */

import './adverts.events';

export { advertConditions, type AdvertFilter, selectAdvertViews } from './adverts.queries';
export { default as advertsRoutes, type AdvertsRoutesOptions } from './adverts.routes';
export { type AdvertsContext, createAdvert, getAdvert } from './adverts.service';
export { advertsPersonalData } from './adverts.personal-data';

// Fixtures, for tests and the demo only:
export { createRequest, pngOf, postAdvert, postOffer, setOfferStatus } from './advert-fixtures';
