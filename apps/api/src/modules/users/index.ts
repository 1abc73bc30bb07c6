/** Users: accounts, registration and login, tokens, profiles, password reset and the admin account. */

export { ensureAdmin } from './users.admin-account';
export { usersPersonalData } from './users.personal-data';
export { confirmIdentity } from './users.reauth';
export { default as usersRoutes } from './users.routes';
export { findAuthUser, findTokenUser, issueToken, loginUser, sendQuietly } from './users.service';
