/** Shipping: parts sent through the cargo aggregator, their tracking and the carriers' webhooks. */

export { default as shippingCargoRoutes } from './shipping.cargo.routes';
export { shippingContext } from './shipping.context';
export { createDbCargoStore } from './shipping.sandbox-store';
export { trackingForParts } from './shipping.tracking-view';
export { processShippingEvents } from './shipping.tracking';
export { ensureReceiverRegistered } from './shipping.webhooks';
export { shippingPersonalData } from './shipping.personal-data';
