/** Session: the /api/auth routes the web's session talks to, and its cookie. */

export { default as sessionRoutes } from './session.routes';
export { SESSION_COOKIE } from './session.service';
