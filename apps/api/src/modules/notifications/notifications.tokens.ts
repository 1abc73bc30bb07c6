import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The digest mail's unsubscribe link: a token naming the person and its one purpose. It never
 * expires, as a marketing mail's does not: the link must work on every digest ever sent.
 */
const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:notification-unsubscribe';
const PURPOSE = 'requestDigest';

export async function signDigestUnsubscribeToken(userId: string, secret: Uint8Array): Promise<string> {
  return new SignJWT({ pur: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(createSecretKey(secret));
}

/** The user the link names, or null when it is forged or for another purpose. */
export async function verifyDigestUnsubscribeToken(token: string, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, createSecretKey(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && payload.pur === PURPOSE ? payload.sub : null;
  } catch {
    return null;
  }
}
