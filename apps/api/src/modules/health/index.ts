/** Health: liveness (/health), readiness (/ready) and the public settings the web reads. */

export { default as healthRoutes } from './health.routes';
