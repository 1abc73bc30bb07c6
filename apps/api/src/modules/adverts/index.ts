/** Adverts: buyers' adverts and requests (ilan) that stores make offers on, their technical files, closing at the deadline. */

import './adverts.events';

export { advertConditions, type AdvertFilter, selectAdvertViews } from './adverts.queries';
export { default as advertsRoutes, advertsContext, type AdvertsRoutesOptions } from './adverts.routes';
export { type AdvertsContext, advertViewsByIds, customerRequestFeed, getAdvert, toAdvert } from './adverts.service';
export { createAdvert } from './adverts.save';
export { type MayQuote } from './adverts.file-access';
export { closeExpiredRequests, scheduleAdvertJobs } from './adverts.close';
export { fileFormats as technicalFileFormats, recogniseFileFormat } from './adverts.file-formats';
export { advertsPersonalData } from './adverts.personal-data';

// Fixtures, for tests and the demo only:
export { createRequest, pngOf, postAdvert, postOffer, setOfferStatus } from './advert-fixtures';
export { sampleAsciiStl, sampleDwg, sampleDxf, sampleIges, samplePdf, sampleStep, sampleStl } from './technical-file-samples';
