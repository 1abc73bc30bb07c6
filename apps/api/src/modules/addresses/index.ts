/** Addresses: the buyer's address book, served under /addresses and /shipping/addresses. */

export { addressesPersonalData } from './addresses.personal-data';
export { default as addressesRoutes } from './addresses.routes';
export { default as billingProfilesRoutes } from './billing-profiles.routes';
export { defaultBillingProfile, getBillingProfile } from './billing-profiles.service';
export { getAddress } from './addresses.service';
export { default as shippingRoutes } from './shipping.routes';
