import type { FastifyReply } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';

/** One kind of private file served through links signed for their viewer (offer attachments, freelance deliveries). */
export interface FileLinkKind {
  audience: string;
  /** The claim names of the record holding the file and of the file itself. */
  claims: readonly [parent: string, file: string];
  /** Expiry is rounded to this grid, so a page's URLs stay the same a while. */
  gridSeconds: number;
  /** How long a link lives at least, past the grid. */
  lifeSeconds: number;
  messages: { invalid: string; expired: string };
}

const ISSUER = 'pazaryeri';

/** When a link of this kind signed at `now` (ms) expires, in seconds since the epoch: on the kind's grid. */
export const fileLinkExpiry = (kind: FileLinkKind, now = Date.now()) => Math.floor(now / 1000 / kind.gridSeconds) * kind.gridSeconds + kind.lifeSeconds + kind.gridSeconds;

/** A token naming one file of one record, signed for its viewer, expiring on the kind's grid. */
export async function signFileLink(secret: Uint8Array, kind: FileLinkKind, viewerId: string, parentId: string, fileId: string, now = Date.now()): Promise<string> {
  const expires = fileLinkExpiry(kind, now);
  return new SignJWT({ [kind.claims[0]]: parentId, [kind.claims[1]]: fileId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewerId)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setExpirationTime(expires)
    .sign(secret);
}

/** The viewer a link was signed for, if it is genuine, unexpired and names this very file. */
export async function verifyFileLink(secret: Uint8Array, kind: FileLinkKind, parentId: string, fileId: string, token: string | undefined): Promise<string> {
  if (!token) throw new AppError('TOKEN_MISSING', kind.messages.invalid);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: kind.audience, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', kind.messages.expired);
    throw new AppError('TOKEN_INVALID', kind.messages.invalid);
  }
  if (payload[kind.claims[0]] !== parentId || payload[kind.claims[1]] !== fileId || typeof payload.sub !== 'string') throw new AppError('FORBIDDEN', kind.messages.invalid);
  return payload.sub;
}

/** `attachment` (or `inline`) with an ASCII fallback name and the exact one in RFC 5987 form. */
export function attachmentHeader(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends an uploaded private file as a download that the browser never renders in our origin. */
export function sendPrivateFile(reply: FastifyReply, file: { name: string; mimeType: string }, opened: { size: number; stream: NodeJS.ReadableStream }) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', opened.size)
    .header('Content-Disposition', attachmentHeader(file.name))
    .header('Cache-Control', 'private, max-age=600')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(opened.stream);
}
