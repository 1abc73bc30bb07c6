/** Admin: the admin's user and seller screens, across domains. */

export { default as adminSellersRoutes } from './admin-sellers.routes';
export { type AdminUsersRoutesOptions, default as adminUsersRoutes } from './admin-users.routes';
