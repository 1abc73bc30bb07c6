/** Marketing: newsletter subscribers, their consent and e-mail campaigns. */

export { type AccountNewsletterConsent, newsletterStatusOf, setAccountNewsletterConsent } from './marketing.account-consent';
export { marketingPersonalData } from './marketing.personal-data';
export { default as marketingRoutes } from './marketing.routes';
export { default as subscriberRoutes } from './subscriber.routes';
