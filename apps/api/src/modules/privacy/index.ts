/**
 * Privacy: a person's rights under KVKK on their own data — a copy of everything held about them
 * (each domain's face gives its part, `lib/personal-data.ts`), consents (commercial e-mail, analytics)
 * kept as an append-only record, and the requests' record for admins.
 * Stands above every domain; the app hands it the domains' parts.
 */
export { default as adminDataRequestsRoutes } from './privacy.admin';
export { default as privacyRoutes, type PrivacyRoutesOptions } from './privacy.routes';
export { privacyPersonalData } from './privacy.personal-data';
