import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Session } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from '../../lib/tokens';

export const SESSION_COOKIE = 'pz.session-token';
export const CSRF_COOKIE = 'pz.csrf-token';

const sign = (secret: Uint8Array, token: string) => createHmac('sha256', secret).update(`csrf:${token}`).digest('hex');

/** A double-submit CSRF pair: the token goes to the page, token|hmac into an httpOnly cookie. */
export function createCsrf(secret: Uint8Array, existingCookie: string | undefined) {
  const existing = existingCookie ? readCsrfCookie(secret, existingCookie) : null;
  const token = existing ?? randomBytes(32).toString('hex');
  return { token, cookie: `${token}|${sign(secret, token)}` };
}

function readCsrfCookie(secret: Uint8Array, cookie: string): string | null {
  const [token, mac] = cookie.split('|');
  if (!token || !mac || mac.length !== 64) return null;
  const expected = Buffer.from(sign(secret, token), 'hex');
  const given = Buffer.from(mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** True when the posted token matches the one bound to this browser's cookie. */
export function checkCsrf(secret: Uint8Array, cookie: string | undefined, posted: unknown): boolean {
  if (!cookie || typeof posted !== 'string') return false;
  const token = readCsrfCookie(secret, cookie);
  if (!token || token.length !== posted.length) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(posted));
}

/** The session behind a session cookie, or null when it is missing, expired or revoked. */
export async function readSession(app: FastifyInstance, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const verified = await verifyAccessToken(token, app.config.jwtSecret);
  if ('failure' in verified) return null;
  try {
    const user = await app.resolveToken(token);
    return {
      user: { _id: user.id, name: user.name, email: user.email, role: user.role, isAdmin: user.isAdmin, image: user.avatar },
      expires: new Date(verified.claims.exp * 1000).toISOString(),
      accessToken: token,
    };
  } catch {
    return null;
  }
}

/**
 * Where to send the browser next: only paths of this site. An absolute URL on our own origin
 * becomes its path; anything else (another host, `//evil`, `javascript:`) becomes '/'.
 */
export function safeCallbackUrl(value: unknown, appUrl: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    if (url.origin === new URL(appUrl).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
  return '/';
}

export function loginPath(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}
