/** Customization: custom templates, products' options and the buyer's customization at checkout. */

export { resolveCheckoutCustomizations } from './customization.inputs';
export { default as customizationRoutes } from './customization.routes';
export { createTemplate, setProductOptions } from './customization.templates';
export { customizationPersonalData } from './customization.personal-data';
