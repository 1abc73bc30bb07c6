import { type ChatMessage, chatLimits, chatMessageTexts } from '@pazaryeri/contract';
import { AppError } from '../../lib/errors';
import type { ChatContext } from './chat.context';
import { insertMessageInRoom } from './chat-messages.queries';
import { prepareAttachments, removeAttachments, storeAttachments, type UploadedFile } from './chat.attachments';
import { announceMessage, toChatMessage } from './chat.messages';
import type { Membership } from './chat.queries';

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
 * Sends a message in a room the sender is a member of. Steps: check the text and files (their
 * content decides their type; images get a WebP preview) → store the files privately (undo:
 * remove them) → write the message, the room's last message, both members' activity and the
 * receiver's unread count in one statement (one transaction) → after it is committed, deliver it
 * to both members' sockets. A failure before the commit leaves neither a message nor a file behind.
 */
export async function sendMessageFlow(ctx: ChatContext, senderId: string, membership: Membership, input: SendMessageInput): Promise<ChatMessage> {
  const content = cleanContent(input.content);
  if (content.length > chatLimits.contentMax) throw new AppError('UNPROCESSABLE', chatMessageTexts.tooLong);
  if (!content && input.files.length === 0) throw new AppError('UNPROCESSABLE', chatMessageTexts.empty);

  const prepared = await prepareAttachments(input.files);
  const attachments = await storeAttachments(ctx.privateFiles, prepared);
  let message;
  try {
    message = await insertMessageInRoom(
      ctx.db,
      { roomId: membership.roomId, senderId, senderRole: membership.role, content, attachments },
      membership.otherUserId,
    );
  } catch (error) {
    await removeAttachments(ctx.privateFiles, attachments);
    throw error;
  }

  await announceMessage(ctx, message, membership.otherUserId).catch((error) => ctx.log.warn({ err: error }, 'chat message not delivered live'));
  return toChatMessage(ctx.secret, senderId, message);
}
