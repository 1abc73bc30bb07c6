/** Follows: buyers following stores, and the stores' follower reports. */

export { default as followsRoutes } from './follows.routes';
