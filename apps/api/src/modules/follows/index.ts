/** Follows: buyers following stores, and the stores' follower reports. */

export { followsPersonalData } from './follows.personal-data';
export { default as followsRoutes } from './follows.routes';
