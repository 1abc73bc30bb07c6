/** Marketing: newsletter subscribers, their consent and e-mail campaigns. */

export { default as marketingRoutes } from './marketing.routes';
export { default as subscriberRoutes } from './subscriber.routes';
