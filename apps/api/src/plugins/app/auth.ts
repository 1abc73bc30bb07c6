import { messages, type Role } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { verifyAccessToken } from '../../lib/tokens';
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

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.decorate('resolveToken', async (token: string) => {
    const verified = await verifyAccessToken(token, app.config.jwtSecret);
    if ('failure' in verified) {
      if (verified.failure === 'expired') throw new AppError('TOKEN_EXPIRED', messages.sessionExpired);
      throw new AppError('TOKEN_INVALID', messages.invalidToken);
    }
    const user = await findTokenUser(app.db, verified.claims.sub);
    // A deleted user or a changed password revokes every token issued before it.
    if (!user || user.tokenVersion !== verified.claims.tv) throw new AppError('TOKEN_INVALID', messages.sessionExpired);
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isAdmin: user.role === 'admin',
      avatar: user.avatar,
    };
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

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db'] });
