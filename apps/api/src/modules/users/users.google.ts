import { messages } from '@pazaryeri/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/errors';
import { insertUser, selectUserByEmail, selectUserByGoogleSub, updateUser } from './users.queries';
import { toAuthResponse, type UsersContext } from './users.service';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let jwks = keySets.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000 });
    keySets.set(url, jwks);
  }
  return jwks;
}

interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  /** When Google signed the person in (the token's `iat`), in seconds. */
  issuedAt: number;
}

/** Checks a Google ID token's signature (Google's published keys), issuer, audience and expiry. */
export async function verifyGoogleIdToken(token: string, google: { clientId: string; jwksUrl: string }): Promise<GoogleIdentity> {
  try {
    const { payload } = await jwtVerify(token, keySet(google.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: google.clientId,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('identity incomplete or e-mail unverified');
    }
    const email = payload.email.trim().toLowerCase();
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0];
    return { sub: payload.sub, email, name, picture: typeof payload.picture === 'string' ? payload.picture : null, issuedAt: payload.iat ?? 0 };
  } catch {
    throw new AppError('INVALID_CREDENTIALS', messages.googleTokenInvalid);
  }
}

/** Signs in with Google: the account linked to the Google id, else the one with that verified e-mail, else a new one. */
export async function loginWithGoogle(ctx: UsersContext, token: string) {
  const clientId = ctx.config.google.clientId;
  if (!clientId) throw new AppError('SERVICE_UNAVAILABLE', messages.googleNotConfigured);
  const identity = await verifyGoogleIdToken(token, { clientId, jwksUrl: ctx.config.google.jwksUrl });
  let user = await selectUserByGoogleSub(ctx.db, identity.sub);
  if (!user) {
    const byEmail = await selectUserByEmail(ctx.db, identity.email);
    user = byEmail
      ? await updateUser(ctx.db, byEmail.id, { googleSub: identity.sub })
      : await insertUser(ctx.db, { name: identity.name, email: identity.email, googleSub: identity.sub, avatar: identity.picture });
  }
  if (!user) throw new AppError('INVALID_CREDENTIALS', messages.googleTokenInvalid);
  if (user.bannedAt) throw new AppError('ACCOUNT_BANNED', messages.accountBanned);
  user = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user;
  return toAuthResponse(ctx, user, 'Giriş başarılı.');
}
