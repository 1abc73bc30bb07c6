import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@pazaryeri/contract';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's token version when the token was issued. */
  tv: number;
}

export type TokenFailure = 'expired' | 'invalid';

const ISSUER = 'pazaryeri';
const ACCESS_AUDIENCE = 'pazaryeri:access';
const RESET_AUDIENCE = 'pazaryeri:password-reset';

/**
 * The secret as a key object, made once per secret: given raw bytes, jose imports a key on every
 * call, which showed up as the largest cost of checking a token (every API call and socket).
 */
const keys = new WeakMap<Uint8Array, KeyObject>();
function keyOf(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, expiresIn: string) {
  return new SignJWT({ role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyOf(secret));
}

type AccessCheck = { claims: AccessClaims & { exp: number } } | { failure: TokenFailure };

/**
 * Tokens whose signature and claims were checked, per secret, until they expire: a signed-in
 * person sends the same token with every call, and checking its HMAC through WebCrypto (jose)
 * cost about half a millisecond of CPU each time. A token is found here only by its exact text,
 * signature included, so nothing unsigned gets in; the user behind it (banned, signed out
 * everywhere) is still read on every call by the auth plugin.
 */
const checked = new WeakMap<Uint8Array, Map<string, AccessClaims & { exp: number }>>();
const CHECKED_TOKENS = 10_000;

/** The claims, or why the token cannot be used. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessCheck> {
  let known = checked.get(secret);
  if (!known) checked.set(secret, (known = new Map()));
  const claims = known.get(token);
  if (claims) {
    if (claims.exp * 1000 > Date.now()) return { claims };
    known.delete(token);
    return { failure: 'expired' };
  }
  const result = await checkAccessToken(token, secret);
  if ('claims' in result) {
    if (known.size >= CHECKED_TOKENS) known.delete(known.keys().next().value as string);
    known.set(token, result.claims);
  }
  return result;
}

async function checkAccessToken(token: string, secret: Uint8Array): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: ACCESS_AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
      return { failure: 'invalid' };
    }
    return { claims: { sub: payload.sub, role: payload.role as Role, tv: payload.tv, exp: payload.exp } };
  } catch (error) {
    return { failure: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The short-lived token the reset-code check hands out, good for one password reset. */
export async function signResetToken(userId: string, resetId: string, secret: Uint8Array) {
  return new SignJWT({ rid: resetId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(RESET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(secret);
}

export async function verifyResetToken(token: string, secret: Uint8Array) {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: RESET_AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.rid !== 'string') return null;
    return { userId: payload.sub, resetId: payload.rid };
  } catch {
    return null;
  }
}

const THREE_DS_PAGE_AUDIENCE = 'pazaryeri:three-ds-page';

/**
 * The link to a payment attempt's bank page: a top-level navigation carries no bearer header, so
 * the link itself names the attempt, for as long as a 3D Secure step may take.
 */
export async function signThreeDSPageToken(attemptId: string, secret: Uint8Array) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(attemptId)
    .setIssuer(ISSUER)
    .setAudience(THREE_DS_PAGE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(keyOf(secret));
}

/** The attempt id the link names, or null when it is forged or expired. */
export async function verifyThreeDSPageToken(token: string, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: THREE_DS_PAGE_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

const SUBSCRIBER_AUDIENCE = { confirm: 'pazaryeri:subscriber-confirm', unsubscribe: 'pazaryeri:subscriber-unsubscribe' } as const;

/**
 * The links in marketing mail: a confirmation (double opt-in) good for 7 days, and an
 * unsubscribe link that never expires (the law wants it to work on every mail ever sent).
 */
export async function signSubscriberToken(subscriberId: string, purpose: keyof typeof SUBSCRIBER_AUDIENCE, secret: Uint8Array) {
  const token = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subscriberId)
    .setIssuer(ISSUER)
    .setAudience(SUBSCRIBER_AUDIENCE[purpose])
    .setIssuedAt();
  if (purpose === 'confirm') token.setExpirationTime('7d');
  return token.sign(keyOf(secret));
}

/** The subscriber id the link names, or null when it is forged, for another purpose, or expired. */
export async function verifySubscriberToken(token: string, purpose: keyof typeof SUBSCRIBER_AUDIENCE, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: SUBSCRIBER_AUDIENCE[purpose], algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
