import { type ChatMessage, chatLimits, chatMessageTexts } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { ChatContext } from './chat.context';
import { prepareAttachments, removeAttachments, storeAttachments, type UploadedFile } from './chat.attachments';
import { forgetMember } from './chat.member-check';
import { announceMessage } from './chat.messages';
import { insertMessageWithViews } from './chat.queries';
import { roomNotFound } from './chat.rooms';

export interface SendMessageInput {
  content?: string;
  files: UploadedFile[];
}

/**
 * Message text as stored: line breaks made `\n`, control characters (other than tab and line
 * break) removed, trimmed. It is kept as text, never as HTML: whoever shows it escapes it.
 */
export function cleanContent(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
    .trim();
}

/** Counts the send against the sender's per-minute allowance (shared by every process with Redis). */
export async function limitSending(ctx: Pick<ChatContext, 'limiter'>, userId: string) {
  const limit = await ctx.limiter.hit(`chat-send:${userId}`, chatLimits.sendPerMinute, 60);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', chatMessageTexts.tooFast);
}

/**
 * Why the send's statement refused a sender whose token was checked by its signature only (the
 * HTTP send's, a socket's): a signed-out, banned or deleted account says so (401/403), as the
 * auth plugin would have; else they are not a member (404).
 */
export async function refusalOf(app: Pick<FastifyInstance, 'resolveToken'>, token: string): Promise<Error> {
  try {
    await app.resolveToken(token);
  } catch (error) {
    return error as Error;
  }
  return roomNotFound();
}

/**
 * Sends a message in a room the sender is a member of. Steps: check the text and files (their
 * content decides their type; images get a WebP preview) → store the files privately (undo:
 * remove them) → in one statement (one transaction), check the sender is still a member and
 * write the message, the room's last message, both members' activity and the receiver's unread
 * count, reading back the room as each member now sees it → after it is committed, deliver it to
 * both members' sockets. A failure before the commit, or a sender who is no longer a member
 * (404; `refused` may say why better, e.g. a banned account), leaves neither a message nor a file
 * behind. `tokenVersion`: the sender's token was checked by its signature only (HTTP's
 * `app.tokenClaims`, a socket's), not against the account, so the statement checks it.
 */
export async function sendMessageFlow(
  ctx: ChatContext,
  senderId: string,
  roomId: string,
  input: SendMessageInput,
  options: { tokenVersion?: number; refused?: () => Promise<Error> } = {},
): Promise<ChatMessage> {
  const content = cleanContent(input.content);
  if (content.length > chatLimits.contentMax) throw new AppError('UNPROCESSABLE', chatMessageTexts.tooLong);
  if (!content && input.files.length === 0) throw new AppError('UNPROCESSABLE', chatMessageTexts.empty);

  const prepared = await prepareAttachments(input.files);
  const attachments = await storeAttachments(ctx.privateFiles, prepared);
  let sent;
  try {
    sent = await insertMessageWithViews(ctx.db, { roomId, senderId, content, attachments, tokenVersion: options.tokenVersion });
  } catch (error) {
    await removeAttachments(ctx.privateFiles, attachments);
    throw error;
  }
  if (!sent) {
    await removeAttachments(ctx.privateFiles, attachments);
    forgetMember(ctx.db, roomId, senderId);
    throw (await options.refused?.()) ?? roomNotFound();
  }
  return announceMessage(ctx, sent);
}
