import { advertLimits, offerMessages } from '@pazaryeri/contract/adverts/index';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/errors';
import type { OfferAttachmentRecord } from './offers.table';

const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:offer-file';
const GRID_SECONDS = 30 * 60;

/** A link to one attachment of one offer, signed for its viewer, expiring (on a 30-minute grid so the URL stays stable a while). */
export async function offerFileUrl(secret: Uint8Array, viewerId: string, offerId: string, record: OfferAttachmentRecord) {
  const expires = Math.floor(Date.now() / 1000 / GRID_SECONDS) * GRID_SECONDS + advertLimits.fileLinkSeconds + GRID_SECONDS;
  const token = await new SignJWT({ oid: offerId, aid: record.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(expires)
    .sign(secret);
  return `/api/offer/files/${offerId}/${record.id}?token=${token}`;
}

/** The viewer a link was signed for, if it is genuine, unexpired and names this very file. */
export async function verifyOfferFileLink(secret: Uint8Array, offerId: string, attachmentId: string, token: string | undefined): Promise<string> {
  if (!token) throw new AppError('TOKEN_MISSING', offerMessages.fileLinkInvalid);
  let payload: { sub?: string; oid?: unknown; aid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', offerMessages.fileLinkExpired);
    throw new AppError('TOKEN_INVALID', offerMessages.fileLinkInvalid);
  }
  if (payload.oid !== offerId || payload.aid !== attachmentId || typeof payload.sub !== 'string') throw new AppError('FORBIDDEN', offerMessages.fileLinkInvalid);
  return payload.sub;
}
