import { type ChatAttachment, chatLimits, chatMessageTexts } from '@pazaryeri/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { canReadRoom, selectMessageById } from './chat-messages.queries';
import type { ChatAttachmentRecord } from '../../db/schema/chat';

const ISSUER = 'pazaryeri';
const FILE_AUDIENCE = 'pazaryeri:chat-file';
/** Links expire on a 30-minute grid, so the same picture keeps one URL (and the browser's cache) for a while. */
const GRID_SECONDS = 30 * 60;

const expiryOfNewLinks = () => (Math.floor(Date.now() / 1000 / GRID_SECONDS) * GRID_SECONDS) + chatLimits.attachmentLinkSeconds + GRID_SECONDS;

/** An attachment as a viewer receives it: links signed for that viewer, for this message and file only. */
export async function toChatAttachment(secret: Uint8Array, viewerId: string, messageId: string, record: ChatAttachmentRecord): Promise<ChatAttachment> {
  const token = await new SignJWT({ mid: messageId, aid: record.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(viewerId)
    .setIssuer(ISSUER)
    .setAudience(FILE_AUDIENCE)
    .setExpirationTime(expiryOfNewLinks())
    .sign(secret);
  const base = `/api/chat/files/${messageId}/${record.id}`;
  return {
    _id: record.id,
    kind: record.kind,
    name: record.name,
    mimeType: record.mimeType,
    size: record.size,
    url: `${base}?token=${token}`,
    previewUrl: record.previewKey ? `${base}/preview?token=${token}` : null,
  };
}

export type FileVariant = 'original' | 'preview';

async function verifyLink(secret: Uint8Array, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_MISSING', chatMessageTexts.attachmentLinkInvalid);
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: FILE_AUDIENCE, algorithms: ['HS256'] });
    return payload as { sub?: string; mid?: unknown; aid?: unknown };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', chatMessageTexts.attachmentLinkExpired);
    throw new AppError('TOKEN_INVALID', chatMessageTexts.attachmentLinkInvalid);
  }
}

/**
 * The stored file a link names, if the link is genuine, unexpired and made for this very file,
 * and its holder may still read the room (a member, or an admin). 401 for a bad or expired link.
 */
export async function resolveAttachment(db: Db, secret: Uint8Array, link: { messageId: string; attachmentId: string; token?: string; variant: FileVariant }) {
  const claims = await verifyLink(secret, link.token);
  if (claims.mid !== link.messageId || claims.aid !== link.attachmentId || typeof claims.sub !== 'string') {
    throw new AppError('FORBIDDEN', chatMessageTexts.attachmentLinkInvalid);
  }
  const message = isId(link.messageId) ? await selectMessageById(db, link.messageId) : null;
  const record = message?.attachments.find((attachment) => attachment.id === link.attachmentId);
  if (!message || !record) throw new AppError('NOT_FOUND', chatMessageTexts.attachmentMissing);
  if (!(await canReadRoom(db, message.roomId, claims.sub))) throw new AppError('FORBIDDEN', chatMessageTexts.attachmentLinkInvalid);
  const key = link.variant === 'preview' ? record.previewKey : record.key;
  if (!key) throw new AppError('NOT_FOUND', chatMessageTexts.attachmentMissing);
  return { record, key, mimeType: link.variant === 'preview' ? 'image/webp' : record.mimeType };
}
