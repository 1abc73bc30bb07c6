/** Freelance: orders from accepted offers, their payment, customization and delivered work. */

export { freelanceContext, type FreelanceContext } from './freelance.context';
export { deliverCustomWork, startCustomization } from './freelance.customization';
export { createOrderFromOffer, payFreelanceOrder } from './freelance.orders';
export { default as freelanceRoutes } from './freelance.routes';
export { freelancePersonalData } from './freelance.personal-data';

// Fixtures, for tests and the demo only:
export { answer, deliver, pdfFile, startedOrder } from './freelance-fixtures';
