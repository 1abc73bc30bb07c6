import { asc, eq } from 'drizzle-orm';
import { type PersonalDataSource, type PersonalFile, safeFileName } from '../../lib/personal-data';
import { sellers } from '../../db/schema/sellers';
import { chatMembers, chatMessages, chatRooms } from '../../db/schema/chat';

/**
 * The rooms the person is in (what a room is about and their own place in it, never who the other
 * member is nor the last message, which may be theirs) and the person's own messages with the
 * files they sent. The other side's messages are that person's data.
 */
/** A file's name in the export: unique by the attachment's id, never a path. */
const fileName = (attachment: { id: string; name: string }) => `${attachment.id}-${safeFileName(attachment.name)}`;

export const chatPersonalData: PersonalDataSource = {
  folder: 'sohbetler',
  title: 'Sohbetler ve mesajlar',
  async collect(db, person) {
    const [rooms, messages] = await Promise.all([
      db
        .select({
          id: chatRooms.id,
          contextType: chatRooms.contextType,
          contextId: chatRooms.contextId,
          productId: chatRooms.productId,
          storeName: sellers.storeName,
          startedById: chatRooms.startedById,
          yourRole: chatMembers.role,
          messageCount: chatRooms.messageCount,
          unreadCount: chatMembers.unreadCount,
          lastReadAt: chatMembers.lastReadAt,
          lastActivityAt: chatRooms.lastActivityAt,
          createdAt: chatRooms.createdAt,
        })
        .from(chatMembers)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
        .leftJoin(sellers, eq(sellers.id, chatRooms.sellerId))
        .where(eq(chatMembers.userId, person.id))
        .orderBy(asc(chatRooms.createdAt)),
      db
        .select({
          id: chatMessages.id,
          roomId: chatMessages.roomId,
          senderRole: chatMessages.senderRole,
          content: chatMessages.content,
          attachments: chatMessages.attachments,
          offerId: chatMessages.offerId,
          readAt: chatMessages.readAt,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(eq(chatMessages.senderId, person.id))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    ]);
    const files: PersonalFile[] = messages.flatMap((message) =>
      message.attachments.map((attachment) => ({ name: fileName(attachment), from: 'private' as const, key: attachment.key })),
    );
    return {
      data: {
        rooms: rooms.map(({ startedById, ...room }) => ({ ...room, startedByYou: startedById === person.id })),
        messages: messages.map((message) => ({
          ...message,
          attachments: message.attachments.map((attachment) => ({
            id: attachment.id,
            kind: attachment.kind,
            name: attachment.name,
            mimeType: attachment.mimeType,
            size: attachment.size,
            file: fileName(attachment),
          })),
        })),
      },
      files,
    };
  },
};
