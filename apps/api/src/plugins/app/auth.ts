import { messages, type Role } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { NoticedCopies } from '../../lib/noticed-copies';
import { type AccessClaims, verifyAccessToken } from '../../lib/tokens';
import { findTokenUser } from '../../modules/users';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  avatar: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hooks (or `app.authenticate`) from the bearer token; null for a visitor. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Resolves the caller from a token; throws 401/403 when the token is unusable. */
    resolveToken(token: string): Promise<AuthUser>;
    /** The caller if a valid token came with the request, else null (never throws). */
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
    /**
     * As `authenticate`, with the account from this process's copy (read once, then kept exact by
     * the database's `u|` notices, migration 0029). Only for reads of public data that a
     * signed-in person sees marked (the catalogue's favourites): anything that acts, or shows
     * what a visitor may not see, uses `authenticate` or the `require*` hooks, which read the
     * account every time. Leaves `request.user` alone.
     */
    authenticateFromCopy(request: FastifyRequest): Promise<AuthUser | null>;
    /**
     * The request's bearer token checked by its signature and expiry alone (401 without a usable
     * one); the account is not read. Only for a route whose own statement checks the account as
     * it writes, given the claims' token version (chat's send: version, ban and deletion), so a
     * revoked token or a banned account still writes nothing, in every process at once. Leaves
     * `request.user` alone.
     */
    tokenClaims(request: FastifyRequest): Promise<AccessClaims>;
    requireUser: onRequestAsyncHookHandler;
    requireSeller: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
    /** Admin or marketing staff. */
    requireStaff: onRequestAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** What a token is checked against, as read from the database. */
interface TokenAccount extends AuthUser {
  tokenVersion: number;
  banned: boolean;
}

async function readAccount(app: FastifyInstance, id: string): Promise<TokenAccount | null> {
  const user = await findTokenUser(app.db, id);
  if (!user) return null;
  const { name, email, role, avatar, tokenVersion } = user;
  return { id: user.id, name, email, role, isAdmin: role === 'admin', avatar, tokenVersion, banned: user.bannedAt !== null };
}

/** The caller behind verified claims, or the reason the token no longer works. */
function callerOf(account: TokenAccount | null, claims: AccessClaims): AuthUser {
  // A deleted user or a changed password revokes every token issued before it.
  if (!account || account.tokenVersion !== claims.tv) throw new AppError('TOKEN_INVALID', messages.sessionExpired);
  if (account.banned) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
  const { id, name, email, role, isAdmin, avatar } = account;
  return { id, name, email, role, isAdmin, avatar };
}

async function verifiedClaims(app: FastifyInstance, token: string) {
  const verified = await verifyAccessToken(token, app.config.jwtSecret);
  if ('failure' in verified) {
    if (verified.failure === 'expired') throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
    throw new AppError('TOKEN_INVALID', messages.invalidToken);
  }
  return verified.claims;
}

/** Accounts kept per process for `authenticateFromCopy` (about 300 bytes each). */
const ACCOUNT_COPIES = 50_000;

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.decorate('resolveToken', async (token: string) => {
    const claims = await verifiedClaims(app, token);
    return callerOf(await readAccount(app, claims.sub), claims);
  });

  const accounts = new NoticedCopies<TokenAccount>({
    keyOf: (payload) => (payload.startsWith('u|') ? payload.slice(2) : null),
    maxWeight: ACCOUNT_COPIES,
  });
  app.catalogueChanges.subscribe(accounts);

  const copiedAccount = async (id: string) => {
    const kept = accounts.get(id);
    if (kept) return kept;
    const stamp = accounts.stamp();
    const account = await readAccount(app, id);
    if (account) accounts.set(id, account, stamp);
    return account;
  };

  app.decorate('authenticateFromCopy', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      const claims = await verifiedClaims(app, token);
      return callerOf(await copiedAccount(claims.sub), claims);
    } catch {
      return null;
    }
  });

  app.decorate('tokenClaims', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('TOKEN_MISSING', messages.tokenMissingLogin);
    return verifiedClaims(app, token);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.user) return request.user;
    const token = bearerToken(request);
    if (!token) return null;
    try {
      request.user = await app.resolveToken(token);
    } catch {
      request.user = null;
    }
    return request.user;
  });

  const requireRoles = (allowed: Role[] | null): onRequestAsyncHookHandler =>
    async function requireRole(request) {
      const token = bearerToken(request);
      if (!token) throw new AppError('TOKEN_MISSING', messages.tokenMissingLogin);
      request.user = await app.resolveToken(token);
      if (allowed && !allowed.includes(request.user.role)) throw new AppError('FORBIDDEN', messages.forbidden);
    };

  app.decorate('requireUser', requireRoles(null));
  app.decorate('requireSeller', requireRoles(['seller']));
  app.decorate('requireAdmin', requireRoles(['admin']));
  app.decorate('requireStaff', requireRoles(['admin', 'marketing']));
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db', 'catalogue-cache'] });
