/** Reports: a store's sales report. */

export { default as reportsRoutes } from './reports.routes';
