import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/errors';

const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:custom-delivery';
/** Links live 10 minutes past a 10-minute grid, so a page's URLs stay stable a while. */
const GRID_SECONDS = 10 * 60;

/** A link to one delivered file, signed for its viewer (a party of the order or an admin), expiring. */
export async function deliveryFileUrl(secret: Uint8Array, viewerId: string, deliveryId: string, fileId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000 / GRID_SECONDS) * GRID_SECONDS + 2 * GRID_SECONDS;
  const token = await new SignJWT({ did: deliveryId, fid: fileId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(expires)
    .sign(secret);
  return `/api/orders/freelance/files/${deliveryId}/${fileId}?token=${token}`;
}

/** The viewer a link was signed for, if it is genuine, unexpired and names this very file. */
export async function verifyDeliveryFileLink(secret: Uint8Array, deliveryId: string, fileId: string, token: string | undefined): Promise<string> {
  if (!token) throw new AppError('TOKEN_MISSING', freelanceMessages.fileLinkInvalid);
  let payload: { sub?: string; did?: unknown; fid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', freelanceMessages.fileLinkExpired);
    throw new AppError('TOKEN_INVALID', freelanceMessages.fileLinkInvalid);
  }
  if (payload.did !== deliveryId || payload.fid !== fileId || typeof payload.sub !== 'string') throw new AppError('FORBIDDEN', freelanceMessages.fileLinkInvalid);
  return payload.sub;
}
