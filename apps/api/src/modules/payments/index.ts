/** Payments: card payment and 3D Secure, stores as sub-merchants, and the escrow desk. */

export { sellerBalance } from './escrow';
export { payOrder } from './pay.flow';
export { default as paymentsRoutes } from './payments.routes';
export { createDbSandboxStore } from './sandbox-store';
export { paymentsPersonalData } from './payments.personal-data';
